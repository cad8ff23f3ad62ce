/**
 * `npm run bench:web [-- --skip-build] [-- --runs=N] [-- --reports=DIR] [-- --pages=/a,/b] [-- --no-reference]`:
 * issue 10's first-paint figures.
 *
 * Builds the portal (the web app's `npm run build`, into a temporary directory; `--skip-build` serves
 * apps/web/dist as it is), starts the real server
 * (apps/api/src/server.ts, PGlite with the demo data in a temporary DATA_DIR) on a free port from 3463 up,
 * and runs Lighthouse (the npm package, its default config = the mobile preset: a Moto G Power-sized screen,
 * simulated slow 4G and a 4× slower CPU) in Debian's Chromium (`/usr/bin/chromium` or CHROMIUM_PATH, driven
 * by the puppeteer-core that ships with Lighthouse; no browser is ever downloaded), 3 runs per page:
 *
 * - `/login`, signed out;
 * - signed in as admin@andina.test (a builder's administrator with properties) through the real login form
 *   in the same tab: the home, the property list and the property wizard.
 *
 * Signed-in runs keep the tab's storage (Lighthouse's `disableStorageReset`: the session lives in the tab's
 * sessionStorage); the bench empties the browser's HTTP cache itself before every run, so each run is a cold
 * load, as Lighthouse's own reset would have made it, and starts from an empty tab (about:blank), as a run of
 * Lighthouse in a new tab does. A signed-in run that did not end on the page asked for
 * (a redirect to /login, a lost session) fails the bench.
 *
 * Issue 10's yardstick, the minimal react-admin 5 app of bench/react-admin, is built and served by
 * scripts/bench-web-reference.ts and measured in the same run, the same way (signed out, its list of posts), also
 * with `--pages`; `--no-reference` skips it and compares with the issue's own figures (measured on another day).
 *
 * Of each page's runs the median by performance score is kept. The figures, their ratio to the react-admin
 * app and the issue's targets go to stdout and to the section "## Lighthouse (npm run bench:web)"
 * of docs/performance.md (that section only; the rest of the file is left as it is).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';
import { checkShowsList, REFERENCE_PATH, type Reference, startReference } from './bench-web-reference.ts';
import {
  type Figures,
  type Measured,
  machineNote,
  type PageSpec,
  SECTION_TITLE,
  section,
  type Targets,
  tables,
  writeSection,
  yardstick,
} from './bench-web-report.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs/performance.md');
const FIRST_PORT = 3463;
const USER = 'admin@andina.test';
const PASSWORD = 'Demo#2026';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
/** Where to write every run's Lighthouse report (JSON), for a closer look; none by default. */
const REPORTS = args.find((a) => a.startsWith('--reports='))?.slice(10);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
/** Compare with the issue's react-admin figures instead of measuring bench/react-admin in this run. */
const noReference = args.includes('--no-reference');
/**
 * Only these paths (`--pages=/login,/catalogo/inmuebles`), for a comparison of two builds: the figures are printed,
 * and docs/performance.md is left as it is (its section holds the four pages of one run).
 */
const ONLY_PAGES = args
  .find((a) => a.startsWith('--pages='))
  ?.slice(8)
  .split(',')
  .filter(Boolean);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs=N: N entero ≥ 1');

/** The reference page: bench/react-admin's list of posts, signed out (it has no sign-in); no targets of its own. */
const REFERENCE_SPEC: PageSpec = {
  label: 'react-admin mínima (referencia)',
  path: REFERENCE_PATH,
  signedIn: false,
};

const LOGIN_TARGETS: Targets = { jsKb: 130, perf: 0.95, lcpRatio: 0.5, accessibility: 1 };
const SIGNED_IN_TARGETS: Targets = { jsKb: 205, perf: 0.85, lcpRatio: 0.7, tbtRatio: 0.5, cls: 0.02 };

// Paths as in packages/domain/src/routes.ts (ROUTES.login, home, properties, propertyCreate).
const PAGES: PageSpec[] = [
  { label: 'ingreso', path: '/login', signedIn: false, targets: LOGIN_TARGETS },
  { label: 'inicio', path: '/inicio', signedIn: true, targets: SIGNED_IN_TARGETS },
  {
    label: 'lista de inmuebles',
    path: '/catalogo/inmuebles',
    signedIn: true,
    targets: { ...SIGNED_IN_TARGETS, accessibility: 1 },
  },
  {
    label: 'asistente de inmueble',
    path: '/catalogo/inmuebles/crear',
    signedIn: true,
    targets: SIGNED_IN_TARGETS,
  },
];

// ---------------------------------------------------------------- processes we own, and their clean-up

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let dataDir: string | undefined;
let webDist: string | undefined;
let reference: Reference | undefined;

async function stopServer() {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await browser?.close().catch(() => {});
    browser = undefined;
    await stopServer();
    await reference?.stop().catch(() => {});
    reference = undefined;
    for (const dir of [dataDir, webDist]) if (dir) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.error(`\n${signal}: deteniendo el navegador y el servidor…`);
    void cleanUp().finally(() => process.exit(130));
  });

// ---------------------------------------------------------------- build and server

