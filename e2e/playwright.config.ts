import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.ts';
import { STORE_SECRET } from './support/store-client.ts';

// One run, one port: its server, its data directory and its results all hang on E2E_PORT, so that two runs
// with different ports (two engineers, or npm test next to a single journey) never share anything.
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
const dataDir = path.join(tmpdir(), `tu360-e2e-${PORT}`);
/** Journeys that change a demo account for good (nuevo@pacifico.test) or for a while (asesor@andina.test). */
const ACCOUNT_CHANGES = ['terms.spec.ts', 'change-password.spec.ts'];
/** Tag of the tests of those accounts that must run after them. */
const AFTER_ACCOUNT_CHANGES = /@tras-cambios-de-cuenta/;
/** Tag of the journeys that switch the whole portal off for a while (maintenance mode): alone, after the others. */
const ALONE = /@a-solas/;
/**
 * Tag of the journeys that change the whole portal for good (a new version of the terms makes every builder
 * accept again): they run last, after every other journey.
 */
const LAST = /@al-final/;

/** Browser journeys against the real server (fresh demo data) in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output directory when a run starts: one per port.
  outputDir: `test-results/port-${PORT}`,
  // A test.only left behind must not silently skip the rest of the suite in CI.
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  workers: 2,
  // In CI a journey that fails once and passes on its retry is reported as flaky by name (scripts/test.mjs), not
  // silently passed; locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    screenshot: 'only-on-failure',
    // Recording a trace of every test costs about a quarter of the run on 2 cores; a failure still leaves
    // its screenshot and page snapshot. To investigate one: npx playwright test … --trace retain-on-failure
    trace: 'off',
    launchOptions: {
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'recorridos', testIgnore: ACCOUNT_CHANGES, grepInvert: [AFTER_ACCOUNT_CHANGES, LAST, ALONE] },
    // Journeys that change a demo account (terms accepted, password changed and restored), and the checks of
    // those accounts that must wait for them: no other journey signs in with these accounts meanwhile.
    { name: 'cambios de cuenta', testMatch: ACCOUNT_CHANGES, grepInvert: LAST },
    { name: 'tras cambios de cuenta', grep: AFTER_ACCOUNT_CHANGES, dependencies: ['cambios de cuenta'] },
    // Maintenance switches the portal off for everyone: alone, once the others are done. The new terms version
    // then asks every store user to accept again (a modal over every page): last of all.
    { name: 'a solas', grep: ALONE, dependencies: ['recorridos', 'tras cambios de cuenta'] },
    { name: 'al final', grep: LAST, dependencies: ['recorridos', 'tras cambios de cuenta', 'a solas'] },
  ],
  webServer: {
    command: `node e2e/start-server.mjs`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      TOKEN_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The public store's client (issue 14): the leads journey posts through the real intake with it.
      STORE_CLIENT_SECRET: STORE_SECRET,
    },
  },
});
