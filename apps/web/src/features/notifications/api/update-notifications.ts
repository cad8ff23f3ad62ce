import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';
import { isBuildersWithUnreadQuery, notificationKeys } from './notification-keys.ts';

/** What changed a notification's state or presence makes stale: lists, counts and the side panel's counts. */
export function invalidateNotifications(client: QueryClient) {
  void client.invalidateQueries({ queryKey: notificationKeys.all });
  void client.invalidateQueries({ predicate: (q) => isBuildersWithUnreadQuery(q.queryKey) });
}

const refOf = (n: Pick<NotificationItem, 'id' | 'sellerId'>) => ({
  NotificationId: n.id,
  SellerId: n.sellerId,
});

/** Opening a notification marks it Read (spec section 4). */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (n: NotificationItem) =>
      call('PUT /notification/api/notification/v2/change-state-habitat-notification', {
        json: [{ ...refOf(n), NotificationState: 'Read' }],
      }),
    onSuccess: () => invalidateNotifications(client),
  });
}

/** Deletes notifications (one or several); they can be restored with useRestoreNotifications ("Deshacer"). */
export function useDeleteNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: NotificationItem[]) =>
      call('PUT /notification/api/notification/v2/delete-habitat-notifications', { json: items.map(refOf) }),
    onSuccess: () => invalidateNotifications(client),
  });
}

/** "Deshacer": brings deleted notifications back; the server keeps the read state each one had. */
export function useRestoreNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: NotificationItem[]) =>
      call('PUT /notification/api/notification/v2/update-habitat-notification', {
        json: items.map((n) => ({ ...refOf(n), Restore: true as const })),
      }),
    onSuccess: () => invalidateNotifications(client),
  });
}
