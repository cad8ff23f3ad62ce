import { DETAIL_KEYS } from '@tu360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, leads, properties, propertyImages } from '../src/db/schema.ts';
import { constructorIdByName, imageFile, projectFactory, propertyFactory } from './factories/index.ts';
import { integrationKey, type TestKey } from './factories/integration-keys.ts';
import { builderPropertyBody } from './factories/property-bodies.ts';
import { createTestApp, login, multipart, type TestApp } from './helper.ts';

/**
 * The integration API (issue 15) through the real app: what a builder's key opens, limited to its builder and its
 * scopes; keys revoked or expired refused on the next request; writes audited as the key's; the wizard's messages,
 * word for word the portal's; the portal's image checks; the leads cursor.
 */
const V1 = '/api/integration/v1';

describe('integration API', () => {
  let t: TestApp;
  let andina: string;
  let horizonte: string;
  let andinaProject: { id: string; constructorId: string };
  let horizonteProject: { id: string; constructorId: string };
  /** Andina's key with every scope, and Horizonte's. */
  let key: TestKey;
  let other: TestKey;

  beforeAll(async () => {
    t = await createTestApp();
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');
    andinaProject = await projectFactory(t.db, andina, { status: 'Synchronized' });
    horizonteProject = await projectFactory(t.db, horizonte, { status: 'Synchronized' });
    key = await integrationKey(t.db, andina, { name: 'ERP Andina' });
    other = await integrationKey(t.db, horizonte, { name: 'CRM Horizonte' });
  });
  afterAll(() => t.close());

  const get = (url: string, k: TestKey | Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: typeof k.headers === 'object' ? (k as TestKey).headers : (k as Record<string, string>),
    });
  const send = (method: 'POST' | 'PUT', url: string, k: TestKey, payload: unknown) =>
    t.app.inject({ method, url, headers: k.headers, payload: payload as object });

  describe('tenancy: a key reaches its own builder only', () => {
    it('lists only its builder projects and properties', async () => {
      const projects = await get(`${V1}/projects?PageSize=200`, key);
      expect(projects.statusCode, projects.body).toBe(200);
      const list = projects.json() as { data: { id: string; constructorId: string }[]; totalData: number };
      expect(list.data.map((p) => p.id)).toContain(andinaProject.id);
      expect(list.data.every((p) => p.constructorId === andina)).toBe(true);
      expect(projects.body).not.toContain(horizonteProject.id);
      expect(projects.body).not.toContain('"role"');

      await propertyFactory(t.db, horizonteProject, { name: 'Solo de Horizonte' });
      const props = await get(`${V1}/properties?PageSize=200`, key);
      expect(props.statusCode, props.body).toBe(200);
      const items = (props.json() as { data: { constructorId: string }[] }).data;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((p) => p.constructorId === andina)).toBe(true);
      expect(props.body).not.toContain('Solo de Horizonte');
    });

    it("answers 404 for another builder's project, property, filter, update and images, and writes nothing", async () => {
      const theirs = await propertyFactory(t.db, horizonteProject);
      const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
      for (const res of [
        await get(`${V1}/projects/${horizonteProject.id}`, key),
        await get(`${V1}/properties/${theirs.productId}`, key),
        await get(`${V1}/properties?SellerId=${horizonteProject.id}`, key),
        await send('POST', `${V1}/properties`, key, builderPropertyBody(horizonteProject.id, 1)),
        await send('PUT', `${V1}/properties/${theirs.productId}`, key, { step: 1, name: 'Ajeno' }),
        await t.app.inject({
          method: 'POST',
          url: `${V1}/properties/${theirs.productId}/images`,
          ...(await withKey(key, { Image: new Blob([new Uint8Array(await imageFile())]) })),
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(typeof res.json().Message).toBe('string');
      }
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(before);
      const [row] = await t.db.select().from(properties).where(eq(properties.id, theirs.id));
      expect(row.name).toBe(theirs.name);
    });

    it('reads its own project and property', async () => {
      const mine = await propertyFactory(t.db, andinaProject, { name: 'Apartamento propio' });
      const project = await get(`${V1}/projects/${andinaProject.id}`, key);
      expect(project.statusCode, project.body).toBe(200);
      expect(project.json()).toMatchObject({ id: andinaProject.id, constructorId: andina });
      const property = await get(`${V1}/properties/${mine.productId}`, key);
      expect(property.statusCode, property.body).toBe(200);
      expect(property.json()).toMatchObject({ productId: mine.productId, name: 'Apartamento propio' });
      expect(property.json()).not.toHaveProperty('responsibleUsers');
    });
  });

  describe('scopes', () => {
    const catalogReads = () => [
      `${V1}/projects`,
      `${V1}/projects/${andinaProject.id}`,
      `${V1}/properties`,
      `${V1}/properties/1`,
    ];
    it('a key without the scope an operation needs gets 403 with the scope named, and nothing changes', async () => {
      const leadsOnly = await integrationKey(t.db, andina, { scopes: ['leads:read'] });
      const readOnly = await integrationKey(t.db, andina, { scopes: ['catalog:read'] });
      for (const url of catalogReads()) {
        const res = await get(url, leadsOnly);
        expect(res.statusCode, `${url} ${res.body}`).toBe(403);
        expect(res.json().Message).toBe('La clave de integración no tiene el permiso «Leer catálogo».');
      }
      const property = await propertyFactory(t.db, andinaProject);
      for (const res of [
        await send('POST', `${V1}/properties`, readOnly, builderPropertyBody(andinaProject.id, 1)),
        await send('PUT', `${V1}/properties/${property.productId}`, readOnly, { step: 1, name: 'Otro' }),
        await t.app.inject({
          method: 'POST',
          url: `${V1}/properties/${property.productId}/images`,
          ...(await withKey(readOnly, { Image: new Blob([new Uint8Array(await imageFile())]) })),
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().Message).toBe('La clave de integración no tiene el permiso «Escribir catálogo».');
      }
      const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
      expect(row.name).toBe(property.name);
      const leadsRes = await get(`${V1}/leads`, readOnly);
      expect(leadsRes.statusCode).toBe(403);
      expect(leadsRes.json().Message).toBe(
        'La clave de integración no tiene el permiso «Leer clientes potenciales».',
      );
    });

    it('no key, a wrong token or a user bearer token: 401', async () => {
      const session = await login(t.app, 'admin@andina.test');
      for (const headers of <Record<string, string>[]>[
        {},
        session.headers,
        { 'x-application-key': key.applicationKey },
        { 'x-application-key': key.applicationKey, 'x-api-token': `${key.token}x` },
        { 'x-application-key': other.applicationKey, 'x-api-token': key.token },
      ]) {
        const res = await get(`${V1}/projects`, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
        expect(res.json().Message).toMatch(/clave/);
      }
    });
  });

  describe('revocation and expiry take effect on the next request', () => {
    it('revoked: 401 right after', async () => {
      const k = await integrationKey(t.db, andina);
      expect((await get(`${V1}/projects`, k)).statusCode).toBe(200);
      await t.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, k.id));
      const res = await get(`${V1}/projects`, k);
      expect(res.statusCode).toBe(401);
      expect(res.json().Message).toBe('La clave de integración no es válida, fue revocada o venció.');
    });

    it('expired: 401 once its expiry passed', async () => {
      const k = await integrationKey(t.db, andina, { expiresAt: new Date(Date.now() + 60_000) });
      expect((await get(`${V1}/projects`, k)).statusCode).toBe(200);
      await t.db
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, k.id));
      expect((await get(`${V1}/projects`, k)).statusCode).toBe(401);
    });
  });

  describe('writes: the wizard through the key, audited as the key', () => {
    it('creates, updates and adds images; every audit row names the key and no user', async () => {
      const created = await send(
        'POST',
        `${V1}/properties`,
        key,
        builderPropertyBody(andinaProject.id, 3, { name: 'Apartamento por integración' }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const { id, productId, status } = created.json() as { id: string; productId: number; status: string };
      expect(status).toBeDefined();
      const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
      expect(row).toMatchObject({ constructorId: andina, sellerId: andinaProject.id, createdBy: null });

      const updated = await send('PUT', `${V1}/properties/${productId}`, key, {
        step: 1,
        name: 'Apartamento por integración (editado)',
        description: builderPropertyBody(andinaProject.id).description,
        price: '$ 360.000.000',
        category: 'Apartment',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const [after] = await t.db.select().from(properties).where(eq(properties.id, id));
      expect(after.name).toBe('Apartamento por integración (editado)');
      expect(after.listPrice).toBe(360_000_000);

      const images = await t.app.inject({
        method: 'POST',
        url: `${V1}/properties/${productId}/images`,
        ...(await withKey(key, {
          Image: new Blob([new Uint8Array(await imageFile('png'))], { type: 'image/png' }),
        })),
      });
      expect(images.statusCode, images.body).toBe(200);
      expect(images.json()).toHaveLength(1);
      expect(images.json()[0]).toMatchObject({ isMain: true, order: 0 });

      const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['create', 'update', 'images']));
      for (const a of audit)
        expect(a).toMatchObject({ userId: null, userName: 'Integración «ERP Andina»', apiKeyId: key.id });
      // The portal's history of the property shows the key as the author of each change.
      const session = await login(t.app, 'admin@andina.test');
      const history = await t.app.inject({
        url: `/api/product/api/v1/get-last-changes?productId=${productId}`,
        headers: session.headers,
      });
      expect(history.statusCode, history.body).toBe(200);
      const entries = history.json() as { userName: string; action: string }[];
      expect(entries.map((e) => e.action).sort()).toEqual(['create', 'images', 'update']);
      for (const e of entries) expect(e.userName).toBe('Integración «ERP Andina»');
    });

    it("refuses what the wizard refuses with the portal's very messages (422 here, 400 in the portal)", async () => {
      const session = await login(t.app, 'admin@andina.test');
      const bad = builderPropertyBody(andinaProject.id, 3, {
        price: '9.000.000',
        description: 'Muy corta',
        detailProducts: [
          { key: DETAIL_KEYS.area, value: '0' },
          { key: DETAIL_KEYS.privateArea, value: '80' },
          { key: DETAIL_KEYS.builtArea, value: '70' },
          { key: DETAIL_KEYS.rooms, value: '3.5' },
          { key: DETAIL_KEYS.sector, value: 'S'.repeat(31) },
        ],
      });
      const portal = await t.app.inject({
        method: 'POST',
        url: '/api/product/api/v5/create-product',
        headers: session.headers,
        payload: bad,
      });
      const viaKey = await send('POST', `${V1}/properties`, key, bad);
      expect(portal.statusCode, portal.body).toBe(400);
      expect(viaKey.statusCode, viaKey.body).toBe(422);
      const said = (r: typeof portal) => {
        const { Message, MessageList, errors } = r.json();
        return { Message, MessageList, errors };
      };
      expect(said(viaKey)).toEqual(said(portal));
      // The spec's own words (section 5), so that both saying the same wrong thing would not pass.
      const messages = viaKey.json().MessageList as string[];
      expect(messages).toContain('Debe ser mayor a 10.000.000');
      expect(messages).toContain(
        'La descripción debe tener entre 150 y 1000 caracteres. Actualmente tiene 9 caracteres.',
      );
      expect(messages).toContain('El área privada no debe ser mayor al área construida');
      expect(messages).toContain(
        'El sector debe tener maximo 30 caracteres. Actualmente tiene 31 caracteres.',
      );
    });

    it('refuses a hostile image as the portal does (HTML named .png): 415, nothing stored', async () => {
      const property = await propertyFactory(t.db, andinaProject);
      const res = await t.app.inject({
        method: 'POST',
        url: `${V1}/properties/${property.productId}/images`,
        ...(await withKey(key, {
          Image: new File(['<html><script>alert(1)</script></html>'], 'foto.png', { type: 'image/png' }),
        })),
      });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().Message).toBe('El archivo debe ser una imagen JPEG, PNG o WebP.');
      const stored = await t.db
        .select()
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, property.id));
      expect(stored).toEqual([]);
      const none = await t.app.inject({
        method: 'POST',
        url: `${V1}/properties/${property.productId}/images`,
        ...(await withKey(key, { Other: 'x' })),
      });
      expect(none.statusCode, none.body).toBe(400);
    });
  });

  describe('leads since a cursor', () => {
    it("pages the builder's leads oldest first, none of another builder's, and picks up new ones", async () => {
      // A fresh builder of its own, so that the seeded leads do not interfere with the expected order.
      const project = await projectFactory(t.db, horizonte, { status: 'Synchronized' });
      const mine = await integrationKey(t.db, horizonte, { scopes: ['leads:read'] });
      const base = Date.parse('2026-03-01T10:00:00.000Z');
      await t.db.delete(leads).where(eq(leads.constructorId, horizonte));
      // Two leads in the same millisecond (microseconds apart) must both come, in order.
      const inserted = await t.db
        .insert(leads)
        .values(
          [0, 1, 2, 3, 4].map((i) => ({
            constructorId: horizonte,
            sellerId: project.id,
            fullName: `Cliente ${i}`,
            email: `cliente${i}@correo.test`,
            consent: true,
            createdAt: new Date(base + (i < 2 ? 0 : i * 1000)),
          })),
        )
        .returning({ id: leads.id, createdAt: leads.createdAt });
      await t.db.execute(
        sql`update ${leads} set created_at = created_at + interval '7 microseconds' where id = ${inserted[1].id}`,
      );
      await t.db.insert(leads).values({
        constructorId: andina,
        sellerId: andinaProject.id,
        fullName: 'De Andina',
        email: 'andina@correo.test',
        consent: true,
      });

      const seen: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 5; page++) {
        const res = await get(
          `${V1}/leads?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          mine,
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as {
          data: { id: string; fullName: string; constructorId: string }[];
          nextCursor: string | null;
          hasMore: boolean;
        };
        expect(body.data.every((l) => l.constructorId === horizonte)).toBe(true);
        seen.push(...body.data.map((l) => l.fullName));
        cursor = body.nextCursor;
        if (!body.hasMore) break;
      }
      expect(seen).toEqual(['Cliente 0', 'Cliente 1', 'Cliente 2', 'Cliente 3', 'Cliente 4']);

      // Nothing new: the same cursor back, no leads.
      const idle = await get(`${V1}/leads?cursor=${encodeURIComponent(cursor as string)}`, mine);
      expect(idle.json()).toMatchObject({ data: [], nextCursor: cursor, hasMore: false });
      // A new lead comes on the next poll with that cursor.
      await t.db.insert(leads).values({
        constructorId: horizonte,
        sellerId: project.id,
        fullName: 'Cliente nuevo',
        email: 'nuevo@correo.test',
        consent: true,
      });
      const next = await get(`${V1}/leads?cursor=${encodeURIComponent(cursor as string)}`, mine);
      expect((next.json().data as { fullName: string }[]).map((l) => l.fullName)).toEqual(['Cliente nuevo']);
    });

    it('refuses a cursor it did not give, in Spanish', async () => {
      for (const cursor of ['abc', Buffer.from('["ayer","x"]').toString('base64url'), '%%%']) {
        const res = await get(`${V1}/leads?cursor=${encodeURIComponent(cursor)}`, key);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().Message).toBe(
          'El cursor no es válido: use el nextCursor de una respuesta anterior.',
        );
      }
    });

    it('answers the fields of the portal list', async () => {
      const res = await get(`${V1}/leads?limit=1`, key);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data[0]).sort()).toEqual(
        [
          'id',
          'createdAt',
          'fullName',
          'email',
          'phone',
          'message',
          'source',
          'state',
          'constructorId',
          'sellerId',
          'sellerName',
          'productId',
          'propertyName',
          'assigneeId',
          'assigneeName',
          'mergedCount',
          'anonymised',
        ].sort(),
      );
    });
  });

  describe('its own OpenAPI document', () => {
    it('lists every integration operation with the two key headers, and the portal document none of them', async () => {
      const doc = (await t.app.inject({ url: `${V1}/openapi.json` })).json() as {
        paths: Record<string, Record<string, { security: unknown; tags: string[]; responses: object }>>;
        components: { securitySchemes: Record<string, unknown> };
      };
      expect(Object.keys(doc.paths).sort()).toEqual(
        [
          `${V1}/leads`,
          `${V1}/projects`,
          `${V1}/projects/{id}`,
          `${V1}/properties`,
          `${V1}/properties/{productId}`,
          `${V1}/properties/{productId}/images`,
        ].sort(),
      );
      expect(doc.components.securitySchemes).toEqual({
        applicationKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Application-Key' }),
        apiToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Token' }),
      });
      for (const [path, item] of Object.entries(doc.paths))
        for (const [method, op] of Object.entries(item)) {
          expect(op.security, `${method} ${path}`).toEqual([{ applicationKey: [], apiToken: [] }]);
          expect(op.tags).toEqual(['integration']);
          expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
            expect.arrayContaining(['401', '403', '429']),
          );
        }
      const portal = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: object };
      expect(Object.keys(portal.paths).filter((p) => p.includes('/integration/'))).toEqual([]);
      const ui = await t.app.inject({ url: `${V1}/docs` });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toMatch(/html/);
    });
  });
});

describe('integration API: the per-key limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INTEGRATION_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, for that key only', async () => {
    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    const k = await integrationKey(t.db, andina);
    const fresh = await integrationKey(t.db, andina);
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ url: `${V1}/projects`, headers: k.headers })).statusCode).toBe(200);
    const res = await t.app.inject({ url: `${V1}/projects`, headers: k.headers });
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.json().Message).toBe(
      `La clave de integración superó el límite de solicitudes. Intente de nuevo en ${seconds} segundos.`,
    );
    expect((await t.app.inject({ url: `${V1}/projects`, headers: fresh.headers })).statusCode).toBe(200);
    // Last use is kept.
    const [row] = await t.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, k.id)));
    expect(row.lastUsedAt).not.toBeNull();
  });
});

/** A multipart body with the key's headers. */
async function withKey(k: TestKey, fields: Record<string, string | Blob>) {
  const body = await multipart(fields);
  return { payload: body.payload, headers: { ...k.headers, ...body.headers } };
}
