import { es, MARKETPLACE_ID, ROLE_HELP, ROLE_NAMES, roleLabel } from '@tu360/domain';
import type { ProjectUser, RoleItem } from '@tu360/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, userSellers } from '../src/db/schema.ts';
import { projectFactory } from './factories/index.ts';
import { changesSince, markState } from './factories/operations.ts';
import { call, USERS, userBody } from './factories/users.ts';
import { createTestApp, idOf, login, type Session, type TestApp } from './helper.ts';

const ASSIGN = `${USERS}/add-multipleuser-seller`;

/** Bulk assignment, who has access to a project, and the roles list (issue 13). */
describe('users: assignment to projects, project access and roles', () => {
  let t: TestApp;
  const s: Record<string, Session> = {};
  let andina: string;
  let rio: string;
  let sierra: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of [
      'superadmin@tu360.test',
      'admin.banco@tu360.test',
      'visor.banco@tu360.test',
      'admin@andina.test',
      'multi@andina.test',
      'admin@horizonte.test',
      'admin@capital.test',
      'visor@andina.test',
    ])
      s[u] = await login(t.app, u);
    andina = await idOf(t.db, 'constructors', 'Constructora Andina');
    rio = await idOf(t.db, 'sellers', 'Torres del Río');
    sierra = await idOf(t.db, 'sellers', 'Mirador de la Sierra');
  });
  afterAll(() => t.close());

  const newUser = async (role = 'Operativo_Seller') => {
    const res = await call(t, s['admin@andina.test'], 'POST', USERS, userBody([rio], { role }));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  /** A fresh Andina project where only admin@andina.test (its administrator) is assigned. */
  const emptyProject = async () => {
    const { id } = await projectFactory(t.db, andina, {}, { assignAll: false });
    const adminId = await idOf(t.db, 'users', 'admin@andina.test');
    await t.db
      .insert(userSellers)
      .values({ userId: adminId, sellerId: id, constructorId: andina, role: 'Admintrador_Seller' });
    return id;
  };
  const held = async (userIds: string[], sellerIds: string[]) =>
    (
      await t.db
        .select({ u: userSellers.userId, p: userSellers.sellerId, role: userSellers.role })
        .from(userSellers)
        .where(and(inArray(userSellers.userId, userIds), inArray(userSellers.sellerId, sellerIds)))
    ).length;

  it('assigns two users to two projects at once, each with its profile role, and audits it', async () => {
    const [a, b] = [await newUser(), await newUser('Visualizador_Seller')];
    const [p1, p2] = [await emptyProject(), await emptyProject()];
    const body = { sellers: [p1, p2], users: [a, b], edit: false, MarketplaceId: MARKETPLACE_ID };
    const res = await call(t, s['admin@andina.test'], 'PUT', ASSIGN, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ assigned: 4, updated: 0 });
    const roles = await t.db
      .select({ u: userSellers.userId, role: userSellers.role })
      .from(userSellers)
      .where(inArray(userSellers.sellerId, [p1, p2]));
    expect(roles.filter((r) => r.u === a).map((r) => r.role)).toEqual([
      'Operativo_Seller',
      'Operativo_Seller',
    ]);
    expect(roles.filter((r) => r.u === b).map((r) => r.role)).toEqual([
      'Visualizador_Seller',
      'Visualizador_Seller',
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, a), eq(auditLog.action, 'Assign')));
    expect(entry).toMatchObject({
      field: es.users.fields.projects,
      valueBefore: 'Torres del Río: Operativo',
    });
    expect(entry.valueAfter?.split(', ')).toHaveLength(3);
    // Each user is told of its new projects (issue 14); a Visualizador_Seller reads no notifications.
    const told = await t.db
      .select({ to: notifications.recipientId, sellerId: notifications.sellerId, title: notifications.title })
      .from(notifications)
      .where(inArray(notifications.sellerId, [p1, p2]));
    expect(
      told
        .filter((n) => n.to === a)
        .map((n) => n.sellerId)
        .sort(),
    ).toEqual([p1, p2].sort());
    expect(told.filter((n) => n.to === b)).toEqual([]);
    expect(told.every((n) => n.title === es.notification.events.userInvitedTitle)).toBe(true);
    // The same again changes nothing.
    const again = await call(t, s['admin@andina.test'], 'PUT', ASSIGN, body);
    expect(again.json()).toEqual({ assigned: 0, updated: 0 });
  });

  it('edit false keeps an existing role; edit true replaces it', async () => {
    const a = await newUser();
    const base = { sellers: [rio], users: [a], role: 'Asesor_Comercial', MarketplaceId: MARKETPLACE_ID };
    const kept = await call(t, s['admin@andina.test'], 'PUT', ASSIGN, { ...base, edit: false });
    expect(kept.json()).toEqual({ assigned: 0, updated: 0 });
    const [{ role: before }] = await t.db.select().from(userSellers).where(eq(userSellers.userId, a));
    expect(before).toBe('Operativo_Seller');
    const replaced = await call(t, s['admin@andina.test'], 'PUT', ASSIGN, { ...base, edit: true });
    expect(replaced.json()).toEqual({ assigned: 0, updated: 1 });
    const [{ role: after }] = await t.db.select().from(userSellers).where(eq(userSellers.userId, a));
    expect(after).toBe('Asesor_Comercial');
  });

  it('refuses, writing nothing: another marketplace, another builder, a viewed project, a role out of reach', async () => {
    const a = await newUser();
    const p = await emptyProject();
    const body = { sellers: [p], users: [a], edit: false, MarketplaceId: MARKETPLACE_ID };
    const cases: [string, unknown, number, string][] = [
      ['admin@andina.test', { ...body, MarketplaceId: 'otro' }, 400, es.auth.invalidMarketplace],
      ['admin@horizonte.test', body, 404, es.users.notFound],
      [
        'admin@andina.test',
        { ...body, sellers: [await idOf(t.db, 'sellers', 'Reserva Horizonte')] },
        404,
        es.project.notFound,
      ],
      ['admin@andina.test', { ...body, role: 'Administrador_SellerDeSeller' }, 403, es.users.roleNotAllowed],
      ['admin@andina.test', { ...body, role: 'SuperAdmin' }, 403, es.users.roleNotAllowed],
      ['multi@andina.test', { ...body, sellers: [sierra] }, 403, es.users.projectNotAllowed],
      ['visor@andina.test', body, 403, es.users.userNotAllowed],
      [
        'superadmin@tu360.test',
        { ...body, users: [a, await idOf(t.db, 'users', 'admin@horizonte.test')] },
        400,
        es.users.oneCompany,
      ],
    ];
    for (const [who, payload, status, message] of cases) {
      const before = await markState(t.db);
      const res = await call(t, s[who], 'PUT', ASSIGN, payload);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ Message: message });
      expect(await changesSince(t.db, before)).toEqual([]);
    }
    expect(await held([a], [p])).toBe(0);
  });

  it('lists who has access to a project with the role held there and the state', async () => {
    const res = await call(t, s['admin@andina.test'], 'GET', `${USERS}/get-users-by-seller/${sierra}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as ProjectUser[];
    expect(list.find((u) => u.email === 'multi@andina.test')).toMatchObject({
      givenName: 'Juliana',
      role: 'Visualizador_Seller',
      state: 'Activo',
    });
    expect(list.find((u) => u.email === 'admin@andina.test')).toMatchObject({
      role: 'Admintrador_Seller',
      state: 'Activo',
    });
    const rioList = (
      await call(t, s['multi@andina.test'], 'GET', `${USERS}/get-users-by-seller/${rio}`)
    ).json() as ProjectUser[];
    expect(rioList.find((u) => u.email === 'multi@andina.test')?.role).toBe('Admintrador_Seller');
    const other = await call(t, s['admin@horizonte.test'], 'GET', `${USERS}/get-users-by-seller/${sierra}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ Message: es.project.notFound });
  });

  it('lists every role with its label and help, and which the caller may grant', async () => {
    const grantable = async (who: string, query = '') => {
      const res = await call(t, s[who], 'GET', `/api/auth/api/roles${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const roles = res.json() as RoleItem[];
      expect(roles.map((r) => r.name)).toEqual([...ROLE_NAMES]);
      for (const r of roles) {
        expect(r.label).toBe(roleLabel(r.name));
        expect(r.description).toBe(ROLE_HELP[r.name as keyof typeof ROLE_HELP]);
      }
      return roles
        .filter((r) => r.grantable)
        .map((r) => r.name)
        .sort();
    };
    const builderRoles = [
      'Admintrador_Seller',
      'Asesor_Comercial',
      'Operativo_Seller',
      'Visualizador_Seller',
    ];
    expect(await grantable('admin@andina.test')).toEqual(builderRoles);
    expect(await grantable('admin@capital.test')).toEqual(
      [...builderRoles, 'Administrador_SellerDeSeller'].sort(),
    );
    expect(await grantable('visor@andina.test')).toEqual([]);
    expect(await grantable('visor.banco@tu360.test')).toEqual([]);
    expect(await grantable('superadmin@tu360.test')).toEqual([...ROLE_NAMES].sort());
    expect(await grantable('admin.banco@tu360.test')).toEqual(
      ROLE_NAMES.filter((r) => r !== 'SuperAdmin' && r !== 'Administrador_Bancolombia').sort(),
    );
    // For a builder, the agency administrator is not grantable.
    expect(await grantable('superadmin@tu360.test', `?ConstructorId=${andina}`)).not.toContain(
      'Administrador_SellerDeSeller',
    );
    const hidden = await call(
      t,
      s['admin@horizonte.test'],
      'GET',
      `/api/auth/api/roles?ConstructorId=${andina}`,
    );
    expect(hidden.statusCode).toBe(404);
  });
});
