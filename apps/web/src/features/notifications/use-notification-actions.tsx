import { es } from '@tu360/domain';
import type { NotificationItem } from '@tu360/domain/contracts';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import {
  useDeleteNotifications,
  useMarkNotificationRead,
  useRestoreNotifications,
} from './api/update-notifications.ts';

const N = es.notification;

/** A portal path (not another site's: "//host" or "https://…" are not followed). */
const isPortalPath = (link: string | null): link is string =>
  !!link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');

/**
 * What the panel and the page do with a notification (spec section 4): opening one marks it Read and follows its
 * link; deleting one or several shows "Notificaciones eliminadas" with "Deshacer", which restores them (the server
 * keeps the read state each had); a failure shows "Su operación ha fallado" with the server's message.
 */
export function useNotificationActions({ onNavigate }: { onNavigate?: () => void } = {}) {
  const navigate = useNavigate();
  const toast = useToast();
  const markRead = useMarkNotificationRead();
  const del = useDeleteNotifications();
  const restore = useRestoreNotifications();

  const failed = (error: unknown) =>
    toast.show({ severity: 'error', title: N.deleteFailedTitle, text: errorMessage(error) });

  const open = (n: NotificationItem) => {
    if (n.notificationState === 'NotRead') markRead.mutate(n, { onError: failed });
    if (isPortalPath(n.link)) {
      onNavigate?.();
      navigate(n.link);
    }
  };

  const remove = (items: NotificationItem[], onDone?: () => void) => {
    if (!items.length) return;
    del.mutate(items, {
      onSuccess: () => {
        onDone?.();
        toast.show({
          severity: 'success',
          title: N.deletedTitle,
          text: N.deletedText(items.length),
          action: { label: N.undo, onClick: () => restore.mutate(items, { onError: failed }) },
        });
      },
      onError: failed,
    });
  };

  return { open, remove, deleting: del.isPending, toast: toast.element };
}
