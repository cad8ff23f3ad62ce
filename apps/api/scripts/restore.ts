/**
 * Restauración de una copia hecha con `npm run backup` (apps/api/scripts/backup.ts), issue 16:
 *
 *   npm run restore -- backups/tu360-2026-11-25-101500.tar.gz
 *
 * 1. Se niega con DATABASE_URL (PostgreSQL: pg_restore, docs/operations.md) y mientras el portal corre sobre
 *    DATA_DIR (su bloqueo).
 * 2. Extrae la copia a un directorio hermano `<DATA_DIR>.restaurando-<fecha>` y carga allí la base de PGlite: un
 *    archivo que no es una copia del portal (o está truncado o dañado) se rechaza aquí, sin tocar DATA_DIR.
 * 3. Mueve el contenido actual de DATA_DIR a `<DATA_DIR>.antes-de-restaurar-<fecha>` (el bloqueo se queda en su
 *    sitio), pone lo extraído en DATA_DIR y comprueba que la base abre (select 1 y el número de usuarios). Ante
 *    cualquier fallo en este paso, lo restaurado se borra y el contenido anterior vuelve a DATA_DIR.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import {
  BACKED_UP_DIRS,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  cliPath,
  formatBytes,
  lockForMaintenance,
  MANIFEST_NAME,
  type Manifest,
  NotATarError,
  PGLITE_ENTRY,
  readTarGz,
  runCli,
  stamp,
} from './backup.ts';

const LOCK_FILE = 'portal.lock';

export interface RestoreOptions {
  dataDir: string;
  file: string;
  databaseUrl?: string;
  now?: Date;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the previous content of DATA_DIR went; undefined when DATA_DIR was empty. */
  previous?: string;
  users: number;
}

/** A path inside the archive that a backup may hold: the manifest, the dump, or a file under keys/ or files/. */
function allowedPath(name: string): boolean {
  if (name === MANIFEST_NAME || name === PGLITE_ENTRY) return true;
  const parts = name.split('/');
  return (
    parts.length >= 2 &&
    (BACKED_UP_DIRS as readonly string[]).includes(parts[0]) &&
    parts.every((p) => p !== '' && p !== '.' && p !== '..' && !p.includes('\\') && !p.includes('\0'))
  );
}

