import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * The signed-in user's unread notifications over every scope: the bell's badge, which the live stream keeps (so
 * it is never stale by time). A file of its own: the shell loads it, and not the lists' infinite query.
 */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) =>
      call('GET /notification/api/notification/v2/get-by-notification-state-count', {
        query: { NotificationState: 'NotRead' },
        signal,
      }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
