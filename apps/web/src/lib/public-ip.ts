import { IP_LOOKUP_TIMEOUT_MS } from '@tu360/domain';

/** Third-party service answering the caller's public IPv4 or IPv6 address. */
const IP_LOOKUP_URL = 'https://api64.ipify.org?format=json';

let pending: Promise<string> | null = null;

/**
 * The user's public IP for the sign-in call, or '' when offline, failing or slower than
 * IP_LOOKUP_TIMEOUT_MS: it never blocks sign-in. Started early (on the login page) and reused.
 */
export function lookupPublicIp(): Promise<string> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve('');
  pending ??= fetch(IP_LOOKUP_URL, {
    signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS),
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  })
    .then((res) => (res.ok ? (res.json() as Promise<{ ip?: unknown }>) : {}))
    .then((body: { ip?: unknown }) => (typeof body.ip === 'string' ? body.ip.slice(0, 100) : ''))
    .catch(() => '')
    .then((ip) => {
      if (!ip) pending = null;
      return ip;
    });
  return pending;
}
