import { es, permissionsOf, ROLE_NAMES } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAcceptances } from '../src/db/schema.ts';
import { FIRST_TERMS } from '../src/db/seed/terms.ts';
import { createTestApp, idOf, login, type Session, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/api/roles/claims-by-role', () => {
  let session: Session;
  beforeAll(async () => {
    session = await login(t.app, 'admin@andina.test');
  });

  const claims = (roleName: string, headers: Record<string, string> = session.headers) =>
    t.app.inject({
      url: `/api/auth/api/roles/claims-by-role?roleName=${encodeURIComponent(roleName)}`,
      headers,
    });

  it.each(ROLE_NAMES)('answers the permission claims of %s as the domain defines them', async (role) => {
    const res = await claims(role);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { roleName: string; claims: string[] };
    expect(body.roleName).toBe(role);
    expect(body.claims).toHaveLength(new Set(body.claims).size);
    expect([...body.claims].sort()).toEqual([...permissionsOf(role)].sort());
  });

  it('answers 404 for an unknown role', async () => {
    const res = await claims('Administrador_Supremo');
    expect(res.statusCode).toBe(404);
    expect((res.json() as { Message: string }).Message).toEqual(expect.any(String));
  });

  it('answers 400 without a role name', async () => {
    const res = await t.app.inject({ url: '/api/auth/api/roles/claims-by-role', headers: session.headers });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toMatch(/roleName/);
  });

  it('answers 401 without a token', async () => {
    const res = await claims('SuperAdmin', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: es.auth.unauthorized });
  });
});

// Only the first test writes an acceptance, for Pacífico, which no other test reads.
describe('terms acceptance', () => {
  const terms = (constructorId: string, s: Session) =>
    t.app.inject({
      url: `/api/auth/api/terms/v2/constructor?constructorId=${constructorId}`,
      headers: s.headers,
    });
  const accept = (user: string, s: Session) =>
    t.app.inject({ url: `/api/auth/api/account/AcceptTerms?user=${user}`, headers: s.headers });

  it('shows the terms to a builder that has not accepted them, and records the acceptance once', async () => {
    const s = await login(t.app, 'nuevo@pacifico.test');
    const pacifico = await idOf(t.db, 'constructors', 'Constructora Pacífico');
    const userId = await idOf(t.db, 'users', 'nuevo@pacifico.test');

    const before = await terms(pacifico, s);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual([]);

    const res = await accept(userId, s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    // Accepting again does not add a second row.
    expect((await accept(userId, s)).json()).toBe(true);

    const after = await terms(pacifico, s);
    expect(after.statusCode).toBe(200);
    const list = after.json() as {
      id: string;
      constructorId: string;
      userId: string;
      version: string;
      acceptedAt: string;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ constructorId: pacifico, userId, version: FIRST_TERMS.version });
    expect(Number.isNaN(Date.parse(list[0].acceptedAt))).toBe(false);
    const rows = await t.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.constructorId, pacifico));
    expect(rows).toHaveLength(1);
  });

  it('refuses to accept the terms on behalf of another user (403) and records nothing', async () => {
    const s = await login(t.app, 'operativo@andina.test');
    const other = await idOf(t.db, 'users', 'admin@horizonte.test');
    const before = await t.db.select().from(termsAcceptances);
    const res = await accept(other, s);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: es.auth.forbidden });
    expect(await t.db.select().from(termsAcceptances)).toHaveLength(before.length);
  });

  it("hides another builder's acceptances from a store user (404)", async () => {
    const s = await login(t.app, 'admin@horizonte.test');
    const andina = await idOf(t.db, 'constructors', 'Constructora Andina');
    const res = await terms(andina, s);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: es.auth.notFound });
  });

  it("lets a store user read their own builder's acceptances", async () => {
    const s = await login(t.app, 'visor@andina.test');
    const andina = await idOf(t.db, 'constructors', 'Constructora Andina');
    const res = await terms(andina, s);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { userId: string }[];
    expect(list.map((r) => r.userId)).toContain(await idOf(t.db, 'users', 'admin@andina.test'));
  });

  it('lets a platform admin read any builder', async () => {
    const s = await login(t.app, 'admin.banco@tu360.test');
    for (const name of ['Constructora Horizonte', 'Inmobiliaria Capital', 'aurora Constructores']) {
      const id = await idOf(t.db, 'constructors', name);
      const res = await terms(id, s);
      expect(res.statusCode).toBe(200);
      const rows = await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.constructorId, id));
      expect((res.json() as { id: string }[]).map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    }
    // Horizonte's administrator accepted in the demo data.
    const horizonte = await terms(await idOf(t.db, 'constructors', 'Constructora Horizonte'), s);
    expect((horizonte.json() as { userId: string }[]).map((r) => r.userId)).toEqual([
      await idOf(t.db, 'users', 'admin@horizonte.test'),
    ]);
  });

  it('answers 400 for a constructorId that is not a uuid and 401 without a token', async () => {
    const s = await login(t.app, 'superadmin@tu360.test');
    const bad = await terms('no-es-uuid', s);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { Message: string }).Message).toBe(es.validation.invalidField('constructorId'));
    const anonymous = await t.app.inject({
      url: `/api/auth/api/terms/v2/constructor?constructorId=${await idOf(t.db, 'constructors', 'Constructora Andina')}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
