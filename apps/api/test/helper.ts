import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MARKETPLACE_ID } from '@tu360/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, type Db, openPglite, openPostgres } from '../src/db/client.ts';
import { jobs } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.ts';
import { loadEnv } from '../src/env.ts';
import { LocalDiskStorage } from '../src/lib/storage.ts';
import type { AttemptCounter } from '../src/modules/auth/attempt-counter.ts';
import { MAIL_JOB } from '../src/modules/auth/mail-queue.ts';
import type { Mail, Mailer } from '../src/modules/auth/mailer.ts';
import { generateSigningKeys, type SigningKeys } from '../src/modules/auth/signing-keys.ts';
import { randomDbName, testDbKind, urlForDatabase, withAdmin } from './test-database.ts';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** Emails "sent" by the app. */
  mails: Mail[];
  /**
   * Waits until the mail queue has nothing due (mail is sent by the job queue, after the answer of a request that
   * does not wait for it: password recovery).
   */
  mailSettled(): Promise<void>;
  /** The app's token signing keys (to forge expired or otherwise bad tokens). */
  signingKeys: SigningKeys;
  /** PostgreSQL only: the URL of the test's database (another instance can open it). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Fastify logger options (e.g. loggerOptions(level) plus a stream); silent by default. */
  logger?: FastifyServerOptions['logger'];
  /** Counters of the sign-in limits (e.g. a MemoryAttemptCounter on a clock the test holds). */
  attempts?: AttemptCounter;
  /** The live notifications' heartbeat (25 s by default). */
  notificationHeartbeatMs?: number;
  /** How often maintenance mode is read again besides its NOTIFY (5 s by default). */
  maintenanceRefreshMs?: number;
  /**
   * A second app instance on the same database as this one (issue 14's live notifications across instances): on
   * PostgreSQL its own connections to the same database; on PGlite, the same in-process database. Closing it
   * leaves the database to its first app.
   */
  sameDatabaseAs?: TestApp;
}

/** Opens a fresh copy of the seeded demo database (PGlite dump or PostgreSQL template). */
async function openSeededCopy(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (testDbKind() === 'postgres') {
    const name = randomDbName('tu360_t');
    await withAdmin((s) => s.unsafe(`create database ${name} template ${inject('pgTemplate')}`));
    const database = await openPostgres(urlForDatabase(name), 4);
    return {
      database,
      url: urlForDatabase(name),
      drop: () =>
        withAdmin((s) => s.unsafe(`drop database if exists ${name} with (force)`)).then(() => undefined),
    };
  }
  const dump = new Blob([await readFile(inject('pgliteDump'))]);
  return { database: await openPglite(undefined, dump), drop: async () => {} };
}

/** The real app on a real database holding the demo data. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const { database, drop, url } = shared
    ? {
        database: shared.databaseUrl ? await openPostgres(shared.databaseUrl, 4) : shared.database,
        drop: async () => {},
        url: shared.databaseUrl,
      }
    : await openSeededCopy();
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const env = loadEnv({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: inject('filesDir'),
    LOG_LEVEL: 'silent',
    // The API suite does not depend on whether the web app happens to be built.
    WEB_DIST: path.join(inject('filesDir'), 'no-web-dist'),
    ...envOverrides,
  });
  const signingKeys = await generateSigningKeys();
  const app = await buildApp({
    env,
    database,
    storage: new LocalDiskStorage(inject('filesDir')),
    signingKeys,
    mailer,
    logger: options.logger,
    attempts: options.attempts,
    notificationHeartbeatMs: options.notificationHeartbeatMs,
    maintenanceRefreshMs: options.maintenanceRefreshMs,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    mails,
    mailSettled: async () => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const [due] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(
            and(
              eq(jobs.kind, MAIL_JOB),
              inArray(jobs.status, ['queued', 'running']),
              lte(jobs.runAfter, sql`now()`),
            ),
          );
        if (Number(due.n) === 0) return;
        if (Date.now() > deadline) throw new Error('the mail queue did not settle within 15 s');
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    signingKeys,
    databaseUrl: url,
    close: async () => {
      await app.close();
      // A second instance on PGlite shares the first one's database, which its first app closes.
      if (!shared || shared.databaseUrl) await database.close();
      await drop();
    },
  };
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') as string },
  };
}

/** An application/x-www-form-urlencoded body. */
export function urlencoded(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export const TOKEN_URL = `/api/auth/connect/token?marketplaceId=${MARKETPLACE_ID}&tokenCaptcha=captcha-disabled&currentIp=127.0.0.1`;

export async function passwordGrant(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
  extra: Record<string, string> = {},
) {
  const body = await multipart({
    grant_type: 'password',
    username,
    password,
    scope: 'openid profile email offline_access gateway sellers',
    client_id: 'tu360-portal',
    ...extra,
  });
  return app.inject({ method: 'POST', url: TOKEN_URL, ...body });
}

export interface Session {
  access_token: string;
  refresh_token: string;
  headers: { authorization: string };
}

/** Signs in as a demo account and returns its tokens. */
export async function login(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const res = await passwordGrant(app, username, password);
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  const tokens = res.json() as { access_token: string; refresh_token: string };
  return { ...tokens, headers: { authorization: `Bearer ${tokens.access_token}` } };
}

export type Query = Record<string, string | number | undefined>;

/** A query string from the defined entries of an object. */
export const queryString = (query: Query) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
  ).toString();

/** The refresh grant as the portal sends it (multipart). */
export async function refreshGrant(
  app: FastifyInstance,
  refreshToken: string,
  extra: Record<string, string> = {},
) {
  const body = await multipart({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'tu360-portal',
    secret_id: 'tu360-portal',
    ...extra,
  });
  return app.inject({ method: 'POST', url: TOKEN_URL, ...body });
}

/** Claims of a JWT, unverified (tests verify signatures where that is the point). */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

/** Id of a seeded row by name (demo data has unique names). */
export async function idOf(
  db: Db,
  table: 'constructors' | 'sellers' | 'users',
  name: string,
): Promise<string> {
  const column = table === 'users' ? 'user_name' : 'name';
  const rows = (await db.execute(
    sql.raw(`select id from ${table} where ${column} = '${name.replace(/'/g, "''")}'`),
  )) as unknown as { rows: { id: string }[] } | { id: string }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  if (!list[0]) throw new Error(`${table} ${name} no existe en los datos de demostración`);
  return list[0].id;
}

/** A multipart request signed in as a session: the form's content type and the bearer token together. */
export async function multipartAs(session: Session, fields: Record<string, string | Blob>) {
  const body = await multipart(fields);
  return { payload: body.payload, headers: { ...session.headers, ...body.headers } };
}
