/**
 * Reports benchmark server (`npm run bench -- --reports`): a fresh database with the demo data plus N generated
 * properties (each with its areas, rooms, baths and type, as the offer report shows them), and the real app.
 * Prints one JSON line when ready (its pid and database), then serves. Its memory is read by the runner from
 * /proc/<pid>/status.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { seedDemo, syncRoleClaims } from '../src/db/seed/demo.ts';
import { seedLookups } from '../src/db/seed/lookups.ts';
import { loadEnv } from '../src/env.ts';
import { LocalDiskStorage } from '../src/lib/storage.ts';
import { generateSigningKeys } from '../src/modules/auth/signing-keys.ts';
import { seedBenchProperties } from './seed-properties.ts';

const size = Number(process.env.BENCH_SIZE ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 3302);
const url = process.env.BENCH_PG_URL;
const log = (s: string) => process.stderr.write(`${s}\n`);

const dir = mkdtempSync(path.join(tmpdir(), 'tu360-bench-reports-'));
const database: Database = url ? await openPostgres(url, 12) : await openPglite(path.join(dir, 'pglite'));
await database.migrate();
await seedLookups(database.db);
await syncRoleClaims(database.db);
const storage = new LocalDiskStorage(path.join(dir, 'files'));
await seedDemo(database.db, storage);
log(`sembrando ${size.toLocaleString('es-CO')} inmuebles con sus detalles en ${database.kind}…`);
await seedBenchProperties(database, size, log);
// Every generated property in the builders' offer (the seeder spreads them over the agency's store too), so that
// the offer report has all N rows: those of agency stores move to a builder's project.
await database.raw(
  `update properties p set seller_id = b.id, constructor_id = b.constructor_id, is_real_state = false
     from (select s.id, s.constructor_id from sellers s join constructors c on c.id = s.constructor_id
            where not c.real_state order by s.name limit 1) b
    where p.ref_id like 'BENCH-%' and p.is_real_state`,
  [],
);
// The details the offer report reads: five per property.
await database.raw(
  `insert into property_details (property_id, constructor_id, key, value)
   select p.id, p.constructor_id, k.key,
          case k.key when 'Área (m²)' then (40 + p.product_id % 120)::text || ',5'
                     when 'Área privada (m²)' then (35 + p.product_id % 110)::text
                     when 'Habitaciones' then (1 + p.product_id % 4)::text
                     when 'Baños' then (1 + p.product_id % 3)::text
                     else 'Apartamento' end
     from properties p
     cross join (values ('Área (m²)'), ('Área privada (m²)'), ('Habitaciones'), ('Baños'), ('Tipo de inmueble')) k(key)
    where p.ref_id like 'BENCH-%'`,
  [],
);
await database.raw('vacuum analyze property_details', []);

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
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ ready: true, kind: database.kind, pid: process.pid })}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
