/**
 * Copia de seguridad del portal con la base embebida (PGlite), issue 16:
 *
 *   npm run backup                      → backups/tu360-<aaaa-mm-dd-hhmmss>.tar.gz (hora UTC) bajo el repositorio
 *   npm run backup -- --out copia.tar.gz
 *
 * Toma el bloqueo del directorio de datos (DATA_DIR): con el portal en marcha sobre ese directorio se niega, porque
 * una copia consistente necesita que nadie escriba. Escribe UN archivo tar.gz con:
 *
 *   tu360-backup.json   el manifiesto (formato, versión, fecha, qué contiene); siempre la primera entrada
 *   pglite.tar.gz       el directorio de datos de PGlite tal como lo vuelca PGlite (dumpDataDir, gzip)
 *   keys/…              las llaves de firma de tokens (las sesiones siguen valiendo tras restaurar)
 *   files/…             los archivos subidos, cuando viven en el disco local (sin S3_BUCKET)
 *
 * Lo lee `npm run restore` (apps/api/scripts/restore.ts). El tar es ustar con encabezados PAX para rutas largas: se
 * puede inspeccionar con `tar tzvf`. Con DATABASE_URL (PostgreSQL) se niega: ahí la copia es pg_dump
 * (docs/operations.md).
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import { openPglite } from '../src/db/client.ts';
import { loadEnv, REPO_ROOT } from '../src/env.ts';
import { DataDirLockedError, lockDataDir } from '../src/lib/data-dir-lock.ts';

export const BACKUP_FORMAT = 'tu360-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_NAME = 'tu360-backup.json';
export const PGLITE_ENTRY = 'pglite.tar.gz';
/** The directories of DATA_DIR a restore needs besides the database (mail/ holds development mail only). */
export const BACKED_UP_DIRS = ['keys', 'files'] as const;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  dataDir: string;
  pgliteBytes: number;
  /** Files of keys/ and files/ in the archive, and their bytes. */
  files: number;
  fileBytes: number;
  /** False when S3_BUCKET was set: uploads live in the bucket, not in the archive. */
  includesUploads: boolean;
}

/** A refusal or failure with a message for the operator (Spanish), printed without a stack. */
export class BackupError extends Error {}

// ---------------------------------------------------------------------------------------------------------------
// A small ustar writer and reader (no dependency): regular files and directories, PAX "path" records for names
// longer than ustar's fields allow.

const BLOCK = 512;