/**
 * The web app's `npm run build`, written to a directory of the bench's own (the server gets it as WEB_DIST):
 * a build someone runs meanwhile in apps/web/dist cannot change the files under measurement, nor the bench theirs.
 */
function build(): string {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'tu360-bench-web-dist-'));
  console.log(`▶ npm run build (en ${webDist})`);
  const res = spawnSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (res.status !== 0) throw new Error(`npm run build terminó con ${res.status ?? res.signal}`);
  return webDist;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (let port = FIRST_PORT; port < FIRST_PORT + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`ningún puerto libre entre ${FIRST_PORT} y ${FIRST_PORT + 99}`);
}

async function startServer(dist: string): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tu360-bench-web-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO: 'on',
    LOG_LEVEL: 'warn',
    WEB_DIST: dist,
  };
  // The embedded database (PGlite) in the temporary directory, whatever the caller's environment says.
  delete env.DATABASE_URL;
  console.log(`▶ servidor en ${base} (DATA_DIR ${dataDir})`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`el servidor terminó antes de estar listo (${child.exitCode ?? child.signalCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return base;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('el servidor no respondió /api/health en 180 s');
}

// ---------------------------------------------------------------- browser, sign-in and Lighthouse

function chromiumPath(): string {
  const found = findChromium();
  if (!found)
    throw new Error(
      'No se encontró Chromium: instale el paquete de Debian (apt-get install chromium) o indique CHROMIUM_PATH. ' +
        'Nunca se descarga un navegador propio.',
    );
  return found;
}

async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Lighthouse sets the mobile screen itself.
    defaultViewport: null,
    args: CHROMIUM_ARGS,
  });
}

/** Signs in through the login page of this tab, as a person would, and waits for the home page. */
async function signIn(page: Page, base: string) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria([name="Usuario"][role="textbox"])').fill(USER);
  await page.locator('::-p-aria([name="Contraseña"][role="textbox"])').fill(PASSWORD);
  await page.locator('::-p-aria([name="Ingresar"][role="button"])').click();
  await page.waitForFunction("location.pathname === '/inicio'", { timeout: 30_000 });
  if (!(await page.evaluate("sessionStorage.getItem('state') !== null")))
    throw new Error(`${USER}: en /inicio pero sin sesión en sessionStorage`);
}

/** Empties the HTTP cache (disk and memory), as Lighthouse's storage reset would, leaving storage alone. */
async function clearHttpCache(page: Page) {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  } finally {
    await cdp.detach();
  }
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as unknown as NetworkRequestItem[];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const sum = (xs: NetworkRequestItem[]) => xs.reduce((n, i) => n + (i.transferSize ?? 0), 0);
  return {
    perf: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: sum(scripts),
    jsFiles: scripts.length,
    totalBytes: sum(items),
  };
}

/** The first few elements (or issue types, or addresses) an audit found at fault. */
function whereFailed(audit: Result['audits'][string]): string {
  const details = audit.details;
  if (!details || !('items' in details)) return '';
  const items = details.items as unknown as {
    node?: { selector?: string; nodeLabel?: string };
    issueType?: string;
    url?: string;
  }[];
  const found = items
    .slice(0, 3)
    .map((i) => i.issueType ?? (i.node ? `${i.node.selector} «${i.node.nodeLabel}»` : i.url))
    .filter(Boolean);
  return found.length ? `: ${found.join('; ')}${items.length > 3 ? ` (+${items.length - 3})` : ''}` : '';
}

/** The audits of the accessibility and best-practices categories that did not pass, for the console. */
function failedAudits(lhr: Result): string[] {
  const out: string[] = [];
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        out.push(`${id}: ${ref.id} (${audit.title})${whereFailed(audit)}`);
    }
  }
  return out;
}

/** How many runs failed each audit of the accessibility and best-practices categories. */
function countFailures(runs: Result[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lhr of runs) for (const f of failedAudits(lhr)) counts.set(f, (counts.get(f) ?? 0) + 1);
  return counts;
}

/** Lighthouse's own failure to record a run (NO_NAVSTART, a protocol time-out…): worth another try. */
class LighthouseRunError extends Error {}
/** Tries of one run that Lighthouse itself failed to record, before the bench gives up. */
const TRIES = 3;

async function runLighthouse(page: Page, base: string, spec: PageSpec): Promise<Result> {
  const url = `${base}${spec.path}`;
  // Each run starts from an empty tab, as Lighthouse's own runs (and the react-admin figures) start from a new
  // one: else the trace would also hold the previous page's teardown (a signed-in page's took 100–175 ms of CPU
  // right after the navigation began, before the measured page could paint). The tab's sessionStorage stays.
  await page.goto('about:blank');
  await clearHttpCache(page);
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The session is in this tab's sessionStorage: keep it (the HTTP cache was emptied above).
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${spec.path}: Lighthouse no devolvió resultado`);
  if (lhr.runtimeError)
    throw new LighthouseRunError(`${spec.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // The hash too: the reference app routes with it.
  const { pathname, hash } = new URL(lhr.finalDisplayedUrl);
  if (pathname + hash !== spec.path)
    throw new Error(`${spec.path}: la página medida terminó en ${lhr.finalDisplayedUrl} (¿redirección?)`);
  if (spec.signedIn) {
    // Evaluated in the page (this script is typed without the DOM's globals).
    const state = (await page.evaluate(
      "({ path: location.pathname, session: sessionStorage.getItem('state') !== null })",
    )) as { path: string; session: boolean };
    if (state.path !== spec.path || !state.session)
      throw new Error(
        `${spec.path}: la pestaña terminó en ${state.path} ${state.session ? 'con' : 'sin'} sesión: no se midió la página con sesión iniciada`,
      );
  }
  return lhr;
}

async function measure(page: Page, base: string, spec: PageSpec): Promise<Measured> {
  const runs: Result[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const started = Date.now();
    let lhr: Result | undefined;
    for (let attempt = 1; !lhr; attempt++) {
      try {
        lhr = await runLighthouse(page, base, spec);
      } catch (e) {
        if (!(e instanceof LighthouseRunError) || attempt === TRIES) throw e;
        console.log(`  ${spec.path} ${i}/${RUNS}: ${e.message}; otro intento`);
      }
    }
    const f = figuresOf(lhr);
    console.log(
      `  ${spec.path} ${i}/${RUNS}: perf ${f.perf.toFixed(2)} · LCP ${(f.lcpMs / 1000).toFixed(2)} s · TBT ${Math.round(f.tbtMs)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    runs.push(lhr);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${spec.path.split(/[/#]+/).filter(Boolean).join('-') || 'root'}-${i}.json`;
      writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
    }
  }
  const sorted = [...runs].sort((a, b) => figuresOf(a).perf - figuresOf(b).perf);
  const medianRun = sorted[Math.floor(sorted.length / 2)];
  return {
    spec,
    median: figuresOf(medianRun),
    perfScores: runs.map((r) => figuresOf(r).perf),
    failedAudits: [...countFailures(runs)].map(([audit, n]) => `${audit} (${n}/${runs.length} corridas)`),
  };
}

// ---------------------------------------------------------------- report

// ---------------------------------------------------------------- main

/** The machine's 1-minute load average as the bench starts: other work on the same cores skews every figure. */
const loadAtStart = os.loadavg()[0].toFixed(1);

async function main() {
  const startedAt = Date.now();
  const dist = skipBuild ? path.join(ROOT, 'apps/web/dist') : build();
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} no tiene index.html: ejecute npm run build (o quite --skip-build)`);
  const base = await startServer(dist);
  // Built before the browser starts: no build runs while Lighthouse measures.
  if (!noReference) reference = await startReference();
  browser = await launchBrowser();
  const chromium = await browser.version();
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

  const pages = ONLY_PAGES ? PAGES.filter((p) => ONLY_PAGES.includes(p.path)) : PAGES;
  if (ONLY_PAGES && pages.length !== ONLY_PAGES.length)
    throw new Error(`--pages: las páginas medidas son ${PAGES.map((p) => p.path).join(', ')}`);
  const measured: Measured[] = [];
  // Signed out: a browser context of its own, with nothing stored.
  const anonymous = await browser.createBrowserContext();
  const anonymousPage = await anonymous.newPage();
  for (const spec of pages.filter((p) => !p.signedIn)) {
    console.log(`▶ ${spec.path} (sin sesión)`);
    measured.push(await measure(anonymousPage, base, spec));
  }
  let referenceMeasured: Measured | undefined;
  if (reference) {
    console.log(`▶ ${REFERENCE_SPEC.label} ${reference.url}${REFERENCE_PATH}`);
    referenceMeasured = await measure(anonymousPage, reference.url, REFERENCE_SPEC);
    await checkShowsList(anonymousPage);
  }
  await anonymous.close();

  const signedIn = await browser.createBrowserContext();
  const page = await signedIn.newPage();
  await signIn(page, base);
  console.log(`▶ sesión iniciada como ${USER}`);
  for (const spec of pages.filter((p) => p.signedIn)) {
    console.log(`▶ ${spec.path} (con sesión)`);
    measured.push(await measure(page, base, spec));
  }
  await signedIn.close();
  // The reference's row comes last in the first table.
  if (referenceMeasured) measured.push(referenceMeasured);

  const machine = machineNote(chromium, lighthouseVersion, loadAtStart);
  const ra = yardstick(referenceMeasured);
  console.log(`\n${tables(measured, ra)}\n`);
  for (const m of measured)
    for (const failed of m.failedAudits) console.log(`  ${m.spec.path}: auditoría no superada: ${failed}`);
  if (ONLY_PAGES) console.log(`\n--pages: ${path.relative(ROOT, DOC)} no se modifica.`);
  else {
    writeSection(
      DOC,
      section(measured, ra, { machine, runs: RUNS, user: USER, referenceVersions: reference?.versions }),
    );
    console.log(`\n${path.relative(ROOT, DOC)}: sección «${SECTION_TITLE}» escrita.`);
  }
  console.log(`Duración: ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
}

try {
  await main();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
// Lighthouse can leave timers behind: the bench ends when its work is done.
process.exit();
