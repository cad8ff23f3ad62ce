import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** Which database the API suite runs on: PGlite always, PostgreSQL when TEST_DB_KIND=postgres. */
export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres necesita TEST_DATABASE_URL');
  return url;
}

export function urlForDatabase(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

export const randomDbName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export async function withAdmin<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
