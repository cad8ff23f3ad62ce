import { es, MARKETPLACE_ID } from '@tu360/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_PASSWORD,
  login,
  multipart,
  type Session,
  type TestApp,
  TOKEN_URL,
} from './helper.ts';

const SIGN_IN = {
  grant_type: 'password',
  username: 'admin@andina.test',
  password: DEMO_PASSWORD,
  client_id: 'tu360-portal',
};

/** A multipart body written by hand, for the broken ones a FormData cannot produce. */
const rawMultipart = (body: string, boundary = 'limite') => ({
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: body.replace(/\n/g, '\r\n'),
});

interface Case {
  name: string;
  request: (s: Session) => Promise<InjectOptions> | InjectOptions;
  status: number;
  message: string;
}

const token = (extra: Omit<InjectOptions, 'method' | 'url'>): InjectOptions => ({
  method: 'POST',
  url: TOKEN_URL,
  ...extra,
});

const CASES: Case[] = [
  {
    name: 'token endpoint with a JSON body',
    request: () => token({ payload: SIGN_IN }),
    status: 415,
    message: es.validation.unsupportedMediaType,
  },
  {
    name: 'token endpoint with a text body',
    request: () => token({ headers: { 'content-type': 'text/plain' }, payload: 'grant_type=password' }),
    status: 415,
    message: es.validation.unsupportedMediaType,
  },
  {
    name: 'token endpoint with an unknown content type',
    request: () => token({ headers: { 'content-type': 'application/xml' }, payload: '<grant/>' }),
    status: 415,
    message: es.validation.unsupportedMediaType,
  },
  {
    name: 'token endpoint with no body at all',
    request: () => token({}),
    status: 400,
    message: es.validation.badRequest,
  },
  {
    name: 'token endpoint with an oversized urlencoded body',
    request: () =>
      token({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=password&username=${'a'.repeat(100 * 1024)}`,
      }),
    status: 413,
    message: es.validation.bodyTooLarge,
  },
  {
    name: 'token endpoint with a body over the 1 MB limit',
    request: () =>
      token({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=password&username=${'a'.repeat(1_100_000)}`,
      }),
    status: 413,
    message: es.validation.bodyTooLarge,
  },
  {
    name: 'token endpoint with an oversized multipart field',
    request: async () => token(await multipart({ ...SIGN_IN, username: 'a'.repeat(100 * 1024) })),
    status: 400,
    message: es.validation.invalidField('username'),
  },
  {
    name: 'token endpoint with too many multipart fields',
    request: async () =>
      token(await multipart(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`campo${i}`, 'x'])))),
    status: 413,
    message: es.validation.bodyTooLarge,
  },
  {
    name: 'token endpoint with a file where a field belongs',
    request: async () => token(await multipart({ ...SIGN_IN, password: new Blob(['Demo#2026']) })),
    status: 400,
    message: es.validation.invalidField('password'),
  },
  {
    name: 'token endpoint with a multipart body without boundary',
    request: () =>
      token({ headers: { 'content-type': 'multipart/form-data' }, payload: 'grant_type=password' }),
    status: 400,
    message: es.validation.badRequest,
  },
  {
    name: 'token endpoint with a truncated multipart body',
    request: () => token(rawMultipart('--limite\nContent-Disposition: form-data; name="grant_type"\n\npass')),
    status: 400,
    message: es.validation.badRequest,
  },
  {
    // The part without a name is skipped: what is left is a request without grant_type.
    name: 'token endpoint with a malformed multipart part header',
    request: () => token(rawMultipart('--limite\nesto no es una cabecera\n\nvalor\n--limite--\n')),
    status: 400,
    message: es.auth.unsupportedGrant,
  },
  {
    name: 'token endpoint with a __proto__ multipart field',
    request: () =>
      token(
        rawMultipart(
          '--limite\nContent-Disposition: form-data; name="__proto__"\n\n{"isAdmin":true}\n--limite--\n',
        ),
      ),
    status: 400,
    message: es.validation.badRequest,
  },
  {
    name: 'JSON endpoint with malformed JSON',
    request: (s) => ({
      method: 'POST',
      url: '/api/auth/api/profile/change-password',
      headers: { ...s.headers, 'content-type': 'application/json' },
      payload: '{"currentPassword": ',
    }),
    status: 400,
    message: es.validation.badRequest,
  },
  {
    name: 'JSON endpoint with an empty JSON body',
    request: (s) => ({
      method: 'POST',
      url: '/api/auth/api/profile/change-password',
      headers: { ...s.headers, 'content-type': 'application/json' },
      payload: '',
    }),
    status: 400,
    message: es.validation.badRequest,
  },
  {
    name: 'JSON endpoint with an array body',
    request: (s) => ({
      method: 'POST',
      url: '/api/auth/api/profile/change-password',
      headers: s.headers,
      payload: [DEMO_PASSWORD, 'Nueva#2027'],
    }),
    status: 400,
    message: es.validation.badRequest,
  },
  {
    name: 'JSON endpoint with a __proto__ key',
    request: () => ({
      method: 'POST',
      url: `/api/auth/api/profile/recovery-password?marketplaceId=${MARKETPLACE_ID}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "email": "admin@andina.test"}',
    }),
    status: 400,
    message: es.validation.badRequest,
  },
  {
    name: 'JSON endpoint with a body over the 1 MB limit',
    request: () => ({
      method: 'POST',
      url: `/api/auth/api/profile/recovery-password?marketplaceId=${MARKETPLACE_ID}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(1_100_000)}@tu360.test` }),
    }),
    status: 413,
    message: es.validation.bodyTooLarge,
  },
  {
    name: 'JSON endpoint with a text body',
    request: (s) => ({
      method: 'POST',
      url: '/api/auth/api/profile/change-password',
      headers: { ...s.headers, 'content-type': 'text/plain' },
      payload: 'currentPassword=Demo#2026',
    }),
    status: 400,
    message: es.validation.badRequest,
  },
  {
    name: 'JSON endpoint with a wrong field type',
    request: (s) => ({
      method: 'POST',
      url: '/api/auth/api/profile/change-password',
      headers: s.headers,
      payload: { currentPassword: 12345678, newPassword: 'Nueva#2027' },
    }),
    status: 400,
    message: es.common.required,
  },
  {
    name: 'a query parameter of the wrong type',
    request: (s) => ({
      method: 'GET',
      url: '/api/seller/api/v1/get-all-by-user?PageNumber=uno',
      headers: s.headers,
    }),
    status: 400,
    message: es.validation.invalidField('PageNumber'),
  },
  {
    name: 'a path parameter that is not a uuid',
    request: () => ({ method: 'GET', url: "/api/files/1'%20or%20'1'='1" }),
    status: 400,
    message: es.validation.invalidField('id'),
  },
  {
    name: 'a method the route does not have',
    request: () => ({ method: 'DELETE', url: '/api/auth/connect/token' }),
    status: 404,
    message: es.auth.notFound,
  },
];

describe('hostile and malformed requests', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
    session = await login(t.app, 'operativo@andina.test');
  });
  afterAll(() => t.close());

  it.each(CASES)('$name → $status with a Spanish Message, never 500', async (c) => {
    const res = await t.app.inject(await c.request(session));
    expect(res.statusCode).toBe(c.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as { Message: string };
    expect(body.Message).toBe(c.message);
    expect(res.body).not.toMatch(/stack|node_modules|FST_|Error:/);
  });

  it('still signs in normally after all that', async () => {
    const res = await t.app.inject(token(await multipart(SIGN_IN)));
    expect(res.statusCode).toBe(200);
  });
});
