/**
 * Store catalog benchmark server (`npm run bench -- --store-catalog`, issue 15): a fresh PostgreSQL database with
 * the demo data plus the catalog's generated data (seed-store-catalog.ts), and the real app with the store's client
 * secret. Prints one JSON line when ready (the ids the scenarios need), then serves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { seedDemo, syncRoleClaims } from '../src/db/seed/demo.ts';
import { seedLookups } from '../src/db/seed/lookups.ts';
import { loadEnv } from '../src/env.ts';
import { LocalDiskStorage } from '../src/lib/storage.ts';
import { generateSigningKeys } from '../src/modules/auth/signing-keys.ts';
import { seedStoreCatalog } from './seed-store-catalog.ts';

const size = Number(process.env.BENCH_SIZE ?? 1_000_000);
const port = Number(process.env.BENCH_PORT ?? 3304);
const url = process.env.BENCH_PG_URL;
const secret = process.env.STORE_CLIENT_SECRET;
if (!url || !secret) throw new Error('BENCH_PG_URL y STORE_CLIENT_SECRET');
const log = (s: string) => process.stderr.write(`${s}\n`);

const dir = mkdtempSync(path.join(tmpdir(), 'tu360-bench-store-'));
const database = await openPostgres(url, 12);
await database.migrate();
await seedLookups(database.db);
await syncRoleClaims(database.db);
const storage = new LocalDiskStorage(path.join(dir, 'files'));
await seedDemo(database.db, storage);
log(`sembrando ${size.toLocaleString('es-CO')} inmuebles del catálogo en PostgreSQL…`);
const t0 = performance.now();
await seedStoreCatalog(database, { count: size }, log);
const seedSeconds = (performance.now() - t0) / 1000;

const env = loadEnv({
  PORT: String(port),
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  TOKEN_RATE_LIMIT: '100000',
  SIGN_IN_RATE_CEILING: '100000',
  STORE_CLIENT_SECRET: secret,
  WEB_DIST: path.join(dir, 'no-web'),
});
const app = await buildApp({
  env,
  database,
  storage,
  signingKeys: await generateSigningKeys(),
  dataDir: dir,
});

// What the scenarios ask for: the biggest city, and published properties for the detail (in the store).
const [bogota] = (await database.raw(`select id from cities where code = '11001'`, [])) as { id: string }[];
const published = (await database.raw(
  `select p.product_id from properties p join sellers s on s.id = p.seller_id join constructors c on c.id = p.constructor_id
    where p.status in ('Published','Loaded') and s.status = 'Synchronized' and c.state and p.ref_id like 'BENCH-%'
    order by md5(p.product_id::text) limit 500`,
  [],
)) as { product_id: string }[];
const [{ total, inStore }] = (await database.raw(
  `select count(*)::int as total,
          count(*) filter (where p.status in ('Published','Loaded') and s.status = 'Synchronized' and c.state)::int as "inStore"
     from properties p join sellers s on s.id = p.seller_id join constructors c on c.id = p.constructor_id`,
  [],
)) as { total: number; inStore: number }[];

await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(
  `${JSON.stringify({ ready: true, pid: process.pid, seedSeconds, total, inStore, bogota: bogota.id, productIds: published.map((p) => Number(p.product_id)) })}\n`,
);

const stop = async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
