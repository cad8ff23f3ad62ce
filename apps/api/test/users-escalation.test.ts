import { es } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSellers, users } from '../src/db/schema.ts';
import { changesSince, markState } from './factories/operations.ts';
import { call, USERS, userBody } from './factories/users.ts';
import { createTestApp, idOf, login, type Session, type TestApp } from './helper.ts';

/** Nobody grants a role above their own or outside their reach (issue 13), on create and on edit. */
describe('users: escalation attempts', () => {
  let t: TestApp;
  const s: Record<string, Session> = {};
  let rio: string;
  let sierra: string;
  let reserva: string;
  let capitalStore: string;
  let andina: string;
  let capital: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of [
      'superadmin@tu360.test',
      'admin.banco@tu360.test',
      'visor.banco@tu360.test',
      'admin@andina.test',
      'visor@andina.test',
      'multi@andina.test',
      'admin@capital.test',
    ])
      s[u] = await login(t.app, u);
    rio = await idOf(t.db, 'sellers', 'Torres del Río');
    sierra = await idOf(t.db, 'sellers', 'Mirador de la Sierra');
    reserva = await idOf(t.db, 'sellers', 'Reserva Horizonte');
    capitalStore = await idOf(t.db, 'sellers', 'Inmobiliaria Capital');
    andina = await idOf(t.db, 'constructors', 'Constructora Andina');
    capital = await idOf(t.db, 'constructors', 'Inmobiliaria Capital');
  });
  afterAll(() => t.close());

  /** The call is refused with this status and message, and the database does not change. */
  async function refused(
    who: string,
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    status: number,
    message: string,
  ) {
    const before = await markState(t.db);
    const res = await call(t, s[who], method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ Message: message });
    expect(await changesSince(t.db, before)).toEqual([]);
  }
  const created = async (who: string, body: unknown) => {
    const res = await call(t, s[who], 'POST', USERS, body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };

  it("a builder's administrator does not create platform users nor agency administrators", async () => {
    for (const role of ['SuperAdmin', 'Administrador_Bancolombia', 'Operativo_Bancolombia'])
      await refused('admin@andina.test', 'POST', USERS, userBody([], { role }), 403, es.users.roleNotAllowed);
    const agencyRole = userBody([], {
      projects: [{ sellerId: rio, role: 'Administrador_SellerDeSeller' }],
    });
    await refused('admin@andina.test', 'POST', USERS, agencyRole, 403, es.users.roleNotAllowed);
    await refused(
      'admin@andina.test',
      'POST',
      USERS,
      userBody([rio], { role: 'Administrador_SellerDeSeller' }),
      403,
      es.users.roleNotAllowed,
    );
  });

  it('only SuperAdmin creates SuperAdmin and Administrador_Bancolombia', async () => {
    for (const role of ['SuperAdmin', 'Administrador_Bancolombia'])
      await refused(
        'admin.banco@tu360.test',
        'POST',
        USERS,
        userBody([], { role }),
        403,
        es.users.roleNotAllowed,
      );
    expect(
      await created('admin.banco@tu360.test', userBody([], { role: 'Operativo_Bancolombia' })),
    ).toBeTruthy();
    expect(
      await created('superadmin@tu360.test', userBody([], { role: 'Administrador_Bancolombia' })),
    ).toBeTruthy();
    // A platform viewer grants nothing.
    await refused(
      'visor.banco@tu360.test',
      'POST',
      USERS,
      userBody([rio], { constructorId: andina }),
      403,
      es.users.roleNotAllowed,
    );
  });

  it("a builder's administrator acts on its own builder's projects only", async () => {
    await refused('admin@andina.test', 'POST', USERS, userBody([reserva]), 404, es.project.notFound);
    const horizonte = await idOf(t.db, 'constructors', 'Constructora Horizonte');
    await refused(
      'admin@andina.test',
      'POST',
      USERS,
      userBody([rio], { constructorId: horizonte }),
      404,
      es.builder.notFound,
    );
  });

  it('multi@andina.test manages users on Torres del Río, where it administers, not on Mirador de la Sierra', async () => {
    await refused('multi@andina.test', 'POST', USERS, userBody([sierra]), 403, es.users.projectNotAllowed);
    await refused(
      'multi@andina.test',
      'POST',
      USERS,
      userBody([rio, sierra]),
      403,
      es.users.projectNotAllowed,
    );
    const id = await created('multi@andina.test', userBody([rio]));
    // It cannot add the Sierra to a user either, nor change a user who is at the Sierra.
    const [u] = await t.db.select().from(users).where(eq(users.id, id));
    await refused(
      'multi@andina.test',
      'PUT',
      `${USERS}/${id}`,
      userBody([rio, sierra], { email: u.email }),
      403,
      es.users.projectNotAllowed,
    );
    const visor = await idOf(t.db, 'users', 'visor@andina.test');
    await refused(
      'multi@andina.test',
      'PUT',
      `${USERS}/${visor}`,
      userBody([rio], { email: 'visor@andina.test', role: 'Visualizador_Seller' }),
      403,
      es.users.userNotAllowed,
    );
    const deactivate = await call(t, s['multi@andina.test'], 'POST', `${USERS}/${visor}/deactivate`);
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json()).toMatchObject({ Message: es.users.userNotAllowed });
  });

  it('a viewer grants nothing', async () => {
    await refused('visor@andina.test', 'POST', USERS, userBody([rio]), 403, es.users.roleNotAllowed);
  });

  it('agencies and builders do not mix: projects, roles and companies', async () => {
    // An agency's user on a builder's project.
    await refused(
      'superadmin@tu360.test',
      'POST',
      USERS,
      userBody([rio], { constructorId: capital }),
      400,
      es.users.projectNotOfCompany,
    );
    // The agency's administrator role is not a builder's.
    await refused(
      'superadmin@tu360.test',
      'POST',
      USERS,
      userBody([rio], { constructorId: andina, role: 'Administrador_SellerDeSeller' }),
      403,
      es.users.roleNotAllowed,
    );
    // The agency's administrator makes agency administrators at its store, and nothing at a builder's.
    const id = await created(
      'admin@capital.test',
      userBody([], {
        role: 'Administrador_SellerDeSeller',
        projects: [{ sellerId: capitalStore, role: 'Administrador_SellerDeSeller' }],
      }),
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row.constructorId).toBe(capital);
    await refused('admin@capital.test', 'POST', USERS, userBody([rio]), 404, es.project.notFound);
  });

  it('on edit: no role above the caller’s, no user above its reach, no other company’s user', async () => {
    const operativo = await idOf(t.db, 'users', 'operativo@andina.test');
    const body = userBody([rio], { email: 'operativo@andina.test' });
    await refused(
      'admin@andina.test',
      'PUT',
      `${USERS}/${operativo}`,
      { ...body, role: 'SuperAdmin', projects: [] },
      403,
      es.users.roleNotAllowed,
    );
    const adminBanco = await idOf(t.db, 'users', 'admin.banco@tu360.test');
    await refused(
      'admin@andina.test',
      'PUT',
      `${USERS}/${adminBanco}`,
      userBody([rio], { email: 'admin.banco@tu360.test' }),
      404,
      es.users.notFound,
    );
    const superadmin = await idOf(t.db, 'users', 'superadmin@tu360.test');
    await refused(
      'admin.banco@tu360.test',
      'PUT',
      `${USERS}/${superadmin}`,
      userBody([], { email: 'superadmin@tu360.test', role: 'Visualizador_Bancolombia' }),
      403,
      es.users.userNotAllowed,
    );
    const horizonteAdmin = await idOf(t.db, 'users', 'admin@horizonte.test');
    await refused(
      'admin@capital.test',
      'PUT',
      `${USERS}/${horizonteAdmin}`,
      userBody([], { email: 'admin@horizonte.test' }),
      404,
      es.users.notFound,
    );
    const held = await t.db.select().from(userSellers).where(eq(userSellers.userId, operativo));
    expect(held.length).toBeGreaterThan(0);
  });
});
