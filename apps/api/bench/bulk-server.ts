/**
 * Bulk-load benchmark server (`npm run bench -- --bulk`): a fresh database with the demo data, the real app, and
 * beside it benchmark-only routes: the process's memory (and a reset of its peak), and the write floor: the rows a
 * load wrote, inserted again as copies in batched multi-row INSERTs in one transaction, timed, then removed.
 * Prints one JSON line when ready (the project and builder the load goes to), then serves.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { insertMany } from '../src/db/insert-many.ts';
import { auditLog, constructors, properties, propertyDetails, sellers } from '../src/db/schema.ts';
import { seedDemo, syncRoleClaims } from '../src/db/seed/demo.ts';
import { seedLookups } from '../src/db/seed/lookups.ts';
import { loadEnv } from '../src/env.ts';
import { LocalDiskStorage } from '../src/lib/storage.ts';
import { generateSigningKeys } from '../src/modules/auth/signing-keys.ts';

const port = Number(process.env.BENCH_PORT ?? 3301);
const url = process.env.BENCH_PG_URL;

const dir = mkdtempSync(path.join(tmpdir(), 'tu360-bench-bulk-'));
const database: Database = url ? await openPostgres(url, 12) : await openPglite(path.join(dir, 'pglite'));
await database.migrate();
await seedLookups(database.db);
await syncRoleClaims(database.db);
const storage = new LocalDiskStorage(path.join(dir, 'files'));
await seedDemo(database.db, storage);
const db = database.db;

const env = loadEnv({
  PORT: String(port),
  DATA_DIR: dir,
  LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
  TOKEN_RATE_LIMIT: '100000',
  WEB_DIST: path.join(dir, 'no-web'),
});
const app = await buildApp({
  env,
  database,
  storage,
  signingKeys: await generateSigningKeys(),
  dataDir: dir,
});

/** The process's resident memory now and at its peak (Linux: VmRSS, VmHWM), in bytes. */
function memory() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
app.get('/bench/memory', async () => memory());
// BENCH_MEM_TRACE=1: the process's memory by kind every 250 ms on stderr (where a load's peak comes from).
if (process.env.BENCH_MEM_TRACE) {
  const t0 = Date.now();
  const mb = (n: number) => Math.round(n / 2 ** 20);
  setInterval(() => {
    const u = process.memoryUsage();
    const m = memory();
    process.stderr.write(
      `mem t=${((Date.now() - t0) / 1000).toFixed(1)} rss=${mb(m.rss)} hwm=${mb(m.peak)} heap=${mb(u.heapUsed)}/${mb(u.heapTotal)} ext=${mb(u.external)} ab=${mb(u.arrayBuffers)}\n`,
    );
  }, 250).unref();
}
/** Resets the peak (VmHWM) to the current resident size. */
app.post('/bench/memory/reset', async () => {
  writeFileSync('/proc/self/clear_refs', '5');
  return memory();
});

/** Rows of a multi-row statement under PostgreSQL's 65,535 parameters (the fields a row binds, or `columns`). */
const chunks = <T>(items: T[], columns?: number) => {
  const size = Math.floor(
    60_000 / (columns ?? (items.length ? Object.keys(items[0] as object).length + 1 : 1)),
  );
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
};

/**
 * The write floor: the properties of a project, their details and audit entries, inserted again (new ids and
 * references) the leanest way we know on both databases: one statement per table with an array parameter per
 * column (insertMany), one transaction, nothing computed. Read and copied FLOOR_CHUNK properties at a time inside
 * that transaction (the whole load's rows at once took over a gigabyte of this process's memory); only the
 * inserts are timed. Removing the copies afterwards is not either.
 */
const FLOOR_CHUNK = 1000;
app.post('/bench/floor-insert/:sellerId', async (request) => {
  const { sellerId } = request.params as { sellerId: string };
  const ids = (
    await db.select({ id: properties.id }).from(properties).where(eq(properties.sellerId, sellerId))
  ).map((p) => p.id);
  const copies: string[] = [];
  let ms = 0;
  let details = 0;
  let audit = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as typeof db;
    for (const part of chunks(ids, 1)) {
      for (let start = 0; start < part.length; start += FLOOR_CHUNK) {
        const some = part.slice(start, start + FLOOR_CHUNK);
        const props = await t.select().from(properties).where(inArray(properties.id, some));
        const ds = await t.select().from(propertyDetails).where(inArray(propertyDetails.propertyId, some));
        const as = await t.select().from(auditLog).where(inArray(auditLog.entityId, some));
        const copyId = new Map(some.map((id) => [id, randomUUID()]));
        const t0 = performance.now();
        await insertMany(
          t,
          properties,
          props.map(({ productId: _p, ...p }) => ({ ...p, id: copyId.get(p.id), refId: `COPIA-${p.refId}` })),
        );
        await insertMany(
          t,
          propertyDetails,
          ds.map((d) => ({ ...d, id: randomUUID(), propertyId: copyId.get(d.propertyId) as string })),
        );
        await insertMany(
          t,
          auditLog,
          as.map((a) => ({ ...a, id: randomUUID(), entityId: copyId.get(a.entityId) as string })),
        );
        ms += performance.now() - t0;
        details += ds.length;
        audit += as.length;
        copies.push(...copyId.values());
      }
    }
  });
  for (const part of chunks(copies, 1)) {
    await db.delete(auditLog).where(inArray(auditLog.entityId, part));
    await db.delete(properties).where(inArray(properties.id, part));
  }
  return { ms, properties: ids.length, details, audit };
});

const [project] = await db
  .select({ sellerId: sellers.id, constructorId: sellers.constructorId })
  .from(sellers)
  .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
  .where(sql`${constructors.name} = 'Constructora Andina' and ${sellers.name} = 'Torres del Río'`);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ ready: true, kind: database.kind, ...project })}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
