import { es, MARKETPLACE_ID } from '@tu360/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { MemoryAttemptCounter } from '../src/modules/auth/attempt-counter.ts';
import { createTestApp, DEMO_PASSWORD, multipart, type TestApp, TOKEN_URL } from './helper.ts';

// Independent of the code: the numbers the README and docs/adr/0006 promise.
const FAILURES_PER_ADDRESS = 20;
const OFFICE = [
  'superadmin@tu360.test',
  'admin.banco@tu360.test',
  'admin@andina.test',
  'operativo@andina.test',
  'visor@andina.test',
  'asesor@andina.test',
  'multi@andina.test',
  'admin@capital.test',
];

const RECOVERY = `/api/auth/api/profile/recovery-password?marketplaceId=${MARKETPLACE_ID}`;
const RESET = '/api/auth/api/profile/reset-password';

/** A POST to the token endpoint from an address, optionally with an X-Forwarded-For header. */
async function tokenCall(
  t: TestApp,
  fields: Record<string, string>,
  remoteAddress: string,
  forwardedFor?: string,
) {
  const body = await multipart({ client_id: 'tu360-portal', ...fields });
  return t.app.inject({
    method: 'POST',
    url: TOKEN_URL,
    remoteAddress,
    payload: body.payload,
    headers: { ...body.headers, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
}

const password = (username: string, pass: string) => ({
  grant_type: 'password',
  username,
  password: pass,
  scope: 'openid profile email offline_access gateway sellers',
});
/** A wrong password for a name that does not exist: counts as a failure without locking a real account. */
const guess = (i: number) => password(`intruso${i}@tu360.test`, 'Adivina#2026');

function expectThrottled(res: LightMyRequestResponse, windowSeconds = 60) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect((res.json() as { Message: string }).Message).toBe(es.auth.throttled);
  expect(res.json()).not.toHaveProperty('access_token');
}

// Every password check costs an argon2 verification (up to a second and a half on a busy machine).
const SLOW = 180_000;

describe('sign-in limits with the default configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The counters' clock stands still: every request of a test falls within the same minute,
    // however long the machine takes to check the passwords.
    const frozen = Date.now();
    t = await createTestApp({}, { attempts: new MemoryAttemptCounter(() => frozen) });
  });
  afterAll(() => t.close());

  it('gives tokens to 40 sign-ins from one office address in a minute, then throttles the 21st wrong password', {
    timeout: SLOW,
  }, async () => {
    const office = '198.51.100.7';
    for (let i = 0; i < 40; i++) {
      const res = await tokenCall(t, password(OFFICE[i % OFFICE.length], DEMO_PASSWORD), office);
      expect(res.statusCode, `ingreso ${i + 1}`).toBe(200);
      expect(res.json()).toHaveProperty('access_token');
    }
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) {
      const res = await tokenCall(t, guess(i), office);
      expect(res.statusCode, `intento fallido ${i + 1}`).toBe(400);
      expect((res.json() as { Message: string }).Message).toBe(es.auth.invalidGrant);
    }
    expectThrottled(await tokenCall(t, guess(99), office));
  });

  it('does not let wrong passwords sent all at once slip past the budget while they are checked', {
    timeout: SLOW,
  }, async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => tokenCall(t, guess(200 + i), '198.51.100.12')),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(FAILURES_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - FAILURES_PER_ADDRESS);
  });

  it('limits recovery per e-mail (5 in 15 minutes) whatever the address, and per address (10 a minute)', async () => {
    const recover = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: RECOVERY, remoteAddress, payload: { email } });
    for (let i = 0; i < 5; i++) {
      expect((await recover('nuevo@pacifico.test', `198.51.100.${50 + i}`)).statusCode).toBe(200);
      // Each mail sent before the next request: a recovery mail still queued is replaced by the next one's (its
      // link is void), so without the wait the count below depended on the worker's timing (CI rehearsal: 4).
      await t.mailSettled();
    }
    expectThrottled(await recover('NUEVO@pacifico.test', '198.51.100.60'), 15 * 60);
    await t.mailSettled();
    expect(t.mails.filter((m) => m.to === 'nuevo@pacifico.test')).toHaveLength(5);

    for (let i = 0; i < 10; i++)
      expect((await recover(`nadie${i}@tu360.test`, '198.51.100.70')).statusCode).toBe(200);
    expectThrottled(await recover('nadie99@tu360.test', '198.51.100.70'));
  });

  it('limits reset per e-mail (5 in 15 minutes) whatever the address, and per address (10 a minute)', async () => {
    const reset = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: RESET,
        remoteAddress,
        payload: { email, token: 'inventado', newPassword: 'Nueva#2026x', confirmPassword: 'Nueva#2026x' },
      });
    for (let i = 0; i < 5; i++)
      expect((await reset('fantasma@tu360.test', `198.51.100.${80 + i}`)).statusCode).toBe(400);
    expectThrottled(await reset('fantasma@tu360.test', '198.51.100.90'), 15 * 60);

    for (let i = 0; i < 10; i++)
      expect((await reset(`nadie${i}@tu360.test`, '198.51.100.91')).statusCode).toBe(400);
    expectThrottled(await reset('nadie99@tu360.test', '198.51.100.91'));
  });
});

