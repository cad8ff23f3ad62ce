import { randomUUID } from 'node:crypto';
import { es, LOGIN_LOCK, MARKETPLACE_ID } from '@tu360/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS_UNAVAILABLE, LimitsUnavailableError } from '../src/modules/auth/attempt-counter.ts';
import { findUserById, principalOf } from '../src/modules/auth/identity.ts';
import { createRedisClient, RedisAttemptCounter } from '../src/modules/auth/redis-attempt-counter.ts';
import { TokenService } from '../src/modules/auth/token-service.ts';
import { constructorIdByName } from './factories/index.ts';
import { integrationKey } from './factories/integration-keys.ts';
import { call, USERS } from './factories/users.ts';
import { createTestApp, DEMO_PASSWORD, idOf, login, multipart, type TestApp, TOKEN_URL } from './helper.ts';
import { testDbKind } from './test-database.ts';

/**
 * The request limits shared through Redis (issue 16): the counter itself, and two app instances on one database,
 * each with its own Redis client, holding the limits together. Redis is the machine's (TEST_REDIS_URL); every test
 * counts under a prefix of its own, removed afterwards.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens there: a Redis that does not answer. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:1';
const V1 = '/api/integration/v1';

const clients: Redis[] = [];
const prefixes: string[] = [];

async function client(url = REDIS_URL): Promise<Redis> {
  const redis = createRedisClient(url);
  clients.push(redis);
  await redis.connect().catch(() => {});
  return redis;
}

function newPrefix(): string {
  const prefix = `tu360-test:${randomUUID()}:`;
  prefixes.push(prefix);
  return prefix;
}

afterAll(async () => {
  const redis = clients.find((c) => c.status === 'ready');
  for (const prefix of prefixes) {
    const keys = await redis?.keys(`${prefix}*`);
    if (keys?.length) await redis?.del(...keys);
  }
  for (const c of clients) c.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RedisAttemptCounter', () => {
  let counter: RedisAttemptCounter;
  beforeAll(async () => {
    counter = new RedisAttemptCounter(await client(), { prefix: newPrefix() });
  });

  it('counts within a window that opens with the first attempt and is not pushed back by later ones', async () => {
    const first = await counter.add('ventana', 1000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(900);
    expect(first.resetInMs).toBeLessThanOrEqual(1000);
    await sleep(300);
    const second = await counter.add('ventana', 1000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeLessThanOrEqual(first.resetInMs - 250);
  });

  it('starts again from zero once the window has closed', async () => {
    expect((await counter.add('corta', 200)).count).toBe(1);
    expect((await counter.add('corta', 200)).count).toBe(2);
    await sleep(300);
    const fresh = await counter.add('corta', 200);
    expect(fresh.count).toBe(1);
    expect(fresh.resetInMs).toBeGreaterThan(100);
    expect(await counter.peek('nada')).toEqual({ count: 0, resetInMs: 0 });
  });

  it('gives back an attempt (by = -1) but never below zero', async () => {
    expect((await counter.add('devuelta', 60_000, -1)).count).toBe(0);
    expect((await counter.add('devuelta', 60_000)).count).toBe(1);
    expect((await counter.add('devuelta', 60_000, -1)).count).toBe(0);
    const floor = await counter.add('devuelta', 60_000, -1);
    expect(floor.count).toBe(0);
    expect(floor.resetInMs).toBeGreaterThan(0);
    expect((await counter.add('devuelta', 60_000)).count).toBe(1);
  });

  it('peeks without counting', async () => {
    expect(await counter.peek('mirada')).toEqual({ count: 0, resetInMs: 0 });
    await counter.add('mirada', 60_000, 3);
    const seen = await counter.peek('mirada');
    expect(seen.count).toBe(3);
    expect(seen.resetInMs).toBeGreaterThan(59_000);
    expect((await counter.peek('mirada')).count).toBe(3);
  });

  it('counts 50 attempts sent at once, each seeing its own count, over one round trip each', async () => {
    const before = counter.commands;
    const tallies = await Promise.all(Array.from({ length: 50 }, () => counter.add('a-la-vez', 60_000)));
    expect(tallies.map((t) => t.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect((await counter.peek('a-la-vez')).count).toBe(50);
    expect(counter.commands - before).toBe(50 + 2);
  });

  it('counts together with another client under the same prefix, and apart under another', async () => {
    const prefix = newPrefix();
    const a = new RedisAttemptCounter(await client(), { prefix });
    const b = new RedisAttemptCounter(await client(), { prefix });
    const elsewhere = new RedisAttemptCounter(await client(), { prefix: newPrefix() });
    await a.add('compartida', 60_000);
    await b.add('compartida', 60_000);
    expect((await a.add('compartida', 60_000)).count).toBe(3);
    expect((await elsewhere.add('compartida', 60_000)).count).toBe(1);
  });

  it('throws LimitsUnavailableError, fast, while Redis does not answer', async () => {
    const dead = new RedisAttemptCounter(await client(DEAD_REDIS_URL), { prefix: newPrefix() });
    const started = Date.now();
    await expect(dead.add('x', 60_000)).rejects.toBeInstanceOf(LimitsUnavailableError);
    await expect(dead.peek('x')).rejects.toBeInstanceOf(LimitsUnavailableError);
    await expect(dead.ping()).rejects.toBeInstanceOf(LimitsUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

/** A POST to the token endpoint from an address. */
async function tokenCall(t: TestApp, fields: Record<string, string>, remoteAddress: string) {
  const body = await multipart({ client_id: 'tu360-portal', ...fields });
  return t.app.inject({ method: 'POST', url: TOKEN_URL, remoteAddress, ...body });
}
const password = (username: string, pass: string) => ({
  grant_type: 'password',
  username,
  password: pass,
  scope: 'openid profile email offline_access gateway sellers',
});
const WRONG = 'Equivocada#2026';
/** A wrong password for a name that does not exist: a failure that locks no real account. */
const guess = (i: number) => password(`intruso${i}.${randomUUID().slice(0, 8)}@tu360.test`, WRONG);

