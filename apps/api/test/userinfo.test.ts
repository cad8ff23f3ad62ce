import { es, permissionsOf } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema.ts';
import {
  claimsOf,
  createTestApp,
  idOf,
  login,
  type Query,
  queryString,
  refreshGrant,
  type TestApp,
} from './helper.ts';

const ISSUER = 'http://localhost:3000/api/auth';
const AUDIENCE = 'tu360-portal-api';
const USERINFO = '/api/auth/connect/userinfo';
type SigningKey = Parameters<SignJWT['sign']>[0];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/connect/userinfo', () => {
  const userinfo = (authorization?: string) =>
    t.app.inject({ url: USERINFO, headers: authorization ? { authorization } : {} });

  it('answers the profile of a builder user', async () => {
    const session = await login(t.app, 'admin@andina.test');
    const res = await userinfo(session.headers.authorization);
    expect(res.statusCode).toBe(200);
    const id = await idOf(t.db, 'users', 'admin@andina.test');
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(res.json()).toEqual({
      sub: id,
      id,
      unique_name: 'admin@andina.test',
      given_name: 'Carlos',
      family_name: 'Mejía',
      email: 'admin@andina.test',
      phone_number: '3002000001',
      identification: '7010101010',
      role: ['Admintrador_Seller'],
      effectiveRole: 'Admintrador_Seller',
      isAdmin: false,
      isSuperAdmin: false,
      constructor: await idOf(t.db, 'constructors', 'Constructora Andina'),
      constructorName: 'Constructora Andina',
      realState: false,
      seller: null,
      permission: permissionsOf('Admintrador_Seller'),
      // The first sign-in has no previous visit.
      lastVisit: null,
    });
    expect(row.lastVisitAt).not.toBeNull();
    // After a second sign-in, "Última visita" is the first one.
    const first = row.lastVisitAt as Date;
    const again = await login(t.app, 'admin@andina.test');
    const res2 = await userinfo(again.headers.authorization);
    expect((res2.json() as { lastVisit: string }).lastVisit).toBe(first.toISOString());
  });

  it('answers the profile of the platform super admin', async () => {
    const session = await login(t.app, 'superadmin@tu360.test');
    const res = await userinfo(session.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      unique_name: 'superadmin@tu360.test',
      given_name: 'Sofía',
      role: ['SuperAdmin'],
      effectiveRole: 'SuperAdmin',
      isAdmin: true,
      isSuperAdmin: true,
      constructor: null,
      constructorName: null,
      realState: false,
      seller: null,
      permission: permissionsOf('SuperAdmin'),
    });
  });

  it('marks agency users with realState', async () => {
    const session = await login(t.app, 'admin@capital.test');
    const res = await userinfo(session.headers.authorization);
    expect(res.json()).toMatchObject({ constructorName: 'Inmobiliaria Capital', realState: true });
  });

  const sign = async (
    claims: Record<string, unknown>,
    opts: { key?: SigningKey; exp?: number; iat?: number; iss?: string; aud?: string } = {},
  ) =>
    new SignJWT({ unique_name: 'admin@andina.test', role: ['Admintrador_Seller'], ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: t.signingKeys.kid, typ: 'at+jwt' })
      .setIssuer(opts.iss ?? ISSUER)
      .setAudience(opts.aud ?? AUDIENCE)
      .setSubject(await idOf(t.db, 'users', 'admin@andina.test'))
      .setIssuedAt(opts.iat ?? Math.floor(Date.now() / 1000))
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(opts.key ?? t.signingKeys.privateKey);

  it('accepts a token the test signs with the app key (the forging helper itself works)', async () => {
    const res = await userinfo(`Bearer ${await sign({})}`);
    expect(res.statusCode).toBe(200);
  });

  const unauthorized: { name: string; header: () => Promise<string | undefined> }[] = [
    { name: 'no Authorization header', header: async () => undefined },
    { name: 'a token that is not a JWT', header: async () => 'Bearer no-es-un-jwt' },
    {
      name: 'a scheme other than Bearer',
      header: async () => `Basic ${Buffer.from('a:b').toString('base64')}`,
    },
    { name: 'Bearer without a token', header: async () => 'Bearer' },
    {
      name: 'an expired token',
      header: async () => {
        const now = Math.floor(Date.now() / 1000);
        return `Bearer ${await sign({}, { iat: now - 3600, exp: now - 1800 })}`;
      },
    },
    {
      name: 'a token signed by another key',
      header: async () => {
        const { privateKey } = await generateKeyPair('ES256');
        return `Bearer ${await sign({}, { key: privateKey })}`;
      },
    },
    {
      name: 'a token for another audience',
      header: async () => `Bearer ${await sign({}, { aud: 'otra-api' })}`,
    },
    {
      name: 'a token of an unknown issuer',
      header: async () => `Bearer ${await sign({}, { iss: 'https://emisor.example' })}`,
    },
    {
      name: 'an unsigned token (alg none)',
      header: async () => {
        const [, payload] = (await sign({})).split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        return `Bearer ${header}.${payload}.`;
      },
    },
    {
      name: 'a valid token whose signature was altered',
      header: async () => {
        const token = await sign({});
        const [h, , s] = token.split('.');
        const forged = Buffer.from(
          JSON.stringify({ ...claimsOf(token), role: ['SuperAdmin'], isAdmin: true }),
        ).toString('base64url');
        return `Bearer ${h}.${forged}.${s}`;
      },
    },
  ];

  it.each(unauthorized)('answers 401 with a Spanish Message for $name', async (c) => {
    const res = await userinfo(await c.header());
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ Message: es.auth.unauthorized });
  });

  it('answers 401 once the user has been deactivated', async () => {
    const session = await login(t.app, 'visor.banco@tu360.test');
    await t.db.update(users).set({ isActive: false }).where(eq(users.userName, 'visor.banco@tu360.test'));
    try {
      const res = await userinfo(session.headers.authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: es.auth.unauthorized });
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.userName, 'visor.banco@tu360.test'));
    }
  });
});

