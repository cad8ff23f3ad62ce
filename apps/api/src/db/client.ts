import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
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

/** PGlite in-process: data under dataDir, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite(loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    raw: async (query, params) => (await client.query(query, params)).rows,
    dump: async () => {
      const data = await client.dumpDataDir('gzip');
      return data;
    },
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    // Prepared statements (the property list) are planned for their values every time: a plan made once for
    // any value would serve a rare status and a common one the same way.
    connection: { plan_cache_mode: 'force_custom_plan' },
  });
  const db = drizzlePostgres({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS }),
    ping: async () => {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
    raw: async (query, params, options) =>
      client.unsafe(query, params as never[], { prepare: options?.prepare ?? false }),
    // postgres.js keeps one dedicated connection for every LISTEN of the client, and listens again after a drop.
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
  };
}
