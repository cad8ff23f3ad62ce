import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Schema = typeof schema;
// biome-ignore lint/suspicious/noExplicitAny: both drivers share the PgDatabase surface
export type Db = PgDatabase<PgQueryResultHKT & any, Schema>;

/**
 * The rows of `db.execute(sql\`…\`)`, whichever the driver: PGlite answers `{ rows }`, postgres.js the rows
 * themselves.
 */
export async function executeRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const answer = (await db.execute(query)) as unknown;
  return (Array.isArray(answer) ? answer : (answer as { rows: T[] }).rows) as T[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on the same database runs its own (a PostgreSQL session advisory lock held
   * on a connection of its own): migrations and start-up seeding run once per deploy however many instances start
   * together. PGlite has one process by construction (the data directory's lock): it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** Statements sent to the database by this process since it opened (the metrics' database calls). */
  readonly queries: number;
  /** This process's connection pool: its size and, now, how many of its connections run a statement or wait. */
  pool(): Promise<{ max: number; active: number; idle: number }>;
  close(): Promise<void>;
  /** A statement as text with its parameters; `prepare` keeps it prepared on PostgreSQL, as drizzle's `.prepare()` does. */
  raw(query: string, params: unknown[], options?: { prepare?: boolean }): Promise<unknown[]>;
  /** PGlite only: the whole data directory as a tarball (tests start from a seeded copy). */
  dump?(): Promise<Blob>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY's payload, once the notifying transaction commits (on
   * PostgreSQL from every instance on the database). Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The advisory lock key of start-up work (migrations and seeds): any constant bigint, the same for every instance. */
export const STARTUP_LOCK_KEY = 360_2026_11n;

/** The extensions the migrations create (0014: pg_trgm), which PGlite loads from its own bundle. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** PGlite in-process: data under dataDir, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = dataDir
    ? new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS })
    : new PGlite({ extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  let queries = 0;
  const db = drizzlePglite({ client, schema, logger: { logQuery: () => void queries++ } });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    get queries() {
      return queries;
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    exclusive: (work) => work(),
    // One connection, in this process; busy exactly while a statement runs, which is not the case when asked.
    pool: async () => ({ max: 1, active: 0, idle: 1 }),
    ping: async () => {
      queries++;
      await client.query('select 1');
    },
    close: () => client.close(),
    raw: async (query, params) => {
      queries++;
      return (await client.query(query, params)).rows;
    },
    dump: async () => {
      const data = await client.dumpDataDir('gzip');
      return data;
    },
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // Each pool's connections carry the instance's pid and a tag of their own, so that the pool can be read from
  // pg_stat_activity (the metrics).
  const applicationName = `tu360-api:${process.pid}:${randomUUID().slice(0, 8)}`;
  const client = postgres(url, {
    max,
    onnotice: () => {},
    // Prepared statements (the property list) are planned for their values every time: a plan made once for
    // any value would serve a rare status and a common one the same way.
    connection: { plan_cache_mode: 'force_custom_plan', application_name: applicationName },
  });
  let queries = 0;
  const db = drizzlePostgres({ client, schema, logger: { logQuery: () => void queries++ } });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    get queries() {
      return queries;
    },
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS }),
    pool: async () => {
      const rows = await client<{ state: string | null; n: number }[]>`
        select state, count(*)::int as n from pg_stat_activity
        where application_name = ${applicationName} group by state`;
      const of = (state: string) => rows.filter((r) => r.state === state).reduce((a, r) => a + r.n, 0);
      // The statement reading this is one of the active ones: it is not counted.
      return { max, active: Math.max(0, of('active') - 1), idle: of('idle') + of('idle in transaction') };
    },
    exclusive: async (work) => {
      // A session lock lives on one connection: reserve one for the lock while `work` uses the pool.
      const session = await client.reserve();
      try {
        await session`select pg_advisory_lock(${STARTUP_LOCK_KEY.toString()}::bigint)`;
        try {
          return await work();
        } finally {
          await session`select pg_advisory_unlock(${STARTUP_LOCK_KEY.toString()}::bigint)`;
        }
      } finally {
        session.release();
      }
    },
    ping: async () => {
      queries++;
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
    raw: async (query, params, options) => {
      queries++;
      return client.unsafe(query, params as never[], { prepare: options?.prepare ?? false });
    },
    // postgres.js keeps one dedicated connection for every LISTEN of the client, and listens again after a drop.
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
  };
}
