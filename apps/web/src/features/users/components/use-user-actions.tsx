import { es } from '@tu360/domain';
import type { BuilderUser } from '@tu360/domain/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { ToastMessage } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeactivateUser, useDeleteUser, useReactivateUser, useResendInvitation } from '../api/users.ts';
import type { UserAction } from './user-row-actions.tsx';

type Confirmed = Exclude<UserAction, 'resend'>;

const U = es.users;

/** The confirmation of each destructive action: title, question, button and the toast once done. */
const CONFIRM: Record<
  Confirmed,
  { title: string; text: (name: string) => string; button: string; done: string }
> = {
  deactivate: { title: U.deactivateTitle, text: U.deactivateText, button: U.deactivate, done: U.deactivated },
  reactivate: { title: U.reactivateTitle, text: U.reactivateText, button: U.reactivate, done: U.reactivated },
  delete: { title: U.deleteTitle, text: U.deleteText, button: U.remove, done: U.deleted },
};

/**
 * The list's row actions: Desactivar, Reactivar and Eliminar ask first in the shared confirm dialog; Reenviar
 * invitación goes at once. Success closes the dialog with a toast; a refusal keeps the dialog open and shows the
 * server's Spanish message in an error toast.
 */
export function useUserActions(showToast: (toast: ToastMessage) => void) {
  const [asking, setAsking] = useState<{ action: Confirmed; user: BuilderUser } | null>(null);
  // The last question stays in the dialog while it closes (no empty title during its transition).
  const [shown, setShown] = useState<{ action: Confirmed; user: BuilderUser } | null>(null);
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const mutations = { deactivate, reactivate, delete: remove };

  const failed = (error: unknown) =>
    showToast({ severity: 'error', title: U.actionFailed, text: errorMessage(error) });

  const run = (action: UserAction, user: BuilderUser) => {
    if (action === 'resend') {
      resend.mutate(user.id, {
        onSuccess: () => showToast({ severity: 'success', title: U.resent }),
        onError: failed,
      });
      return;
    }
    setAsking({ action, user });
    setShown({ action, user });
  };

  const confirm = () => {
    if (!asking) return;
    const { action, user } = asking;
    mutations[action].mutate(user.id, {
      onSuccess: () => {
        setAsking(null);
        showToast({ severity: 'success', title: CONFIRM[action].done });
      },
      onError: failed,
    });
  };

  const c = shown ? CONFIRM[shown.action] : null;
  const name = shown ? `${shown.user.givenName} ${shown.user.lastName}` : '';
  const element = (
    <ConfirmDialog
      open={!!asking}
      title={c?.title ?? ''}
      text={c?.text(name)}
      confirmLabel={c?.button ?? ''}
      pending={deactivate.isPending || reactivate.isPending || remove.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={confirm}
    />
  );
  return { run, element };
}
