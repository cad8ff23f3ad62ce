import { apiUrl } from '../../../lib/api-client.ts';

/** Beacon to the end-session endpoint on logout: it must reach the server even while the page unloads. */
export function sendEndSessionBeacon(userId: string, token: string) {
  const url = apiUrl('/auth/connect/endsession', { userId, token });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}
