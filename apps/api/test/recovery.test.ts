import { es, MARKETPLACE_ID, RECOVERY_LINK_TTL_MS } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, refreshTokens } from '../src/db/schema.ts';
import { sha256 } from '../src/modules/auth/token-service.ts';
import {
  createTestApp,
  DEMO_PASSWORD,
  idOf,
  login,
  passwordGrant,
  refreshGrant,
  type TestApp,
} from './helper.ts';

const RECOVERY = `/api/auth/api/profile/recovery-password?marketplaceId=${MARKETPLACE_ID}`;
const RESET = '/api/auth/api/profile/reset-password';
const NEW_PASSWORD = 'Recuperada#2027';

describe('password recovery and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Asks for a link, then waits for the mail queue (the answer does not wait for the mail). */
  const recover = async (email: string, url = RECOVERY) => {
    const res = await t.app.inject({ method: 'POST', url, payload: { email } });
    await t.mailSettled();
    return res;
  };
  const reset = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: RESET, payload });
  const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);

  /** Asks for a recovery link and returns the token and email it carries. */
  const linkFor = async (email: string) => {
    const before = mailsTo(email).length;
    expect((await recover(email)).json()).toBe(true);
    const sent = mailsTo(email);
    expect(sent).toHaveLength(before + 1);
    const href = /http:\/\/localhost:3000\/nueva-contrasena\?\S+/.exec(sent[sent.length - 1].text)?.[0];
    expect(href).toBeDefined();
    const url = new URL(href as string);
    return { token: url.searchParams.get('token') as string, email: url.searchParams.get('email') as string };
  };

  it('mails a single-use link to /nueva-contrasena valid for 30 minutes', async () => {
    const before = Date.now();
    const res = await recover('admin@horizonte.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const [mail] = mailsTo('admin@horizonte.test');
    expect(mail.subject).toBe(es.password.emailSubject);
    const link = /http:\/\/localhost:3000\/nueva-contrasena\?token=[A-Za-z0-9_-]+&email=\S+/.exec(
      mail.text,
    )?.[0];
    expect(link).toBeDefined();
    const url = new URL(link as string);
    expect(url.searchParams.get('email')).toBe('admin@horizonte.test');
    expect(mail.html).toContain('/nueva-contrasena?token=');

    // Stored hashed, with its expiry.
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(url.searchParams.get('token') as string)));
    expect(row.userId).toBe(await idOf(t.db, 'users', 'admin@horizonte.test'));
    expect(row.usedAt).toBeNull();
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + RECOVERY_LINK_TTL_MS - 1000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + RECOVERY_LINK_TTL_MS + 1000);
  });

  it('answers true and sends nothing for an unknown email', async () => {
    const count = t.mails.length;
    const res = await recover('nadie@tu360.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect(t.mails).toHaveLength(count);
  });

  it.each([
    { name: 'a wrong marketplaceId', url: '/api/auth/api/profile/recovery-password?marketplaceId=otro' },
    { name: 'no marketplaceId', url: '/api/auth/api/profile/recovery-password' },
  ])('refuses $name with 400 and sends nothing', async ({ url }) => {
    const count = t.mails.length;
    const res = await recover('admin@capital.test', url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: es.password.recoveryFail });
    expect(t.mails).toHaveLength(count);
  });

  it('refuses an invalid email address', async () => {
    const res = await recover('no-es-un-correo');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toBe('Ingrese un correo electrónico válido');
  });

  it('resets the password once, revokes the sessions, and refuses the link a second time', async () => {
    const session = await login(t.app, 'operativo@andina.test');
    const link = await linkFor('operativo@andina.test');
    const body = {
      email: link.email,
      token: link.token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };

    const res = await reset(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect((await passwordGrant(t.app, 'operativo@andina.test', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(t.app, 'operativo@andina.test', DEMO_PASSWORD)).statusCode).toBe(400);

    // Sessions opened before the reset are over.
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).toBe(400);
    const [old] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(session.refresh_token)));
    expect(old.revokedAt).not.toBeNull();

    const again = await reset({ ...body, newPassword: 'Otra#Vez2027', confirmPassword: 'Otra#Vez2027' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ Message: es.password.resetFail });
    expect((await passwordGrant(t.app, 'operativo@andina.test', 'Otra#Vez2027')).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const link = await linkFor('visor@andina.test');
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(link.token)));
    const res = await reset({ ...link, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: es.password.resetFail });
    expect((await passwordGrant(t.app, 'visor@andina.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses another user's link and leaves both passwords as they were", async () => {
    const link = await linkFor('asesor@andina.test');
    const res = await reset({
      email: 'multi@andina.test',
      token: link.token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: es.password.resetFail });
    expect((await passwordGrant(t.app, 'multi@andina.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(t.app, 'asesor@andina.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const link = await linkFor('admin@capital.test');
    const res = await reset({ ...link, newPassword: NEW_PASSWORD, confirmPassword: 'Distinta#2027' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toBe(es.password.mismatch);
    // The link was not spent.
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(link.token)));
    expect(row.usedAt).toBeNull();
  });

  it('refuses a weak new password', async () => {
    const link = await linkFor('nuevo@pacifico.test');
    const res = await reset({ ...link, newPassword: 'debil', confirmPassword: 'debil' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toBe(es.password.rules);
  });

  it('refuses an invented token or an unknown email', async () => {
    for (const body of [
      { email: 'superadmin@tu360.test', token: 'inventado' },
      { email: 'nadie@tu360.test', token: 'inventado' },
    ]) {
      const res = await reset({ ...body, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: es.password.resetFail });
    }
  });
});
