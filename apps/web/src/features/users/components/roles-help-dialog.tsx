import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRoles } from '../api/users.ts';
import { roleOptionLabel } from './role-option.ts';

export interface RolesHelpDialogProps {
  open: boolean;
  /** The company whose kind decides the store roles (platform administrators); null for every role. */
  constructorId: string | null;
  /** Store users see only the companies' roles. */
  storeOnly: boolean;
  onClose: () => void;
}

/** "Ayuda de roles": each role's label and what it does, from GET /auth/api/roles. */
export function RolesHelpDialog({ open, constructorId, storeOnly, onClose }: RolesHelpDialogProps) {
  const id = useId();
  const roles = useRoles(constructorId, open);
  const items = (roles.data ?? []).filter((r) => !storeOnly || !r.platform);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{es.users.help}</DialogTitle>
      <DialogContent>
        {roles.isError && <Alert severity="error">{errorMessage(roles.error)}</Alert>}
        <dl style={{ margin: 0 }}>
          {items.map((r) => (
            <div key={r.name} style={{ marginBottom: 12 }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {roleOptionLabel(r.name)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                {r.description}
              </Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{es.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
