import DeleteRounded from '@mui/icons-material/DeleteRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ForwardToInboxRounded from '@mui/icons-material/ForwardToInboxRounded';
import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import { es } from '@tu360/domain';
import type { BuilderUser } from '@tu360/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Hint } from '../../../components/ui/hint.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { type UsersArea, usersPaths } from '../paths.ts';

/** The row actions that go through a confirmation (and the invitation, which does not). */
export type UserAction = 'deactivate' | 'reactivate' | 'delete' | 'resend';

export interface UserRowActionsProps {
  user: BuilderUser;
  area: UsersArea;
  /** The caller manages users (users.write): without it only "Ver" is offered. */
  canWrite: boolean;
  /** The row is the caller's own: it does not deactivate or delete itself. */
  self: boolean;
  onAction: (action: UserAction, user: BuilderUser) => void;
}

function Action(props: { label: string; name: string; icon: ReactNode; onClick?: () => void; to?: string }) {
  const aria = `${props.label} ${props.name}`;
  return (
    <Hint title={props.label}>
      {props.to ? (
        <IconButton size="small" component={Link} to={props.to} aria-label={aria}>
          {props.icon}
        </IconButton>
      ) : (
        <IconButton size="small" aria-label={aria} onClick={props.onClick}>
          {props.icon}
        </IconButton>
      )}
    </Hint>
  );
}

/** Ver, Editar, Reenviar invitación (pending users), Desactivar or Reactivar, and Eliminar. */
export function UserRowActions({ user, area, canWrite, self, onAction }: UserRowActionsProps) {
  const paths = usersPaths(area);
  const name = `${user.givenName} ${user.lastName}`;
  const inactive = user.state === 'Inactivo';
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', whiteSpace: 'nowrap' }}>
      <Action label={es.common.view} name={name} to={paths.detail(user.id)} icon={<VisibilityRounded />} />
      {canWrite && (
        <Action label={es.common.edit} name={name} to={paths.edit(user.id)} icon={<EditRounded />} />
      )}
      {canWrite && user.state === 'Pendiente' && (
        <Action
          label={es.users.resend}
          name={name}
          onClick={() => onAction('resend', user)}
          icon={<ForwardToInboxRounded />}
        />
      )}
      {canWrite &&
        !self &&
        (inactive ? (
          <Action
            label={es.users.reactivate}
            name={name}
            onClick={() => onAction('reactivate', user)}
            icon={<PersonRounded />}
          />
        ) : (
          <Action
            label={es.users.deactivate}
            name={name}
            onClick={() => onAction('deactivate', user)}
            icon={<PersonOffRounded />}
          />
        ))}
      {canWrite && !self && (
        <Action
          label={es.users.remove}
          name={name}
          onClick={() => onAction('delete', user)}
          icon={<DeleteRounded />}
        />
      )}
    </Box>
  );
}
