/**
 * `npm run bench -- --bulk` runs the bulk loads' benchmark instead (bulk-load.ts); `-- --reports` the reports'
 * (reports.ts); `-- --notifications` the notifications' (notifications.ts); `-- --store-catalog` the store
 * catalog's (store-catalog.ts).
 *
 * `npm run bench [-- --large] [-- --size=N] [-- --db=pglite|postgres] [-- --runs=N] [-- --seconds=S]`: seeds
 * 100,000 properties (1,000,000 with --large, N with --size) and measures GET /api/product/api/v2/get-realstates
 * beside the bare SQL of the same query on the same database, on PGlite and on PostgreSQL (BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL, else the local server): unloaded p50 and p95, and throughput at 10 connections for S
 * seconds (8 by default) against a route that runs the raw SQL. The bare SQL is timed twice: inside the server
 * (no HTTP), and served raw over HTTP by the bench server (no token, no validation, the driver's rows as JSON), so
 * that the route's time over the latter is what the route's own work adds to its SQL and the HTTP it cannot avoid.
 * The route's and the bare SQL's samples alternate, so that all see the same state of a shared machine.
 *
 * The scenarios (scenarios.ts) run N times (3 by default) against the same seeded server; each run's figures are
 * printed as they come, and the table gives per scenario the median of the runs. Before a scenario is timed its
 * totalData is checked against a plain count(*) of the same filters (the bench server's /bench/count route): equal
 * when exact, and when the answer says it is the planner's estimate (totalDataEstimated), at least
 * EXACT_TOTAL_LIMIT with more than that many rows counted. Any other answer ends the benchmark with exit code 1,
 * naming the scenario.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXACT_TOTAL_LIMIT } from '@tu360/domain';
import { BENCH_ADMIN_URL, benchDatabase, pgAvailable } from './bench-db.ts';
import { SCENARIOS } from './scenarios.ts';

const args = process.argv.slice(2);
if (args.includes('--bulk')) {
  // The bulk loads' benchmark (issue 11) is its own script.
  await import('./bulk-load.ts');
  process.exit(0);
}
if (args.includes('--notifications')) {
  // The notifications' benchmark (issue 14) is its own script.
  await import('./notifications.ts');
  process.exit(0);
}
if (args.includes('--store-catalog')) {
  // The store catalog's benchmark (issue 15) is its own script.
  await import('./store-catalog.ts');
  process.exit(0);
}
if (args.includes('--reports')) {
  // The reports' benchmark (issue 12) is its own script.
  await import('./reports.ts');
  process.exit(0);
}
const size = args.includes('--large')
  ? 1_000_000
  : Number(args.find((a) => a.startsWith('--size='))?.slice(7) ?? 100_000);
const only = args.find((a) => a.startsWith('--db='))?.slice(5);
const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 8);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs=${runs}: se espera un entero ≥ 1`);
const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 3300;
const BASE = `http://127.0.0.1:${PORT}`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (n: number) => `${n.toFixed(2)} ms`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

async function startServer(pgUrl?: string): Promise<{ child: ChildProcess; info: { kind: string } }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts')], {
    env: {
      ...process.env,
      BENCH_SIZE: String(size),
      BENCH_PORT: String(PORT),
      ...(pgUrl ? { BENCH_PG_URL: pgUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const info = await new Promise<{ kind: string }>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d) => {
      buffer += d;
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.on('exit', (code) => reject(new Error(`el servidor de benchmark terminó (${code})`)));
  });
  return { child, info };
}

async function token(user: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    grant_type: 'password',
    username: user,
    password: 'Demo#2026',
    client_id: 'tu360-portal',
  }))
    form.append(k, v);
  const res = await fetch(
    `${BASE}/api/auth/connect/token?marketplaceId=tu360-inmobiliario&tokenCaptcha=captcha-disabled`,
    { method: 'POST', body: form },
  );
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * GET over a kept-alive connection with node:http, as lean load generators (autocannon, wrk) do: fetch costs about
 * 0.5 ms more per request on this VM, which is the client's cost, not the route's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * n rounds, one after the other: the route timed over HTTP; the same statements served raw over HTTP (the bench
 * server's raw route: no token, no validation, the rows as the driver gives them), timed the same way; and the
 * bare SQL timed inside the server. The raw route's time is the SQL plus the HTTP floor, so the route's time over
 * it is what the route's own work adds.
 */
