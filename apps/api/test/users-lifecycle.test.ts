import { es } from '@tu360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, userSellers, users } from '../src/db/schema.ts';
import { propertyFactory } from './factories/index.ts';
import { changesSince, markState } from './factories/operations.ts';
import { call, USERS, userBody } from './factories/users.ts';
import {
  createTestApp,
  idOf,
  login,
  passwordGrant,
  refreshGrant,
  type Session,
  type TestApp,
} from './helper.ts';

/** Deactivate, reactivate and delete (issue 13): sessions end at once; nobody removes itself or the last admin. */
describe('users: deactivate, reactivate, delete', () => {
  let t: TestApp;
  let admin: Session;
  let superadmin: Session;
  let rio: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@andina.test');
    superadmin = await login(t.app, 'superadmin@tu360.test');
    rio = await idOf(t.db, 'sellers', 'Torres del Río');
  });
  afterAll(() => t.close());

  const create = async () => {
    const res = await call(t, admin, 'POST', USERS, userBody([rio]));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };

  it('deactivating a user ends its session at once: its access token is refused, its refresh too', async () => {
    const asesor = await idOf(t.db, 'users', 'asesor@andina.test');
    const session = await login(t.app, 'asesor@andina.test');
    expect((await call(t, session, 'GET', `${USERS}?PageSize=5`)).statusCode).toBe(200);
    const res = await call(t, admin, 'POST', `${USERS}/${asesor}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: asesor, state: 'Inactivo' });
    expect((await call(t, session, 'GET', `${USERS}?PageSize=5`)).statusCode).toBe(401);
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).not.toBe(200);
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, asesor), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    expect((await passwordGrant(t.app, 'asesor@andina.test')).statusCode).not.toBe(200);

    const again = await call(t, admin, 'POST', `${USERS}/${asesor}/deactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ Message: es.users.alreadyInactive });

    const back = await call(t, admin, 'POST', `${USERS}/${asesor}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ id: asesor, state: 'Activo' });
    expect((await passwordGrant(t.app, 'asesor@andina.test')).statusCode).toBe(200);
    const twice = await call(t, admin, 'POST', `${USERS}/${asesor}/reactivate`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ Message: es.users.alreadyActive });
  });

  it("a deactivated user is no longer one of a property's responsible users", async () => {
    const operativo = await idOf(t.db, 'users', 'operativo@andina.test');
    const [project] = await t.db.select().from(userSellers).where(eq(userSellers.sellerId, rio)).limit(1);
    const property = await propertyFactory(
      t.db,
      { id: rio, constructorId: project.constructorId },
      {
        status: 'Published',
      },
    );
    const assign = await call(t, admin, 'POST', '/api/product/api/user-realstate/v2/add-user-config', {
      Users: [operativo],
      AssignType: 'Product',
      IsSetSpecificProduct: true,
      SkuIds: [property.productId],
      Locations: [],
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const responsible = async () => {
      const res = await call(
        t,
        admin,
        'GET',
        `/api/product/api/v2/get-product-id?productId=${property.productId}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { responsibleUsers: { userId: string }[] }).responsibleUsers.map((r) => r.userId);
    };
    expect(await responsible()).toContain(operativo);
    expect((await call(t, admin, 'POST', `${USERS}/${operativo}/deactivate`)).statusCode).toBe(200);
    expect(await responsible()).not.toContain(operativo);
    expect((await call(t, admin, 'POST', `${USERS}/${operativo}/reactivate`)).statusCode).toBe(200);
    expect(await responsible()).toContain(operativo);
  });

  it('nobody deactivates or deletes itself', async () => {
    const me = await idOf(t.db, 'users', 'admin@andina.test');
    for (const [method, url] of [
      ['POST', `${USERS}/${me}/deactivate`],
      ['DELETE', `${USERS}/${me}`],
    ] as const) {
      const before = await markState(t.db);
      const res = await call(t, admin, method, url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ Message: es.users.notSelf });
      expect(await changesSince(t.db, before)).toEqual([]);
    }
  });

  it("a company's last active administrator is neither deactivated nor deleted", async () => {
    const capitalAdmin = await idOf(t.db, 'users', 'admin@capital.test');
    for (const [method, url] of [
      ['POST', `${USERS}/${capitalAdmin}/deactivate`],
      ['DELETE', `${USERS}/${capitalAdmin}`],
    ] as const) {
      const res = await call(t, superadmin, method, url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ Message: es.users.lastAdmin });
    }
    // Andina has two administrators: one of them may go.
    const multi = await idOf(t.db, 'users', 'multi@andina.test');
    expect((await call(t, superadmin, 'POST', `${USERS}/${multi}/deactivate`)).statusCode).toBe(200);
    const adminId = await idOf(t.db, 'users', 'admin@andina.test');
    const last = await call(t, superadmin, 'POST', `${USERS}/${adminId}/deactivate`);
    expect(last.statusCode).toBe(409);
    expect((await call(t, superadmin, 'POST', `${USERS}/${multi}/reactivate`)).statusCode).toBe(200);
  });

  it('two administrators deactivated side by side: one goes, the other stays the last', async () => {
    const horizonte = await idOf(t.db, 'constructors', 'Constructora Horizonte');
    const reserva = await idOf(t.db, 'sellers', 'Reserva Horizonte');
    const made = await call(
      t,
      superadmin,
      'POST',
      USERS,
      userBody([reserva], { role: 'Admintrador_Seller', constructorId: horizonte }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const ids = [await idOf(t.db, 'users', 'admin@horizonte.test'), (made.json() as { id: string }).id];
    const answers = await Promise.all(
      ids.map((id) => call(t, superadmin, 'POST', `${USERS}/${id}/deactivate`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const active = await t.db
      .select()
      .from(users)
      .where(and(eq(users.constructorId, horizonte), eq(users.isActive, true)));
    expect(active.filter((u) => u.role === 'Admintrador_Seller')).toHaveLength(1);
    const back = ids[answers.findIndex((r) => r.statusCode === 200)];
    expect((await call(t, superadmin, 'POST', `${USERS}/${back}/reactivate`)).statusCode).toBe(200);
  });

  it('a deleted user is gone everywhere: detail, history, list, project access, edit, sign-in', async () => {
    const id = await create();
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    const del = await call(t, admin, 'DELETE', `${USERS}/${id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toBe(true);
    const [after] = await t.db.select().from(users).where(eq(users.id, id));
    expect(after.isActive).toBe(false);
    expect(after.deletedAt).not.toBeNull();
    expect(await t.db.select().from(userSellers).where(eq(userSellers.userId, id))).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `${USERS}/${id}`, undefined],
      ['GET', `${USERS}/${id}/history`, undefined],
      ['PUT', `${USERS}/${id}`, userBody([rio], { email: row.email })],
      ['POST', `${USERS}/${id}/reactivate`, undefined],
      ['POST', `${USERS}/${id}/resend-invitation`, undefined],
      ['DELETE', `${USERS}/${id}`, undefined],
    ] as const) {
      const res = await call(t, admin, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ Message: es.users.notFound });
    }
    const list = await call(t, superadmin, 'GET', `${USERS}?Keyword=${encodeURIComponent(row.email)}`);
    expect((list.json() as { totalData: number }).totalData).toBe(0);
    const access = await call(t, admin, 'GET', `${USERS}/get-users-by-seller/${rio}`);
    expect((access.json() as { id: string }[]).map((u) => u.id)).not.toContain(id);
    // The history stays in the audit log, ending with the deletion.
    const kept = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(kept.map((x) => x.action)).toEqual(expect.arrayContaining(['Create', 'Invite', 'Delete']));
  });

  it('deleting a signed-in user ends its session', async () => {
    const email = 'visor@andina.test';
    const visor = await idOf(t.db, 'users', email);
    const session = await login(t.app, email);
    expect((await call(t, admin, 'DELETE', `${USERS}/${visor}`)).statusCode).toBe(200);
    expect((await call(t, session, 'GET', `${USERS}?PageSize=1`)).statusCode).toBe(401);
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).not.toBe(200);
    expect((await passwordGrant(t.app, email)).statusCode).not.toBe(200);
  });
});