async function collect(content: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let n = 0;
  for await (const part of content) {
    n += part.length;
    if (n > limit) throw new NotATarError('manifiesto demasiado grande');
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/** Extracts the archive into `staging` (keys/, files/ and the PGlite dump as pglite.tar.gz); checks it is a backup. */
async function extract(file: string, staging: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  let files = 0;
  let dump = false;
  await readTarGz(file, async (entry, content) => {
    if (!manifest) {
      if (entry.name !== MANIFEST_NAME || entry.type !== 'file')
        throw new NotATarError(`su primera entrada es ${entry.name}, no ${MANIFEST_NAME}`);
      let parsed: Partial<Manifest>;
      try {
        parsed = JSON.parse((await collect(content, 64 * 1024)).toString('utf8'));
      } catch {
        throw new NotATarError('su manifiesto no es JSON');
      }
      if (parsed.format !== BACKUP_FORMAT)
        throw new NotATarError('su manifiesto no es de una copia del portal');
      if (parsed.version !== BACKUP_VERSION)
        throw new NotATarError(`es de una versión de formato que esta versión no conoce (${parsed.version})`);
      manifest = parsed as Manifest;
      return;
    }
    if (entry.type === 'directory') return;
    if (!allowedPath(entry.name)) throw new NotATarError(`contiene una entrada inesperada: ${entry.name}`);
    if (entry.name === PGLITE_ENTRY) dump = true;
    else files++;
    const target = path.join(staging, ...entry.name.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const handle = await open(target, 'wx', 0o600);
    try {
      for await (const part of content) await handle.write(part);
    } finally {
      await handle.close();
    }
    await chmod(target, entry.mode & 0o777 || 0o600);
  });
  if (!manifest) throw new NotATarError('está vacío');
  if (!dump) throw new NotATarError(`no contiene la base de datos (${PGLITE_ENTRY})`);
  if (files !== manifest.files)
    throw new NotATarError(`contiene ${files} archivos y su manifiesto anuncia ${manifest.files}`);
  return manifest;
}

/** Opens the database at `dir`: select 1 and the number of users (the table exists in any migrated portal). */
async function check(dir: string): Promise<number> {
  const database = await openPglite(dir);
  try {
    await database.ping();
    const [row] = (await database.raw('select count(*)::int as n from users', [])) as { n: number }[];
    return row.n;
  } finally {
    await database.close();
  }
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  if (options.databaseUrl)
    throw new BackupError(
      'La base de datos es PostgreSQL (DATABASE_URL): se restaura con pg_restore; vea docs/operations.md.',
    );
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  const dataDir = path.resolve(options.dataDir);
  const when = stamp(options.now ?? new Date());
  const staging = `${dataDir}.restaurando-${when}`;
  const aside = `${dataDir}.antes-de-restaurar-${when}`;
  if (existsSync(staging) || existsSync(aside))
    throw new BackupError(`Ya existe ${existsSync(staging) ? staging : aside}: espere un segundo y repita.`);

  const release = lockForMaintenance(dataDir, 'la restauración');
  try {
    // 1. Extract and load aside: DATA_DIR is not touched until the backup has proven whole.
    let manifest: Manifest;
    try {
      await mkdir(staging);
      manifest = await extract(file, staging);
      const dumpFile = path.join(staging, PGLITE_ENTRY);
      const loadDataDir = new Blob([new Uint8Array(await readFile(dumpFile))]);
      const pg = new PGlite(path.join(staging, 'pglite'), { loadDataDir, extensions: PGLITE_EXTENSIONS });
      try {
        await pg.waitReady;
      } finally {
        await pg.close().catch(() => {});
      }
      await rm(dumpFile);
      await check(path.join(staging, 'pglite'));
    } catch (e) {
      await rm(staging, { recursive: true, force: true });
      if (e instanceof NotATarError)
        throw new BackupError(
          `El archivo ${file} no es una copia de seguridad del portal o está dañado: ${e.message}. ` +
            `No se cambió nada en ${dataDir}.`,
        );
      if (e instanceof BackupError) throw e;
      throw new BackupError(
        `No se pudo cargar la base de datos de ${file}: ${(e as Error).message}. No se cambió nada en ${dataDir}.`,
      );
    }

    // 2. Swap: the current content aside (the lock stays), the extracted content in.
    const current = (await readdir(dataDir)).filter((n) => n !== LOCK_FILE);
    const movedAside: string[] = [];
    const movedIn: string[] = [];
    try {
      if (current.length) await mkdir(aside);
      for (const n of current) {
        await rename(path.join(dataDir, n), path.join(aside, n));
        movedAside.push(n);
      }
      for (const n of await readdir(staging)) {
        await rename(path.join(staging, n), path.join(dataDir, n));
        movedIn.push(n);
      }
      await rmdir(staging);
      const users = await check(path.join(dataDir, 'pglite'));
      return { manifest, previous: current.length ? aside : undefined, users };
    } catch (e) {
      for (const n of movedIn) await rm(path.join(dataDir, n), { recursive: true, force: true });
      for (const n of movedAside) await rename(path.join(aside, n), path.join(dataDir, n));
      if (current.length) await rm(aside, { recursive: true, force: true });
      await rm(staging, { recursive: true, force: true });
      throw new BackupError(
        `La restauración falló (${(e as Error).message}); el contenido anterior volvió a ${dataDir}.`,
      );
    }
  } finally {
    release();
  }
}

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Uso: npm run restore -- <archivo de copia .tar.gz>');
    process.exit(2);
  }
  const env = loadEnv();
  const result = await restore({ dataDir: env.DATA_DIR, file: cliPath(file), databaseUrl: env.DATABASE_URL });
  const m = result.manifest;
  console.log(`Copia restaurada en ${env.DATA_DIR}: ${cliPath(file)} (hecha el ${m.createdAt})`);
  console.log(`  base de datos PGlite: abre, ${result.users} usuarios`);
  console.log(
    `  ${m.files} archivos (llaves de firma${m.includesUploads ? ' y archivos subidos' : ''}): ${formatBytes(m.fileBytes)}`,
  );
  if (!m.includesUploads)
    console.log('  Los archivos subidos siguen en el bucket S3: la copia no los incluía.');
  console.log(
    result.previous
      ? `  El contenido anterior quedó en ${result.previous}; bórrelo cuando compruebe el portal.`
      : '  El directorio de datos estaba vacío.',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runCli(main);
