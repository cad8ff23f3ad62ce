import { ACCESS_TOKEN_TTL_SECONDS, es, permissionsOf } from '@tu360/domain';
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/db/seed/demo-data.ts';
import {
  createTestApp,
  DEMO_PASSWORD,
  idOf,
  multipart,
  passwordGrant,
  type TestApp,
  TOKEN_URL,
  urlencoded,
} from './helper.ts';

const ISSUER = 'http://localhost:3000/api/auth';
const AUDIENCE = 'tu360-portal-api';
const SCOPE = 'openid profile email offline_access gateway sellers';

/** One row per demo account: what its access token must say. */
const ACCOUNTS: { user: string; roles: string[]; isAdmin: boolean; company: string | null }[] = [
  { user: 'superadmin@tu360.test', roles: ['SuperAdmin'], isAdmin: true, company: null },
  { user: 'admin.banco@tu360.test', roles: ['Administrador_Bancolombia'], isAdmin: true, company: null },
  { user: 'visor.banco@tu360.test', roles: ['Visualizador_Bancolombia'], isAdmin: true, company: null },
  {
    user: 'admin@andina.test',
    roles: ['Admintrador_Seller'],
    isAdmin: false,
    company: 'Constructora Andina',
  },
  {
    user: 'operativo@andina.test',
    roles: ['Operativo_Seller'],
    isAdmin: false,
    company: 'Constructora Andina',
  },
  {
    user: 'visor@andina.test',
    roles: ['Visualizador_Seller'],
    isAdmin: false,
    company: 'Constructora Andina',
  },
  { user: 'asesor@andina.test', roles: ['Asesor_Comercial'], isAdmin: false, company: 'Constructora Andina' },
  {
    user: 'multi@andina.test',
    roles: ['Admintrador_Seller', 'Visualizador_Seller'],
    isAdmin: false,
    company: 'Constructora Andina',
  },
  {
    user: 'admin@capital.test',
    roles: ['Admintrador_Seller'],
    isAdmin: false,
    company: 'Inmobiliaria Capital',
  },
  {
    user: 'admin@horizonte.test',
    roles: ['Admintrador_Seller'],
    isAdmin: false,
    company: 'Constructora Horizonte',
  },
  {
    user: 'nuevo@pacifico.test',
    roles: ['Admintrador_Seller'],
    isAdmin: false,
    company: 'Constructora Pacífico',
  },
];

