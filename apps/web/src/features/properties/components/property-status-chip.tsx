import Chip, { type ChipProps } from '@mui/material/Chip';
import { propertyStatusLabel } from '@tu360/domain';

const COLOR: Record<string, ChipProps['color']> = {
  Published: 'success',
  Loaded: 'success',
  Approved: 'success',
  OnApprobation: 'info',
  Rejected: 'error',
  Incomplete: 'warning',
  Hidden: 'default',
  Inactive: 'default',
};

/** The property status with its Spanish label (En aprobación, Oculto, Rechazado, Publicado, Incompleto, Aprobado). */
export function PropertyStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      label={propertyStatusLabel(status)}
      color={COLOR[status] ?? 'default'}
      variant={COLOR[status] ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
