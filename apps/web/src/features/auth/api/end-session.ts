import type { EndSessionQuery } from '@tu360/domain/contracts';
import { apiUrl } from '../../../lib/api-client.ts';

/**
 * Beacon to POST /auth/connect/endsession on logout: it must reach the server even while the page unloads, so it
 * goes by navigator.sendBeacon (or a keepalive fetch), not through call(); its query is the contract's.
 */
export function sendEndSessionBeacon(userId: string, token: string) {
  const query: EndSessionQuery = { userId, token };
  const url = apiUrl('/auth/connect/endsession', query);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}
