import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { es, managesUsers, type RoleName } from '@tu360/domain';
import type { BuilderUser } from '@tu360/domain/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { NATIVE_SELECT } from '../../../components/ui/native-select.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompanyProjects } from '../api/user-form.ts';
import { useAssignUsers, useRoles } from '../api/users.ts';
import { roleOptionLabel } from './role-option.ts';

const U = es.users;

export interface AssignDialogProps {
  open: boolean;
  /** The users chosen in the list (all of one company). */
  users: BuilderUser[];
  /** Their company, whose projects are offered. */
  constructorId: string;
  onClose: () => void;
  /** After the assignment: the toast's text. */
  onDone: (message: string) => void;
}

/**
 * "Asignar a proyectos": the chosen users to some of their company's projects (those where the caller manages
 * users), with an optional role (each user's profile role otherwise) and whether to replace the role of users
 * already there. PUT add-multipleuser-seller; the server's refusal stays in the dialog.
 */
export function AssignDialog({ open, users, constructorId, onClose, onDone }: AssignDialogProps) {
  const id = useId();
  const projects = useCompanyProjects(constructorId, open);
  const roles = useRoles(constructorId, open);
  const assign = useAssignUsers();
  const [sellers, setSellers] = useState<Set<string>>(new Set());
  const [role, setRole] = useState('');
  const [replace, setReplace] = useState(false);
  const choices = (projects.data?.data ?? []).filter((p) => managesUsers(p.role));
  const roleChoices = (roles.data ?? []).filter((r) => r.grantable && !r.platform);

  const toggle = (sellerId: string) => {
    const next = new Set(sellers);
    if (next.has(sellerId)) next.delete(sellerId);
    else next.add(sellerId);
    setSellers(next);
  };
  const close = () => {
    assign.reset();
    onClose();
  };
  const submit = () => {
    const chosen = [...sellers];
    assign.mutate(
      {
        users: users.map((u) => u.id),
        sellers: chosen,
        edit: replace,
        role: role ? (role as RoleName) : undefined,
      },
      {
        onSuccess: (answer) => {
          setSellers(new Set());
          // The server's count: users already there keep their role unless "replace" was ticked.
          onDone(
            answer && answer.assigned + answer.updated > 0
              ? U.assignDone(users.length, chosen.length)
              : U.assignNothing,
          );
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{U.assignTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{U.selectedCount(users.length)}</DialogContentText>
        {assign.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(assign.error)}
          </Alert>
        )}
        {projects.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(projects.error)}
          </Alert>
        )}
        <FormLabel component="legend" id={`${id}-projects`}>
          {U.fields.projects}
        </FormLabel>
        <FormGroup
          aria-labelledby={`${id}-projects`}
          sx={{ mb: 2, maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap' }}
        >
          {choices.map((p) => (
            <FormControlLabel
              key={p.id}
              control={<Checkbox checked={sellers.has(p.id)} onChange={() => toggle(p.id)} />}
              label={p.name}
            />
          ))}
          {projects.isSuccess && choices.length === 0 && (
            <DialogContentText>{U.noCompanyProjects}</DialogContentText>
          )}
        </FormGroup>
        <TextField
          select
          label={U.fields.projectRole}
          value={role}
          onChange={(e) => setRole(e.target.value)}
          fullWidth
          size="small"
          slotProps={NATIVE_SELECT}
          sx={{ mb: 1 }}
        >
          <option value="">{U.assignProfileRole}</option>
          {roleChoices.map((r) => (
            <option key={r.name} value={r.name}>
              {roleOptionLabel(r.name)}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)} />}
          label={U.assignReplace}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{es.common.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={sellers.size === 0 || assign.isPending}>
          {U.assign}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
