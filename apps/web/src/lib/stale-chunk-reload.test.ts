import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, installStaleChunkReload } from './stale-chunk-reload.ts';

/** A window with its own event target, a sessionStorage and a reload that is only counted. */
function fakeWindow() {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    location: { reload } as unknown as Location,
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as Storage,
  };
  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { win, storage, reload, preloadError };
}

describe('reload once when a lazily loaded chunk is missing (vite:preloadError)', () => {
  it.each<[string, number | null, number, boolean]>([
    // case, previous reload (ms since epoch) or none, now, reloads
    ['first failure in this tab', null, 1_000_000, true],
    ['failure again 5 s after the reload: a broken chunk, no loop', 995_000, 1_000_000, false],
    ['failure 29 s after the reload', 971_000, 1_000_000, false],
    ['failure 30 s after the reload: a later redeploy', 970_000, 1_000_000, true],
    ['failure an hour after the reload', 1_000_000 - 3_600_000, 1_000_000, true],
  ])('%s', (_case, previous, now, reloads) => {
    const { win, storage, reload, preloadError } = fakeWindow();
    if (previous !== null) storage.set(CHUNK_RELOAD_KEY, String(previous));
    installStaleChunkReload(win, () => now);
    const event = preloadError();
    expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
    // When it reloads, the failed import is not rethrown and the time is kept; otherwise the error shows.
    expect(event.defaultPrevented).toBe(reloads);
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe(String(reloads ? now : previous));
  });
});
