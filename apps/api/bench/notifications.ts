/**
 * `npm run bench -- --notifications [--size=1000000] [--streams=500]` (issue 14), on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server), with N notifications in the database:
 *
 * - GET .../get-all (unscoped and scoped to a builder) and GET .../get-by-notification-state-count over HTTP,
 *   each sample beside the bare SQL of the same statements timed inside the server (alternating, so that both see
 *   the same state of a shared machine): p50 of each and their ratio (target ≤ 1.75×);
 * - the server's resident memory with S event streams open (target < 100 MB for 500), and how long one change
 *   takes to reach every one of them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const args = process.argv.slice(2);
const size = Number(args.find((a) => a.startsWith('--size='))?.slice(7) ?? 1_000_000);
const streams = Number(args.find((a) => a.startsWith('--streams='))?.slice(10) ?? 500);
const samples = Number(args.find((a) => a.startsWith('--samples='))?.slice(10) ?? 200);
const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 3303;
const BASE = `http://127.0.0.1:${PORT}`;
const API = `${BASE}/api/notification/api/notification/v2`;
const MB = 2 ** 20;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
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

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
console.log(
  `Benchmark de notificaciones: ${size.toLocaleString('es-CO')} notificaciones en PostgreSQL, ${os.cpus().length} núcleos, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const name = `tu360_bench_notifications_${Date.now()}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
await admin.end();
const u = new URL(adminUrl);
u.pathname = `/${name}`;

let child: ChildProcess | undefined;
const open: http.ClientRequest[] = [];
try {
  child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'notifications-server.ts')], {
    env: { ...process.env, BENCH_SIZE: String(size), BENCH_PORT: String(PORT), BENCH_PG_URL: u.toString() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = child;
  const info = await new Promise<{ pid: number; rowsOfUser: number }>((resolve, reject) => {
    let buffer = '';
    started.stdout?.on('data', (d) => {
      buffer += d;
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    started.on('exit', (code) => reject(new Error(`el servidor de benchmark terminó (${code})`)));
  });
  const auth = { authorization: `Bearer ${await token('superadmin@tu360.test')}` };
  const andina = (
    JSON.parse((await get(`${BASE}/api/seller/api/constructor/v2/get-all?Keyword=Andina`, auth)).body) as {
      data: { id: string }[];
    }
  ).data[0].id;
  console.log(
    `superadmin@tu360.test: ${info.rowsOfUser.toLocaleString('es-CO')} notificaciones propias vigentes`,
  );

  const scenarios = [
    { name: 'get-all', url: `${API}/get-all?PageNumber=1&PageSize=14` },
    { name: 'get-all-builder', url: `${API}/get-all?PageNumber=1&PageSize=14&ConstructorId=${andina}` },
    { name: 'count', url: `${API}/get-by-notification-state-count?NotificationState=NotRead` },
  ];
  const table: string[] = [];
  for (const s of scenarios) {
    const route: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < samples + 20; i++) {
      const t0 = performance.now();
      const res = await get(s.url, auth);
      const elapsed = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${s.url}: ${res.status} ${res.body}`);
      const { ms } = JSON.parse((await get(`${BASE}/bench/bare/${s.name}`)).body) as { ms: number };
      if (i < 20) continue;
      route.push(elapsed);
      bare.push(ms);
    }
    const ratio = pct(route, 50) / pct(bare, 50);
    console.log(
      `${s.name}: ruta p50 ${pct(route, 50).toFixed(2)} ms (p95 ${pct(route, 95).toFixed(2)}), SQL sola p50 ${pct(bare, 50).toFixed(2)} ms: ${ratio.toFixed(2)}× (≤ 1.75×)`,
    );
    table.push(
      `| ${s.name} | ${pct(route, 50).toFixed(2)} ms | ${pct(route, 95).toFixed(2)} ms | ${pct(bare, 50).toFixed(2)} ms | ${ratio.toFixed(2)}× |`,
    );
  }

  // Streams: the memory they cost, and how long one change takes to reach all of them.
  await new Promise((r) => setTimeout(r, 1000));
  const idle = memoryOf(info.pid);
  const received: number[] = [];
  let connected = 0;
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  await new Promise<void>((resolve, reject) => {
    for (let i = 0; i < streams; i++) {
      const req = http.get(`${API}/stream`, { agent: streamAgent, headers: auth }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`stream ${res.statusCode}`));
        let events = 0;
        res.on('data', (c: Buffer) => {
          for (const _ of String(c).matchAll(/^event: notification$/gm)) {
            events++;
            if (events === 1 && ++connected === streams) resolve();
            if (events === 2) received.push(performance.now());
          }
        });
        res.on('error', () => {});
      });
      req.on('error', () => {});
      open.push(req);
    }
  });
  await new Promise((r) => setTimeout(r, 2000));
  const withStreams = memoryOf(info.pid);
  const t0 = performance.now();
  await get(`${BASE}/bench/notify`);
  const deadline = Date.now() + 30_000;
  while (received.length < streams && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  const all = received.length ? Math.max(...received) - t0 : Number.NaN;
  const growth = (withStreams - idle) / MB;
  console.log(
    `${streams} flujos abiertos: +${growth.toFixed(1)} MB de memoria residente (reposo ${(idle / MB).toFixed(0)} MB) (< 100 MB); un cambio llegó a ${received.length} de ${streams} en ${all.toFixed(0)} ms`,
  );
  console.log('\n| llamada | ruta p50 | ruta p95 | SQL sola p50 | razón (≤ 1.75×) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of table) console.log(r);
  console.log(
    `\n| flujos abiertos | memoria (< 100 MB) | un cambio llega a todos en |\n| --- | --- | --- |\n| ${streams} | +${growth.toFixed(1)} MB (reposo ${(idle / MB).toFixed(0)} MB) | ${all.toFixed(0)} ms (${received.length}/${streams}) |`,
  );
} finally {
  for (const req of open) req.destroy();
  if (child) {
    child.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
  }
  const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await a.unsafe(`drop database if exists ${name} with (force)`);
  await a.end();
}
process.exit(0);
