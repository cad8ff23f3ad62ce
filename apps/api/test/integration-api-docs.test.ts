import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env.ts';
import { constructorIdByName, imageFile, projectFactory } from './factories/index.ts';
import { integrationKey } from './factories/integration-keys.ts';
import { builderPropertyBody } from './factories/property-bodies.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * docs/integration-api.md is true: each of its ```sh blocks marked `# → STATUS` runs, as written, with the system's
 * curl against a real listening server (PGlite), its variables ($TU360_URL, $APP_KEY, $API_TOKEN, $PROJECT_ID…)
 * set to a fresh key and rows of Constructora Andina, and its last curl answers that status.
 */
const run = promisify(execFile);
const DOC = path.join(REPO_ROOT, 'docs/integration-api.md');

interface Example {
  status: number;
  script: string;
  line: number;
}

/** The examples of the page: its sh blocks with an expected status. */
function examplesOf(markdown: string): Example[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => {
    const status = /^# → (\d{3})$/m.exec(m[1]);
    const line = markdown.slice(0, m.index).split('\n').length;
    return status ? [{ status: Number(status[1]), script: m[1], line }] : [];
  });
}

describe('docs/integration-api.md: its curl examples, run against a live server', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let cwd: string;
  const examples: Example[] = [];

  beforeAll(async () => {
    examples.push(...examplesOf(await readFile(DOC, 'utf8')));
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const key = await integrationKey(t.db, andina, { name: 'Ejemplos de la documentación' });
    // A property the key itself created, as a system that integrates would have.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/integration/v1/properties',
      headers: key.headers,
      payload: builderPropertyBody(project.id, 3),
    });
    if (created.statusCode !== 201) throw new Error(`inmueble de ejemplo: ${created.body}`);
    const property = created.json() as { productId: number };
    const readOnly = await integrationKey(t.db, andina, { scopes: ['catalog:read'] });
    // The images the upload example names, in the directory its curl runs in.
    cwd = await mkdtemp(path.join(tmpdir(), 'tu360-integration-docs-'));
    await writeFile(path.join(cwd, 'fachada.png'), await imageFile('png'));
    await writeFile(path.join(cwd, 'sala.png'), await imageFile('png', 80, 60));
    env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      TU360_URL: `http://127.0.0.1:${port}`,
      APP_KEY: key.applicationKey,
      API_TOKEN: key.token,
      READ_ONLY_APP_KEY: readOnly.applicationKey,
      READ_ONLY_TOKEN: readOnly.token,
      PROJECT_ID: project.id,
      PRODUCT_ID: String(property.productId),
    };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (cwd) await rm(cwd, { recursive: true, force: true });
  });

  it('has examples of every operation and of the errors', () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
    const statuses = new Set(examples.map((e) => e.status));
    for (const s of [200, 201, 401, 403, 404, 422]) expect(statuses, `falta un ejemplo ${s}`).toContain(s);
    const scripts = examples.map((e) => e.script).join('\n');
    for (const p of [
      '/api/integration/v1/projects',
      '/api/integration/v1/projects/$PROJECT_ID',
      '/api/integration/v1/properties?',
      '/api/integration/v1/properties/$PRODUCT_ID"',
      '/api/integration/v1/properties/$PRODUCT_ID/images',
      '/api/integration/v1/leads',
      'cursor=$CURSOR',
      '/api/integration/v1/openapi.json',
    ])
      expect(scripts, p).toContain(p);
  });

  it('each example answers the status the page says', async () => {
    const wrong: string[] = [];
    for (const example of examples) {
      // Every curl of the example as written, plus its status on stderr (its body stays on stdout for pipes).
      const script = `curl() { command curl -sS -w '%{stderr}%{http_code}\\n' "$@"; }\n${example.script}`;
      const { stdout, stderr } = await run('sh', ['-c', script], { env, cwd, timeout: 30_000 }).catch(
        (e: { stdout: string; stderr: string }) => e,
      );
      const statuses = stderr
        .trim()
        .split('\n')
        .filter((l) => /^\d{3}$/.test(l));
      const last = Number(statuses.at(-1));
      if (last !== example.status)
        wrong.push(
          `línea ${example.line}: se esperaba ${example.status}, respondió ${last}: ${stdout.slice(0, 300)} ${stderr.slice(0, 300)}`,
        );
      else if (last >= 400) {
        const body = JSON.parse(stdout) as { Message?: unknown };
        if (typeof body.Message !== 'string') wrong.push(`línea ${example.line}: sin Message: ${stdout}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('the error examples answer the messages the page quotes', async () => {
    const doc = await readFile(DOC, 'utf8');
    const answer = async (args: string[]) =>
      JSON.parse((await run('curl', ['-sS', ...args], { env, cwd })).stdout) as {
        Message: string;
        MessageList?: string[];
      };
    const noKey = await answer([`${env.TU360_URL}/api/integration/v1/projects`]);
    expect(doc).toContain(`«${noKey.Message}»`);
    const bad = await answer([
      '-X',
      'POST',
      `${env.TU360_URL}/api/integration/v1/properties`,
      '-H',
      `X-Application-Key: ${env.APP_KEY}`,
      '-H',
      `X-Api-Token: ${env.API_TOKEN}`,
      '-H',
      'Content-Type: application/json',
      '-d',
      JSON.stringify({
        sellerId: env.PROJECT_ID,
        step: 1,
        name: 'Casa',
        description: 'Muy corta',
        price: '9000000',
        category: 'House',
      }),
    ]);
    for (const m of [
      'Debe ser mayor a 10.000.000',
      'La descripción debe tener entre 150 y 1000 caracteres. Actualmente tiene 9 caracteres.',
    ]) {
      expect(bad.MessageList).toContain(m);
      expect(doc).toContain(`«${m}»`);
    }
  });
});