function expectThrottled(res: LightMyRequestResponse, windowSeconds = 60) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.json()).not.toHaveProperty('access_token');
}

// Every password check costs an argon2 verification (up to a second and a half on a busy machine).
const SLOW = 120_000;

describe(`two instances on one database (${testDbKind()}) and one Redis`, () => {
  let a: TestApp;
  let b: TestApp;
  const env = { SIGN_IN_FAILURES_PER_ADDRESS: '4', INTEGRATION_RATE_LIMIT: '3' };
  beforeAll(async () => {
    const prefix = newPrefix();
    a = await createTestApp(env, { attempts: new RedisAttemptCounter(await client(), { prefix }) });
    b = await createTestApp(env, {
      sameDatabaseAs: a,
      attempts: new RedisAttemptCounter(await client(), { prefix }),
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('six failures spread over two instances lock the account', { timeout: SLOW }, async () => {
    const user = 'visor@andina.test';
    // From a new address each time: what stops them is the account's lockout, not an address's budget.
    const answers = [];
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i++)
      answers.push(await tokenCall(i % 2 ? b : a, password(user, WRONG), `198.51.100.${10 + i}`));
    for (const res of answers.slice(0, -1)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant', Message: es.auth.invalidGrant });
    }
    expect(answers.at(-1)?.json()).toMatchObject({ error: 'invalid_grant', Message: es.auth.locked });
    // The sixth, with the right password, on either instance: locked.
    for (const t of [b, a]) {
      const sixth = await tokenCall(t, password(user, DEMO_PASSWORD), '198.51.100.30');
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json()).toMatchObject({ error: 'invalid_grant', Message: es.auth.locked });
    }
  });

  it("an address's failure budget is spent across both instances: 429 with Retry-After on either", {
    timeout: SLOW,
  }, async () => {
    const office = '203.0.113.44';
    for (let i = 0; i < 4; i++) {
      const res = await tokenCall(i % 2 ? b : a, guess(i), office);
      expect(res.statusCode, `intento fallido ${i + 1}`).toBe(400);
      expect(res.json()).toMatchObject({ Message: es.auth.invalidGrant });
    }
    for (const t of [a, b]) {
      const res = await tokenCall(t, guess(9), office);
      expectThrottled(res);
      expect(res.json()).toMatchObject({ Message: es.auth.throttled });
    }
    // Another address is not affected.
    expect((await tokenCall(b, guess(10), '203.0.113.45')).statusCode).toBe(400);
  });

  it('the recovery limit per e-mail is counted across both instances', async () => {
    const recover = (t: TestApp, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/api/profile/recovery-password?marketplaceId=${MARKETPLACE_ID}`,
        remoteAddress,
        payload: { email: 'nadie.compartido@tu360.test' },
      });
    for (let i = 0; i < 5; i++)
      expect((await recover(i % 2 ? b : a, `198.51.100.${120 + i}`)).statusCode).toBe(200);
    expectThrottled(await recover(b, '198.51.100.130'), 15 * 60);
    expectThrottled(await recover(a, '198.51.100.131'), 15 * 60);
  });

  it("an integration key's rate limit is counted across both instances", async () => {
    const andina = await constructorIdByName(a.db, 'Constructora Andina');
    const key = await integrationKey(a.db, andina);
    for (const t of [a, b, a])
      expect((await t.app.inject({ url: `${V1}/projects`, headers: key.headers })).statusCode).toBe(200);
    for (const t of [b, a]) {
      const res = await t.app.inject({ url: `${V1}/projects`, headers: key.headers });
      expect(res.statusCode).toBe(429);
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
    }
  });

  it('a user deactivated on one instance is refused on the other within a second', async () => {
    const asesor = await idOf(a.db, 'users', 'asesor@andina.test');
    // Signed in on B and already served there (its token's signature is cached by B).
    const session = await login(b.app, 'asesor@andina.test');
    expect((await call(b, session, 'GET', `${USERS}?PageSize=5`)).statusCode).toBe(200);
    const admin = await login(a.app, 'admin@andina.test');
    const res = await call(a, admin, 'POST', `${USERS}/${asesor}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    const deactivated = Date.now();
    const refused = await call(b, session, 'GET', `${USERS}?PageSize=5`);
    expect(refused.statusCode).toBe(401);
    expect(Date.now() - deactivated).toBeLessThan(1000);
    // Back as it was for the other tests of this database.
    expect((await call(a, admin, 'POST', `${USERS}/${asesor}/reactivate`)).statusCode).toBe(200);
  });

  it('reports its Redis commands in the metrics and answers ready while Redis does', async () => {
    const ready = await a.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    const metrics = await a.app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.statusCode).toBe(200);
    const sent = Number(/^tu360_redis_commands_total (\d+)/m.exec(metrics.body)?.[1]);
    expect(sent).toBeGreaterThan(0);
  });
});

describe('while Redis does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { INTEGRATION_RATE_LIMIT: '3' },
      { attempts: new RedisAttemptCounter(await client(DEAD_REDIS_URL), { prefix: newPrefix() }) },
    );
  });
  afterAll(() => t?.close());

  it('is not ready', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ Message: 'Redis no responde.' });
    // Alive all the same.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('checks no password: the sign-in doors answer 503 in Spanish, never a token, never a 500', async () => {
    for (const pass of [DEMO_PASSWORD, WRONG]) {
      const res = await tokenCall(t, password('admin@andina.test', pass), '198.51.100.200');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Message: LIMITS_UNAVAILABLE });
    }
    const recovery = await t.app.inject({
      method: 'POST',
      url: `/api/auth/api/profile/recovery-password?marketplaceId=${MARKETPLACE_ID}`,
      payload: { email: 'admin@andina.test' },
    });
    expect(recovery.statusCode).toBe(503);
    expect(recovery.json()).toEqual({ Message: LIMITS_UNAVAILABLE });
    expect(t.mails).toEqual([]);
  });

  it('keeps signed-in sessions going (refresh grant) and integration keys working', async () => {
    // A session begun before the outage (its refresh token written straight by the token service).
    const user = await idOf(t.db, 'users', 'admin@andina.test');
    const tokens = new TokenService(t.db, t.signingKeys, 'http://localhost:3000/api/auth', null);
    const row = await findUserById(t.db, user);
    if (!row) throw new Error('admin@andina.test no existe');
    const issued = await tokens.issue(
      await principalOf(t.db, row, null),
      'tu360-portal',
      'openid offline_access',
    );
    const refreshed = await tokenCall(
      t,
      { grant_type: 'refresh_token', refresh_token: issued.refresh_token as string },
      '198.51.100.201',
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toHaveProperty('access_token');

    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    const key = await integrationKey(t.db, andina);
    // Uncounted while Redis is away: past the limit of 3 and still served.
    for (let i = 0; i < 4; i++)
      expect((await t.app.inject({ url: `${V1}/projects`, headers: key.headers })).statusCode).toBe(200);
  });
});
