#!/usr/bin/env node
// `npm test`: typecheck, lint, domain tests, web tests, the build's size budget, API tests on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set) and browser tests in Debian's Chromium. Prints one closing
// line "resumen: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'tu360-test-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
let passed = 0;
let failed = 0;
const problems = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const ok = res.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${seconds} s)`);
  if (!ok) problems.push(title);
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

/** Titles of the journeys that passed only on their retry (Playwright's "flaky"), from its JSON report. */
function flakyTitles(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    if ((spec.tests ?? []).some((t) => t.status === 'flaky'))
      titles.push(`${spec.file}:${spec.line} › ${spec.title}`);
  }
  for (const child of suite.suites ?? []) flakyTitles(child, titles);
  return titles;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += (s.unexpected ?? 0) + (s.skipped ?? 0);
  for (const title of flakyTitles({ suites: report.suites ?? [] }))
    console.log(`⚠ inestable (pasó al reintentar): ${title}`);
}

function vitest(title, projects, report, env = {}) {
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  run(title, bin('vitest'), args, env);
  countVitest(report);
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((c) => existsSync(c));
}

function ensureChromium() {
  let chromium = findChromium();
  if (chromium) return chromium;
  if (process.getuid?.() === 0) {
    console.log('Chromium no está instalado: instalando el paquete chromium de Debian…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      'No se encontró Chromium para las pruebas de navegador. Instálelo con:\n  sudo apt-get install chromium\n' +
        'o indique su ruta en CHROMIUM_PATH. (Nunca se descarga un navegador propio.)',
    );
  }
  return chromium;
}

const only = process.argv[2];

if (!only || only === 'static') {
  for (const project of ['packages/domain', 'apps/api', 'apps/web', 'apps/web/build', 'e2e', '.'])
    run(`typecheck ${project}`, bin('tsc'), ['-p', project]);
  run('lint (biome)', bin('biome'), ['check', '.']);
}

if (!only || only === 'unit') {
  vitest(
    'dominio + web + presupuesto del build + API sobre PGlite',
    ['domain', 'web', 'bundle', 'api'],
    path.join(reports, 'vitest-pglite.json'),
    {
      TEST_DB_KIND: 'pglite',
    },
  );
  if (process.env.TEST_DATABASE_URL) {
    vitest('API sobre PostgreSQL', ['api'], path.join(reports, 'vitest-postgres.json'), {
      TEST_DB_KIND: 'postgres',
    });
  } else {
    console.log(
      '\n↷ Se omitió la suite de API sobre PostgreSQL: defina TEST_DATABASE_URL (por ejemplo postgres://postgres@127.0.0.1:5432/postgres) para ejecutarla.',
    );
  }
}

if (!only || only === 'e2e') {
  const chromium = ensureChromium();
  if (!chromium) {
    problems.push('pruebas de navegador (falta Chromium)');
    failed += 1;
  } else if (run('build del portal (vite)', 'npm', ['run', 'build', '-w', 'apps/web'])) {
    const report = path.join(reports, 'playwright.json');
    run(
      'pruebas de navegador (Playwright + Chromium)',
      bin('playwright'),
      ['test', '-c', 'e2e/playwright.config.ts'],
      {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
      },
    );
    countPlaywright(report);
  }
}

rmSync(reports, { recursive: true, force: true });
if (problems.length) console.log(`\nFallaron: ${problems.join(', ')}`);
if (problems.length && failed === 0) failed = problems.length;
console.log(`\nresumen: ${passed} passed, ${failed} failed`);
process.exit(problems.length ? 1 : 0);
