import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env.ts';
import { DataDirLockedError, lockDataDir } from '../src/lib/data-dir-lock.ts';

describe('one process per embedded data directory', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'tu360-lock-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('takes the lock and releases it', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'portal.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'portal.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses a second server on the same directory with a clear message, leaving the data untouched', () => {
    const dir = freshDir();
    const release = lockDataDir(dir); // this test process plays the running server
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dir, PORT: '3997', DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain(
        `El directorio de datos ${dir} ya está en uso por otro proceso del portal (pid ${process.pid})`,
      );
      expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
    } finally {
      release();
    }
  });

  it('throws DataDirLockedError in-process too', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'portal.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
