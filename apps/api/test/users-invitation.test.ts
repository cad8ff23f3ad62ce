import { Writable } from 'node:stream';
import { es, INVITATION_LINK_TTL_MS } from '@tu360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import { auditLog, jobs, passwordResetTokens, userSellers, users } from '../src/db/schema.ts';
import { MAIL_JOB } from '../src/modules/auth/mail-queue.ts';
import { call, invitationOf, setPassword, USERS, userBody } from './factories/users.ts';
import { createTestApp, idOf, login, passwordGrant, type Session, type TestApp } from './helper.ts';

const NEW_PASSWORD = 'Nueva#Clave2026';

/** Creating a user and its invitation: a single-use link valid 48 hours to set a password (issue 13). */
describe('users: create and invitation', () => {
  let t: TestApp;
  let admin: Session;
  let rio: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@andina.test');
    rio = await idOf(t.db, 'sellers', 'Torres del Río');
  });
  afterAll(() => t.close());

  const create = async (body = userBody([rio])) => {
    const res = await call(t, admin, 'POST', USERS, body);
    expect(res.statusCode, res.body).toBe(201);
    return { id: (res.json() as { id: string }).id, body };
  };
  const stateOf = async (id: string) => {
    const res = await call(t, admin, 'GET', `${USERS}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { state: string }).state;
  };

  it("creates a store user of the caller's company, without a password, and mails it a link valid 48 hours", async () => {
    const body = userBody([rio], { email: '  Marta.Nueva@Prueba.TEST ' });
    const started = Date.now();
    const { id } = await create(body);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      userName: 'marta.nueva@prueba.test',
      email: 'marta.nueva@prueba.test',
      givenName: 'Marta',
      familyName: 'Lucía Pérez',
      identification: '52123456',
      phoneNumber: '3104445566',
      role: 'Operativo_Seller',
      isAdmin: false,
      isActive: true,
      passwordHash: null,
      constructorId: await idOf(t.db, 'constructors', 'Constructora Andina'),
    });
    expect(
      await t.db
        .select({ s: userSellers.sellerId, r: userSellers.role })
        .from(userSellers)
        .where(eq(userSellers.userId, id)),
    ).toEqual([{ s: rio, r: 'Operativo_Seller' }]);
    const link = invitationOf(t.mails, 'marta.nueva@prueba.test');
    expect(link.mail.subject).toBe(es.users.invitationSubject);
    expect(link.mail.text).toBe(es.users.invitationText('Marta', link.url));
    expect(link.mail.html).toBe(es.users.invitationHtml('Marta', link.url));
    expect(link.url.startsWith('http://localhost:3000/nueva-contrasena?token=')).toBe(true);
    expect(link.email).toBe('marta.nueva@prueba.test');
    const [token] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    const ttl = token.expiresAt.getTime() - started;
    expect(ttl).toBeGreaterThanOrEqual(INVITATION_LINK_TTL_MS - 1000);
    expect(ttl).toBeLessThanOrEqual(INVITATION_LINK_TTL_MS + 60_000);
    expect(token.tokenHash).not.toContain(link.token);
    expect(await stateOf(id)).toBe('Pendiente');
  });

  it('the link sets the password once: the user signs in, and the same link is refused afterwards', async () => {
    const { id, body } = await create();
    const link = invitationOf(t.mails, body.email);
    expect((await passwordGrant(t.app, body.email, NEW_PASSWORD)).statusCode).not.toBe(200);
    const set = await setPassword(t, link, NEW_PASSWORD);
    expect(set.statusCode, set.body).toBe(200);
    const again = await setPassword(t, link, 'Otra#Clave2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Message: es.password.resetFail });
    const session = await login(t.app, body.email, NEW_PASSWORD);
    expect(session.access_token).toBeTruthy();
    expect(await stateOf(id)).toBe('Activo');
  });

  it('an expired invitation is refused', async () => {
    const { id, body } = await create();
    const link = invitationOf(t.mails, body.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, id));
    const res = await setPassword(t, link, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Message: es.password.resetFail });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row.passwordHash).toBeNull();
  });

  it('resending the invitation voids the previous link; the new one works', async () => {
    const { id, body } = await create();
    const first = invitationOf(t.mails, body.email);
    const res = await call(t, admin, 'POST', `${USERS}/${id}/resend-invitation`);
    expect(res.statusCode, res.body).toBe(200);
    await t.mailSettled();
    const second = invitationOf(t.mails, body.email);
    expect(second.token).not.toBe(first.token);
    const old = await setPassword(t, first, NEW_PASSWORD);
    expect(old.statusCode).toBe(400);
    expect((await setPassword(t, second, NEW_PASSWORD)).statusCode).toBe(200);
    const unused = await t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, id), isNull(passwordResetTokens.usedAt)));
    expect(unused).toEqual([]);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'User'), eq(auditLog.entityId, id), eq(auditLog.action, 'Invite')));
    expect(actions).toHaveLength(2);
  });

  it('a mail server that fails keeps the user (201, invitation pending); Reenviar invitación sends it later', async () => {
    const body = userBody([rio]);
    const push = t.mails.push;
    t.mails.push = () => {
      throw new Error('SMTP caído');
    };
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(t, admin, 'POST', USERS, body);
    } finally {
      t.mails.push = push;
    }
    expect(res.statusCode, res.body).toBe(201);
    const { id, invitationSent } = res.json() as { id: string; invitationSent: boolean };
    expect(invitationSent).toBe(false);
    expect(await stateOf(id)).toBe('Pendiente');
    const again = await call(t, admin, 'POST', `${USERS}/${id}/resend-invitation`);
    expect(again.statusCode, again.body).toBe(200);
    await t.mailSettled();
    expect((await setPassword(t, invitationOf(t.mails, body.email), NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a mail whose first try fails is sent by a later try of the queue, and its link is not kept in the table', async () => {
    const body = userBody([rio]);
    const push = t.mails.push;
    let refused = 0;
    t.mails.push = () => {
      refused++;
      throw new Error('SMTP caído');
    };
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(t, admin, 'POST', USERS, body);
    } finally {
      t.mails.push = push;
    }
    expect(res.json()).toMatchObject({ invitationSent: false });
    expect(refused).toBe(1);
    const { id } = res.json() as { id: string };
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'userId' = ${id}`));
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP caído' });
    // The queue's next try (2 s later), with no one asking again.
    const deadline = Date.now() + 20_000;
    while (!t.mails.some((m) => m.to === body.email) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const link = invitationOf(t.mails, body.email);
    expect((await setPassword(t, link, NEW_PASSWORD)).statusCode).toBe(200);
    // Once sent, the job keeps who and why, never the mail (its link is a credential).
    await t.mailSettled();
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after.status).toBe('done');
    expect(after.payload).toEqual({ purpose: 'invitation', userId: id });
    expect(JSON.stringify(after)).not.toContain(link.token);
  });

  it('resends only to a pending, active user', async () => {
    // A user who has signed in needs no invitation.
    const signedIn = await idOf(t.db, 'users', 'operativo@andina.test');
    await login(t.app, 'operativo@andina.test');
    const after = await call(t, admin, 'POST', `${USERS}/${signedIn}/resend-invitation`);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ Message: es.users.notPending });

    const { id } = await create();
    expect((await call(t, admin, 'POST', `${USERS}/${id}/deactivate`)).statusCode).toBe(200);
    const inactive = await call(t, admin, 'POST', `${USERS}/${id}/resend-invitation`);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({ Message: es.users.inactiveNoInvitation });
  });

  it('refuses a duplicate e-mail whatever its case and spaces, and takes back a deleted user’s', async () => {
    const { id, body } = await create();
    const dup = await call(
      t,
      admin,
      'POST',
      USERS,
      userBody([rio], { email: ` ${body.email.toUpperCase()}  ` }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      Message: es.users.duplicateEmail,
      errors: [{ field: 'email', message: es.users.duplicateEmail }],
    });
    const demo = await call(t, admin, 'POST', USERS, userBody([rio], { email: 'Visor@Andina.test' }));
    expect(demo.statusCode).toBe(409);
    expect((await call(t, admin, 'DELETE', `${USERS}/${id}`)).statusCode).toBe(200);
    const reused = await call(t, admin, 'POST', USERS, userBody([rio], { email: body.email }));
    expect(reused.statusCode, reused.body).toBe(201);
  });

  it('refuses a bad identification or phone in Spanish, field by field, and writes nothing', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    const badId = await call(t, admin, 'POST', USERS, userBody([rio], { identification: '12-AB' }));
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({
      errors: [{ field: 'identification', message: es.users.identification }],
    });
    const badPhone = await call(t, admin, 'POST', USERS, userBody([rio], { phone: 'llámeme' }));
    expect(badPhone.statusCode).toBe(400);
    expect((badPhone.json() as { errors: { field: string; message: string }[] }).errors).toContainEqual({
      field: 'phone',
      message: es.validation.phone,
    });
    const missing = await call(t, admin, 'POST', USERS, userBody([rio], { identification: ' ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: [{ field: 'identification', message: es.common.required }],
    });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('a store caller gives at least one project; a platform caller chooses the company', async () => {
    const none = await call(t, admin, 'POST', USERS, userBody([]));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      Message: es.users.chooseProjects,
      errors: [{ field: 'projects', message: es.users.chooseProjects }],
    });
    const superadmin = await login(t.app, 'superadmin@tu360.test');
    const noCompany = await call(t, superadmin, 'POST', USERS, userBody([rio]));
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json()).toMatchObject({ Message: es.users.chooseCompany });
    const horizonte = await idOf(t.db, 'constructors', 'Constructora Horizonte');
    const wrong = await call(t, superadmin, 'POST', USERS, userBody([rio], { constructorId: horizonte }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ Message: es.users.projectNotOfCompany });
    const andina = await idOf(t.db, 'constructors', 'Constructora Andina');
    const ok = await call(t, superadmin, 'POST', USERS, userBody([rio], { constructorId: andina }));
    expect(ok.statusCode, ok.body).toBe(201);
    // A platform user: isAdmin, no company, no projects.
    const platform = await call(
      t,
      superadmin,
      'POST',
      USERS,
      userBody([], { role: 'Visualizador_Bancolombia' }),
    );
    expect(platform.statusCode, platform.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, (platform.json() as { id: string }).id));
    expect(row).toMatchObject({ isAdmin: true, constructorId: null, role: 'Visualizador_Bancolombia' });
  });

  it('audits the creation field by field and the invitation, under one transaction id each', async () => {
    const { id } = await create(userBody([rio], { givenName: 'Auditada' }));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'User'), eq(auditLog.entityId, id)));
    const created = rows.filter((r) => r.action === 'Create');
    expect(new Set(created.map((r) => r.transactionalId)).size).toBe(1);
    expect(created.map((r) => [r.field, r.valueBefore, r.valueAfter])).toEqual(
      expect.arrayContaining([
        [es.users.fields.givenName, null, 'Auditada'],
        [es.users.fields.role, null, 'Operativo'],
        [es.users.fields.projects, null, 'Torres del Río: Operativo'],
        [es.users.fields.company, null, 'Constructora Andina'],
      ]),
    );
    expect(rows.every((r) => r.userName === 'admin@andina.test')).toBe(true);
    expect(rows.filter((r) => r.action === 'Invite')).toHaveLength(1);
  });
});

describe('users: the invitation link stays out of the log', () => {
  it('logs neither the link nor its token, at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({}, { logger: { ...(loggerOptions('trace') as object), stream } });
    try {
      const admin = await login(t.app, 'admin@andina.test');
      const rio = await idOf(t.db, 'sellers', 'Torres del Río');
      const body = userBody([rio]);
      const res = await call(t, admin, 'POST', USERS, body);
      expect(res.statusCode, res.body).toBe(201);
      const first = invitationOf(t.mails, body.email);
      const { id } = res.json() as { id: string };
      expect((await call(t, admin, 'POST', `${USERS}/${id}/resend-invitation`)).statusCode).toBe(200);
      await t.mailSettled();
      const second = invitationOf(t.mails, body.email);
      expect((await setPassword(t, second, NEW_PASSWORD)).statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/api/auth/api/users');
      for (const token of [first.token, second.token]) {
        expect(token.length).toBeGreaterThan(20);
        expect(log).not.toContain(token);
      }
      expect(log).not.toContain('nueva-contrasena?token');
    } finally {
      await t.close();
    }
  });
});