function octal(value: number, width: number): string {
  // width - 1 octal digits and a NUL, as tar expects.
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mode: number, mtime: number, type: '0' | '5' | 'x'): Buffer {
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(mode & 0o7777, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write(type, 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** A PAX extended header block carrying the full path, for names that do not fit ustar's 100 bytes. */
function paxPath(name: string): Buffer[] {
  const body = ` path=${name}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (String(len).length + Buffer.byteLength(body) !== len)
    len = String(len).length + Buffer.byteLength(body);
  const record = Buffer.from(`${len}${body}`, 'utf8');
  return [header('PaxHeader', record.length, 0o644, Date.now(), 'x'), record, padding(record.length)];
}

export interface TarSource {
  name: string;
  mode: number;
  mtime: number;
  size: number;
  /** The content: a buffer, or a file read as it streams. */
  data: Buffer | { file: string };
}

async function* tarStream(entries: Iterable<TarSource>): AsyncGenerator<Buffer> {
  for (const e of entries) {
    if (Buffer.byteLength(e.name) > 99) yield* paxPath(e.name);
    yield header(e.name.slice(0, 99), e.size, e.mode, e.mtime, '0');
    if (Buffer.isBuffer(e.data)) yield e.data;
    else {
      let read = 0;
      for await (const chunk of createReadStream(e.data.file)) {
        read += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (read !== e.size)
        throw new BackupError(`El archivo ${e.data.file} cambió mientras se copiaba: repita la copia.`);
    }
    yield padding(e.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

export interface TarEntry {
  name: string;
  mode: number;
  size: number;
  type: 'file' | 'directory';
}

/** Not a tar.gz this reader understands: the caller turns it into "not a backup". */
export class NotATarError extends Error {}

/**
 * Reads a tar.gz as a stream: `onEntry` gets each file's header and an async iterable over its content (which
 * it must drain before returning).
 */
export async function readTarGz(
  file: string,
  onEntry: (entry: TarEntry, content: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const raw = createReadStream(file);
  const source = createGunzip();
  raw.on('error', (e) => source.destroy(e));
  raw.pipe(source);
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let pending: Buffer = Buffer.alloc(0);
  let ended = false;
  const fill = async (n: number): Promise<boolean> => {
    while (pending.length < n && !ended) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (e) {
        throw new NotATarError(`no es un gzip válido (${(e as Error).message})`);
      }
      if (next.done) ended = true;
      else pending = pending.length ? Buffer.concat([pending, next.value]) : next.value;
    }
    return pending.length >= n;
  };
  const take = (n: number): Buffer => {
    const out = pending.subarray(0, n);
    pending = pending.subarray(n);
    return out;
  };
  try {
    let paxName: string | undefined;
    for (;;) {
      if (!(await fill(BLOCK))) throw new NotATarError('el archivo termina antes de tiempo');
      const h = take(BLOCK);
      if (h.every((b) => b === 0)) return; // end of archive
      const stored = Number.parseInt(h.toString('ascii', 148, 156).replace(/[\0 ]/g, ''), 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
      if (stored !== sum || h.toString('ascii', 257, 262) !== 'ustar')
        throw new NotATarError('encabezado tar inválido');
      const size = Number.parseInt(h.toString('ascii', 124, 136).replace(/\0/g, '').trim() || '0', 8);
      const mode = Number.parseInt(h.toString('ascii', 100, 108).replace(/\0/g, '').trim() || '0', 8);
      const type = h.toString('ascii', 156, 157);
      const prefix = h.toString('utf8', 345, 500).replace(/\0.*$/s, '');
      let name = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      if (prefix) name = `${prefix}/${name}`;
      const skip = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type === 'x') {
        if (size > 64 * 1024 || !(await fill(size + skip))) throw new NotATarError('encabezado PAX inválido');
        const records = take(size).toString('utf8');
        take(skip);
        paxName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records)?.[1];
        continue;
      }
      if (paxName) name = paxName;
      paxName = undefined;
      if (type !== '0' && type !== '\0' && type !== '5')
        throw new NotATarError(`tipo de entrada no admitido en ${name}`);
      let left = size;
      const content = async function* (): AsyncGenerator<Buffer> {
        while (left > 0) {
          if (!(await fill(1))) throw new NotATarError(`el archivo termina dentro de ${name}`);
          const part = take(Math.min(left, pending.length));
          left -= part.length;
          yield part;
        }
      };
      await onEntry({ name, mode, size, type: type === '5' ? 'directory' : 'file' }, content());
      for await (const _ of content()) {
        // whatever the handler left unread
      }
      if (!(await fill(skip))) throw new NotATarError('el archivo termina antes de tiempo');
      take(skip);
    }
  } finally {
    source.destroy();
    raw.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------------

/** 2026-11-25-101500 (UTC). */
export function stamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace('T', '-')
    .replace(/:/g, '');
}

async function walk(root: string, rel: string, out: TarSource[]): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(path.join(root, rel))).sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  for (const n of names) {
    const r = `${rel}/${n}`;
    const full = path.join(root, r);
    const s = await stat(full);
    if (s.isDirectory()) await walk(root, r, out);
    else if (s.isFile())
      out.push({ name: r, mode: s.mode, mtime: s.mtimeMs, size: s.size, data: { file: full } });
  }
}

/** The pid holding DATA_DIR/portal.lock, for the refusal's message. */
function lockOwner(dataDir: string): string {
  try {
    return readFileSync(path.join(dataDir, 'portal.lock'), 'utf8').trim();
  } catch {
    return '?';
  }
}

/** Takes DATA_DIR's lock or refuses in Spanish: the portal (or another backup/restore) runs on it. */
export function lockForMaintenance(dataDir: string, what: 'la copia' | 'la restauración'): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    throw new BackupError(
      `El portal está en ejecución sobre ${dataDir} (pid ${lockOwner(dataDir)}). Deténgalo antes de ${what}: ` +
        'una copia consistente necesita que nadie escriba en la base de datos.',
    );
  }
}

export interface BackupOptions {
  dataDir: string;
  /** Default: <repo>/backups/tu360-<stamp>.tar.gz. */
  out?: string;
  databaseUrl?: string;
  s3Bucket?: string;
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

export async function backup(options: BackupOptions): Promise<BackupResult> {
  if (options.databaseUrl)
    throw new BackupError(
      'La base de datos es PostgreSQL (DATABASE_URL): su copia se hace con pg_dump; vea docs/operations.md.',
    );
  const dataDir = path.resolve(options.dataDir);
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
    throw new BackupError(
      `No hay una base de datos PGlite en ${path.join(dataDir, 'pglite')}: nada que copiar.`,
    );
  const now = options.now ?? new Date();
  const out = path.resolve(options.out ?? path.join(REPO_ROOT, 'backups', `tu360-${stamp(now)}.tar.gz`));

  const release = lockForMaintenance(dataDir, 'la copia');
  const partial = `${out}.parcial`;
  try {
    const database = await openPglite(path.join(dataDir, 'pglite'));
    let dump: Buffer;
    try {
      const blob = await database.dump?.();
      if (!blob) throw new BackupError('La base de datos abierta no es PGlite: nada que volcar.');
      dump = Buffer.from(await blob.arrayBuffer());
    } finally {
      await database.close();
    }
    const files: TarSource[] = [];
    const dirs = options.s3Bucket ? BACKED_UP_DIRS.filter((d) => d !== 'files') : BACKED_UP_DIRS;
    for (const d of dirs) await walk(dataDir, d, files);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      dataDir,
      pgliteBytes: dump.length,
      files: files.length,
      fileBytes: files.reduce((n, f) => n + f.size, 0),
      includesUploads: !options.s3Bucket,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const mtime = now.getTime();
    const entries: TarSource[] = [
      { name: MANIFEST_NAME, mode: 0o644, mtime, size: manifestBytes.length, data: manifestBytes },
      { name: PGLITE_ENTRY, mode: 0o600, mtime, size: dump.length, data: dump },
      ...files,
    ];
    await mkdir(path.dirname(out), { recursive: true });
    // The archive holds the signing keys: readable by its owner only. Written aside and renamed when whole.
    const sink = createWriteStream(partial, { mode: 0o600 });
    await once(sink, 'open');
    await pipeline(Readable.from(tarStream(entries)), createGzip(), sink);
    await chmod(partial, 0o600);
    await rename(partial, out);
    return { file: out, bytes: (await stat(out)).size, manifest };
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  } finally {
    release();
  }
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MiB`;
  return `${(n / 1024 ** 3).toFixed(2)} GiB`;
}

/** A path given on the command line, relative to where `npm run` was typed (npm runs scripts from the root). */
export function cliPath(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

/** Runs a CLI's body: a BackupError is printed without a stack and exits with 1. */
export async function runCli(body: () => Promise<void>): Promise<void> {
  try {
    await body();
    process.exit(0);
  } catch (e) {
    console.error(e instanceof BackupError || e instanceof DataDirLockedError ? e.message : e);
    process.exit(1);
  }
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const env = loadEnv();
  const result = await backup({
    dataDir: env.DATA_DIR,
    out: values.out ? cliPath(values.out) : undefined,
    databaseUrl: env.DATABASE_URL,
    s3Bucket: env.S3_BUCKET,
  });
  const m = result.manifest;
  console.log(`Copia de seguridad escrita: ${result.file} (${formatBytes(result.bytes)})`);
  console.log(`  base de datos PGlite: ${formatBytes(m.pgliteBytes)} (comprimida)`);
  console.log(
    `  ${m.files} archivos de ${m.dataDir} (llaves de firma${m.includesUploads ? ' y archivos subidos' : ''}): ` +
      formatBytes(m.fileBytes),
  );
  if (!m.includesUploads)
    console.log('  Los archivos subidos están en el bucket S3 (S3_BUCKET): no van en esta copia.');
  console.log('  Contiene las llaves de firma de tokens: guárdela en un lugar protegido.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runCli(main);