describe('token endpoint: password grant', () => {
  let t: TestApp;
  let jwks: ReturnType<typeof createLocalJWKSet>;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/auth/.well-known/jwks.json' });
    expect(res.statusCode).toBe(200);
    jwks = createLocalJWKSet(res.json() as JSONWebKeySet);
  });
  afterAll(() => t.close());

  it('the table covers every demo account', () => {
    expect(ACCOUNTS.map((a) => a.user).sort()).toEqual(DEMO_USERS.map((u) => u.userName).sort());
  });

  it.each(ACCOUNTS)('$user signs in and gets a signed ES256 token with its claims', async (account) => {
    const res = await passwordGrant(t.app, account.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, scope: SCOPE });
    expect(body.refresh_token).toEqual(expect.any(String));
    const token = body.access_token as string;

    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('ES256');
    const { payload } = await jwtVerify(token, jwks, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['ES256'],
    });
    expect(payload.sub).toBe(await idOf(t.db, 'users', account.user));
    expect(payload.unique_name).toBe(account.user);
    expect([...(payload.role as string[])].sort()).toEqual([...account.roles].sort());
    expect(payload.permission).toEqual(permissionsOf(account.roles[0]));
    expect(payload.isAdmin).toBe(account.isAdmin);
    if (account.company) expect(payload.constructor).toBe(await idOf(t.db, 'constructors', account.company));
    else expect(Object.hasOwn(payload, 'constructor')).toBe(false);
    expect(Object.hasOwn(payload, 'seller')).toBe(false);
    expect(Object.hasOwn(payload, 'seller_role')).toBe(false);
    expect(payload.sid).toEqual(expect.any(String));
    const lifetime = (payload.exp as number) - (payload.iat as number);
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(900);
  });

  it('accepts a user name in another case', async () => {
    const res = await passwordGrant(t.app, 'ADMIN@Andina.TEST');
    expect(res.statusCode).toBe(200);
  });

  it('accepts an urlencoded body as OAuth clients send it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      ...urlencoded({
        grant_type: 'password',
        username: 'admin@horizonte.test',
        password: DEMO_PASSWORD,
        client_id: 'tu360-portal',
        scope: SCOPE,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { token_type: string }).token_type).toBe('Bearer');
  });

  it('uses the captcha fallback token when the client sends none and the captcha is disabled', async () => {
    const body = await multipart({
      grant_type: 'password',
      username: 'admin@capital.test',
      password: DEMO_PASSWORD,
      client_id: 'tu360-portal',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/connect/token?marketplaceId=tu360-inmobiliario',
      ...body,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same bytes', async () => {
    const wrong = await passwordGrant(t.app, 'admin.banco@tu360.test', 'Otra#Clave2026');
    const unknown = await passwordGrant(t.app, 'no-existe@tu360.test', 'Otra#Clave2026');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: es.auth.invalidGrant,
      Message: es.auth.invalidGrant,
    });
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    expect(unknown.headers['cache-control']).toBe(wrong.headers['cache-control']);
  });

  const badRequests: {
    name: string;
    fields: Record<string, string>;
    url?: string;
    error: string;
    message: string;
  }[] = [
    {
      name: 'missing username',
      fields: { grant_type: 'password', password: DEMO_PASSWORD, client_id: 'tu360-portal' },
      error: 'invalid_request',
      message: es.validation.missingField('username'),
    },
    {
      name: 'blank username',
      fields: { grant_type: 'password', username: '   ', password: DEMO_PASSWORD, client_id: 'tu360-portal' },
      error: 'invalid_request',
      message: es.validation.missingField('username'),
    },
    {
      name: 'missing password',
      fields: { grant_type: 'password', username: 'admin@andina.test', client_id: 'tu360-portal' },
      error: 'invalid_request',
      message: es.validation.missingField('password'),
    },
    {
      name: 'missing grant_type',
      fields: { username: 'admin@andina.test', password: DEMO_PASSWORD, client_id: 'tu360-portal' },
      error: 'unsupported_grant_type',
      message: es.auth.unsupportedGrant,
    },
    {
      name: 'unknown grant_type',
      fields: { grant_type: 'authorization_code', client_id: 'tu360-portal' },
      error: 'unsupported_grant_type',
      message: es.auth.unsupportedGrant,
    },
    {
      name: 'another client for the password grant',
      fields: {
        grant_type: 'password',
        username: 'admin@andina.test',
        password: DEMO_PASSWORD,
        client_id: 'tu360-habitat',
      },
      error: 'unauthorized_client',
      message: es.auth.invalidClient,
    },
    {
      name: 'no client for the password grant',
      fields: { grant_type: 'password', username: 'admin@andina.test', password: DEMO_PASSWORD },
      error: 'unauthorized_client',
      message: es.auth.invalidClient,
    },
    {
      name: 'wrong marketplaceId',
      url: '/api/auth/connect/token?marketplaceId=otro-marketplace&tokenCaptcha=captcha-disabled',
      fields: {
        grant_type: 'password',
        username: 'admin@andina.test',
        password: DEMO_PASSWORD,
        client_id: 'tu360-portal',
      },
      error: 'invalid_request',
      message: es.auth.invalidMarketplace,
    },
    {
      name: 'missing marketplaceId',
      url: '/api/auth/connect/token?tokenCaptcha=captcha-disabled',
      fields: {
        grant_type: 'password',
        username: 'admin@andina.test',
        password: DEMO_PASSWORD,
        client_id: 'tu360-portal',
      },
      error: 'invalid_request',
      message: es.auth.invalidMarketplace,
    },
    {
      name: 'wrong captcha token',
      url: '/api/auth/connect/token?marketplaceId=tu360-inmobiliario&tokenCaptcha=token-falso',
      fields: {
        grant_type: 'password',
        username: 'admin@andina.test',
        password: DEMO_PASSWORD,
        client_id: 'tu360-portal',
      },
      error: 'invalid_request',
      message: es.auth.captchaInvalid,
    },
  ];

  it.each(badRequests)('refuses a request with $name: 400 with a Spanish Message', async (c) => {
    const res = await t.app.inject({
      method: 'POST',
      url: c.url ?? TOKEN_URL,
      ...(await multipart(c.fields)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: c.error, error_description: c.message, Message: c.message });
  });

  it('publishes its metadata with the JWKS address', async () => {
    const res = await t.app.inject({ url: '/api/auth/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      issuer: ISSUER,
      jwks_uri: `${ISSUER}/.well-known/jwks.json`,
      token_endpoint: `${ISSUER}/connect/token`,
      grant_types_supported: ['password', 'refresh_token', 'client_credentials'],
    });
  });
});