describe('POST /api/auth/connect/endsession (logout beacon)', () => {
  const endSession = (query: Query) =>
    t.app.inject({ method: 'POST', url: `/api/auth/connect/endsession?${queryString(query)}` });
  const familyRows = (familyId: string) =>
    t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));

  it('revokes the session of an access token: its refresh token stops working', async () => {
    const session = await login(t.app, 'admin@andina.test');
    const other = await login(t.app, 'admin@andina.test');
    const userId = claimsOf(session.access_token).sub as string;
    const res = await endSession({ userId, token: session.access_token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).toBe(400);
    const rows = await familyRows(claimsOf(session.access_token).sid as string);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    // Only that session: another sign-in of the same user goes on.
    expect((await refreshGrant(t.app, other.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the session of a refresh token', async () => {
    const session = await login(t.app, 'operativo@andina.test');
    const res = await endSession({ token: session.refresh_token });
    expect(res.statusCode).toBe(204);
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).toBe(400);
  });

  it('revokes the rotated family, not only the first token', async () => {
    const session = await login(t.app, 'asesor@andina.test');
    const rotated = (await refreshGrant(t.app, session.refresh_token)).json() as {
      access_token: string;
      refresh_token: string;
    };
    expect((await endSession({ token: rotated.access_token })).statusCode).toBe(204);
    expect((await refreshGrant(t.app, rotated.refresh_token)).statusCode).toBe(400);
  });

  it('leaves the session alone when the userId is someone else', async () => {
    const session = await login(t.app, 'visor@andina.test');
    const stranger = await idOf(t.db, 'users', 'admin@horizonte.test');
    const res = await endSession({ userId: stranger, token: session.access_token });
    expect(res.statusCode).toBe(204);
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).toBe(200);
  });

  it.each([
    { name: 'no parameters', query: {} },
    { name: 'an unknown token', query: { token: 'desconocido' } },
    { name: 'a malformed userId', query: { userId: 'x', token: 'y' } },
  ])('always answers 204, also with $name', async ({ query }) => {
    const res = await endSession(query);
    expect(res.statusCode).toBe(204);
  });
});
