/**
 * `npm run bench -- --bulk [--rows=10000] [--db=pglite|postgres] [--runs=N]`: a builder's workbook of N apartments × 40 filled
 * columns, from upload to committed (dry run, then confirm at once), against its two floors measured in the same
 * run on the same machine: exceljs's streaming read of the same file (read-floor.ts, its own process) and the
 * batched insert of the same rows (the rows the load wrote, inserted again as copies: bulk-server.ts). Also the
 * server's peak memory during the load beside the reader's alone, and the longest wait between two moves of the
 * progress bar as the page polls it (every 250 ms).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builderExampleRows, builderTemplateColumns, headerText } from '@tu360/domain';
import type { BulkLoad } from '@tu360/domain/contracts';
import ExcelJS from 'exceljs';
import { heapFlag } from '../src/heap.ts';
import { BENCH_ADMIN_URL, benchDatabase, pgAvailable } from './bench-db.ts';

const args = process.argv.slice(2);
const rowCount = Number(args.find((a) => a.startsWith('--rows='))?.slice(7) ?? 10_000);
const only = args.find((a) => a.startsWith('--db='))?.slice(5);
/**
 * Runs per database (1 by default), each on a fresh server and database: a run's memory figures move with when its
 * collections fall (the reader alone grows +41 to +98 MB on the same file), so the table adds each figure's median.
 */
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs=${runs}: se espera un entero ≥ 1`);
const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 3301;
const ROOT = `http://127.0.0.1:${PORT}`;
const BASE = `${ROOT}/api`;
const LOADS = `${BASE}/bulk-load/api/v1/loads`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 2 ** 20;
const INSERT_FLOOR_MAX_ROWS = 50_000;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Amenities answered in every row, on top of the example's fields: 40 filled columns a row. */
const AMENITY_VALUES: Record<string, string> = {};
for (const c of builderTemplateColumns('Apartment'))
  if (c.source.kind === 'amenity' && Object.keys(AMENITY_VALUES).length < 18)
    AMENITY_VALUES[c.header] = Object.keys(AMENITY_VALUES).length % 2 ? 'SI' : 'NO';

/** The workbook, written with exceljs's streaming writer: the template's header row and N filled rows. */
async function writeWorkbook(file: string, n: number) {
  const columns = builderTemplateColumns('Apartment');
  const keys = columns.map((c) => c.header);
  const [example] = builderExampleRows('Apartment');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = wb.addWorksheet('Inmuebles');
  sheet.addRow(columns.map(headerText)).commit();
  let filled = 0;
  for (let i = 1; i <= n; i++) {
    const row: Record<string, string> = {
      ...example,
      ...AMENITY_VALUES,
      Referencia: `BENCH-${String(i).padStart(6, '0')}`,
      'Nombre del inmueble': `Apartamento ${i}`,
      'Precio ($)': String(300_000_000 + i * 1000),
    };
    filled = Object.keys(row).length;
    sheet.addRow(keys.map((k) => row[k] ?? null)).commit();
  }
  await wb.commit();
  return filled;
}

/**
 * BENCH_SERVER_FLAGS: Node flags of the server and of the reader, by default the heap limit the server is started
 * with (src/heap.ts: `--max-old-space-size=1024`, or API_HEAP_MB), the same for both so that their memory is
 * compared under the same collector; e.g. `--trace-gc` to see where the server's memory goes (printed on stderr).
 */
const serverFlags = process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? [heapFlag()];

