import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseCtx, type Call, type Ctx, OPERATIONS, PUBLIC_OPERATIONS, send } from './factories/operations.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * What the OpenAPI document says of each operation's security is what the API does (issue 18, ADR 0010): an
 * anonymous call to an operation that declares the bearer scheme gets 401 with `WWW-Authenticate: Bearer`; one
 * to an operation that declares `security: []` does not. The sample requests are the permission matrix's
 * (factories/operations.ts); which operations are protected comes from the document alone.
 */
interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe("the OpenAPI document's security matches the API's behaviour", () => {
  let t: TestApp;
  let base: Ctx;
  const declared = new Map<string, Operation>();

  beforeAll(async () => {
    t = await createTestApp();
    base = await baseCtx(t);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item))
        if (METHODS.includes(method)) declared.set(`${method.toUpperCase()} ${path}`, operation);
  });
  afterAll(() => t.close());

  /** The permission matrix's sample request of an operation, built on fresh rows. */
  async function sample(op: string): Promise<Call> {
    if (OPERATIONS[op]) return OPERATIONS[op].build(t, { ...base, rolesAt: {} });
    if (PUBLIC_OPERATIONS[op]) return PUBLIC_OPERATIONS[op].build(t);
    throw new Error(`${op}: sin solicitud de ejemplo en factories/operations.ts`);
  }

  it('has a sample request for every operation of the document', () => {
    expect(declared.size).toBeGreaterThan(60);
    for (const op of declared.keys()) expect(Boolean(OPERATIONS[op] || PUBLIC_OPERATIONS[op]), op).toBe(true);
  });

  // Listed by hand from the routes (and the reasons in factories/operations.ts): the operations anyone may call.
  const PUBLIC = [
    'GET /api/health',
    'GET /api/health/ready',
    'GET /api/config',
    'GET /api/system/api/v1/maintenance',
    'GET /api/terms/current',
    'GET /api/files/{id}',
    'GET /api/files/{id}/{thumbnail}',
    'POST /api/auth/connect/token',
    'POST /api/auth/connect/endsession',
    'GET /api/auth/.well-known/jwks.json',
    'GET /api/auth/.well-known/openid-configuration',
    'POST /api/auth/api/profile/recovery-password',
    'POST /api/auth/api/profile/reset-password',
  ];
  it('declares security: [] on exactly the public operations, bearer on all the others', () => {
    const open = [...declared].filter(([, o]) => o.security?.length === 0).map(([op]) => op);
    expect(open.sort()).toEqual([...PUBLIC].sort());
    for (const [op, o] of declared)
      if (!PUBLIC.includes(op)) expect(o.security, op).toEqual([{ bearer: [] }]);
  });

  it('answers 401 to an anonymous call of every operation that declares bearer, and only to those', async () => {
    const mismatches: string[] = [];
    for (const [op, o] of declared) {
      const call = await sample(op);
      try {
        const res = await send(t, op, call);
        const protectedOp = (o.security ?? []).some((s) => 'bearer' in s);
        if (protectedOp && (res.statusCode !== 401 || res.headers['www-authenticate'] !== 'Bearer'))
          mismatches.push(`${op} declara bearer y respondió ${res.statusCode} sin token`);
        if (!protectedOp && res.statusCode === 401) mismatches.push(`${op} es pública y respondió 401`);
        if (res.statusCode >= 500) mismatches.push(`${op} respondió ${res.statusCode}: ${res.body}`);
      } finally {
        await call.cleanup?.();
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it("documents every status the permission matrix expects of an operation's callers", () => {
    const missing: string[] = [];
    for (const [op, o] of Object.entries(OPERATIONS)) {
      const responses = declared.get(op)?.responses ?? {};
      for (const status of new Set([401, ...Object.values(o.expect)]))
        if (!(String(status) in responses)) missing.push(`${op} ${status}`);
    }
    expect(missing).toEqual([]);
  });
});
