import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  properties,
  sellers,
  userSellers,
  users,
  whatsAppContactProjects,
  whatsAppContacts,
} from '../src/db/schema.ts';
import { cityByCode, propertyFactory } from './factories/index.ts';
import {
  AGENCY_ADMIN,
  baseCtx,
  type Ctx,
  changesSince,
  documentedOperations,
  isWrite,
  MULTI,
  markState,
  OPERATIONS,
  PUBLIC_OPERATIONS,
  send,
} from './factories/operations.ts';
import { createTestApp, login, type TestApp } from './helper.ts';

/**
 * Issue 9, security 1: a user's role counts only where it is held. Every write route of the OpenAPI document is
 * called by a user who administers one project of its builder and holds each store role in turn at the write's
 * target (a project, or the builder itself): a role that may not write there gets 403 and the database does not
 * change; one that may gets the route's answer and the database does change.
 */
const ROLES_AT_TARGET = [
  'Admintrador_Seller',
  'Administrador_SellerDeSeller',
  'Operativo_Seller',
  'Asesor_Comercial',
  'Visualizador_Seller',
] as const;
/** Written out here, not taken from the app's role table: viewers and commercial advisers only read (spec §6). */
const CATALOG_WRITERS: readonly string[] = [
  'Admintrador_Seller',
  'Administrador_SellerDeSeller',
  'Operativo_Seller',
];
const COMPANY_EDITORS: readonly string[] = ['Admintrador_Seller', 'Administrador_SellerDeSeller'];
/** Users are managed by a company's administrator; at a builder's project, the builder's (issue 13). */
const USER_MANAGERS = (agency: boolean): readonly string[] =>
  agency ? COMPANY_EDITORS : ['Admintrador_Seller'];
/**
 * A company's integration keys are managed by whoever is Administrador at every project of it they hold (issue 15:
 * a key opens the whole company): the subject is Visualizador at Mirador de la Sierra, so whatever role it holds
 * elsewhere it manages none of Andina's keys.
 */
const KEY_MANAGERS: readonly string[] = [];

