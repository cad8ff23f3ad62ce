import { existsSync } from 'node:fs';

/** Debian's Chromium, the only browser the project drives (never a downloaded one): CHROMIUM_PATH or the package's. */
export function findChromium(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
    .filter((p): p is string => !!p)
    .find((p) => existsSync(p));
}

/** Flags for a headless Chromium in a container, shared by the journeys and the Lighthouse bench. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
