import postgres from 'postgres';

/** The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one. */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at `url` (within 3 seconds). */
export async function pgAvailable(url: string) {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * A database of its own for a benchmark run, made on the server at `adminUrl` (`<prefix>_<time>`): its address,
 * and how to drop it when the run ends.
 */
export async function benchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
