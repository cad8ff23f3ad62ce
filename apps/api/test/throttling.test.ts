import { es, MARKETPLACE_ID } from '@tu360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, multipart, type TestApp, TOKEN_URL } from './helper.ts';

describe('token endpoint throttling (TOKEN_RATE_LIMIT=3 per minute and IP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TOKEN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  const signIn = async (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      remoteAddress,
      ...(await multipart({
        grant_type: 'password',
        username: 'admin@andina.test',
        password: DEMO_PASSWORD,
        client_id: 'tu360-portal',
      })),
    });

  // A request the endpoint refuses before checking any password (cheap to repeat).
  const unsupported = async (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      remoteAddress,
      ...(await multipart({ grant_type: 'client_credentials', client_id: 'tu360-portal' })),
    });

  it('answers the fourth request from one IP with 429, Retry-After and a Spanish Message', async () => {
    const ip = '198.51.100.7';
    expect((await signIn(ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await unsupported(ip)).statusCode).toBe(400);
    const res = await signIn(ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((res.json() as { Message: string }).Message).toBe(es.auth.throttled);
    expect(res.json()).not.toHaveProperty('access_token');
  });

  it('keeps a separate budget for every IP', async () => {
    for (let i = 0; i < 3; i++) expect((await unsupported('198.51.100.20')).statusCode).toBe(400);
    expect((await unsupported('198.51.100.20')).statusCode).toBe(429);
    expect((await unsupported('198.51.100.21')).statusCode).toBe(400);
    expect((await signIn('198.51.100.21')).statusCode).toBe(200);
  });

  it('counts refused requests too, so guessing passwords is throttled', async () => {
    const ip = '198.51.100.30';
    const guess = async () =>
      t.app.inject({
        method: 'POST',
        url: TOKEN_URL,
        remoteAddress: ip,
        ...(await multipart({
          grant_type: 'password',
          username: 'superadmin@tu360.test',
          password: 'Adivina#2026',
          client_id: 'tu360-portal',
        })),
      });
    for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
  });

  it('throttles the recovery-password endpoint as well', async () => {
    const ip = '198.51.100.40';
    const recover = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/api/profile/recovery-password?marketplaceId=${MARKETPLACE_ID}`,
        remoteAddress: ip,
        payload: { email: 'nadie@tu360.test' },
      });
    for (let i = 0; i < 3; i++) expect((await recover()).statusCode).toBe(200);
    const res = await recover();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((res.json() as { Message: string }).Message).toBe(es.auth.throttled);
  });
});

describe('client IP behind proxies (X-Forwarded-For)', () => {
  const unsupportedFrom = async (t: TestApp, remoteAddress: string, forwardedFor: string) => {
    const body = await multipart({ grant_type: 'client_credentials', client_id: 'tu360-portal' });
    return t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      remoteAddress,
      payload: body.payload,
      headers: { ...body.headers, 'x-forwarded-for': forwardedFor },
    });
  };

  it('ignores X-Forwarded-For by default, so a client cannot reset its own budget', async () => {
    const t = await createTestApp({ TOKEN_RATE_LIMIT: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await unsupportedFrom(t, '203.0.113.9', `10.0.0.${i}`)).statusCode).toBe(400);
      expect((await unsupportedFrom(t, '203.0.113.9', '10.0.0.99')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('believes the proxies named in TRUST_PROXY', async () => {
    const t = await createTestApp({ TOKEN_RATE_LIMIT: '3', TRUST_PROXY: '192.0.2.1' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await unsupportedFrom(t, '192.0.2.1', '10.1.1.1')).statusCode).toBe(400);
      expect((await unsupportedFrom(t, '192.0.2.1', '10.1.1.1')).statusCode).toBe(429);
      // Another client behind the same proxy has its own budget.
      expect((await unsupportedFrom(t, '192.0.2.1', '10.1.1.2')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
