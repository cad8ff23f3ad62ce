import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, sellers } from '../src/db/schema.ts';
import { constructorIdByName, imageFile } from './factories/index.ts';
import { integrationKey } from './factories/integration-keys.ts';
import {
  INTEGRATION_CALLERS,
  INTEGRATION_OPERATIONS,
  type IntegrationCaller,
  type IntegrationCtx,
  integrationHeaders,
} from './factories/integration-operations.ts';
import { changesSince, markState } from './factories/operations.ts';
import { createTestApp, login, type TestApp } from './helper.ts';

/**
 * Every operation of the integration API's own OpenAPI document × every kind of caller (the table is in
 * factories/integration-operations.ts): no key, a portal user's token, revoked and expired keys, a key without the
 * operation's scope, another builder's key and the builder's own. A refused write changes nothing; a list answers
 * another builder's key none of Andina's rows.
 */
describe('integration API permission matrix (every operation of its document × caller)', () => {
  let t: TestApp;
  let c: IntegrationCtx;

  beforeAll(async () => {
    t = await createTestApp();
    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    const horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');
    c = {
      andina,
      horizonte,
      keys: {
        own: await integrationKey(t.db, andina),
        otherBuilder: await integrationKey(t.db, horizonte),
        revoked: await integrationKey(t.db, andina, { revokedAt: new Date() }),
        expired: await integrationKey(t.db, andina, { expiresAt: new Date(Date.now() - 60_000) }),
      },
      userHeaders: (await login(t.app, 'admin@andina.test')).headers,
      png: await imageFile(),
    };
  });
  afterAll(() => t.close());

  it('has a row for every operation of the integration document (a new route without a row fails here)', async () => {
    const doc = (await t.app.inject({ url: '/api/integration/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(Object.keys(INTEGRATION_OPERATIONS).sort());
    // Every status the matrix expects is one the document declares.
    const undeclared = Object.entries(INTEGRATION_OPERATIONS).flatMap(([op, o]) => {
      const [method, path] = op.split(' ');
      const responses = doc.paths[path][method.toLowerCase()].responses;
      return Object.values(o.expect)
        .filter((s) => !(String(s) in responses))
        .map((s) => `${op} ${s}`);
    });
    expect(undeclared).toEqual([]);
  });

  const cells = Object.entries(INTEGRATION_OPERATIONS).flatMap(([op, o]) =>
    INTEGRATION_CALLERS.map((caller) => [op, caller, o.expect[caller]] as const),
  );
  it.each(cells)('%s as %s → %i', async (op, caller: IntegrationCaller, status) => {
    const o = INTEGRATION_OPERATIONS[op];
    const headers = await integrationHeaders(t, c, caller, o);
    const call = await o.build(t, c);
    // A first call of the key keeps its last use; the call under test then writes nothing but what it does.
    await t.app.inject({ url: '/api/integration/v1/projects', headers });
    const before = o.writes && status >= 400 ? await markState(t.db) : undefined;
    const res = await t.app.inject({
      method: op.split(' ')[0] as 'GET',
      url: call.url,
      payload: call.payload as object,
      headers: { ...headers, ...call.headers },
    });
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) expect(typeof (res.json() as { Message: unknown }).Message).toBe('string');
    if (before) expect(await changesSince(t.db, before)).toEqual([]);
  });

  const lists = Object.entries(INTEGRATION_OPERATIONS)
    .filter(([, o]) => o.lists)
    .map(([op]) => op);
  it.each(lists)("%s: another builder's key gets none of Andina's rows", async (op) => {
    const o = INTEGRATION_OPERATIONS[op];
    const call = await o.build(t, c);
    const res = await t.app.inject({ url: call.url, headers: c.keys.otherBuilder.headers });
    expect(res.statusCode).toBe(200);
    const projects = await t.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.constructorId, c.andina));
    const props = await t.db
      .select({ id: properties.id, refId: properties.refId })
      .from(properties)
      .where(eq(properties.constructorId, c.andina));
    const leadIds = (await t.db.execute(
      sql`select id from leads where constructor_id = ${c.andina}`,
    )) as unknown as { rows?: { id: string }[] } | { id: string }[];
    const markers = [
      c.andina,
      ...projects.map((p) => p.id),
      ...props.flatMap((p) => [p.id, p.refId]),
      ...(Array.isArray(leadIds) ? leadIds : (leadIds.rows ?? [])).map((l) => l.id),
    ];
    for (const marker of markers) expect(res.body.includes(marker), marker).toBe(false);
    // And Andina's own key sees its rows.
    const own = await t.app.inject({ url: call.url, headers: c.keys.own.headers });
    expect(own.body).toContain(c.andina);
  });
});
