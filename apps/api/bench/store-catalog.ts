/**
 * `npm run bench -- --store-catalog [--size=1000000] [--samples=200]` (issue 15), on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server): a fresh database with N properties
 * (store-catalog-server.ts, seed-store-catalog.ts), then the store's typical catalog requests through the real app
 * over HTTP with the store's client-credentials token, each timed by the client (20 of warm-up, then `samples`):
 * p50 and p95 against the target p95 ≤ 50 ms. The database is dropped at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const args = process.argv.slice(2);
const size = Number(args.find((a) => a.startsWith('--size='))?.slice(7) ?? 1_000_000);
const samples = Number(args.find((a) => a.startsWith('--samples='))?.slice(10) ?? 200);
const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 3304;
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = 'secreto-del-benchmark-de-la-tienda';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; etag?: string }>((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            etag: res.headers.etag,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
console.log(
  `Benchmark del catálogo de la tienda: ${size.toLocaleString('es-CO')} inmuebles en PostgreSQL, ${os.cpus().length} núcleos (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const name = `tu360_bench_store_${Date.now()}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
await admin.end();
const u = new URL(adminUrl);
u.pathname = `/${name}`;

let child: ChildProcess | undefined;
try {
  child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'store-catalog-server.ts')], {
    env: {
      ...process.env,
      BENCH_SIZE: String(size),
      BENCH_PORT: String(PORT),
      BENCH_PG_URL: u.toString(),
      STORE_CLIENT_SECRET: SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = child;
  const info = await new Promise<{
    seedSeconds: number;
    total: number;
    inStore: number;
    bogota: string;
    productIds: number[];
  }>((resolve, reject) => {
    let buffer = '';
    started.stdout?.on('data', (d) => {
      buffer += d;
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    started.on('exit', (code) => reject(new Error(`el servidor de benchmark terminó (${code})`)));
  });
  console.log(
    `sembrado en ${info.seedSeconds.toFixed(0)} s: ${info.total.toLocaleString('es-CO')} inmuebles, ${info.inStore.toLocaleString('es-CO')} en la tienda`,
  );
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: 'tu360-store',
    client_secret: SECRET,
  });
  const tokenRes = await fetch(
    `${BASE}/api/auth/connect/token?marketplaceId=tu360-inmobiliario&tokenCaptcha=captcha-disabled`,
    { method: 'POST', body: form },
  );
  const auth = {
    authorization: `Bearer ${((await tokenRes.json()) as { access_token: string }).access_token}`,
  };

  const API = `${BASE}/api/store/v1`;
  let detail = 0;
  const scenarios: { name: string; url: () => string }[] = [
    { name: 'primera página, sin filtros', url: () => `${API}/properties` },
    { name: 'municipio (Bogotá)', url: () => `${API}/properties?Cities=${info.bogota}` },
    {
      name: 'tipo + rango de precio',
      url: () => `${API}/properties?Categories=Apartment&MinimumPrice=200000000&MaximumPrice=400000000`,
    },
    { name: 'habitaciones (3 o más)', url: () => `${API}/properties?MinRooms=3` },
    {
      name: 'tipo + precio + habitaciones, por precio',
      url: () =>
        `${API}/properties?Categories=House&MinimumPrice=300000000&MaximumPrice=700000000&MinRooms=2&MaxRooms=3&Sort=priceAsc`,
    },
    {
      name: 'página profunda (100 de 20, la última)',
      url: () => `${API}/properties?PageNumber=100&PageSize=20`,
    },
    { name: 'por precio, página 50', url: () => `${API}/properties?Sort=priceDesc&PageNumber=50` },
    {
      name: 'detalle de un inmueble',
      url: () => `${API}/properties/${info.productIds[detail++ % info.productIds.length]}`,
    },
    { name: 'proyectos, primera página', url: () => `${API}/projects` },
  ];
  const table: string[] = [];
  for (const s of scenarios) {
    const times: number[] = [];
    let totalData: number | undefined;
    for (let i = 0; i < samples + 20; i++) {
      const t0 = performance.now();
      const res = await get(s.url(), auth);
      const elapsed = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${s.url()}: ${res.status} ${res.body}`);
      totalData ??= (JSON.parse(res.body) as { totalData?: number }).totalData;
      if (i >= 20) times.push(elapsed);
    }
    const p95 = pct(times, 95);
    console.log(
      `${s.name}: p50 ${pct(times, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms${totalData !== undefined ? `, totalData ${totalData}` : ''} ${p95 <= 50 ? '✔' : '✘'}`,
    );
    table.push(
      `| ${s.name} | ${totalData?.toLocaleString('en-US') ?? '—'} | ${pct(times, 50).toFixed(2)} ms | ${p95.toFixed(2)} ms | ${p95 <= 50 ? '✔' : '✘'} |`,
    );
  }
  // Revalidation: the same request with the ETag it got.
  {
    const url = `${API}/properties`;
    const first = await get(url, auth);
    const times: number[] = [];
    for (let i = 0; i < samples + 20; i++) {
      const t0 = performance.now();
      const res = await get(url, { ...auth, 'if-none-match': first.etag ?? '' });
      const elapsed = performance.now() - t0;
      if (res.status !== 304) throw new Error(`304 esperado: ${res.status}`);
      if (i >= 20) times.push(elapsed);
    }
    const p95 = pct(times, 95);
    table.push(
      `| revalidación con If-None-Match (304) | — | ${pct(times, 50).toFixed(2)} ms | ${p95.toFixed(2)} ms | ${p95 <= 50 ? '✔' : '✘'} |`,
    );
  }
  console.log('\n| solicitud | totalData | p50 | p95 | p95 ≤ 50 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of table) console.log(r);
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await a.unsafe(`drop database if exists ${name} with (force)`);
  await a.end();
}
