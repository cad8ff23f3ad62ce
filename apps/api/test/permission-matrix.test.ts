import { CATEGORY_IDS } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties, sellers } from '../src/db/schema.ts';
import { propertyFactory } from './factories/index.ts';
import {
  baseCtx,
  CALLERS,
  type Caller,
  type Ctx,
  changesSince,
  completeProject,
  documentedOperations,
  freshProject,
  isWrite,
  MULTI,
  markState,
  methodOf,
  OPERATIONS,
  PUBLIC_OPERATIONS,
  send,
} from './factories/operations.ts';
import { createTestApp, login, type TestApp } from './helper.ts';

/**
 * Every operation of the OpenAPI document × caller, with the expected status (the table is in
 * factories/operations.ts). The targets are fresh rows of Constructora Andina (or of a fresh store of Inmobiliaria
 * Capital for agency routes): Andina's users act on their own builder, admin@horizonte.test and admin@capital.test
 * on another's, multi@andina.test on a project where it only views (MV) and one where it administers (MA).
 */
describe('permission matrix (every operation of the OpenAPI document × caller)', () => {
  let t: TestApp;
  let base: Ctx;
  const headers = {} as Record<Caller, Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp();
    base = await baseCtx(t);
    const byUser = new Map<string, Record<string, string>>();
    for (const [caller, user] of Object.entries(CALLERS)) {
      if (!byUser.has(user)) byUser.set(user, (await login(t.app, user)).headers);
      headers[caller as Caller] = byUser.get(user) as Record<string, string>;
    }
  });
  afterAll(() => t.close());

  const ctxFor = (caller: Caller): Ctx => ({
    ...base,
    caller: CALLERS[caller],
    rolesAt:
      caller === 'MV'
        ? { [MULTI]: 'Visualizador_Seller' }
        : caller === 'MA'
          ? { [MULTI]: 'Admintrador_Seller' }
          : {},
  });

  it('has a row for every operation of the OpenAPI document (a new route without a row fails here)', async () => {
    const documented = await documentedOperations(t);
    const listed = [...Object.keys(OPERATIONS), ...Object.keys(PUBLIC_OPERATIONS)];
    expect(documented.length).toBeGreaterThan(60);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...documented].sort()).toEqual(listed.sort());
  });

  it('says what each write reaches, and only writes say it', () => {
    for (const [op, o] of Object.entries(OPERATIONS))
      expect(o.target !== undefined, `${op}: target ${o.target}`).toBe(isWrite(op));
  });

  const everyOperation = Object.keys(OPERATIONS);
  it.each(everyOperation)('%s without a token → 401', async (op) => {
    const call = await OPERATIONS[op].build(t, { ...base, rolesAt: {} });
    const before = isWrite(op) ? await markState(t.db) : undefined;
    const res = await send(t, op, call);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    if (before) expect(await changesSince(t.db, before)).toEqual([]);
  });

  it.each(Object.entries(PUBLIC_OPERATIONS).map(([op, p]) => [op, p.why] as const))(
    '%s is public: %s',
    async (op) => {
      const res = await send(t, op, await PUBLIC_OPERATIONS[op].build(t));
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).toBeLessThan(500);
    },
  );

  const cells = Object.entries(OPERATIONS).flatMap(([op, o]) =>
    (Object.keys(CALLERS) as Caller[]).map((caller) => [op, caller, o.expect[caller]] as const),
  );
  it.each(cells)('%s as %s → %i', async (op, caller, status) => {
    const o = OPERATIONS[op];
    const auth = o.ownSession ? (await login(t.app, CALLERS[caller])).headers : headers[caller];
    const call = await o.build(t, ctxFor(caller));
    try {
      const refusedWrite = isWrite(op) && status >= 400;
      const before = refusedWrite ? await markState(t.db) : undefined;
      const res = await send(t, op, call, auth);
      expect(res.statusCode, res.body).toBe(status);
      if (status >= 400) expect(typeof (res.json() as { Message: unknown }).Message).toBe('string');
      // A refused write changes nothing.
      if (before) expect(await changesSince(t.db, before)).toEqual([]);
    } finally {
      await call.cleanup?.();
    }
  });

  /** What identifies Andina in an answer: its id, its projects' ids and names, its properties' ids and refs. */
  async function andinaMarkers(): Promise<string[]> {
    const projects = await t.db
      .select({ id: sellers.id, name: sellers.name })
      .from(sellers)
      .where(eq(sellers.constructorId, base.andina));
    const props = await t.db
      .select({ id: properties.id, refId: properties.refId })
      .from(properties)
      .where(eq(properties.constructorId, base.andina));
    return [
      base.andina,
      ...projects.flatMap((p) => [p.id, p.name]),
      ...props.flatMap((p) => [p.id, p.refId]),
    ];
  }

  const everyoneReads = Object.entries(OPERATIONS)
    .filter(([, o]) => o.andinaRows)
    .map(([op]) => op);
  it('checks every read that lists the rows of several builders for leaks', () => {
    expect(everyoneReads.length).toBeGreaterThanOrEqual(8);
    for (const op of everyoneReads) expect(methodOf(op)).toBe('GET');
  });
  it.each(everyoneReads)("%s: another builder's callers get none of Andina's rows", async (op) => {
    const read = async (caller: Caller) => {
      const res = await send(t, op, await OPERATIONS[op].build(t, ctxFor(caller)), headers[caller]);
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const outsiders: Caller[] = ['AH', 'CP'];
    const before = new Map(await Promise.all(outsiders.map(async (c) => [c, await read(c)] as const)));
    const markers = await andinaMarkers();
    for (const [caller, body] of before)
      for (const marker of markers) expect(body.includes(marker), `${caller} sees ${marker}`).toBe(false);
    // New Andina rows change what Andina sees and nothing of what the others see.
    const seenByAndina = await read('AA');
    const project = await freshProject(t, { ...base, rolesAt: {} }, 'Synchronized');
    for (const status of ['Published', 'OnApprobation', 'Rejected'] as const)
      await propertyFactory(t.db, project, { status, vtexCategoryId: CATEGORY_IDS.Apartment });
    expect(await read('AA')).not.toEqual(seenByAndina);
    for (const caller of outsiders) expect(await read(caller), caller).toEqual(before.get(caller));
  });

  it("the audit log of an Andina change is Andina's: another builder's callers get none of it", async () => {
    const project = await freshProject(t, { ...base, rolesAt: {} });
    const property = await propertyFactory(t.db, project, { status: 'Published' });
    const transactionalId = crypto.randomUUID();
    await t.db.insert(auditLog).values({
      transactionalId,
      entityType: 'property',
      entityId: property.id,
      constructorId: base.andina,
      sellerId: project.id,
      userId: base.userIds['admin@andina.test'],
      userName: 'admin@andina.test',
      action: 'update',
      field: 'Precio',
      valueBefore: '1',
      valueAfter: '2',
    });
    const entries = async (caller: Caller) => {
      const res = await t.app.inject({
        url: `/api/product/api/v2/get-audit-log-product?TransactionalId=${transactionalId}`,
        headers: headers[caller],
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as unknown[]).length;
    };
    expect(await entries('AA')).toBe(1);
    expect(await entries('AH')).toBe(0);
    expect(await entries('CP')).toBe(0);
  });

  it('lets only platform admins with catalog.approve approve a project', async () => {
    const expected = { SA: 200, AB: 200, VB: 403, AA: 403, OA: 403, VA: 403, CA: 403, AH: 404, CP: 404 };
    for (const [caller, status] of Object.entries(expected)) {
      const project = await completeProject(t, base, 'OnApprobation');
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/seller/api/v1/status/${project.id}/Synchronized`,
        payload: {},
        headers: headers[caller as Caller],
      });
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(status);
    }
  });
});