async function timeSequential(
  url: string,
  rawUrl: string,
  bareUrl: string,
  headers: Record<string, string>,
  n: number,
) {
  const route: number[] = [];
  const rawHttp: number[] = [];
  const bare: number[] = [];
  const timed = async (u: string, h: Record<string, string> = {}) => {
    const t0 = performance.now();
    const res = await get(u, h);
    const elapsed = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${u}: ${res.status}`);
    return elapsed;
  };
  for (let i = 0; i < n + 20; i++) {
    const elapsed = await timed(url, headers);
    const raw = await timed(rawUrl);
    const { ms } = JSON.parse((await get(bareUrl)).body) as { ms: number };
    if (i < 20) continue; // warm-up
    route.push(elapsed);
    rawHttp.push(raw);
    bare.push(ms);
  }
  return { route, rawHttp, bare };
}

async function throughput(
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationS: number,
) {
  const until = performance.now() + durationS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const res = await get(url, headers);
        if (res.status === 200) done++;
      }
    }),
  );
  return done / durationS;
}

/** A scenario's total that is not what a plain count(*) of its filters says: the benchmark stops (exit code 1). */
class WrongTotal extends Error {}

/**
 * The list's totalData against the bench server's plain count(*) of the same filters: equal when the answer says
 * it is exact; when it says it is the planner's estimate, at least EXACT_TOTAL_LIMIT with more than that many rows.
 */
async function checkTotal(name: string, answer: { totalData: number; totalDataEstimated?: boolean }) {
  const { count } = JSON.parse((await get(`${BASE}/bench/count/${name}`)).body) as { count: number };
  const estimated = answer.totalDataEstimated === true;
  const ok = estimated
    ? answer.totalData >= EXACT_TOTAL_LIMIT && count > EXACT_TOTAL_LIMIT
    : answer.totalData === count;
  if (!ok)
    throw new WrongTotal(
      `${name}: totalData ${answer.totalData}${estimated ? ' (estimado)' : ''} no concuerda con count(*) ${count}`,
    );
  return { count, estimated };
}

interface Figures {
  page: number;
  totalData: number;
  count: number;
  estimated: boolean;
  bareP50: number;
  bareP95: number;
  rawHttpP50: number;
  rawHttpP95: number;
  routeP50: number;
  routeP95: number;
  rps: number;
  rawRps: number;
}

const rows: string[] = [];
const floors: string[] = [];
const adminUrl = BENCH_ADMIN_URL;
const kinds: ('pglite' | 'postgres')[] = only ? [only as 'pglite' | 'postgres'] : ['pglite', 'postgres'];
console.log(
  `Benchmark del listado de inmuebles: ${size.toLocaleString('es-CO')} inmuebles, ${runs} ${runs === 1 ? 'corrida' : 'corridas'}, ${seconds} s de carga por medida, ${os.cpus().length} núcleos (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

let failure: string | undefined;
for (const kind of kinds) {
  let pgUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    if (!(await pgAvailable(adminUrl))) {
      console.log(`PostgreSQL no disponible en ${adminUrl}: se omite.`);
      continue;
    }
    ({ url: pgUrl, drop: dropDb } = await benchDatabase(adminUrl, 'tu360_bench'));
  }
  const { child, info } = await startServer(pgUrl);
  // The floor under every route's time: a request that does nothing (the health check, through the same hooks)
  // over the same kept-alive connection. The bare SQL's time has no HTTP in it; the route's has this.
  const floor: number[] = [];
  for (let i = 0; i < 320; i++) {
    const t0 = performance.now();
    await get(`${BASE}/api/health`);
    if (i >= 20) floor.push(performance.now() - t0);
  }
  floors.push(`${info.kind}: ${ms(pct(floor, 50))} p50, ${ms(pct(floor, 95))} p95`);
  // Each scenario's figures, one entry per run.
  const measured = new Map<string, Figures[]>(SCENARIOS.map((s) => [s.name, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const s of SCENARIOS) {
        const headers = { authorization: `Bearer ${await token(s.user)}`, accept: 'application/json' };
        const routeUrl = `${BASE}/api/product/api/v2/get-realstates?${s.http}`;
        const rawUrl = `${BASE}/bench/raw-realstates/${s.name}`;
        const first = await get(routeUrl, headers);
        if (first.status !== 200) throw new Error(`${s.name}: ${first.status} ${first.body}`);
        const check = JSON.parse(first.body) as {
          data: { id: string }[];
          totalData: number;
          totalDataEstimated?: boolean;
        };
        const { count, estimated } = await checkTotal(s.name, check);
        // The bare SQL replays the route's statements: the same page, or the comparison means nothing.
        const replayed = JSON.parse((await get(rawUrl)).body) as { data: { id: string }[] };
        if (replayed.data.map((r) => r.id).join() !== check.data.map((r) => r.id).join())
          throw new Error(`${s.name}: el SQL crudo no da la página de la ruta`);
        const { route, rawHttp, bare } = await timeSequential(
          routeUrl,
          rawUrl,
          `${BASE}/bench/bare/${s.name}`,
          headers,
          300,
        );
        const rps = await throughput(routeUrl, headers, 10, seconds);
        const rawRps = await throughput(rawUrl, {}, 10, seconds);
        const line: Figures = {
          page: check.data.length,
          totalData: check.totalData,
          count,
          estimated,
          bareP50: pct(bare, 50),
          bareP95: pct(bare, 95),
          rawHttpP50: pct(rawHttp, 50),
          rawHttpP95: pct(rawHttp, 95),
          routeP50: pct(route, 50),
          routeP95: pct(route, 95),
          rps,
          rawRps,
        };
        measured.get(s.name)?.push(line);
        console.log(
          `${info.kind} · corrida ${run}/${runs} · ${s.name}: página ${line.page}, total ${line.totalData} (${estimated ? 'estimado' : 'exacto'}; count(*) ${count}) | SQL p50 ${ms(line.bareP50)} p95 ${ms(line.bareP95)} | SQL por HTTP p50 ${ms(line.rawHttpP50)} p95 ${ms(line.rawHttpP95)} | ruta p50 ${ms(line.routeP50)} p95 ${ms(line.routeP95)} | razón p50 ${(line.routeP50 / line.bareP50).toFixed(2)} (por HTTP ${(line.routeP50 / line.rawHttpP50).toFixed(2)}) | ${rps.toFixed(0)} req/s vs SQL crudo ${rawRps.toFixed(0)} req/s (razón ${(rps / rawRps).toFixed(2)})`,
        );
      }
    }
    for (const s of SCENARIOS) {
      const all = measured.get(s.name) ?? [];
      const m = (pick: (f: Figures) => number) => median(all.map(pick));
      const [bareP50, bareP95, rawHttpP50, rawHttpP95, routeP50, routeP95, rps, rawRps] = [
        m((f) => f.bareP50),
        m((f) => f.bareP95),
        m((f) => f.rawHttpP50),
        m((f) => f.rawHttpP95),
        m((f) => f.routeP50),
        m((f) => f.routeP95),
        m((f) => f.rps),
        m((f) => f.rawRps),
      ];
      const last = all[all.length - 1];
      rows.push(
        `| ${info.kind} | ${size.toLocaleString('en-US')} | ${s.name} | ${last.totalData} | ${all.some((f) => f.estimated) ? 'estimado' : 'sí'} | ${ms(bareP50)} / ${ms(bareP95)} | ${ms(rawHttpP50)} / ${ms(rawHttpP95)} | ${ms(routeP50)} / ${ms(routeP95)} | ${(routeP50 / bareP50).toFixed(2)} | ${(routeP50 / rawHttpP50).toFixed(2)} | ${rps.toFixed(0)} / ${rawRps.toFixed(0)} | ${(rps / rawRps).toFixed(2)} |`,
      );
    }
  } catch (error) {
    if (!(error instanceof WrongTotal)) throw error;
    failure = error.message;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await dropDb?.();
  }
  if (failure) break;
}

if (failure) {
  console.error(`\nEl total no es el de count(*): ${failure}`);
  process.exit(1);
}
console.log(
  `\nMediana de ${runs} ${runs === 1 ? 'corrida' : 'corridas'} por escenario (p50, p95 y req/s de cada corrida arriba):`,
);
console.log(
  '| base | inmuebles | escenario | totalData | totalData exacto | SQL p50 / p95 | SQL crudo por HTTP p50 / p95 | ruta p50 / p95 | ruta ÷ SQL p50 | ruta ÷ SQL por HTTP p50 (PGlite ≤ 1.3) | req/s ruta / SQL crudo | razón (≥ 0.7) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
console.log(`\nPiso HTTP (GET /api/health, la misma conexión): ${floors.join(' · ')}`);
