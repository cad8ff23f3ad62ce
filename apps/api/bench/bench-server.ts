/**
 * Benchmark server: a database with the demo data plus N generated properties, the real app, and beside it three
 * benchmark-only routes: one runs the list's SQL bare in this process and answers how long it took, one runs the
 * same raw SQL and writes its rows as JSON, and one counts the scenario's rows with a plain count(*) (what the
 * list's totalData is checked against). Prints one JSON line when ready, then serves.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXACT_TOTAL_LIMIT } from '@tu360/domain';
import { count } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { properties } from '../src/db/schema.ts';
import { seedDemo, syncRoleClaims } from '../src/db/seed/demo.ts';
import { seedLookups } from '../src/db/seed/lookups.ts';
import { loadEnv } from '../src/env.ts';
import { LocalDiskStorage } from '../src/lib/storage.ts';
import { findUserByName, type Principal, principalOf } from '../src/modules/auth/identity.ts';
import { generateSigningKeys } from '../src/modules/auth/signing-keys.ts';
import { listSql, propertyFilters } from '../src/modules/properties/list-query.ts';
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

type ReplayedList = ReturnType<typeof listSql>;
type Statement = ReplayedList['total'];

// The statements the route runs for each scenario, with their parameters, from the route's own query builder;
// replayed the way the route runs them (prepared on PostgreSQL), on the same connection pool.
const bare: Record<string, ReplayedList> = {};
const principals: Record<string, Principal> = {};
for (const s of SCENARIOS) {
  const user = await findUserByName(database.db, s.user);
  if (!user) throw new Error(s.user);
  principals[s.name] = await principalOf(database.db, user, null);
  bare[s.name] = listSql(database.db, principals[s.name], s.query);
}
const prepared = (s: Statement) => database.raw(s.sql, s.params, { prepare: true });
async function barePage({ page, boundary }: ReplayedList) {
  if (!boundary) return prepared(page());
  // A deep page (issue 19): where it starts (the boundary row's sort key: the time as text, the product id), then
  // the page from there, as the route does.
  const [first] = (await prepared(boundary)) as Record<string, unknown>[];
  if (!first) return [];
  const [updatedAt, productId] = Object.values(first);
  return prepared(page({ updatedAt: String(updatedAt), productId: Number(productId) }));
}
async function runBare(name: string) {
  const list = bare[name];
  if (!list.searched) return Promise.all([barePage(list), prepared(list.total)]);
  // A keyword (issue 19): one statement gives the total and, up to the limit, the page (with a row when empty).
  const found = (await prepared(list.searched)) as Record<string, unknown>[];
  const total = [{ total: Number(found[0].total) }];
  if (Number(found[0].total) > EXACT_TOTAL_LIMIT) return [await barePage(list), total];
  return [found.filter((r) => r.id !== null), total];
}

app.get('/bench/bare/:scenario', async (request) => {
  const t0 = performance.now();
  await runBare((request.params as { scenario: string }).scenario);
  return { ms: performance.now() - t0 };
});
app.get('/bench/raw-realstates/:scenario', async (request) => {
  const [page, total] = await runBare((request.params as { scenario: string }).scenario);
  return { data: page, totalData: Number((total[0] as { total: number }).total) };
});
// The scenario's rows counted plainly: count(*) over the same filters (scope included), with no counts table,
// no limit and no estimate; the benchmark checks the list's totalData against it before timing.
app.get('/bench/count/:scenario', async (request) => {
  const name = (request.params as { scenario: string }).scenario;
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (!scenario) throw new Error(`escenario desconocido: ${name}`);
  const [{ n }] = await database.db
    .select({ n: count() })
    .from(properties)
    .where(propertyFilters(principals[name], scenario.query));
  return { count: Number(n) };
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
