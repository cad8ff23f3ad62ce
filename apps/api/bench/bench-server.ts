/**
 * Benchmark server: a database with the demo data plus N generated properties, the real app, and beside it two
 * benchmark-only routes: one runs the list's SQL bare in this process and answers how long it took, the other
 * runs the same raw SQL and writes its rows as JSON. Prints one JSON line when ready, then serves.
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
import { findUserByName, principalOf } from '../src/modules/auth/identity.ts';
import { generateSigningKeys } from '../src/modules/auth/signing-keys.ts';
import { listSql } from '../src/modules/properties/list-query.ts';
import { SCENARIOS } from './scenarios.ts';
import { seedBenchProperties } from './seed-properties.ts';

const size = Number(process.env.BENCH_SIZE ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 3300);
const url = process.env.BENCH_PG_URL;
const log = (s: string) => process.stderr.write(`${s}\n`);

const dir = mkdtempSync(path.join(tmpdir(), 'tu360-bench-'));
const database: Database = url ? await openPostgres(url, 12) : await openPglite(path.join(dir, 'pglite'));
await database.migrate();
await seedLookups(database.db);
await syncRoleClaims(database.db);
const storage = new LocalDiskStorage(path.join(dir, 'files'));
await seedDemo(database.db, storage);
log(`sembrando ${size.toLocaleString('es-CO')} inmuebles en ${database.kind}…`);
await seedBenchProperties(database, size, log);

const env = loadEnv({
  PORT: String(port),
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
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

// The statements the route runs for each scenario, with their parameters, from the route's own query builder;
// replayed the way the route runs them (prepared on PostgreSQL), on the same connection pool.
const bare: Record<string, ReturnType<typeof listSql>> = {};
for (const s of SCENARIOS) {
  const user = await findUserByName(database.db, s.user);
  if (!user) throw new Error(s.user);
  bare[s.name] = listSql(database.db, await principalOf(database.db, user, null), s.query);
}
const runBare = (name: string) =>
  Promise.all([
    database.raw(bare[name].page.sql, bare[name].page.params, { prepare: true }),
    database.raw(bare[name].total.sql, bare[name].total.params, { prepare: true }),
  ]);

app.get('/bench/bare/:scenario', async (request) => {
  const t0 = performance.now();
  await runBare((request.params as { scenario: string }).scenario);
  return { ms: performance.now() - t0 };
});
app.get('/bench/raw-realstates/:scenario', async (request) => {
  const [page, total] = await runBare((request.params as { scenario: string }).scenario);
  return { data: page, totalData: Number((total[0] as { total: number }).total) };
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ ready: true, kind: database.kind })}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