async function startServer(pgUrl?: string) {
  const child = spawn(
    process.execPath,
    [...serverFlags, '--import', 'tsx', path.join(here, 'bulk-server.ts')],
    {
      env: { ...process.env, BENCH_PORT: String(PORT), ...(pgUrl ? { BENCH_PG_URL: pgUrl } : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const info = await new Promise<{ kind: string; sellerId: string; constructorId: string }>(
    (resolve, reject) => {
      let buffer = '';
      child.stdout?.on('data', (d) => {
        // What a tracing flag prints (a GC trace) goes on to the bench's stderr.
        if (serverFlags.some((f) => f.startsWith('--trace'))) process.stderr.write(d);
        buffer += d;
        const line = buffer.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line));
      });
      child.on('exit', (code) => reject(new Error(`el servidor de benchmark terminó (${code})`)));
    },
  );
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

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Uploads, waits for the dry run, confirms, waits for the end; polls the load as the page does, noting when its
 * progress moved. Answers the times of each phase and the longest stall of the bar in each.
 */
async function runLoad(
  file: string,
  auth: Record<string, string>,
  project: { sellerId: string; constructorId: string },
) {
  const t0 = performance.now();
  const form = new FormData();
  form.append('File', new Blob([readFileSync(file)], { type: XLSX }), 'carga.xlsx');
  form.append('ConstructorId', project.constructorId);
  form.append('SellerId', project.sellerId);
  form.append('TemplateProduct', 'Apartment');
  form.append('FileName', 'carga.xlsx');
  const started = await json<BulkLoad>(
    await fetch(`${BASE}/product/api/productsync-massive/v5/create-product-massive`, {
      method: 'POST',
      headers: auth,
      body: form,
    }),
  );
  const follow = async (until: (l: BulkLoad) => boolean) => {
    const from = performance.now();
    let lastMove = from;
    let lastDone = -1;
    let stall = 0;
    for (;;) {
      const asked = performance.now();
      const load = await json<BulkLoad>(await fetch(`${LOADS}/${started.id}`, { headers: auth }));
      const now = performance.now();
      // A poll that waited on the server counts from when it was sent: the page saw nothing meanwhile.
      if (load.rowsDone !== lastDone || until(load)) {
        stall = Math.max(stall, now - lastMove);
        lastMove = now;
        lastDone = load.rowsDone;
      }
      if (until(load)) return { load, ms: now - from, stall };
      if (['Failed', 'Interrupted', 'Cancelled'].includes(load.status))
        throw new Error(`la carga terminó ${load.status}: ${load.message}`);
      await new Promise((r) => setTimeout(r, Math.max(0, 250 - (now - asked))));
    }
  };
  const checked = await follow((l) => l.status === 'Validated');
  if (checked.load.errorRows)
    throw new Error(`la prueba en seco halló ${checked.load.errorRows} filas con error`);
  const confirmAt = performance.now();
  await json(await fetch(`${LOADS}/${started.id}/confirm`, { method: 'POST', headers: auth }));
  const written = await follow((l) => l.status === 'Done');
  const total = performance.now() - t0;
  return {
    total,
    upload: checked.ms,
    apply: performance.now() - confirmAt,
    validateStall: checked.stall,
    applyStall: written.stall,
    load: written.load,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'tu360-bench-bulk-'));
const file = path.join(dir, 'carga.xlsx');
const warmFile = path.join(dir, 'calentamiento.xlsx');
const filled = await writeWorkbook(file, rowCount);
await writeWorkbook(warmFile, 50);
const size = readFileSync(file).length;
console.log(
  `Benchmark de cargas masivas: ${rowCount.toLocaleString('es-CO')} filas × ${filled} columnas llenas (${(size / MB).toFixed(1)} MB), ${os.cpus().length} núcleos, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; servidor: node ${serverFlags.join(' ') || '(sin opciones)'}`,
);

function readFloor() {
  const out = execFileSync(
    process.execPath,
    [...serverFlags, '--import', 'tsx', path.join(here, 'read-floor.ts'), file],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out.trim().split('\n').pop() as string) as {
    ms: number;
    rows: number;
    base: number;
    peak: number;
  };
}

const adminUrl = BENCH_ADMIN_URL;
const kinds: ('pglite' | 'postgres')[] = only ? [only as 'pglite' | 'postgres'] : ['pglite', 'postgres'];
const table: string[] = [];
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
try {
  for (const kind of kinds) {
    const ratios: { time: number; memory: number; stall: number }[] = [];
    for (let runNo = 1; runNo <= runs; runNo++) {
      let pgUrl: string | undefined;
      let dropDb: (() => Promise<void>) | undefined;
      if (kind === 'postgres') {
        if (!(await pgAvailable(adminUrl))) {
          console.log(`PostgreSQL no disponible en ${adminUrl}: se omite.`);
          continue;
        }
        ({ url: pgUrl, drop: dropDb } = await benchDatabase(adminUrl, 'tu360_bench_bulk'));
      }
      let child: ChildProcess | undefined;
      try {
        const started = await startServer(pgUrl);
        child = started.child;
        const { info } = started;
        const auth = { authorization: `Bearer ${await token('admin@andina.test')}` };
        // Warm-up: a small load through the same path (code loaded and compiled, caches filled).
        const warmDir = warmFile;
        await runLoad(warmDir, auth, info).catch((e) => {
          throw new Error(`calentamiento: ${(e as Error).message}`);
        });
        const read = readFloor();
        const base = await json<{ rss: number }>(
          await fetch(`${ROOT}/bench/memory/reset`, { method: 'POST' }),
        );
        const run = await runLoad(file, auth, info);
        const mem = await json<{ peak: number }>(await fetch(`${ROOT}/bench/memory`));
        // The insert floor copies what the load wrote through the server's memory: measured up to 20,000 rows (the
        // 50,000-row run is there for the memory and the progress bar).
        const insert =
          rowCount <= INSERT_FLOOR_MAX_ROWS
            ? await json<{ ms: number; properties: number; details: number; audit: number }>(
                await fetch(`${ROOT}/bench/floor-insert/${info.sellerId}`, { method: 'POST' }),
              )
            : null;
        const floors = insert ? read.ms + insert.ms : Number.NaN;
        const serverGrowth = mem.peak - base.rss;
        const readerGrowth = read.peak - read.base;
        console.log(
          `${info.kind}: carga ${s(run.total)} (prueba en seco ${s(run.upload)}, escritura ${s(run.apply)}); pisos: lectura ${s(read.ms)}${insert ? ` + inserción ${s(insert.ms)} (${insert.properties} inmuebles, ${insert.details} detalles, ${insert.audit} auditoría) = ${s(floors)}; razón ${(run.total / floors).toFixed(2)} (≤ 1.3)` : ' (piso de inserción no medido)'}`,
        );
        console.log(
          `${info.kind}: memoria pico del servidor +${(serverGrowth / MB).toFixed(0)} MB sobre su reposo (${(base.rss / MB).toFixed(0)} MB) vs lector solo +${(readerGrowth / MB).toFixed(0)} MB; razón ${(serverGrowth / readerGrowth).toFixed(2)} (≤ 1.2); mayor espera de la barra: prueba en seco ${s(run.validateStall)}, escritura ${s(run.applyStall)} (≤ 2 s)`,
        );
        table.push(
          `| ${info.kind}${runs > 1 ? ` (${runNo}/${runs})` : ''} | ${rowCount.toLocaleString('en-US')} × ${filled} | ${s(run.total)} (${s(run.upload)} + ${s(run.apply)}) | ${s(read.ms)} + ${insert ? s(insert.ms) : '—'} | ${insert ? (run.total / floors).toFixed(2) : '—'} | +${(serverGrowth / MB).toFixed(0)} MB / +${(readerGrowth / MB).toFixed(0)} MB | ${(serverGrowth / readerGrowth).toFixed(2)} | ${s(run.validateStall)} / ${s(run.applyStall)} |`,
        );
        ratios.push({
          time: insert ? run.total / floors : Number.NaN,
          memory: serverGrowth / readerGrowth,
          stall: Math.max(run.validateStall, run.applyStall),
        });
      } finally {
        if (child) {
          child.kill('SIGTERM');
          await new Promise((r) => child?.once('exit', r));
        }
        await dropDb?.();
      }
    }
    if (runs > 1 && ratios.length)
      table.push(
        `| ${kind}: mediana de ${ratios.length} | | | | ${median(ratios.map((r) => r.time)).toFixed(2)} | | ${median(ratios.map((r) => r.memory)).toFixed(2)} | mayor: ${s(Math.max(...ratios.map((r) => r.stall)))} |`,
      );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  '\n| base | filas × columnas | carga: total (prueba en seco + escritura) | pisos: lectura + inserción | razón (≤ 1.3) | memoria pico servidor / lector | razón (≤ 1.2) | mayor espera de la barra: prueba / escritura (≤ 2 s) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of table) console.log(r);
