import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { NotificationEvent } from '@tu360/domain/contracts';
import { useEffect } from 'react';
import { bearerToken, type Route } from '../../../lib/api-client.ts';
import { type EventStreamHandle, openEventStream, type StreamEvent } from '../../../lib/event-stream.ts';
import { getSession, subscribeSession } from '../../../lib/session-store.ts';
import { isBuildersWithUnreadQuery, notificationKeys } from './notification-keys.ts';

const STREAM: Route = 'GET /notification/api/notification/v2/stream';
/** The stream's path under /api, as the contract names it. */
export const NOTIFICATION_STREAM_PATH = STREAM.slice(STREAM.indexOf(' ') + 1);

/** The data of a "notification" event, or null when it is not one (another event, or not what the contract says). */
export function notificationEventOf(event: StreamEvent): NotificationEvent | null {
  if (event.event !== 'notification') return null;
  try {
    const data = JSON.parse(event.data) as Partial<NotificationEvent> | null;
    return data && typeof data.totalUnRead === 'number' ? (data as NotificationEvent) : null;
  } catch {
    return null;
  }
}

/**
 * An event: the badge takes the unread total the server sent; the lists, the scoped counts and the admin side
 * panel's per-builder counts load again.
 */
export function applyNotificationEvent(client: QueryClient, event: NotificationEvent) {
  client.setQueryData(notificationKeys.unread, { totalData: event.totalUnRead });
  refreshAllButBadge(client);
}

function refreshAllButBadge(client: QueryClient) {
  void client.invalidateQueries({
    queryKey: notificationKeys.all,
    predicate: (q) => q.queryKey[2] !== notificationKeys.unread[2],
  });
  void client.invalidateQueries({ predicate: (q) => isBuildersWithUnreadQuery(q.queryKey) });
}

let current: { handle: EventStreamHandle; unsubscribe: () => void; users: number } | null = null;

/**
 * Opens the tab's one notification stream (or joins it) and returns how to leave it; the last one out closes it.
 * It reconnects when the access token changes and closes on sign-out.
 */
export function startNotificationStream(client: QueryClient): () => void {
  if (!current) {
    let token = getSession().access_token;
    let opens = 0;
    // The server sends the unread total as soon as a stream opens. On the first stream of the tab that only sets
    // the badge (the lists were just loaded); after a reconnection everything loads again: events may have been
    // missed while it was down.
    let firstOfTab = false;
    const handle = openEventStream({
      url: NOTIFICATION_STREAM_PATH,
      token: bearerToken,
      onOpen: () => {
        firstOfTab = opens++ === 0;
      },
      onEvent: (e) => {
        const event = notificationEventOf(e);
        if (!event) return;
        if (firstOfTab) client.setQueryData(notificationKeys.unread, { totalData: event.totalUnRead });
        else applyNotificationEvent(client, event);
        firstOfTab = false;
      },
    });
    const unsubscribe = subscribeSession(() => {
      const next = getSession().access_token;
      if (next === token) return;
      token = next;
      if (next) handle.reconnect();
      else stop();
    });
    current = { handle, unsubscribe, users: 0 };
  }
  const mine = current;
  mine.users++;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    if (current === mine && --mine.users === 0) stop();
  };
}

function stop() {
  if (!current) return;
  current.unsubscribe();
  current.handle.close();
  current = null;
}

/** Keeps the notification stream open while the component is mounted (the shell's bell) and `enabled`. */
export function useNotificationStream(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => (enabled ? startNotificationStream(client) : undefined), [enabled, client]);
}
