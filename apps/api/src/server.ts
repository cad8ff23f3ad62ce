import path from 'node:path';
import Fastify from 'fastify';
import { buildApp, loggerOptions } from './app.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { seedDemo, syncRoleClaims } from './db/seed/demo.ts';
import { seedLookups } from './db/seed/lookups.ts';
import { loadEnv } from './env.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { S3Storage } from './lib/s3-storage.ts';
import { LocalDiskStorage } from './lib/storage.ts';
import { loadOrCreateSigningKeys } from './modules/auth/signing-keys.ts';

async function main() {
  const env = loadEnv();
  const log = Fastify({ logger: loggerOptions(env.LOG_LEVEL) }).log;
  let database: Database;
  if (env.DATABASE_URL) {
    database = await openPostgres(env.DATABASE_URL);
    log.info('base de datos: PostgreSQL (DATABASE_URL)');
  } else {
    try {
      lockDataDir(env.DATA_DIR);
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

  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Portal disponible en ${env.PUBLIC_URL}`);
}

main().catch((e) => {
  console.error(e instanceof Error && e.message.startsWith('Configuración inválida') ? e.message : e);
  process.exit(1);
});
