/** sessionStorage key marking when the portal last reloaded itself for a missing chunk. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A second failure within this time after a reload is not a stale tab: show the error page instead. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/**
 * After a redeploy an open tab still asks for the chunks of the build it started with, which no longer exist,
 * and the page it lazily loads never renders. Vite dispatches `vite:preloadError` then: reload once, so that the
 * tab picks up the new build. A marker in sessionStorage keeps a chunk that is really broken from reloading in
 * a loop; the route's error page shows instead.
 */
export function installStaleChunkReload(
  win: Pick<Window, 'addEventListener' | 'location' | 'sessionStorage'> = window,
  now: () => number = Date.now,
) {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < CHUNK_RELOAD_WINDOW_MS) return;
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now()));
    // The failed import is not rethrown: the reload replaces the page.
    event.preventDefault();
    win.location.reload();
  });
}
