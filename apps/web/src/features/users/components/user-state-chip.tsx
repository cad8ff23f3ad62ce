import Chip from '@mui/material/Chip';
import type { UserState } from '@tu360/domain';

const STATE_COLORS: Record<UserState, 'success' | 'warning' | 'default'> = {
  Activo: 'success',
  Pendiente: 'warning',
  Inactivo: 'default',
};

/** A user's state (Activo, Pendiente until the first sign-in, Inactivo) as a chip. */
export function UserStateChip({ state }: { state: UserState }) {
  return <Chip size="small" label={state} color={STATE_COLORS[state]} />;
}