describe('the ceiling of the token endpoint', () => {
  it('answers every grant from one address past the ceiling with 429 and Retry-After', async () => {
    const t = await createTestApp({ SIGN_IN_RATE_CEILING: '5' });
    try {
      const unsupported = { grant_type: 'client_credentials' };
      for (let i = 0; i < 5; i++)
        expect((await tokenCall(t, unsupported, '203.0.113.1')).statusCode).toBe(400);
      expectThrottled(await tokenCall(t, unsupported, '203.0.113.1'));
      expectThrottled(await tokenCall(t, password('admin@andina.test', DEMO_PASSWORD), '203.0.113.1'));
      expect((await tokenCall(t, unsupported, '203.0.113.2')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('is 600 a minute by default and still read from its former name TOKEN_RATE_LIMIT', () => {
    expect(loadEnv({}).SIGN_IN_RATE_CEILING).toBe(600);
    expect(loadEnv({ TOKEN_RATE_LIMIT: '10000' }).SIGN_IN_RATE_CEILING).toBe(10000);
    expect(loadEnv({ TOKEN_RATE_LIMIT: '10000', SIGN_IN_RATE_CEILING: '50' }).SIGN_IN_RATE_CEILING).toBe(50);
    expect(loadEnv({}).SIGN_IN_FAILURES_PER_ADDRESS).toBe(FAILURES_PER_ADDRESS);
  });
});

describe('failure budget of an address (SIGN_IN_FAILURES_PER_ADDRESS=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_FAILURES_PER_ADDRESS: '3' });
  });
  afterAll(() => t.close());

  it('keeps refresh grants going from an address that spent it; password attempts wait', async () => {
    const office = '198.51.100.8';
    const signedIn = await tokenCall(t, password('admin@horizonte.test', DEMO_PASSWORD), office);
    let refresh = (signedIn.json() as { refresh_token: string }).refresh_token;
    for (let i = 0; i < 3; i++) expect((await tokenCall(t, guess(i), office)).statusCode).toBe(400);
    expectThrottled(await tokenCall(t, guess(3), office));
    // Not even the right password is checked until the minute ends: a spray learns nothing more.
    expectThrottled(await tokenCall(t, password('admin@horizonte.test', DEMO_PASSWORD), office));
    for (let i = 0; i < 5; i++) {
      const res = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: refresh }, office);
      expect(res.statusCode).toBe(200);
      refresh = (res.json() as { refresh_token: string }).refresh_token;
    }
    // Another address is not affected.
    expect(
      (await tokenCall(t, password('admin@horizonte.test', DEMO_PASSWORD), '198.51.100.9')).statusCode,
    ).toBe(200);
  });

  it('ignores a spoofed X-Forwarded-For without TRUST_PROXY: a client cannot reset its own budget', async () => {
    for (let i = 0; i < 3; i++)
      expect((await tokenCall(t, guess(i), '203.0.113.9', `10.0.0.${i}`)).statusCode).toBe(400);
    expectThrottled(await tokenCall(t, guess(99), '203.0.113.9', '10.0.0.99'));
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 0; i < 3; i++)
      expect((await tokenCall(t, guess(i), `2001:db8:5:6::${i + 1}`)).statusCode).toBe(400);
    expectThrottled(await tokenCall(t, guess(9), '2001:db8:5:6:ffff:1:2:3'));
    expect((await tokenCall(t, guess(10), '2001:db8:5:7::1')).statusCode).toBe(400);
  });
});

describe('client address behind proxies (X-Forwarded-For)', () => {
  it('believes the proxies named in TRUST_PROXY and counts each forwarded client apart', async () => {
    const t = await createTestApp({ TRUST_PROXY: '192.0.2.1', SIGN_IN_FAILURES_PER_ADDRESS: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await tokenCall(t, guess(i), '192.0.2.1', '10.1.1.1')).statusCode).toBe(400);
      expectThrottled(await tokenCall(t, guess(99), '192.0.2.1', '10.1.1.1'));
      // Another client behind the same proxy has its own budget.
      expect((await tokenCall(t, guess(100), '192.0.2.1', '10.1.1.2')).statusCode).toBe(400);
      // An address that is not the trusted proxy is its own client, whatever it forwards.
      expect((await tokenCall(t, guess(101), '192.0.2.77', '10.1.1.1')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
