import { es, LEAD_INTAKE_SCOPE, STORE_CLIENT_ID } from '@tu360/domain';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leads } from '../src/db/schema.ts';
import { CLIENT_TOKEN_TTL_SECONDS } from '../src/modules/auth/token-service.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import {
  clientGrant,
  INTAKE_URL,
  leadBody,
  leadRow,
  postLead,
  STORE_SECRET,
  storeHeaders,
} from './factories/leads.ts';
import { claimsOf, createTestApp, login, type TestApp } from './helper.ts';

/** The store's token carries the lead intake and, since issue 15, the catalog (store-catalog.test.ts). */
const STORE_SCOPES = `${LEAD_INTAKE_SCOPE} store.catalog.read`;

/** Issue 14: the public store posts leads with its client-credentials token, and only with it. */
describe('lead intake from the store', () => {
  let t: TestApp;
  let store: Record<string, string>;
  let andina: string;
  let project: Awaited<ReturnType<typeof projectFactory>>;
  let published: Awaited<ReturnType<typeof propertyFactory>>;

  beforeAll(async () => {
    t = await createTestApp({ STORE_CLIENT_SECRET: STORE_SECRET });
    store = await storeHeaders(t);
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    published = await propertyFactory(t.db, project, { status: 'Published' });
  });
  afterAll(() => t.close());

  it('issues the store a short-lived token with the intake (and catalog) scope, no user and no refresh token', async () => {
    const res = await clientGrant(t);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body.refresh_token).toBeUndefined();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: CLIENT_TOKEN_TTL_SECONDS,
      scope: STORE_SCOPES,
    });
    const claims = claimsOf(body.access_token as string);
    expect(claims).toMatchObject({
      sub: STORE_CLIENT_ID,
      client_id: STORE_CLIENT_ID,
      scope: STORE_SCOPES,
    });
    expect(claims.unique_name).toBeUndefined();
    expect((claims.exp as number) - (claims.iat as number)).toBe(CLIENT_TOKEN_TTL_SECONDS);
  });

  it.each([
    ['a wrong secret', { client_secret: 'otro-secreto' }],
    ['no secret', { client_secret: '' }],
    ['another client', { client_id: 'tu360-portal' }],
  ])('refuses the grant with %s (invalid_client, in Spanish)', async (_name, fields) => {
    const res = await clientGrant(t, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_client', Message: es.leads.invalidClient });
  });

  it('refuses the grant when the server has no STORE_CLIENT_SECRET', async () => {
    const other = await createTestApp();
    try {
      const res = await clientGrant(other);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_client', Message: es.leads.invalidClient });
    } finally {
      await other.close();
    }
  });

  it('counts the grant in the sign-in ceiling of its address, as every grant (429 with Retry-After past it)', async () => {
    const other = await createTestApp({ STORE_CLIENT_SECRET: STORE_SECRET, SIGN_IN_RATE_CEILING: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await clientGrant(other)).statusCode).toBe(200);
      const refused = await clientGrant(other);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('takes a lead for a published property: 201, routed, with its history', async () => {
    const res = await postLead(t, store, leadBody({ productId: published.productId }));
    expect(res.statusCode, res.body).toBe(201);
    const { id, merged, assignees } = res.json() as { id: string; merged: boolean; assignees: number };
    expect(merged).toBe(false);
    expect(assignees).toBeGreaterThan(0);
    const row = await leadRow(t.db, id);
    expect(row).toMatchObject({
      propertyId: published.id,
      sellerId: project.id,
      constructorId: andina,
      status: 'New',
      consent: true,
      source: 'tienda',
      mergedCount: 0,
    });
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(events.map((e) => e.action)).toEqual(['Created']);
  });

  it('refuses it without a token, with a bad one (401) and with a user token (403, in Spanish)', async () => {
    const body = leadBody({ productId: published.productId });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(leads);
    const none = await postLead(t, {}, body);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toEqual({ Message: es.auth.unauthorized });
    const forged = await postLead(t, { authorization: `${store.authorization.slice(0, -4)}AAAA` }, body);
    expect(forged.statusCode).toBe(401);
    for (const user of ['superadmin@tu360.test', 'admin@andina.test']) {
      const res = await postLead(t, (await login(t.app, user)).headers, body);
      expect(res.statusCode, user).toBe(403);
      expect(res.json()).toEqual({ Message: es.leads.invalidClient });
    }
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(leads)).toEqual(before);
  });

  it("the store's token opens no other route (401)", async () => {
    for (const url of [
      '/api/auth/connect/userinfo',
      '/api/lead/api/v1/leads',
      '/api/bulk-load/api/v1/deletion-template',
    ]) {
      const res = await t.app.inject({ url, headers: store });
      expect(res.statusCode, url).toBe(401);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `${INTAKE_URL}/${crypto.randomUUID()}`,
      payload: { state: 'Won' },
      headers: store,
    });
    expect(put.statusCode).toBe(401);
  });

  it('refuses a property that is not published (409) or does not exist (404), in Spanish', async () => {
    for (const status of ['OnApprobation', 'Hidden', 'Rejected', 'Incomplete'] as const) {
      const property = await propertyFactory(t.db, project, { status });
      const res = await postLead(t, store, leadBody({ productId: property.productId }));
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ Message: es.leads.notPublished });
    }
    const loaded = await propertyFactory(t.db, project, { status: 'Loaded' });
    expect((await postLead(t, store, leadBody({ productId: loaded.productId }))).statusCode).toBe(201);
    const unknown = await postLead(t, store, leadBody({ productId: 999_999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: es.leads.propertyNotFound });
  });

  it('takes a lead for a published project; refuses one that is not (409) or does not exist (404)', async () => {
    const res = await postLead(t, store, leadBody({ sellerId: project.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await leadRow(t.db, (res.json() as { id: string }).id)).toMatchObject({
      sellerId: project.id,
      propertyId: null,
    });
    const hidden = await projectFactory(t.db, andina, { status: 'OnApprobation' });
    const refused = await postLead(t, store, leadBody({ sellerId: hidden.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ Message: es.leads.projectNotPublished });
    const unknown = await postLead(t, store, leadBody({ sellerId: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: es.leads.projectNotFound });
  });

  it.each([
    ['no consent', { consent: false }, es.leads.consent],
    ['no property nor project', { productId: undefined }, es.leads.propertyOrProject],
    ['a bad e-mail', { email: 'no-es-correo' }, es.validation.email],
    ['a bad phone', { phone: 'abc' }, es.validation.phone],
  ])('refuses %s with 400 and a Spanish message', async (_name, overrides, message) => {
    const res = await postLead(t, store, leadBody({ productId: published.productId }, overrides));
    expect(res.statusCode).toBe(400);
    expect(
      (res.json() as { MessageList?: string[]; Message: string }).MessageList ?? [
        (res.json() as { Message: string }).Message,
      ],
    ).toContain(message);
  });

  it('merges the same e-mail (case aside) for the same property within 24 hours, not after', async () => {
    const first = await postLead(
      t,
      store,
      leadBody({ productId: published.productId }, { email: 'Pedro@Correo.test' }),
    );
    expect(first.statusCode).toBe(201);
    const { id } = first.json() as { id: string };
    const again = await postLead(
      t,
      store,
      leadBody(
        { productId: published.productId },
        { email: 'pedro@correo.TEST', message: 'Sigo interesado.' },
      ),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ id, merged: true, assignees: 0 });
    const merged = await leadRow(t.db, id);
    expect(merged.mergedCount).toBe(1);
    expect(merged.message).toBe('Quisiera conocer el inmueble.\n\nSigo interesado.');
    // Another property of the same project is another lead.
    const other = await propertyFactory(t.db, project, { status: 'Published' });
    const elsewhere = await postLead(
      t,
      store,
      leadBody({ productId: other.productId }, { email: 'pedro@correo.test' }),
    );
    expect(elsewhere.statusCode).toBe(201);
    // 25 hours later the same person is a new lead.
    await t.db.update(leads).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(leads.id, id));
    const later = await postLead(
      t,
      store,
      leadBody({ productId: published.productId }, { email: 'pedro@correo.test' }),
    );
    expect(later.statusCode).toBe(201);
    expect((later.json() as { id: string }).id).not.toBe(id);
    expect((await leadRow(t.db, id)).mergedCount).toBe(1);
  });

  it('two posts of the same person at once make one lead and one merge', async () => {
    const body = leadBody({ productId: published.productId }, { email: 'ala.vez@correo.test' });
    const answers = await Promise.all([postLead(t, store, body), postLead(t, store, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const rows = await t.db.select().from(leads).where(eq(leads.email, 'ala.vez@correo.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0].mergedCount).toBe(1);
  });

  it('merges a project lead with the same person for the same project (no property)', async () => {
    const body = leadBody({ sellerId: project.id }, { email: 'sofia@correo.test' });
    const first = await postLead(t, store, body);
    expect(first.statusCode).toBe(201);
    const again = await postLead(t, store, { ...body, message: undefined });
    expect(again.statusCode).toBe(200);
    const row = await leadRow(t.db, (first.json() as { id: string }).id);
    expect(row.mergedCount).toBe(1);
    expect(row.message).toBe('Quisiera conocer el inmueble.');
  });
});
