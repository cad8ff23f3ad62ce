const LAST_SESSION_KEY = 'lastSession';

/**
 * On each sign-in: returns the previous visit date kept in localStorage (else the server's,
 * else now) and stores now for the next time.
 */
export function rotateLastVisit(serverLastVisit: string | null): string {
  const now = new Date().toISOString();
  let previous: string | null = null;
  try {
    previous = localStorage.getItem(LAST_SESSION_KEY);
    localStorage.setItem(LAST_SESSION_KEY, now);
  } catch {
    // localStorage disabled: fall back to the server's date.
  }
  return previous ?? serverLastVisit ?? now;
}
