/**
 * `npm run bench -- --reports [--size=100000] [--db=pglite|postgres]`: the offer report (GET
 * /product/api/reports/get-realestate-offer-dashboard) of a database holding N generated properties, downloaded
 * over HTTP from the server in its own process, on PGlite and on PostgreSQL. Measures the time to the first byte
 * of the body (< 1 s required), the whole download, and the server's peak resident memory above its idle size
 * (≤ 150 MB required): the runner resets the server's peak (`echo 5 > /proc/<pid>/clear_refs`) just before the
 * download and reads VmHWM from /proc/<pid>/status after it. The workbook is then read back (exceljs's streaming
 * reader) to count its rows.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { BENCH_ADMIN_URL, benchDatabase, pgAvailable } from './bench-db.ts';

const args = process.argv.slice(2);
const size = Number(args.find((a) => a.startsWith('--size='))?.slice(7) ?? 100_000);
const only = args.find((a) => a.startsWith('--db='))?.slice(5);
const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 3302;
const BASE = `http://127.0.0.1:${PORT}/api`;
const REPORT = `${BASE}/product/api/reports/get-realestate-offer-dashboard`;
const MB = 2 ** 20;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function startServer(pgUrl?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'reports-server.ts')], {
    env: {
      ...process.env,
      BENCH_SIZE: String(size),
      BENCH_PORT: String(PORT),
      ...(pgUrl ? { BENCH_PG_URL: pgUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const info = await new Promise<{ kind: string; pid: number }>((resolve, reject) => {
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

async function token(user: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    grant_type: 'password',
    username: user,
    password: 'Demo#2026',
    client_id: 'tu360-portal',
  }))
    form.append(k, v);
  const res = await fetch(
    `${BASE}/auth/connect/token?marketplaceId=tu360-inmobiliario&tokenCaptcha=captcha-disabled`,
    { method: 'POST', body: form },
  );
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The server's resident memory now and at its peak since the last reset (VmRSS, VmHWM), in bytes. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Downloads a report into a file: the time to the first byte of the body, the whole time and the size. */
function download(url: string, headers: Record<string, string>, file: string) {
  return new Promise<{ firstByte: number; total: number; bytes: number }>((resolve, reject) => {
    const t0 = performance.now();
    let firstByte = 0;
    let bytes = 0;
    const out = createWriteStream(file);
    http
      .get(url, { headers }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`${url}: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.on('data', (c: Buffer) => {
          if (!bytes) firstByte = performance.now() - t0;
          bytes += c.length;
        });
        res.pipe(out);
        out.on('finish', () => resolve({ firstByte, total: performance.now() - t0, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function countRows(file: string) {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'ignore',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows - 1; // the header
}

console.log(
  `Benchmark de reportes: reporte de oferta de ${size.toLocaleString('es-CO')} inmuebles, ${os.cpus().length} núcleos, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const adminUrl = BENCH_ADMIN_URL;
const kinds: ('pglite' | 'postgres')[] = only ? [only as 'pglite' | 'postgres'] : ['pglite', 'postgres'];
const dir = mkdtempSync(path.join(tmpdir(), 'tu360-bench-reports-out-'));
const table: string[] = [];
try {
  for (const kind of kinds) {
    let pgUrl: string | undefined;
    let dropDb: (() => Promise<void>) | undefined;
    if (kind === 'postgres') {
      if (!(await pgAvailable(adminUrl))) {
        console.log(`PostgreSQL no disponible en ${adminUrl}: se omite.`);
        continue;
      }
      ({ url: pgUrl, drop: dropDb } = await benchDatabase(adminUrl, 'tu360_bench_reports'));
    }
    let child: ChildProcess | undefined;
    try {
      const started = await startServer(pgUrl);
      child = started.child;
      const { info } = started;
      const auth = { authorization: `Bearer ${await token('superadmin@tu360.test')}` };
      // Warm-up: a small report through the same path (code loaded and compiled).
      await download(
        `${REPORT}?KeyWord=${encodeURIComponent('Inmueble de prueba 12')}`,
        auth,
        path.join(dir, 'w.xlsx'),
      );
      await new Promise((r) => setTimeout(r, 1000));
      writeFileSync(`/proc/${info.pid}/clear_refs`, '5');
      const idle = memoryOf(info.pid);
      const file = path.join(dir, `${kind}.xlsx`);
      const run = await download(REPORT, auth, file);
      const after = memoryOf(info.pid);
      const growth = after.peak - idle.rss;
      const rows = await countRows(file);
      console.log(
        `${info.kind}: ${rows.toLocaleString('es-CO')} filas, ${(statSync(file).size / MB).toFixed(1)} MB; primer byte ${s(run.firstByte)} (< 1 s), descarga ${s(run.total)}; memoria pico del servidor +${(growth / MB).toFixed(0)} MB sobre su reposo (${(idle.rss / MB).toFixed(0)} MB) (≤ 150 MB)`,
      );
      table.push(
        `| ${info.kind} | ${rows.toLocaleString('en-US')} | ${(run.firstByte).toFixed(0)} ms | ${s(run.total)} | +${(growth / MB).toFixed(0)} MB (reposo ${(idle.rss / MB).toFixed(0)} MB) |`,
      );
    } finally {
      if (child) {
        child.kill('SIGTERM');
        await new Promise((r) => child?.once('exit', r));
      }
      await dropDb?.();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log('\n| base | filas | primer byte (< 1 s) | descarga | memoria pico sobre reposo (≤ 150 MB) |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of table) console.log(r);
