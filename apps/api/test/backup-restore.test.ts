import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backup, MANIFEST_NAME, PGLITE_ENTRY, readTarGz } from '../scripts/backup.ts';
import { restore } from '../scripts/restore.ts';
import { openPglite } from '../src/db/client.ts';
import { REPO_ROOT } from '../src/env.ts';

/** Every file under dir (relative path → content), the lock aside: what "untouched" compares. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const n of readdirSync(path.join(dir, rel)).sort()) {
      const r = rel ? `${rel}/${n}` : n;
      const full = path.join(dir, r);
      if (statSync(full).isDirectory()) walk(r);
      else if (r !== 'portal.lock') out.set(r, createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  walk('');
  return out;
}

async function rows(dataDir: string): Promise<string[]> {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const r = (await database.raw('select code, name from departments order by code', [])) as {
      code: string;
      name: string;
    }[];
    return r.map((x) => `${x.code}:${x.name}`);
  } finally {
    await database.close();
  }
}

describe('npm run backup / npm run restore (embedded PGlite)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tu360-backup-'));
  const dataDir = path.join(root, 'data');
  const upload = path.join(
    dataDir,
    'files',
    'properties',
    '100001',
    'a-very-long-name'.repeat(8),
    'photo.jpg',
  );
  const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
  const key = path.join(dataDir, 'keys', 'token-signing-es256.json');
  let archive = '';
  let sleeper: ChildProcess | undefined;

  beforeAll(async () => {
    await mkdir(dataDir);
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await database.migrate();
    await database.raw(
      "insert into departments (code, name) values ('05', 'Antioquia'), ('11', 'Bogotá')",
      [],
    );
    await database.close();
    await mkdir(path.dirname(upload), { recursive: true });
    await writeFile(upload, photo);
    await mkdir(path.dirname(key), { recursive: true });
    await writeFile(key, '{"kid":"es256-test"}', { mode: 0o600 });
    await mkdir(path.join(dataDir, 'mail'));
    await writeFile(path.join(dataDir, 'mail', 'dev.eml'), 'correo de desarrollo');
  }, 60_000);

  afterAll(() => {
    if (sleeper?.pid) sleeper.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes one archive with the manifest first, the PGlite dump and the files (long paths included)', async () => {
    archive = path.join(root, 'copias', 'uno.tar.gz');
    const result = await backup({ dataDir, out: archive });
    expect(result.file).toBe(archive);
    expect(result.bytes).toBe(statSync(archive).size);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(result.manifest).toMatchObject({
      format: 'tu360-backup',
      version: 1,
      files: 2,
      includesUploads: true,
    });
    const names: string[] = [];
    await readTarGz(archive, async (entry) => {
      names.push(entry.name);
    });
    expect(names).toEqual([
      MANIFEST_NAME,
      PGLITE_ENTRY,
      'keys/token-signing-es256.json',
      `files/${path.relative(path.join(dataDir, 'files'), upload)}`,
    ]);
    expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    // The system tar reads it too (PAX path for the long name).
    const listed = spawnSync('tar', ['tzf', archive], { encoding: 'utf8' });
    if (!listed.error) {
      expect(listed.stderr).toBe('');
      expect(listed.stdout.split('\n')).toContain(names[3]);
    }
  }, 30_000);

  it('restores rows, files and keys as they were at backup time; the previous content goes aside', async () => {
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await database.raw("update departments set name = 'Cambiado' where code = '05'", []);
    await database.raw("delete from departments where code = '11'", []);
    await database.raw("insert into departments (code, name) values ('76', 'Valle')", []);
    await database.close();
    rmSync(upload);
    writeFileSync(key, '{"kid":"otra"}');
    expect(await rows(dataDir)).toEqual(['05:Cambiado', '76:Valle']);

    const now = new Date('2026-11-25T10:15:00Z');
    const result = await restore({ dataDir, file: archive, now });
    expect(result.users).toBe(0);
    expect(result.previous).toBe(`${dataDir}.antes-de-restaurar-2026-11-25-101500`);
    expect(await rows(dataDir)).toEqual(['05:Antioquia', '11:Bogotá']);
    expect(readFileSync(upload)).toEqual(photo);
    expect(readFileSync(key, 'utf8')).toBe('{"kid":"es256-test"}');
    expect(statSync(key).mode & 0o777).toBe(0o600);
    // Development mail is not in the backup: it stays with the previous content.
    expect(existsSync(path.join(dataDir, 'mail'))).toBe(false);
    expect(readFileSync(path.join(result.previous as string, 'mail', 'dev.eml'), 'utf8')).toBe(
      'correo de desarrollo',
    );
    expect(await rows(result.previous as string)).toEqual(['05:Cambiado', '76:Valle']);
    expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    expect(readdirSync(root).filter((n) => n.includes('restaurando'))).toEqual([]);
  }, 60_000);

  it('the real CLIs make and restore a backup with DATA_DIR from the environment', async () => {
    const out = path.join(root, 'cli.tar.gz');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '', INIT_CWD: root };
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/scripts/backup.ts', '--out', 'cli.tar.gz'],
      {
        cwd: REPO_ROOT,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`Copia de seguridad escrita: ${out}`);
    expect(existsSync(out)).toBe(true);

    const database = await openPglite(path.join(dataDir, 'pglite'));
    await database.raw("insert into departments (code, name) values ('99', 'Después de la copia')", []);
    await database.close();

    const restored = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/scripts/restore.ts', 'cli.tar.gz'],
      {
        cwd: REPO_ROOT,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(`Copia restaurada en ${dataDir}`);
    expect(restored.stdout).toContain('0 usuarios');
    expect(await rows(dataDir)).toEqual(['05:Antioquia', '11:Bogotá']);
    expect(readFileSync(upload)).toEqual(photo);
  }, 60_000);

  it('refuses while another live process holds the data directory, and with DATABASE_URL', async () => {
    sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    const lock = path.join(dataDir, 'portal.lock');
    writeFileSync(lock, String(sleeper.pid));
    try {
      const before = snapshot(dataDir);
      await expect(backup({ dataDir, out: path.join(root, 'no.tar.gz') })).rejects.toThrow(
        `El portal está en ejecución sobre ${dataDir} (pid ${sleeper.pid}). Deténgalo antes de la copia`,
      );
      expect(existsSync(path.join(root, 'no.tar.gz'))).toBe(false);
      await expect(restore({ dataDir, file: archive })).rejects.toThrow(
        `El portal está en ejecución sobre ${dataDir} (pid ${sleeper.pid}). Deténgalo antes de la restauración`,
      );
      expect(snapshot(dataDir)).toEqual(before);
      expect(readFileSync(lock, 'utf8')).toBe(String(sleeper.pid));
    } finally {
      sleeper.kill();
      rmSync(lock, { force: true });
    }
    await expect(backup({ dataDir, databaseUrl: 'postgres://x@localhost/tu360' })).rejects.toThrow(/pg_dump/);
    await expect(
      restore({ dataDir, file: archive, databaseUrl: 'postgres://x@localhost/tu360' }),
    ).rejects.toThrow(/pg_restore/);
  }, 30_000);

  it('refuses a file that is not a backup and leaves the data directory untouched', async () => {
    const before = snapshot(dataDir);
    const siblings = readdirSync(root).sort();
    const garbage = path.join(root, 'basura.tar.gz');
    const cases: [Buffer, RegExp][] = [
      [Buffer.from('esto no es una copia'), /no es un gzip válido/],
      [gzipSync(Buffer.from('x'.repeat(2000))), /encabezado tar inválido/],
      // A truncated backup: the manifest and part of the dump.
      [gzipSync(spliceGunzip(archive, 3000)), /termina/],
    ];
    for (const [bytes, reason] of cases) {
      writeFileSync(garbage, bytes);
      const refusal = restore({ dataDir, file: garbage });
      await expect(refusal).rejects.toThrow(BackupError);
      await expect(refusal).rejects.toThrow(`El archivo ${garbage} no es una copia de seguridad del portal`);
      await expect(refusal).rejects.toThrow(reason);
      expect(snapshot(dataDir)).toEqual(before);
      expect(readdirSync(root).sort()).toEqual([...siblings, 'basura.tar.gz'].sort());
    }
    expect(await rows(dataDir)).toEqual(['05:Antioquia', '11:Bogotá']);

    // A well-formed archive whose database is not the portal's (never migrated: no users table).
    const other = path.join(root, 'otra');
    await mkdir(other);
    await (await openPglite(path.join(other, 'pglite'))).close();
    const foreign = (await backup({ dataDir: other, out: path.join(root, 'ajena.tar.gz') })).file;
    const untouched = snapshot(dataDir); // opening the database above rewrote some of its files
    await expect(restore({ dataDir, file: foreign })).rejects.toThrow(
      `No se pudo cargar la base de datos de ${foreign}: relation "users" does not exist`,
    );
    expect(snapshot(dataDir)).toEqual(untouched);
    expect(readdirSync(root).filter((n) => n.includes('restaurando'))).toEqual([]);
  }, 30_000);
});

/** The first `bytes` of the archive's tar stream (uncompressed). */
function spliceGunzip(file: string, bytes: number): Buffer {
  return gunzipSync(readFileSync(file)).subarray(0, bytes);
}
