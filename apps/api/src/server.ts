import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from './app.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { seedDemo, syncRoleClaims } from './db/seed/demo.ts';
import { seedLookups } from './db/seed/lookups.ts';
import { seedTerms } from './db/seed/terms.ts';
import { loadEnv } from './env.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { S3Storage } from './lib/s3-storage.ts';
import { LocalDiskStorage } from './lib/storage.ts';
import { createRedisClient, RedisAttemptCounter } from './modules/auth/redis-attempt-counter.ts';
import { loadOrCreateSigningKeys, loadSigningKeysFile } from './modules/auth/signing-keys.ts';

/**
 * How long a stop waits for requests in flight and the current job step before it gives up and exits with 1
 * (issue 16: 20 seconds).
 */
const SHUTDOWN_TIMEOUT_MS = 20_000;

interface Running {
  app: FastifyInstance;
  drainDelayMs: number;
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
  const storage = env.S3_BUCKET
    ? new S3Storage({
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      })
    : new LocalDiskStorage(path.join(env.DATA_DIR, 'files'));
  // Once per deploy, however many instances start together: the first migrates and seeds, the others wait for it
  // and find nothing left to do. The signing keys too, when instances share DATA_DIR.
  const signingKeys = await database.exclusive(async () => {
    await database.migrate();
    await seedLookups(database.db);
    await syncRoleClaims(database.db);
    await seedTerms(database.db);
    if (env.SEED_DEMO === 'on' && (await seedDemo(database.db, storage)))
      log.info('datos de demostración creados');
    return env.SIGNING_KEY_FILE
      ? loadSigningKeysFile(env.SIGNING_KEY_FILE)
      : loadOrCreateSigningKeys(env.DATA_DIR);
  });

  // The request limits' counters in Redis when REDIS_URL is set, shared by every instance (issue 16). An instance
  // starts even while Redis does not answer: it is not ready, its sign-ins answer 503, and it connects once Redis does.
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL, { log }) : null;
  if (redis)
    await redis.connect().then(
      () => log.info('límites de solicitudes: Redis (REDIS_URL)'),
      (e: Error) => log.warn({ err: { message: e.message } }, 'Redis no responde al arrancar: se reintenta'),
    );

  const app = await buildApp({
    env,
    database,
    storage,
    signingKeys,
    dataDir: env.DATA_DIR,
    logger: loggerOptions(env.LOG_LEVEL),
    attempts: redis ? new RedisAttemptCounter(redis, { log }) : undefined,
  });
  // Closed with the app, once its requests in flight are answered (stop() closes the app).
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  if (!env.webDistExists)
    app.log.warn('No se encontró apps/web/dist: ejecute npm run build para servir el portal.');

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    // Whether it runs with the heap limit it is started with (src/heap.ts, API_HEAP_MB).
    { heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 2 ** 20) },
    `Portal disponible en ${env.PUBLIC_URL}`,
  );
  return {
    app,
    database,
    releaseLock,
    drainDelayMs: env.DRAIN_DELAY_MS ?? (env.INSTANCE_COUNT > 1 ? 2000 : 0),
  };
}

const started = main();
started.catch((e) => {
  console.error(e instanceof Error && e.message.startsWith('Configuración inválida') ? e.message : e);
  process.exit(1);
});

let stopping = false;
/**
 * Stops once, however many times it is asked: Ctrl-C reaches every process of the terminal's group and
 * npm relays it again. The instance stops being ready, new connections are refused, open event streams end with
 * a retry hint, bulk load jobs stop at their step (their job goes back to the queue), requests in flight finish
 * (Fastify's close), the database closes, the data directory's lock goes, and the process exits with 0.
 */
async function stop(reason: string) {
  if (stopping) return;
  stopping = true;
  const running = await started.catch(() => null);
  if (!running) return;
  running.app.log.info({ reason }, 'deteniendo el portal');
  // Not ready from now on: /api/health/ready answers 503 and every answer closes its connection, so that a balancer
  // sends the next requests to another instance while these finish.
  running.app.lifecycle.draining = true;
  // Behind a balancer, a moment to be seen draining (its kept-alive connections close after their next answer)
  // before the port closes; alone (npm start), none.
  const drainMs = running.drainDelayMs;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
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
