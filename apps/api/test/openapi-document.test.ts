import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * The document at /api/docs/json as another team would take it to generate a client (issue 18, ADR 0010): Redocly
 * CLI's recommended rules, a name, a Spanish summary, a tag and a security declaration on every operation, the
 * error answers in the shared Message shape, and every request value bounded.
 */
const PUBLIC_URL = 'https://portal.tu360.test';
/** Where the lint reads the document: .redocly.lint-ignore.yaml names its reasoned exceptions under this path. */
const LINTED = 'node_modules/.cache/tu360-openapi/openapi.json';
const REDOCLY = path.join(REPO_ROOT, 'node_modules/@redocly/cli/bin/cli.js');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Schema = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let operations: [string, Operation][];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
    operations = Object.entries(doc.paths).flatMap(([p, item]) =>
      METHODS.filter((m) => item[m]).map((m) => [`${m.toUpperCase()} ${p}`, item[m]] as [string, Operation]),
    );
  });
  afterAll(() => t.close());

  it("passes Redocly CLI's recommended rules with no error and no warning", async () => {
    const file = path.join(REPO_ROOT, LINTED);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(doc, null, 2));
    // Exit status 1 when it finds an error: the report on stdout says which.
    const run = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', LINTED, '--config', 'redocly.yaml', '--format=json', '--max-problems=1000'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((e: { stdout?: string; stderr?: string }) => ({
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    }));
    const report = JSON.parse(run.stdout || '{}') as {
      totals?: { errors: number; warnings: number; ignored: number };
      problems?: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    expect(report.totals, run.stderr).toBeDefined();
    const problems = (report.problems ?? []).map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`,
    );
    expect(problems).toEqual([]);
    // The reasoned exceptions of .redocly.lint-ignore.yaml: the two paths the spec spells with a trailing slash,
    // and the spec's get-users-by-seller/{id} beside users/{id}/… (four nodes).
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 6 });
  }, 60_000);

  it('names its server from PUBLIC_URL', () => {
    expect(doc.servers?.map((s) => s.url)).toEqual([PUBLIC_URL]);
  });

  it('gives every operation a unique camelCase operationId, a Spanish summary and one declared tag', () => {
    expect(operations.length).toBeGreaterThan(60);
    const ids = operations.map(([, o]) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags?.map((tag) => tag.name));
    for (const [op, o] of operations) {
      expect(o.operationId, op).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(o.summary, op).toMatch(/\S{3}/);
      // Words only an English summary has (every summary was English before issue 18).
      expect(o.summary, op).not.toMatch(
        /\b(the|and|with|of|an|to|for|from|upload|create|update|delete|remove|change|project|properties)\b/i,
      );
      expect(o.tags, op).toHaveLength(1);
      expect(tags.has(o.tags?.[0] ?? ''), `${op}: tag ${o.tags}`).toBe(true);
    }
  });

  it('names operations after the spec calls (section 7)', () => {
    const byCall = Object.fromEntries(operations.map(([op, o]) => [op, o.operationId]));
    // A hand-written sample of the spec's calls and the names a generated client gets.
    expect(byCall).toMatchObject({
      'POST /api/auth/connect/token': 'connectToken',
      'GET /api/product/api/v2/get-realstates': 'getRealstates',
      'POST /api/product/api/v5/create-product': 'createProduct',
      'PATCH /api/product/api/estate-agency/v5/update-agency-realstate': 'updateAgencyRealstate',
      'GET /api/seller/api/v1/get-seller-by-id/{id}': 'getSellerById',
      'PUT /api/seller/api/v1/update-banner-logo-by-seller-id/': 'updateBannerLogoBySellerId',
      'GET /api/seller/api/constructor/v2/get-all': 'getAllConstructors',
      'GET /api/seller/api/v1/get-all': 'getAllSellers',
      'POST /api/auth/api/profile/recovery-password': 'recoveryPassword',
    });
  });

  it('declares security on every operation: bearer, or an explicit empty list on a public one', () => {
    for (const [op, o] of operations) {
      expect(Array.isArray(o.security), op).toBe(true);
      expect([[], [{ bearer: [] }]], op).toContainEqual(o.security);
    }
  });

  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const schemaOf = (o: Operation, status: string) =>
    o.responses[status]?.content?.['application/json']?.schema;

  it('documents the error answers every operation can give, in the shared Message shape', () => {
    for (const [op, o] of operations) {
      const signedIn = o.security?.length === 1;
      expect(schemaOf(o, '400'), `${op} 400`).toBeDefined();
      expect(schemaOf(o, '500'), `${op} 500`).toEqual(ref('Message'));
      if (signedIn) expect(schemaOf(o, '401'), `${op} 401`).toEqual(ref('Message'));
      if (o.requestBody)
        for (const status of ['413', '415'])
          expect(schemaOf(o, status), `${op} ${status}`).toEqual(ref('Message'));
      for (const [status] of Object.entries(o.responses).filter(([s]) => Number(s) >= 400)) {
        const schema = schemaOf(o, status);
        expect(
          [ref('Message'), ref('ValidationMessage'), ref('Throttled'), ref('OAuthError')],
          `${op} ${status}`,
        ).toContainEqual(schema);
      }
    }
    // Every error shape is the shared Message with, at most, more fields.
    for (const name of ['ValidationMessage', 'Throttled', 'OAuthError']) {
      const { properties, required } = doc.components.schemas[name] as {
        properties: Schema;
        required: string[];
      };
      expect(properties).toMatchObject((doc.components.schemas.Message as { properties: Schema }).properties);
      expect(required).toContain('Message');
    }
  });

  it('documents 429 where the sign-in and recovery limits apply, and only there', () => {
    const limited = operations.filter(([, o]) => o.responses['429']).map(([op]) => op);
    expect(limited.sort()).toEqual([
      'POST /api/auth/api/profile/recovery-password',
      'POST /api/auth/api/profile/reset-password',
      'POST /api/auth/connect/token',
    ]);
  });

  /** Every place of a request schema that does not bound what it takes, as `operation path: problem`. */
  function unbounded(op: string, schema: unknown, at: string, out: string[]) {
    if (!schema || typeof schema !== 'object') return;
    const s = schema as Schema;
    if (typeof s.$ref === 'string') {
      const name = s.$ref.replace('#/components/schemas/', '');
      return unbounded(op, doc.components.schemas[name], `${at}→${name}`, out);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (Array.isArray(s[key]))
        for (const [i, branch] of (s[key] as unknown[]).entries())
          unbounded(op, branch, `${at}/${key}/${i}`, out);
    const bounded = s.enum !== undefined || s.const !== undefined;
    if (s.type === 'string' && !bounded && typeof s.maxLength !== 'number')
      out.push(`${op} ${at}: string without maxLength`);
    if (s.type === 'array') {
      if (typeof s.maxItems !== 'number') out.push(`${op} ${at}: array without maxItems`);
      unbounded(op, s.items, `${at}[]`, out);
    }
    if (s.type === 'integer' && !['int32', 'int64'].includes(s.format as string))
      out.push(`${op} ${at}: integer without format`);
    if (s.properties)
      for (const [name, p] of Object.entries(s.properties as Record<string, unknown>))
        unbounded(op, p, `${at}.${name}`, out);
    if (s.additionalProperties && typeof s.additionalProperties === 'object')
      unbounded(op, s.additionalProperties, `${at}.*`, out);
  }

  it('bounds every request value: strings by maxLength, arrays by maxItems, integers with a format', () => {
    const out: string[] = [];
    for (const [op, o] of operations) {
      for (const p of o.parameters ?? []) unbounded(op, p.schema, `${p.in}.${p.name}`, out);
      for (const [type, media] of Object.entries(o.requestBody?.content ?? {}))
        unbounded(op, media.schema, `body(${type})`, out);
    }
    expect(out).toEqual([]);
  });
});
