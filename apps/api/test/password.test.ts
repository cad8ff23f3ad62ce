import { es } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createTestApp, DEMO_PASSWORD, login, passwordGrant, type Session, type TestApp } from './helper.ts';

const CHANGE = '/api/auth/api/profile/change-password';
const NEW_PASSWORD = 'Cambiada#2027';

// Mutating tests each use their own account.
describe('POST /api/auth/api/profile/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const passwordHashOf = async (userName: string) =>
    (await t.db.select().from(users).where(eq(users.userName, userName)))[0].passwordHash;
  // One session for the read-only weak-password cases (they change nothing).
  let weakSession: Promise<Session>;
  beforeAll(() => {
    weakSession = login(t.app, 'multi@andina.test');
  });

  const change = (authorization: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: authorization ? { authorization } : {},
      payload,
    });

  it('changes the password: the old one is refused and the new one accepted at the token endpoint', async () => {
    const session = await login(t.app, 'asesor@andina.test');
    const res = await change(session.headers.authorization, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);

    const old = await passwordGrant(t.app, 'asesor@andina.test', DEMO_PASSWORD);
    expect(old.statusCode).toBe(400);
    expect((old.json() as { error: string }).error).toBe('invalid_grant');
    expect((await passwordGrant(t.app, 'asesor@andina.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with the spec text and keeps the password', async () => {
    const session = await login(t.app, 'operativo@andina.test');
    const res = await change(session.headers.authorization, {
      currentPassword: 'NoEsLaMia#2026',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message:
        'No hemos podido actualizar su contraseña, revise los datos ingresados y que cumplas con todos los requisitos.',
    });
    expect((await passwordGrant(t.app, 'operativo@andina.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(t.app, 'operativo@andina.test', NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('refuses a new password equal to the current one', async () => {
    const session = await login(t.app, 'visor@andina.test');
    const res = await change(session.headers.authorization, {
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: es.password.changeFailText });
  });

  it.each([
    { weak: 'Ab1!', why: 'shorter than 8' },
    { weak: 'abcdefg1!', why: 'no uppercase letter' },
    { weak: 'ABCDEFG1!', why: 'no lowercase letter' },
    { weak: 'Abcdefgh!', why: 'no digit' },
    { weak: 'Abcdefgh1', why: 'no special character' },
  ])('refuses a weak new password ($why) with the rules text', async ({ weak }) => {
    const session = await weakSession;
    const hashBefore = await passwordHashOf('multi@andina.test');
    const res = await change(session.headers.authorization, {
      currentPassword: DEMO_PASSWORD,
      newPassword: weak,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toBe(
      'Debe tener mínimo: 1 número, 1 letra mayúscula, 1 letra minúscula, 1 caracter especial y 8 caracteres',
    );
    expect(await passwordHashOf('multi@andina.test')).toBe(hashBefore);
  });

  it('asks for the current password', async () => {
    const session = await login(t.app, 'admin@horizonte.test');
    const res = await change(session.headers.authorization, { newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toBe(es.common.required);
  });

  it('answers 401 without a token', async () => {
    const res = await change(undefined, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: es.auth.unauthorized });
  });
});
