/**
 * Notifications benchmark server (`npm run bench -- --notifications`): a fresh PostgreSQL database with the demo
 * data plus N generated notifications spread over the users who read them, and the real app. Beside it, bench-only
 * routes: /bench/bare/<scenario> runs the scenario's SQL bare in this process (the statements the route runs, run
 * the way it runs them) and answers how long it took; /bench/notify announces a change to a user. Prints one JSON
 * line when ready (its pid), then serves.
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
import { NOTIFICATIONS_CHANNEL } from '../src/modules/notifications/notify.ts';

const size = Number(process.env.BENCH_SIZE ?? 1_000_000);
const port = Number(process.env.BENCH_PORT ?? 3303);
const url = process.env.BENCH_PG_URL;
if (!url) throw new Error('BENCH_PG_URL');
const log = (s: string) => process.stderr.write(`${s}\n`);

const dir = mkdtempSync(path.join(tmpdir(), 'tu360-bench-notifications-'));
const database = await openPostgres(url, 12);
await database.migrate();
await seedLookups(database.db);
await syncRoleClaims(database.db);
const storage = new LocalDiskStorage(path.join(dir, 'files'));
await seedDemo(database.db, storage);

log(`sembrando ${size.toLocaleString('es-CO')} notificaciones en PostgreSQL…`);
// Every notification of a builder's project goes to a user who reads it: the builder's own users and the
// platform's; a third of them read, one in twenty deleted, spread over a year.
const readers = (await database.raw(
  `select u.id, u.constructor_id from users u where u.role <> 'Visualizador_Seller' order by u.user_name`,
  [],
)) as { id: string; constructor_id: string | null }[];
const sellers = (await database.raw(
  `select s.id, s.constructor_id, c.real_state from sellers s join constructors c on c.id = s.constructor_id order by s.name`,
  [],
)) as { id: string; constructor_id: string; real_state: boolean }[];
const pairs = readers.flatMap((u) =>
  sellers.filter((s) => !u.constructor_id || s.constructor_id === u.constructor_id).map((s) => ({ u, s })),
);
const arr = (values: (string | boolean)[], type: string) =>
  `array[${values.map((v) => (typeof v === 'boolean' ? v : `'${v}'`)).join(',')}]::${type}[]`;
const k = pairs.length;
for (let start = 1; start <= size; start += 100_000) {
  const end = Math.min(size, start + 99_999);
  await database.raw(
    `insert into notifications (recipient_id, constructor_id, seller_id, is_real_state, title, message, type, operation,
       notification_state, link, created_at, deleted_at)
     select (${arr(
       pairs.map((p) => p.u.id),
       'uuid',
     )})[1 + g % ${k}],
            (${arr(
              pairs.map((p) => p.s.constructor_id),
              'uuid',
            )})[1 + g % ${k}],
            (${arr(
              pairs.map((p) => p.s.id),
              'uuid',
            )})[1 + g % ${k}],
            (${arr(
              pairs.map((p) => p.s.real_state),
              'boolean',
            )})[1 + g % ${k}],
            'Inmueble aprobado ' || g,
            '<p>El inmueble <b>Apartamento ' || g || '</b> fue aprobado y ya está publicado en la tienda.</p>',
            'Product', 'Create',
            case when g % 3 = 0 then 'Read' else 'NotRead' end,
            '/catalogo/inmuebles/' || g,
            now() - (g % 525600) * interval '1 minute',
            case when g % 20 = 0 then now() else null end
       from generate_series(${start}, ${end}) g`,
    [],
  );
  log(`  ${end.toLocaleString('es-CO')}`);
}
await database.raw('vacuum analyze notifications', []);

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

const [superadmin] = (await database.raw(
  `select id from users where user_name = 'superadmin@tu360.test'`,
  [],
)) as {
  id: string;
}[];
const [andina] = (await database.raw(
  `select id from constructors where name = 'Constructora Andina'`,
  [],
)) as {
  id: string;
}[];
const columns = `id, seller_id, constructor_id, title, message, created_at, type, operation, notification_state, link`;
const own = `recipient_id = $1 and deleted_at is null`;
/** The statements of each scenario, as the route sends them (in parallel on the pool). */
const BARE: Record<string, () => Promise<unknown>> = {
  'get-all': () =>
    Promise.all([
      database.raw(
        `select ${columns} from notifications where ${own} order by created_at desc, id desc limit 14 offset 0`,
        [superadmin.id],
      ),
      database.raw(`select count(*)::int from notifications where ${own}`, [superadmin.id]),
      database.raw(
        `select count(*)::int from notifications where ${own} and notification_state = 'NotRead'`,
        [superadmin.id],
      ),
    ]),
  'get-all-builder': () =>
    Promise.all([
      database.raw(
        `select ${columns} from notifications where ${own} and constructor_id = $2
          order by created_at desc, id desc limit 14 offset 0`,
        [superadmin.id, andina.id],
      ),
      database.raw(`select count(*)::int from notifications where ${own} and constructor_id = $2`, [
        superadmin.id,
        andina.id,
      ]),
      database.raw(
        `select count(*)::int from notifications where ${own} and constructor_id = $2 and notification_state = 'NotRead'`,
        [superadmin.id, andina.id],
      ),
    ]),
  count: () =>
    database.raw(`select count(*)::int from notifications where ${own} and notification_state = 'NotRead'`, [
      superadmin.id,
    ]),
};
app.get('/bench/bare/:name', async (request) => {
  const run = BARE[(request.params as { name: string }).name];
  const t0 = performance.now();
  await run();
  return { ms: performance.now() - t0 };
});
app.get('/bench/notify', async () => {
  await database.raw(`select pg_notify($1, $2)`, [NOTIFICATIONS_CHANNEL, superadmin.id]);
  return { ok: true };
});
const [{ rows }] = (await database.raw(`select count(*)::int as rows from notifications where ${own}`, [
  superadmin.id,
])) as { rows: number }[];

await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ ready: true, pid: process.pid, rowsOfUser: rows })}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
