// Issue 11, interrupted loads: the real server, killed (SIGKILL) at random points of loads of builder properties,
// then started again on the same data directory (PGlite) or database (PostgreSQL when TEST_DB_KIND=postgres). Since
// issue 16 a load's dry run and write are jobs of the durable queue: after each restart the killed load's job is
// taken again and the load ends (never left Validating or Applying), and the catalog holds the whole file (the load
// Done) or none of it; never half of it. The points are drawn from a seed printed at the start:
// TU360_KILL_SEED=<seed> replays a run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builderExampleRows, builderTemplateColumns, MARKETPLACE_ID } from '@tu360/domain';
import type { BulkLoad, LoadStatus } from '@tu360/domain/contracts';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.ts';
import { REPO_ROOT } from '../src/env.ts';
import { lockDataDir } from '../src/lib/data-dir-lock.ts';
import { filledTemplate, xlsxBlob } from './factories/bulk-loads.ts';
import { randomDbName, testDbKind, urlForDatabase, withAdmin } from './test-database.ts';

const LOADS = 20;
const MIN_ROWS = 200;
const MAX_ROWS = 1_000;
/** Any wait on the server (a start, a dry run, a write): generous, the machine may be busy. */
const WAIT_MS = 180_000;

const seed = Number(process.env.TU360_KILL_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** mulberry32: a small PRNG whose sequence the seed decides. */
const random = (() => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Where a load is killed: during its dry run, after its confirmation while it writes, as its write commits, or once
 * it is Done.
 */
type KillPoint = 'validating' | 'applying' | 'commit' | 'done';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const kind = testDbKind();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tu360-kill-'));
const tag = `KX${seed.toString(36).toUpperCase()}`;
/** Every reference of load `n` starts with this (and no other load's does). */
const prefixOf = (n: number) => `${tag}-L${String(n).padStart(2, '0')}-`;

let port = 0;
let databaseUrl = '';
let databaseName = '';
let server: ChildProcess | undefined;
let output = '';
let base = '';
let auth: Record<string, string> = {};
let project = { sellerId: '', constructorId: '' };

/** Starts the portal as `npm start` does, on the test's data directory or database, and waits until it answers. */
async function startServer() {
  output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Errors only: a job that fails or a crash shows in the output a failed wait prints.
      LOG_LEVEL: 'error',
      SEED_DEMO: 'on',
      TOKEN_RATE_LIMIT: '100000',
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  server = child;
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`el portal no arrancó (salida ${child.exitCode ?? child.signalCode}):\n${output}`);
    const ok = await call(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`el portal no respondió a tiempo:\n${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** SIGKILL: no handler runs, nothing is closed or flushed by the process; waits until it is gone (reaped). */
async function killServer() {
  const child = server as ChildProcess;
  child.kill('SIGKILL');
  await exited(child);
  expect(child.signalCode).toBe('SIGKILL');
  server = undefined;
}

/** fetch, but a refused connection says whether the server is still alive and what it printed. */
async function call(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    const state = server ? `vivo: ${server.exitCode ?? server.signalCode ?? 'sí'}` : 'detenido';
    throw new Error(
      `${init?.method ?? 'GET'} ${url}: ${(e as Error).cause ?? e} (servidor ${state})\n${output}`,
    );
  }
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

async function signIn() {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    grant_type: 'password',
    username: 'admin@andina.test',
    password: DEMO_PASSWORD,
    client_id: 'tu360-portal',
  }))
    form.append(k, v);
  const res = await call(
    `${base}/auth/connect/token?marketplaceId=${MARKETPLACE_ID}&tokenCaptcha=captcha-disabled`,
    { method: 'POST', body: form },
  );
  auth = { authorization: `Bearer ${(await json<{ access_token: string }>(res)).access_token}` };
}

async function restart() {
  await startServer();
  await signIn();
}

/**
 * On PostgreSQL another instance may still hold a job while its lease runs (30 s): the killed one's lease is made
 * to run out now instead of waiting for it. On PGlite (one process) the restarted server takes it at once anyway.
 */
async function expireLeases() {
  if (kind !== 'postgres') return;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update jobs set locked_until = now() - interval '1 second' where status = 'running'`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const getLoad = async (id: string) =>
  json<BulkLoad>(await call(`${base}/bulk-load/api/v1/loads/${id}`, { headers: auth }));

async function waitFor(id: string, done: (l: BulkLoad) => boolean): Promise<BulkLoad> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const load = await getLoad(id);
    if (done(load)) return load;
    if (Date.now() > deadline) throw new Error(`la carga ${id} quedó ${load.status}`);
    await sleep(100);
  }
}

/** The properties of the project whose reference (or name, which holds it) contains `prefix`. */
async function countInCatalog(prefix: string): Promise<number> {
  const q = new URLSearchParams({ SellerId: project.sellerId, KeyWord: prefix, PageSize: '1' });
  const res = await call(`${base}/product/api/v2/get-realstates?${q}`, { headers: auth });
  return (await json<{ totalData: number }>(res)).totalData;
}

/** A filled Apartment workbook of `rows` properties, every reference starting with `prefix`. */
async function workbook(prefix: string, rows: number): Promise<Buffer> {
  const [example] = builderExampleRows('Apartment');
  return filledTemplate(
    builderTemplateColumns('Apartment'),
    Array.from({ length: rows }, (_, i) => {
      const ref = `${prefix}${String(i + 1).padStart(5, '0')}`;
      return { ...example, Referencia: ref, 'Nombre del inmueble': `Apartamento ${ref}` };
    }),
  );
}

async function upload(file: Buffer, fileName: string): Promise<BulkLoad> {
  const form = new FormData();
  form.append('File', xlsxBlob(file), fileName);
  form.append('ConstructorId', project.constructorId);
  form.append('SellerId', project.sellerId);
  form.append('TemplateProduct', 'Apartment');
  form.append('FileName', fileName);
  return json<BulkLoad>(
    await call(`${base}/product/api/productsync-massive/v5/create-product-massive`, {
      method: 'POST',
      headers: auth,
      body: form,
    }),
  );
}

const confirm = async (id: string) =>
  json<BulkLoad>(
    await call(`${base}/bulk-load/api/v1/loads/${id}/confirm`, { method: 'POST', headers: auth }),
  );

/** Milliseconds a row takes in the dry run and in the write, as measured on this machine in this run. */
const pace = { check: 1, write: 2 };

/** Runs a load to its end (upload, dry run, confirm, write) and answers it; measures the pace on the way. */
async function loadToTheEnd(file: Buffer, fileName: string, rows: number): Promise<BulkLoad> {
  const t0 = performance.now();
  const started = await upload(file, fileName);
  const checked = await waitFor(started.id, (l) => l.status !== 'Validating');
  expect(checked.status, checked.message ?? '').toBe('Validated');
  expect(checked.errorRows).toBe(0);
  pace.check = Math.max(pace.check, (performance.now() - t0) / rows);
  const t1 = performance.now();
  await confirm(started.id);
  const done = await waitFor(started.id, (l) => l.status !== 'Applying');
  pace.write = Math.max(pace.write, (performance.now() - t1) / rows);
  return done;
}

interface Outcome {
  n: number;
  id: string;
  rows: number;
  point: KillPoint;
  delayMs: number;
  after: LoadStatus;
  written: number;
  /** How long the iteration took, and its restart. */
  ms: number;
  restartMs: number;
}

describe(`bulk loads killed by SIGKILL (${kind})`, () => {
  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}/api`;
    if (kind === 'postgres') {
      // A fresh empty database: the server migrates it and seeds the demo data on its first start.
      databaseName = randomDbName('tu360_kill');
      await withAdmin((s) => s.unsafe(`create database ${databaseName}`));
      databaseUrl = urlForDatabase(databaseName);
    }
    console.log(`bulk-loads-kill: TU360_KILL_SEED=${seed} (${kind}, referencias ${tag}-…)`);
    await restart();
    const res = await call(`${base}/seller/api/v1/get-all-by-user?Keyword=Torres`, { headers: auth });
    const stores = (await json<{ data: { id: string; name: string; constructorId: string }[] }>(res)).data;
    const rio = stores.find((s) => s.name === 'Torres del Río');
    if (!rio) throw new Error('el proyecto de demostración Torres del Río no existe');
    project = { sellerId: rio.id, constructorId: rio.constructorId };
  }, WAIT_MS);

  afterAll(async () => {
    if (server) {
      server.kill('SIGKILL');
      await exited(server);
    }
    if (databaseName)
      await withAdmin((s) => s.unsafe(`drop database if exists ${databaseName} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }, WAIT_MS);

  it(
    'after a restart the job of every load killed at a random point runs again: Done with its whole file, or none of it',
    async () => {
      // The first load runs to the end undisturbed: it measures this machine's pace for the kill delays. Then three
      // kills in the dry run, three as the write commits, two after Done; the rest while the confirmed load writes.
      const points: KillPoint[] = ['validating', 'validating', 'validating', 'commit', 'commit', 'commit'];
      points.push('done', 'done');
      while (points.length < LOADS) points.push('applying');
      for (let i = points.length - 1; i > 0; i--) {
        const j = between(0, i);
        [points[i], points[j]] = [points[j] as KillPoint, points[i] as KillPoint];
      }
      const outcomes: Outcome[] = [];
      const calibration = between(MIN_ROWS, MAX_ROWS);
      const first = await loadToTheEnd(
        await workbook(prefixOf(0), calibration),
        'calibracion.xlsx',
        calibration,
      );
      expect(first.status).toBe('Done');
      expect(await countInCatalog(prefixOf(0))).toBe(calibration);
      let reloaded = false;

      for (let n = 1; n <= LOADS; n++) {
        const point = points[n - 1] as KillPoint;
        const rows = between(MIN_ROWS, MAX_ROWS);
        const prefix = prefixOf(n);
        const t0 = performance.now();
        const file = await workbook(prefix, rows);
        const fileName = `carga-${n}.xlsx`;
        const started = await upload(file, fileName);
        let delayMs = 0;
        if (point === 'validating') {
          // Anywhere in the dry run as this machine paces it (its end included: then it is Validated); the first
          // such kill within 50 ms of the upload's answer, so that at least one lands in it.
          const firstCut = !outcomes.some((o) => o.point === 'validating');
          delayMs = Math.floor(random() * (firstCut ? 50 : 0.8 * pace.check * rows));
          await sleep(delayMs);
        } else {
          const checked = await waitFor(started.id, (l) => l.status !== 'Validating');
          expect(checked.status, checked.message ?? '').toBe('Validated');
          const confirmed = await confirm(started.id);
          expect(confirmed.status).toBe('Applying');
          if (point === 'applying') {
            // Anywhere in the write, a little past its expected end sometimes (then it is Done).
            delayMs = Math.floor(random() * 1.1 * pace.write * rows);
            await sleep(delayMs);
          } else if (point === 'commit') {
            // On PGlite a poll waits while the write holds the database and answers as soon as it commits: the
            // kill follows the first poll that waited. On PostgreSQL polls answer at once: the kill follows the
            // first that shows 90% of the rows written, or the load ended.
            const from = performance.now();
            for (;;) {
              const asked = performance.now();
              const l = await getLoad(started.id);
              const waited = performance.now() - asked > 250;
              const nearEnd = l.rowsDone >= rows * 0.9;
              if (l.status !== 'Applying' || (kind === 'pglite' ? waited : nearEnd)) break;
              if (performance.now() - from > WAIT_MS)
                throw new Error(`la carga ${n} no terminó de escribirse`);
              await sleep(20);
            }
            delayMs = Math.round(performance.now() - from);
          } else await waitFor(started.id, (l) => l.status !== 'Applying');
        }
        await killServer();
        await expireLeases();
        const t1 = performance.now();
        await restart();
        const restartMs = Math.round(performance.now() - t1);

        // Its job, taken again by the restarted server, ends the load.
        const after = await waitFor(started.id, (l) => l.status !== 'Validating' && l.status !== 'Applying');
        const written = await countInCatalog(prefix);
        outcomes.push({
          n,
          id: started.id,
          rows,
          point,
          delayMs,
          after: after.status,
          written,
          ms: Math.round(performance.now() - t0),
          restartMs,
        });
        const where = `carga ${n} (${rows} filas, ${point} tras ${delayMs} ms, luego ${after.status}, TU360_KILL_SEED=${seed})`;
        expect(['Done', 'Validated', 'Failed', 'Interrupted'], where).toContain(after.status);
        if (point === 'done') expect(after.status, where).toBe('Done');
        // Cut in its write (or as it committed), its job runs again and writes the whole file; cut in its dry run,
        // the dry run runs again.
        if (point === 'applying' || point === 'commit') expect(after.status, where).toBe('Done');
        if (point === 'validating') expect(after.status, where).toBe('Validated');
        expect(written, where).toBe(after.status === 'Done' ? rows : 0);
        if (after.status === 'Done') expect(after.created, where).toBe(rows);

        // A load whose dry run was cut is written to the end on the restarted server too.
        if (point === 'validating' && !reloaded) {
          reloaded = true;
          await confirm(started.id);
          const done = await waitFor(started.id, (l) => l.status !== 'Applying');
          expect(done.status, where).toBe('Done');
          expect(done.created, where).toBe(rows);
          expect(await countInCatalog(prefix), where).toBe(rows);
          outcomes[outcomes.length - 1] = { ...(outcomes.at(-1) as Outcome), written: rows };
        }
      }
      console.table(outcomes.map(({ id: _, ...o }) => o));
      expect(reloaded).toBe(true);

      // Stopped in order, the database is read directly: the same counts by reference prefix, and no load left
      // running.
      const child = server as ChildProcess;
      child.kill('SIGTERM');
      await exited(child);
      server = undefined;
      let database: Database;
      let release = () => {};
      if (kind === 'postgres') database = await openPostgres(databaseUrl, 1);
      else {
        release = lockDataDir(dataDir);
        database = await openPglite(path.join(dataDir, 'pglite'));
      }
      try {
        const running = await database.raw(
          `select count(*)::int as n from bulk_loads where status in ('Validating', 'Applying')`,
          [],
        );
        expect(running[0]).toEqual({ n: 0 });
        // Every load's job ended, done: none waits, runs, or gave up. The kills landed where they were meant to at
        // least once each (the delays follow the measured pace): a job cut in a dry run and one cut in a write ran
        // twice.
        const runs = (await database.raw(
          `select kind, status, attempts, payload->>'loadId' as "loadId" from jobs where kind like 'bulk-load.%'`,
          [],
        )) as { kind: string; status: string; attempts: number; loadId: string }[];
        expect(runs.filter((j) => j.status !== 'done')).toEqual([]);
        const retried = (point: KillPoint, jobKind: string) =>
          outcomes.some(
            (o) =>
              o.point === point &&
              runs.some((j) => j.loadId === o.id && j.kind === jobKind && j.attempts > 1),
          );
        expect(retried('validating', 'bulk-load.validate'), 'un ensayo cortado se repitió').toBe(true);
        expect(retried('applying', 'bulk-load.apply'), 'una escritura cortada se repitió').toBe(true);
        for (const o of outcomes) {
          const [row] = await database.raw(
            'select count(*)::int as n from properties where seller_id = $1 and ref_id like $2',
            [project.sellerId, `${prefixOf(o.n)}%`],
          );
          expect(row, `carga ${o.n}`).toEqual({ n: o.written });
        }
      } finally {
        await database.close();
        release();
      }
    },
    15 * 60_000,
  );
});
