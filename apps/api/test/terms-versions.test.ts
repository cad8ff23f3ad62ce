import { es } from '@tu360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, termsAcceptances, termsVersions } from '../src/db/schema.ts';
import { FIRST_TERMS } from '../src/db/seed/terms.ts';
import { createTestApp, idOf, login, type Session, type TestApp } from './helper.ts';

/**
 * Versioned terms (issue 15): the current version is the newest published one, public; platform administrators
 * publish a new one (sanitized, audited), and each builder must accept it again through the terms modal.
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin.banco@tu360.test');
});
afterAll(() => t.close());

const current = () => t.app.inject({ url: '/api/terms/current' });
const publish = (payload: unknown, s: Session = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/terms/versions',
    payload: payload as object,
    headers: s.headers,
  });
const acceptances = (on: TestApp, constructorId: string, s: Session) =>
  on.app.inject({
    url: `/api/auth/api/terms/v2/constructor?constructorId=${constructorId}`,
    headers: s.headers,
  });
const accept = (on: TestApp, userId: string, s: Session) =>
  on.app.inject({ url: `/api/auth/api/account/AcceptTerms?user=${userId}`, headers: s.headers });

describe('GET /api/terms/current', () => {
  it('answers the seeded first version to anyone, without signing in', async () => {
    const res = await current();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { version: string; title: string; body: string; publishedAt: string };
    expect(body.version).toBe('v2');
    expect(body.title).toBe('Términos y condiciones de uso');
    // The text the modal showed before versions: five paragraphs, the data protection law among them.
    expect(body.body.match(/<p>/g)).toHaveLength(5);
    expect(body.body).toContain('Ley 1581 de 2012');
    expect(Number.isNaN(Date.parse(body.publishedAt))).toBe(false);
    expect(body).toEqual({ ...FIRST_TERMS, publishedAt: body.publishedAt });
  });

  it('answers 404 in Spanish when no version is published', async () => {
    const other = await createTestApp();
    try {
      await other.db.delete(termsVersions);
      const res = await other.app.inject({ url: '/api/terms/current' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: 'Aún no hay términos y condiciones publicados.' });
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/terms/versions', () => {
  it('publishes a new current version, sanitized, and audits it', async () => {
    const res = await publish({
      version: ' v3 ',
      title: 'Términos y condiciones 2027',
      body:
        '<h2 onclick="alert(1)">Uso</h2><p style="color:red">Texto <strong>nuevo</strong>' +
        '<script>alert("x")</script><img src=x onerror=alert(2)></p>' +
        '<a href="javascript:alert(3)">malo</a> <a href="https://www.tu360.test/ayuda">ayuda</a>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const published = res.json() as { version: string; body: string; publishedAt: string };
    expect(published.version).toBe('v3');
    expect(published.body).toBe(
      '<h2>Uso</h2><p>Texto <strong>nuevo</strong></p>malo ' +
        '<a href="https://www.tu360.test/ayuda" target="_blank" rel="noopener noreferrer">ayuda</a>',
    );

    const now = await current();
    expect(now.json()).toEqual({ ...published, title: 'Términos y condiciones 2027' });

    const [row] = await t.db.select().from(termsVersions).where(eq(termsVersions.version, 'v3'));
    expect(row.body).toBe(published.body);
    expect(row.publishedBy).toBe(await idOf(t.db, 'users', 'admin.banco@tu360.test'));

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'TermsVersion'), eq(auditLog.entityId, row.id)));
    expect(audit.map((a) => [a.action, a.field, a.valueAfter, a.userName]).sort()).toEqual([
      ['Publish', 'Título', 'Términos y condiciones 2027', 'admin.banco@tu360.test'],
      ['Publish', 'Versión', 'v3', 'admin.banco@tu360.test'],
    ]);
    expect(new Set(audit.map((a) => a.transactionalId)).size).toBe(1);
  });

  it('refuses a label already used, whatever its case (409 under the field), and publishes nothing', async () => {
    const before = await t.db.select().from(termsVersions);
    for (const version of ['v2', 'V2']) {
      const res = await publish({ version, title: 'Otra', body: '<p>Otra</p>' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        Message: 'Ya existe una versión de los términos con ese nombre.',
        errors: [{ field: 'version', message: 'Ya existe una versión de los términos con ese nombre.' }],
      });
    }
    expect(await t.db.select().from(termsVersions)).toHaveLength(before.length);
  });

  it.each([
    [{ version: 'v 9', title: 'T', body: '<p>x</p>' }, /sin espacios/],
    [{ version: '', title: 'T', body: '<p>x</p>' }, /Campo obligatorio/],
    [{ version: 'v9', title: '', body: '<p>x</p>' }, /Campo obligatorio/],
    [{ version: 'v9', title: 'T' }, /Campo obligatorio/],
    [{ version: 'v9', title: 'T', body: '<script>alert(1)</script><p> </p>' }, /no tiene contenido/],
  ])('refuses %j with a Spanish 400', async (payload, message) => {
    const res = await publish(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { Message: string }).Message).toMatch(message);
    expect(await t.db.select().from(termsVersions).where(eq(termsVersions.version, 'v9'))).toEqual([]);
  });

  it.each(['superadmin@tu360.test', 'admin.banco@tu360.test'])(
    'lets the platform administrator %s publish',
    async (user) => {
      const res = await publish(
        { version: `p-${user.split('@')[0]}`, title: 'T', body: '<p>x</p>' },
        await login(t.app, user),
      );
      expect(res.statusCode, res.body).toBe(201);
    },
  );

  it.each(['visor.banco@tu360.test', 'admin@andina.test', 'operativo@andina.test', 'admin@capital.test'])(
    'refuses %s (403) and publishes nothing',
    async (user) => {
      const before = await t.db.select().from(termsVersions);
      const res = await publish({ version: 'v99', title: 'T', body: '<p>x</p>' }, await login(t.app, user));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ Message: es.auth.forbidden });
      expect(await t.db.select().from(termsVersions)).toHaveLength(before.length);
    },
  );

  it('refuses an anonymous caller (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/terms/versions',
      payload: { version: 'v98', title: 'T', body: '<p>x</p>' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('acceptance per version', () => {
  it('asks a builder again after a new version, and records the version accepted', async () => {
    const other = await createTestApp();
    try {
      const andina = await idOf(other.db, 'constructors', 'Constructora Andina');
      const userId = await idOf(other.db, 'users', 'operativo@andina.test');
      const store = await login(other.app, 'operativo@andina.test');
      const platform = await login(other.app, 'superadmin@tu360.test');
      // Andina accepted the first version in the demo data: the modal does not show.
      const before = await acceptances(other, andina, store);
      expect((before.json() as { version: string }[]).map((a) => a.version)).toContain(FIRST_TERMS.version);

      const res = await other.app.inject({
        method: 'POST',
        url: '/api/terms/versions',
        payload: { version: 'v3', title: 'Nuevos términos', body: '<p>Nuevos</p>' },
        headers: platform.headers,
      });
      expect(res.statusCode, res.body).toBe(201);

      // The new version is not accepted yet: the list is empty, so the modal asks again.
      expect((await acceptances(other, andina, store)).json()).toEqual([]);

      // A modal still showing the first version (published over while it was read) accepts nothing.
      const stale = await other.app.inject({
        url: `/api/auth/api/account/AcceptTerms?user=${userId}&version=${FIRST_TERMS.version}`,
        headers: store.headers,
      });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toEqual({ Message: es.termsVersions.changedWhileReading });
      expect((await acceptances(other, andina, store)).json()).toEqual([]);

      const accepted = await other.app.inject({
        url: `/api/auth/api/account/AcceptTerms?user=${userId}&version=v3`,
        headers: store.headers,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const after = (await acceptances(other, andina, store)).json() as { userId: string; version: string }[];
      expect(after).toEqual([expect.objectContaining({ userId, version: 'v3' })]);
      // The acceptance of the first version stays in the table, recorded with its own version.
      const rows = await other.db
        .select({ version: termsAcceptances.version })
        .from(termsAcceptances)
        .where(eq(termsAcceptances.constructorId, andina));
      expect(new Set(rows.map((r) => r.version))).toEqual(new Set([FIRST_TERMS.version, 'v3']));
    } finally {
      await other.close();
    }
  });

  it('refuses to accept when no version is published (404) and records nothing', async () => {
    const other = await createTestApp();
    try {
      await other.db.delete(termsVersions);
      const s = await login(other.app, 'nuevo@pacifico.test');
      const res = await accept(other, await idOf(other.db, 'users', 'nuevo@pacifico.test'), s);
      expect(res.statusCode).toBe(404);
      const pacifico = await idOf(other.db, 'constructors', 'Constructora Pacífico');
      expect(
        await other.db.select().from(termsAcceptances).where(eq(termsAcceptances.constructorId, pacifico)),
      ).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
