import { es, permissionsOf } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { claimsOf, createTestApp, idOf, login, refreshGrant, type Session, type TestApp } from './helper.ts';

const CHANGE = '/api/auth/api/users/change-seller';

interface Changed {
  seller: string | null;
  role: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

describe('POST /api/auth/api/users/change-seller', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const changeSeller = (s: Session, sellerId: string | null) =>
    t.app.inject({ method: 'POST', url: CHANGE, headers: s.headers, payload: { sellerId } });
  const userinfo = (accessToken: string) =>
    t.app.inject({ url: '/api/auth/connect/userinfo', headers: { authorization: `Bearer ${accessToken}` } });

  it.each([
    { project: 'Torres del Río', role: 'Admintrador_Seller' },
    { project: 'Mirador de la Sierra', role: 'Visualizador_Seller' },
  ])('multi@andina.test selecting $project gets the role $role there', async ({ project, role }) => {
    const s = await login(t.app, 'multi@andina.test');
    const sellerId = await idOf(t.db, 'sellers', project);
    const res = await changeSeller(s, sellerId);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Changed;
    expect(body).toMatchObject({ seller: sellerId, role, token_type: 'Bearer', expires_in: 900 });

    const claims = claimsOf(body.access_token);
    expect(claims.seller).toBe(sellerId);
    expect(claims.seller_role).toBe(role);
    expect(claims.permission).toEqual(permissionsOf(role));

    const me = await userinfo(body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      seller: sellerId,
      effectiveRole: role,
      role: expect.arrayContaining(['Admintrador_Seller', 'Visualizador_Seller']),
      permission: permissionsOf(role),
    });
    const [row] = await t.db.select().from(users).where(eq(users.userName, 'multi@andina.test'));
    expect(row.currentSellerId).toBe(sellerId);

    // The selection survives a token refresh.
    const refreshed = await refreshGrant(t.app, body.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const again = claimsOf((refreshed.json() as { access_token: string }).access_token);
    expect(again.seller).toBe(sellerId);
    expect(again.seller_role).toBe(role);
  });

  it('replaces the session: the refresh token from before the change stops working', async () => {
    const s = await login(t.app, 'admin@andina.test');
    const res = await changeSeller(s, await idOf(t.db, 'sellers', 'Parque Central Andina'));
    expect(res.statusCode).toBe(200);
    expect((await refreshGrant(t.app, s.refresh_token)).statusCode).toBe(400);
    expect((await refreshGrant(t.app, (res.json() as Changed).refresh_token)).statusCode).toBe(200);
  });

  it('clears the selection with null', async () => {
    const s = await login(t.app, 'operativo@andina.test');
    const selected = await changeSeller(s, await idOf(t.db, 'sellers', 'Torres del Río'));
    const next: Session = {
      ...(selected.json() as Changed),
      headers: { authorization: `Bearer ${(selected.json() as Changed).access_token}` },
    };
    const res = await changeSeller(next, null);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Changed;
    expect(body).toMatchObject({ seller: null, role: 'Operativo_Seller' });
    const claims = claimsOf(body.access_token);
    expect(Object.hasOwn(claims, 'seller')).toBe(false);
    expect(Object.hasOwn(claims, 'seller_role')).toBe(false);
    expect((await userinfo(body.access_token)).json()).toMatchObject({
      seller: null,
      effectiveRole: 'Operativo_Seller',
    });
    const [row] = await t.db.select().from(users).where(eq(users.userName, 'operativo@andina.test'));
    expect(row.currentSellerId).toBeNull();
  });

  it.each([
    { name: 'a project of another builder', project: 'Reserva Horizonte' },
    { name: 'a project of the builder not assigned to the user', project: 'Parque Central Andina' },
  ])('answers 404 for $name and keeps the selection as it was', async ({ project }) => {
    const s = await login(t.app, 'multi@andina.test');
    const res = await changeSeller(s, await idOf(t.db, 'sellers', project));
    expect(res.statusCode).toBe(404);
    expect((res.json() as { Message: string }).Message).toEqual(expect.any(String));
    const [row] = await t.db.select().from(users).where(eq(users.userName, 'multi@andina.test'));
    expect(row.currentSellerId).toBeNull();
    // The old session was not revoked by the refused call.
    expect((await refreshGrant(t.app, s.refresh_token)).statusCode).toBe(200);
  });

  it('answers 404 for a project id that does not exist', async () => {
    const s = await login(t.app, 'visor@andina.test');
    const res = await changeSeller(s, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 for a seller id that is not a uuid', async () => {
    const s = await login(t.app, 'asesor@andina.test');
    const res = await changeSeller(s, 'torres');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toBe(es.validation.invalidField('sellerId'));
  });

  it('does not let a platform admin select a project', async () => {
    const s = await login(t.app, 'superadmin@tu360.test');
    const res = await changeSeller(s, await idOf(t.db, 'sellers', 'Torres del Río'));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toEqual(expect.any(String));
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: CHANGE, payload: { sellerId: null } });
    expect(res.statusCode).toBe(401);
  });
});
