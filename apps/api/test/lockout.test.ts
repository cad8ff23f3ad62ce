import { es, LOGIN_LOCK } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, loginLocks } from '../src/db/schema.ts';
import { createTestApp, passwordGrant, type TestApp } from './helper.ts';

const WRONG = 'Equivocada#2026';
const failed = {
  error: 'invalid_grant',
  error_description: es.auth.invalidGrant,
  Message: es.auth.invalidGrant,
};
const locked = { error: 'invalid_grant', error_description: es.auth.locked, Message: es.auth.locked };

// Every test uses its own account: the lock is per user name.
describe('sign-in lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const failuresOf = (userName: string) =>
    t.db.select().from(loginFailures).where(eq(loginFailures.userName, userName));
  const lockOf = async (userName: string) =>
    (await t.db.select().from(loginLocks).where(eq(loginLocks.userName, userName)))[0];
  /** Failures recorded a minute ago, as if the requests had been made (each request costs an argon2 check). */
  const recentFailures = (userName: string, n: number) =>
    t.db
      .insert(loginFailures)
      .values(Array.from({ length: n }, () => ({ userName, at: new Date(Date.now() - 60_000) })));
  const failTimes = async (userName: string, n: number) => {
    const answers = [];
    for (let i = 0; i < n; i++) answers.push(await passwordGrant(t.app, userName, WRONG));
    return answers;
  };

  it('locks an account for 15 minutes on the fifth failure; then even the right password is refused', async () => {
    const user = 'visor.banco@tu360.test';
    const before = Date.now();
    const answers = await failTimes(user, LOGIN_LOCK.maxFailures);
    const after = Date.now();
    for (const res of answers.slice(0, -1)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failed);
    }
    expect(answers.at(-1)?.statusCode).toBe(400);
    expect(answers.at(-1)?.json()).toEqual(locked);

    const right = await passwordGrant(t.app, user);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(locked);

    const lock = await lockOf(user);
    expect(lock.lockedUntil.getTime()).toBeGreaterThanOrEqual(before + LOGIN_LOCK.lockMs - 1000);
    expect(lock.lockedUntil.getTime()).toBeLessThanOrEqual(after + LOGIN_LOCK.lockMs + 1000);
  });

  it('lets the user in again once the lock has expired', async () => {
    const user = 'operativo@andina.test';
    await recentFailures(user, LOGIN_LOCK.maxFailures - 1);
    expect((await passwordGrant(t.app, user, WRONG)).json()).toEqual(locked);
    expect((await passwordGrant(t.app, user)).json()).toEqual(locked);

    await t.db
      .update(loginLocks)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginLocks.userName, user));
    const res = await passwordGrant(t.app, user);
    expect(res.statusCode).toBe(200);
    expect(await lockOf(user)).toBeUndefined();
  });

  it('does not count failures older than 15 minutes', async () => {
    const user = 'asesor@andina.test';
    const old = new Date(Date.now() - LOGIN_LOCK.windowMs - 60_000);
    await t.db
      .insert(loginFailures)
      .values(Array.from({ length: LOGIN_LOCK.maxFailures - 1 }, () => ({ userName: user, at: old })));
    const res = await passwordGrant(t.app, user, WRONG);
    expect(res.json()).toEqual(failed);
    expect(await lockOf(user)).toBeUndefined();
    expect((await passwordGrant(t.app, user)).statusCode).toBe(200);
  });

  it('counts failures within the last 15 minutes', async () => {
    const user = 'admin@capital.test';
    const recent = new Date(Date.now() - LOGIN_LOCK.windowMs + 60_000);
    await t.db
      .insert(loginFailures)
      .values(Array.from({ length: LOGIN_LOCK.maxFailures - 1 }, () => ({ userName: user, at: recent })));
    const res = await passwordGrant(t.app, user, WRONG);
    expect(res.json()).toEqual(locked);
    expect((await passwordGrant(t.app, user)).json()).toEqual(locked);
  });

  it('behaves the same for a user name that does not exist (no account enumeration)', async () => {
    const ghost = 'fantasma@tu360.test';
    const real = 'admin@horizonte.test';
    // The first failures as rows, the last ones and a try while locked as requests.
    await recentFailures(ghost, LOGIN_LOCK.maxFailures - 2);
    await recentFailures(real, LOGIN_LOCK.maxFailures - 2);
    const ghostAnswers = await failTimes(ghost, 3);
    const realAnswers = await failTimes(real, 3);
    expect(ghostAnswers[0].json()).toEqual(failed);
    expect(ghostAnswers.map((r) => r.statusCode)).toEqual(realAnswers.map((r) => r.statusCode));
    expect(ghostAnswers.map((r) => r.body)).toEqual(realAnswers.map((r) => r.body));
    expect(ghostAnswers.at(-2)?.json()).toEqual(locked);
    expect(ghostAnswers.at(-1)?.json()).toEqual(locked);
    expect(await lockOf(ghost)).toBeDefined();
  });

  it('clears the failures on a successful sign-in', async () => {
    const user = 'multi@andina.test';
    await recentFailures(user, LOGIN_LOCK.maxFailures - 1);
    expect((await passwordGrant(t.app, user)).statusCode).toBe(200);
    expect(await failuresOf(user)).toHaveLength(0);
    // One more failure would have been the fifth: it is only the first now.
    expect((await passwordGrant(t.app, user, WRONG)).json()).toEqual(failed);
    expect(await failuresOf(user)).toHaveLength(1);
    expect(await lockOf(user)).toBeUndefined();
  });

  it('counts failures per user name whatever its case', async () => {
    await recentFailures('visor@andina.test', LOGIN_LOCK.maxFailures - 2);
    expect((await passwordGrant(t.app, 'Visor@Andina.TEST', WRONG)).json()).toEqual(failed);
    expect((await passwordGrant(t.app, ' VISOR@ANDINA.TEST ', WRONG)).json()).toEqual(locked);
    expect((await passwordGrant(t.app, 'visor@andina.test')).json()).toEqual(locked);
    expect(await lockOf('visor@andina.test')).toBeDefined();
  });
});
