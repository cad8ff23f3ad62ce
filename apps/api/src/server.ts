import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from './app.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { seedDemo, syncRoleClaims } from './db/seed/demo.ts';
import { seedLookups } from './db/seed/lookups.ts';
import { loadEnv } from './env.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { S3Storage } from './lib/s3-storage.ts';
import { LocalDiskStorage } from './lib/storage.ts';
import { loadOrCreateSigningKeys } from './modules/auth/signing-keys.ts';

/** How long a stop waits for requests in flight before it gives up and exits with 1. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

interface Running {
  app: FastifyInstance;
  database: Database;
  releaseLock: () => void;
}

async function main(): Promise<Running> {
  const env = loadEnv();
  const log = Fastify({ logger: loggerOptions(env.LOG_LEVEL) }).log;
  let database: Database;
  let releaseLock = () => {};
  if (env.DATABASE_URL) {
    database = await openPostgres(env.DATABASE_URL);
    log.info('base de datos: PostgreSQL (DATABASE_URL)');
  } else {
    try {
      releaseLock = lockDataDir(env.DATA_DIR);
    } catch (e) {
      if (e instanceof DataDirLockedError) {
        console.error(e.message);
        process.exit(1);
      }
      throw e;
    }
    database = await openPglite(path.join(env.DATA_DIR, 'pglite'));
    log.info({ dataDir: env.DATA_DIR }, 'base de datos: PGlite embebido');
  }
  await database.migrate();
  await seedLookups(database.db);
  await syncRoleClaims(database.db);
  const storage = env.S3_BUCKET
    ? new S3Storage({
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      })
    : new LocalDiskStorage(path.join(env.DATA_DIR, 'files'));
  if (env.SEED_DEMO === 'on' && (await seedDemo(database.db, storage)))
    log.info('datos de demostración creados');

  const app = await buildApp({
    env,
    database,
    storage,
    signingKeys: await loadOrCreateSigningKeys(env.DATA_DIR),
    dataDir: env.DATA_DIR,
    logger: loggerOptions(env.LOG_LEVEL),
  });
  if (!env.webDistExists)
    app.log.warn('No se encontró apps/web/dist: ejecute npm run build para servir el portal.');

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Portal disponible en ${env.PUBLIC_URL}`);
  return { app, database, releaseLock };
}

const started = main();
started.catch((e) => {
  console.error(e instanceof Error && e.message.startsWith('Configuración inválida') ? e.message : e);
  process.exit(1);
});

let stopping = false;
/**
 * Stops once, however many times it is asked: Ctrl-C reaches every process of the terminal's group and
 * npm relays it again. New connections are refused, requests in flight finish (Fastify's close), the
 * database closes, the data directory's lock goes, and the process exits with 0.
 */
async function stop(reason: string) {
  if (stopping) return;
  stopping = true;
  const running = await started.catch(() => null);
  if (!running) return;
  running.app.log.info({ reason }, 'deteniendo el portal');
  const force = setTimeout(() => {
    running.app.log.error('el portal no se detuvo a tiempo: salida forzada');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  force.unref();
  try {
    await running.app.close();
    await running.database.close();
    running.releaseLock();
    running.app.log.info('portal detenido');
    process.exit(0);
  } catch (e) {
    running.app.log.error({ err: e }, 'error al detener el portal');
    process.exit(1);
  }
}
// `npm start` reaches this process through `exec` in both package scripts (no shell in between), so npm's
// forwarding of SIGTERM and SIGINT lands here.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
