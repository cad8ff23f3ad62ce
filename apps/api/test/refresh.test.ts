import { es } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema.ts';
import { sha256 } from '../src/modules/auth/token-service.ts';
import { claimsOf, createTestApp, login, refreshGrant, type TestApp } from './helper.ts';

const invalidGrant = {
  error: 'invalid_grant',
  error_description: es.auth.invalidRefresh,
  Message: es.auth.invalidRefresh,
};

describe('token endpoint: refresh grant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowOf = async (token: string) => {
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    return row;
  };
  const familyRows = (familyId: string) =>
    t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));

  it('rotates: each refresh gives a new refresh token in the same family and the access token works', async () => {
    const session = await login(t.app, 'admin@andina.test');
    const first = await refreshGrant(t.app, session.refresh_token);
    expect(first.statusCode).toBe(200);
    const r2 = first.json() as { access_token: string; refresh_token: string; token_type: string };
    expect(r2.token_type).toBe('Bearer');
    expect(r2.refresh_token).not.toBe(session.refresh_token);

    const second = await refreshGrant(t.app, r2.refresh_token);
    expect(second.statusCode).toBe(200);
    const r3 = second.json() as { access_token: string; refresh_token: string };
    expect(new Set([session.refresh_token, r2.refresh_token, r3.refresh_token]).size).toBe(3);

    // The refreshed access token is accepted and keeps the session id (the family).
    const me = await t.app.inject({
      url: '/api/auth/connect/userinfo',
      headers: { authorization: `Bearer ${r3.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect((me.json() as { unique_name: string }).unique_name).toBe('admin@andina.test');
    const sid = claimsOf(session.access_token).sid as string;
    expect(claimsOf(r3.access_token).sid).toBe(sid);

    const rows = await familyRows(sid);
    expect(rows).toHaveLength(3);
    expect((await rowOf(session.refresh_token)).usedAt).not.toBeNull();
    expect((await rowOf(r2.refresh_token)).usedAt).not.toBeNull();
    expect((await rowOf(r3.refresh_token)).usedAt).toBeNull();
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
    // Stored hashed, never in clear.
    expect(rows.map((r) => r.tokenHash)).not.toContain(r3.refresh_token);
  });

  it('refuses a used refresh token and revokes the whole family, newest token included', async () => {
    const session = await login(t.app, 'operativo@andina.test');
    const other = await login(t.app, 'operativo@andina.test');
    const rotated = (await refreshGrant(t.app, session.refresh_token)).json() as { refresh_token: string };

    const reuse = await refreshGrant(t.app, session.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual(invalidGrant);

    const newest = await refreshGrant(t.app, rotated.refresh_token);
    expect(newest.statusCode).toBe(400);
    expect(newest.json()).toEqual(invalidGrant);

    const rows = await familyRows(claimsOf(session.access_token).sid as string);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);

    // Another session of the same user is a different family and keeps working.
    expect((await refreshGrant(t.app, other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refreshGrant(t.app, 'no-es-un-token-emitido');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidGrant);
  });

  it('refuses an expired refresh token', async () => {
    const session = await login(t.app, 'visor@andina.test');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, sha256(session.refresh_token)));
    const res = await refreshGrant(t.app, session.refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidGrant);
  });

  it('refuses a refresh token presented by another client', async () => {
    const session = await login(t.app, 'asesor@andina.test');
    const res = await refreshGrant(t.app, session.refresh_token, { client_id: 'tu360-habitat' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidGrant);
    // Not consumed: the right client can still use it.
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).toBe(200);
  });

  it('refuses the refresh of a user who was deactivated', async () => {
    const session = await login(t.app, 'admin@capital.test');
    await t.db.update(users).set({ isActive: false }).where(eq(users.userName, 'admin@capital.test'));
    try {
      const res = await refreshGrant(t.app, session.refresh_token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalidGrant);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.userName, 'admin@capital.test'));
    }
  });

  it('asks for the refresh token when it is missing', async () => {
    const res = await refreshGrant(t.app, '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_request',
      Message: es.validation.missingField('refresh_token'),
    });
  });
});
