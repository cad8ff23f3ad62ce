import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog } from '../src/db/schema.ts';
import { MemoryAttemptCounter } from '../src/modules/auth/attempt-counter.ts';
import { integrationKeyAuth } from '../src/modules/integrations/key-auth.ts';
import { constructorIdByName } from './factories/index.ts';
import { createTestApp, login, type TestApp } from './helper.ts';

/**
 * Integration keys (issue 15): the secrets leave the server once, the token is kept as its SHA-256 only, every
 * route is limited to the caller's company and its Administrador (platform administrators: any company), and a
 * revocation or a rotation takes effect on the key's very next request to the integration API's key check.
 */
const URL = '/api/auth/api/api-keys';
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

interface Secrets {
  id: string;
  applicationKey: string;
  token: string;
  tokenPrefix: string;
  applicationKeyPrefix: string;
  state: string;
  constructorId: string;
  createdBy: string | null;
  scopes: string[];
  expiresAt: string | null;
}

describe('integration keys', () => {
  let t: TestApp;
  let andina: string;
  let horizonte: string;
  let probe: FastifyInstance;
  const as: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');
    for (const user of [
      'superadmin@tu360.test',
      'visor.banco@tu360.test',
      'admin@andina.test',
      'operativo@andina.test',
      'visor@andina.test',
      'multi@andina.test',
      'admin@horizonte.test',
    ])
      as[user] = (await login(t.app, user)).headers;
    // An integration-API-style route behind the very key check the integration API uses, on the same database.
    probe = Fastify();
    const requireKey = integrationKeyAuth(probe, {
      db: t.db,
      attempts: new MemoryAttemptCounter(),
      ratePerMinute: 1000,
    });
    probe.get('/probe', { preHandler: requireKey('catalog:read') }, async (request) => ({
      constructorId: request.integration?.constructorId,
    }));
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
    await t.close();
  });

  const call = (secrets: { applicationKey: string; token: string }) =>
    probe.inject({
      url: '/probe',
      headers: { 'x-application-key': secrets.applicationKey, 'x-api-token': secrets.token },
    });
  const create = (user: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: URL, headers: as[user], payload: body });
  const createOk = async (user: string, body: Record<string, unknown>) => {
    const res = await create(user, { name: 'ERP de ventas', scopes: ['catalog:read'], ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Secrets;
  };
  const get = (user: string, url: string) => t.app.inject({ url, headers: as[user] });
  const post = (user: string, url: string) => t.app.inject({ method: 'POST', url, headers: as[user] });
  const rowOf = async (id: string) => (await t.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];

  it('creates a key: the application key and the token are answered once; the token is kept as its SHA-256', async () => {
    const key = await createOk('admin@andina.test', {
      name: '  ERP de ventas  ',
      scopes: ['catalog:read', 'leads:read'],
    });
    expect(key.applicationKey).toMatch(/^tu360_app_[A-Za-z0-9_-]{32}$/);
    expect(key.token).toMatch(/^tu360_tok_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'ERP de ventas',
      constructorId: andina,
      scopes: ['catalog:read', 'leads:read'],
      state: 'Activa',
      expiresAt: null,
      createdBy: 'Carlos Mejía',
      tokenPrefix: key.token.slice(0, 14),
      applicationKeyPrefix: key.applicationKey.slice(0, 14),
    });

    const row = await rowOf(key.id);
    expect(row.tokenHash).toBe(sha256(key.token));
    expect(row.tokenPrefix).toBe(key.token.slice(0, 14));
    expect(row.applicationKey).toBe(key.applicationKey);
    // Nothing in the row holds the token itself.
    expect(JSON.stringify(row)).not.toContain(key.token.slice(14));

    // The list and the detail never show a secret, nor the hash.
    for (const res of [
      await get('admin@andina.test', `${URL}?ConstructorId=${andina}`),
      await get('admin@andina.test', `${URL}/${key.id}`),
      await get('superadmin@tu360.test', URL),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(key.id);
      expect(res.body).not.toContain(key.token);
      expect(res.body).not.toContain(key.applicationKey);
      expect(res.body).not.toContain(row.tokenHash);
      expect(res.body).not.toMatch(/"(token|applicationKey|tokenHash)"/);
    }
    const detail = (await get('admin@andina.test', `${URL}/${key.id}`)).json();
    expect(detail).toMatchObject({ tokenPrefix: key.token.slice(0, 14), state: 'Activa', lastUsedAt: null });

    // Audited as created, without a secret.
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, key.id));
    expect(audit.map((a) => [a.action, a.field, a.valueAfter])).toEqual(
      expect.arrayContaining([
        ['Create', 'Nombre', 'ERP de ventas'],
        ['Create', 'Permisos', 'Leer catálogo, Leer clientes potenciales'],
        ['Create', 'Token', key.token.slice(0, 14)],
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain(key.token);
    expect(JSON.stringify(audit)).not.toContain(key.applicationKey);
  });

  it('the key opens the integration API until it is revoked: the next request is refused (401)', async () => {
    const key = await createOk('admin@andina.test', {});
    const first = await call(key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ constructorId: andina });
    expect((await rowOf(key.id)).lastUsedAt).not.toBeNull();
    expect((await get('admin@andina.test', `${URL}/${key.id}`)).json().lastUsedAt).not.toBeNull();

    const revoked = await post('admin@andina.test', `${URL}/${key.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: key.id, state: 'Revocada' });
    const next = await call(key);
    expect(next.statusCode).toBe(401);
    expect(next.json().Message).toBe('La clave de integración no es válida, fue revocada o venció.');

    const again = await post('admin@andina.test', `${URL}/${key.id}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('La clave ya está revocada.');
    expect((await post('admin@andina.test', `${URL}/${key.id}/rotate`)).statusCode).toBe(409);

    const [revocation] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, key.id), eq(auditLog.action, 'Revoke')));
    expect(revocation).toMatchObject({ field: 'Estado', valueBefore: 'Activa', valueAfter: 'Revocada' });
    expect((await rowOf(key.id)).revokedBy).toBe(revocation.userId);
  });

  it('rotates a key: new secrets once, the old key refused on its next request, in one transaction', async () => {
    const key = await createOk('admin@andina.test', {
      name: 'Sincronización',
      scopes: ['catalog:read', 'catalog:write'],
    });
    expect((await call(key)).statusCode).toBe(200);

    const res = await post('admin@andina.test', `${URL}/${key.id}/rotate`);
    expect(res.statusCode, res.body).toBe(201);
    const rotated = res.json() as Secrets & { rotatedFrom: string; name: string };
    expect(rotated.id).not.toBe(key.id);
    expect(rotated).toMatchObject({
      name: 'Sincronización',
      scopes: ['catalog:read', 'catalog:write'],
      rotatedFrom: key.id,
      state: 'Activa',
    });
    expect(rotated.token).not.toBe(key.token);
    expect(rotated.applicationKey).not.toBe(key.applicationKey);
    expect((await rowOf(rotated.id)).tokenHash).toBe(sha256(rotated.token));

    expect((await call(key)).statusCode).toBe(401);
    expect((await call(rotated)).statusCode).toBe(200);
    expect((await rowOf(key.id)).revokedAt).not.toBeNull();
    const list = (await get('admin@andina.test', `${URL}?ConstructorId=${andina}&PageSize=100`)).json() as {
      data: { id: string; state: string }[];
    };
    expect(list.data.find((k) => k.id === key.id)?.state).toBe('Revocada');
    expect(list.data.find((k) => k.id === rotated.id)?.state).toBe('Activa');
    expect(JSON.stringify(list)).not.toContain(rotated.token);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'ApiKey'));
    expect(audit.filter((a) => a.action === 'Rotate').map((a) => a.entityId)).toEqual(
      expect.arrayContaining([key.id, rotated.id]),
    );
    expect(JSON.stringify(audit)).not.toContain(rotated.token);
  });

  it('an expired key is refused, listed as Vencida and cannot be rotated', async () => {
    const key = await createOk('admin@andina.test', { expiresOn: tomorrow() });
    expect(key.expiresAt).not.toBeNull();
    expect((await call(key)).statusCode).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect((await call(key)).statusCode).toBe(401);
    expect((await get('admin@andina.test', `${URL}/${key.id}`)).json().state).toBe('Vencida');
    const res = await post('admin@andina.test', `${URL}/${key.id}/rotate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('La clave venció: cree una nueva.');
  });

  it('refuses bad input with Spanish messages', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no scope', { name: 'x', scopes: [] }, 'Seleccione al menos un permiso.'],
      ['no name', { name: ' ', scopes: ['catalog:read'] }, 'Campo obligatorio'],
      ['an unknown scope', { name: 'x', scopes: ['admin'] }, 'Seleccione una opción válida'],
      [
        'an expiry in the past',
        { name: 'x', scopes: ['catalog:read'], expiresOn: '2020-01-01' },
        'Debe elegir una fecha de vencimiento posterior a hoy.',
      ],
    ];
    for (const [name, body, message] of cases) {
      const res = await create('admin@andina.test', body);
      expect(res.statusCode, name).toBe(400);
      expect(res.body, name).toContain(message);
    }
    const none = await create('superadmin@tu360.test', { name: 'x', scopes: ['catalog:read'] });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe('Seleccione la constructora o inmobiliaria de la clave.');
  });

  describe('tenancy and roles of every route', () => {
    let andinaKey: Secrets;
    beforeAll(async () => {
      andinaKey = await createOk('admin@andina.test', { name: 'Clave de Andina' });
    });

    it('another builder’s Administrador learns nothing of Andina’s keys and changes none (404)', async () => {
      const u = 'admin@horizonte.test';
      expect((await get(u, `${URL}?ConstructorId=${andina}`)).statusCode).toBe(404);
      expect((await get(u, `${URL}/${andinaKey.id}`)).statusCode).toBe(404);
      expect((await post(u, `${URL}/${andinaKey.id}/revoke`)).statusCode).toBe(404);
      expect((await post(u, `${URL}/${andinaKey.id}/rotate`)).statusCode).toBe(404);
      expect(
        (await create(u, { name: 'x', scopes: ['catalog:read'], constructorId: andina })).statusCode,
      ).toBe(404);
      // Its own list has none of Andina's.
      const own = await get(u, URL);
      expect(own.statusCode).toBe(200);
      expect(own.body).not.toContain(andinaKey.id);
      expect((await call(andinaKey)).statusCode).toBe(200);
      expect((await rowOf(andinaKey.id)).revokedAt).toBeNull();
    });

    it.each(['visor@andina.test', 'operativo@andina.test'])(
      'the builder’s %s may neither see nor manage its keys (403)',
      async (u) => {
        for (const res of [
          await get(u, URL),
          await get(u, `${URL}/${andinaKey.id}`),
          await post(u, `${URL}/${andinaKey.id}/revoke`),
          await post(u, `${URL}/${andinaKey.id}/rotate`),
          await create(u, { name: 'x', scopes: ['catalog:read'] }),
        ]) {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json().Message).toBe(
            'Solo el Administrador de la constructora o inmobiliaria gestiona sus claves de integración.',
          );
        }
        expect((await rowOf(andinaKey.id)).revokedAt).toBeNull();
      },
    );

    it('a user who administers one project of the builder but views another manages none of its keys', async () => {
      // A key opens every project of the builder, Mirador de la Sierra (where multi only views) included.
      const multi = 'multi@andina.test';
      expect((await create(multi, { name: 'Clave de multi', scopes: ['catalog:write'] })).statusCode).toBe(
        403,
      );
      expect((await get(multi, `${URL}/${andinaKey.id}`)).statusCode).toBe(403);
      expect((await post(multi, `${URL}/${andinaKey.id}/revoke`)).statusCode).toBe(403);
    });

    it('platform administrators: any builder; the platform viewer sees and changes nothing', async () => {
      const sa = 'superadmin@tu360.test';
      const key = await createOk(sa, { name: 'Clave de Horizonte', constructorId: horizonte });
      expect(key.constructorId).toBe(horizonte);
      const all = await get(sa, `${URL}?PageSize=100`);
      expect(all.body).toContain(key.id);
      expect(all.body).toContain(andinaKey.id);
      const onlyHorizonte = await get(sa, `${URL}?ConstructorId=${horizonte}&PageSize=100`);
      expect(onlyHorizonte.body).toContain(key.id);
      expect(onlyHorizonte.body).not.toContain(andinaKey.id);
      expect((await get('admin@horizonte.test', URL)).body).toContain(key.id);

      const vb = 'visor.banco@tu360.test';
      expect((await get(vb, `${URL}?ConstructorId=${andina}`)).statusCode).toBe(200);
      expect((await get(vb, `${URL}/${key.id}`)).statusCode).toBe(200);
      expect((await post(vb, `${URL}/${key.id}/revoke`)).statusCode).toBe(403);
      expect((await post(vb, `${URL}/${key.id}/rotate`)).statusCode).toBe(403);
      expect(
        (await create(vb, { name: 'x', scopes: ['catalog:read'], constructorId: andina })).statusCode,
      ).toBe(403);

      expect((await post(sa, `${URL}/${key.id}/revoke`)).statusCode).toBe(200);
      expect((await call(key)).statusCode).toBe(401);
      const unknown = await get(sa, `${URL}?ConstructorId=${crypto.randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
    });
  });
});

/** Tomorrow in Colombia (UTC−5), as the form sends it. */
function tomorrow(): string {
  return new Date(Date.now() - 5 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
}