describe('every write × the role held at its target by a user with different roles on different projects', () => {
  let t: TestApp;
  let base: Ctx;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    base = await baseCtx(t);
    for (const user of [MULTI, AGENCY_ADMIN, 'admin@andina.test'])
      headers[user] = (await login(t.app, user)).headers;
  });
  afterAll(() => t.close());

  const byName = async (name: string) => (await t.db.select().from(sellers).where(eq(sellers.name, name)))[0];
  const roleOf = async (userName: string, sellerId: string) =>
    (
      await t.db
        .select({ role: userSellers.role })
        .from(userSellers)
        .where(and(eq(userSellers.userId, base.userIds[userName]), eq(userSellers.sellerId, sellerId)))
    )[0]?.role;

  it('uses subjects that administer another project of the same builder', async () => {
    expect(await roleOf(MULTI, (await byName('Torres del Río')).id)).toBe('Admintrador_Seller');
    expect(await roleOf(MULTI, (await byName('Mirador de la Sierra')).id)).toBe('Visualizador_Seller');
    expect(await roleOf(AGENCY_ADMIN, (await byName('Inmobiliaria Capital')).id)).toBe('Admintrador_Seller');
  });

  const writes = Object.entries(OPERATIONS).filter(([, o]) => o.target && o.target !== 'own-account');

  it('walks every write route of the OpenAPI document but those on the caller’s own account', async () => {
    const documented = (await documentedOperations(t)).filter(
      (op) => isWrite(op) && !(op in PUBLIC_OPERATIONS),
    );
    const ownAccount = Object.entries(OPERATIONS)
      .filter(([, o]) => o.target === 'own-account')
      .map(([op]) => op);
    // Changing one's password, choosing a project, accepting the terms and one's own notifications concern the
    // caller alone.
    expect(ownAccount.sort()).toEqual([
      'GET /api/auth/api/account/AcceptTerms',
      'POST /api/auth/api/profile/change-password',
      'POST /api/auth/api/users/change-seller',
      'PUT /api/notification/api/notification/v2/change-state-habitat-notification',
      'PUT /api/notification/api/notification/v2/delete-habitat-notifications',
      'PUT /api/notification/api/notification/v2/update-habitat-notification',
    ]);
    expect([...writes.map(([op]) => op), ...ownAccount].sort()).toEqual(documented.sort());
  });

  const cases = writes.flatMap(([op, o]) =>
    ROLES_AT_TARGET.map((role) => {
      const writers =
        o.needs === 'integrations'
          ? KEY_MANAGERS
          : o.needs === 'users'
            ? USER_MANAGERS(!!o.agency)
            : o.needs === 'company'
              ? COMPANY_EDITORS
              : CATALOG_WRITERS;
      const allowed = o.target !== 'platform' && writers.includes(role);
      return [op, role, allowed ? 'allowed' : '403 and no change'] as const;
    }),
  );
  it.each(cases)('%s with %s at its target → %s', async (op, role, outcome) => {
    const o = OPERATIONS[op];
    const subject = o.agency ? AGENCY_ADMIN : MULTI;
    const userId = base.userIds[subject];
    const [{ builderRole }] = await t.db
      .select({ builderRole: users.role })
      .from(users)
      .where(eq(users.id, userId));
    // On a builder-wide write the target is the builder: the role held there is the builder-wide one.
    if (o.target === 'builder') await t.db.update(users).set({ role }).where(eq(users.id, userId));
    const call = await o.build(t, { ...base, caller: subject, rolesAt: { [subject]: role } });
    try {
      const before = await markState(t.db);
      const res = await send(t, op, call, headers[subject]);
      if (outcome === 'allowed') {
        expect(res.statusCode, res.body).toBe(o.expect[o.agency ? 'CP' : 'MA']);
        expect(await changesSince(t.db, before)).not.toEqual([]);
      } else {
        expect(res.statusCode, res.body).toBe(403);
        expect(await changesSince(t.db, before)).toEqual([]);
      }
    } finally {
      await t.db.update(users).set({ role: builderRole }).where(eq(users.id, userId));
      await call.cleanup?.();
    }
  });

  // ── The cases of the issue, on the demo projects themselves

  const propertyOf = async (projectName: string) => {
    const project = await byName(projectName);
    return propertyFactory(t.db, project, { status: 'Published' });
  };
  const post = (url: string, payload: unknown, user = MULTI) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers[user] });
  const ADD = '/api/product/api/user-realstate/v2/add-user-config';
  const REMOVE = '/api/product/api/user-realstate/v2/remove-user-sku';

  it('multi@andina.test cannot change the responsible users of Mirador de la Sierra, where it only views', async () => {
    const viewed = await propertyOf('Mirador de la Sierra');
    const operativo = base.userIds['operativo@andina.test'];
    const before = await markState(t.db);
    const added = await post(ADD, {
      Users: [operativo],
      AssignType: 'Product',
      IsSetSpecificProduct: true,
      SkuIds: [viewed.productId],
    });
    expect(added.statusCode, added.body).toBe(403);
    const removed = await post(REMOVE, { Users: [operativo], ProductId: viewed.productId });
    expect(removed.statusCode, removed.body).toBe(403);
    expect(await changesSince(t.db, before)).toEqual([]);

    const administered = await propertyOf('Torres del Río');
    const body = { Users: [operativo], IsSetSpecificProduct: true, SkuIds: [administered.productId] };
    expect((await post(ADD, body)).statusCode).toBe(200);
    expect((await post(REMOVE, { Users: [operativo], ProductId: administered.productId })).statusCode).toBe(
      200,
    );
    // Naming both projects at once is refused as a whole.
    const both = await post(ADD, { ...body, SkuIds: [administered.productId, viewed.productId] });
    expect(both.statusCode, both.body).toBe(403);
  });

  it('the project selected in the session does not lend its role to another project', async () => {
    const sierra = await byName('Mirador de la Sierra');
    const rio = await byName('Torres del Río');
    const operativo = base.userIds['operativo@andina.test'];
    // Choosing a project replaces the session's tokens: each choice goes on with the tokens it returned.
    let current = (await login(t.app, MULTI)).headers;
    const select = async (sellerId: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/api/users/change-seller',
        payload: { sellerId },
        headers: current,
      });
      expect(res.statusCode, res.body).toBe(200);
      current = { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` };
      return current;
    };
    const viewed = await propertyOf('Mirador de la Sierra');
    const administered = await propertyOf('Torres del Río');
    const assign = (auth: Record<string, string>, productId: number) =>
      t.app.inject({
        method: 'POST',
        url: ADD,
        payload: { Users: [operativo], IsSetSpecificProduct: true, SkuIds: [productId] },
        headers: auth,
      });
    // Administrador selected, Visualizador's project written: refused.
    const asAdministrator = await select(rio.id);
    const before = await markState(t.db);
    expect((await assign(asAdministrator, viewed.productId)).statusCode).toBe(403);
    expect(await changesSince(t.db, before)).toEqual([]);
    // Visualizador selected, Administrador's project written: the role held there decides.
    const asViewer = await select(sierra.id);
    expect((await assign(asViewer, administered.productId)).statusCode).toBe(200);
    await t.db.update(users).set({ currentSellerId: null }).where(eq(users.id, base.userIds[MULTI]));
  });

  it('a responsible-user rule by location or price reaches every project: refused to whoever only views one', async () => {
    const medellin = await cityByCode(t.db, '05001');
    const operativo = base.userIds['operativo@andina.test'];
    const byLocation = {
      Users: [operativo],
      IsSetLocation: true,
      Locations: [{ CityId: medellin.id, DepartmentId: medellin.departmentId }],
    };
    const byPrice = { Users: [operativo], MinPrice: 100_000_000, MaxPrice: 900_000_000 };
    const before = await markState(t.db);
    for (const rule of [byLocation, byPrice]) {
      const res = await post(ADD, rule);
      expect(res.statusCode, res.body).toBe(403);
      // Naming the administered project does not narrow a rule that applies builder-wide.
      const named = await post(ADD, { ...rule, SellerId: (await byName('Torres del Río')).id });
      expect(named.statusCode, named.body).toBe(403);
    }
    expect(await changesSince(t.db, before)).toEqual([]);
    for (const rule of [byLocation, byPrice])
      expect((await post(ADD, rule, 'admin@andina.test')).statusCode).toBe(200);
  });

  it('a rule naming a project of another builder is refused', async () => {
    const reserva = await byName('Reserva Horizonte');
    const property = (await t.db.select().from(properties).where(eq(properties.sellerId, reserva.id)))[0];
    const res = await post(
      ADD,
      {
        Users: [base.userIds['operativo@andina.test']],
        SellerId: reserva.id,
        IsSetSpecificProduct: true,
        SkuIds: property ? [property.productId] : [1],
      },
      'admin@andina.test',
    );
    expect(res.statusCode, res.body).toBe(404);
  });

  it('taking a WhatsApp contact off a project where the caller only views is refused', async () => {
    const sierra = await byName('Mirador de la Sierra');
    const rio = await byName('Torres del Río');
    const [contact] = await t.db
      .insert(whatsAppContacts)
      .values({ constructorId: base.andina, whatsAppPhone: '3107770000' })
      .returning();
    await t.db.insert(whatsAppContactProjects).values({ contactId: contact.id, sellerId: sierra.id });
    const before = await markState(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/api/v3/update-contact',
      payload: {
        id: contact.id,
        ConstructorId: base.andina,
        WhatsAppPhone: '3107770001',
        projectIds: [rio.id],
      },
      headers: headers[MULTI],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(await changesSince(t.db, before)).toEqual([]);
  });
});
