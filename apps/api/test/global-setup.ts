import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { seedDemo, syncRoleClaims } from '../src/db/seed/demo.ts';
import { seedLookups } from '../src/db/seed/lookups.ts';
import { seedTerms } from '../src/db/seed/terms.ts';
import { LocalDiskStorage } from '../src/lib/storage.ts';
import { randomDbName, testDbKind, urlForDatabase, withAdmin } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    filesDir: string;
    pgliteDump: string;
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds the demo data once; every test app then starts from a copy of it
 * (a PGlite data dump, or a PostgreSQL template database).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tu360-api-test-'));
  const storage = new LocalDiskStorage(path.join(dir, 'files'));
  project.provide('filesDir', path.join(dir, 'files'));
  let template = '';
  if (testDbKind() === 'postgres') {
    template = randomDbName('tu360_tpl');
    await withAdmin((sql) => sql.unsafe(`create database ${template}`));
    const database = await openPostgres(urlForDatabase(template), 2);
    await database.migrate();
    await seedLookups(database.db);
    await syncRoleClaims(database.db);
    await seedTerms(database.db);
    await seedDemo(database.db, storage);
    await database.close();
    project.provide('pgliteDump', '');
  } else {
    const database = await openPglite();
    await database.migrate();
    await seedLookups(database.db);
    await syncRoleClaims(database.db);
    await seedTerms(database.db);
    await seedDemo(database.db, storage);
    const dump = await (database.dump as () => Promise<Blob>)();
    const file = path.join(dir, 'seeded.tar.gz');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteDump', file);
  }
  project.provide('pgTemplate', template);
  return async () => {
    if (template) await withAdmin((sql) => sql.unsafe(`drop database if exists ${template} with (force)`));
    await rm(dir, { recursive: true, force: true });
  };
}
