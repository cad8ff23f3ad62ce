import { es, ROUTES } from '@tu360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSellers } from '../src/db/schema.ts';
import { cityByCode, constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import {
  leadBody,
  leadNotifications,
  leadRow,
  postLead,
  ruleFor,
  STORE_SECRET,
  storeHeaders,
} from './factories/leads.ts';
import { baseCtx } from './factories/operations.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * Issue 14: a new lead goes to the property's responsible users by the existing rules (a specific product, else a
 * location, else a price range), else to the project's administrators; the first is its assignee and each gets a
 * Lead notification in the same transaction.
 */
describe('routing of a new lead', () => {
  let t: TestApp;
  let store: Record<string, string>;
  let ids: Record<string, string>;
  let andina: string;
  let project: Awaited<ReturnType<typeof projectFactory>>;
  const PRICE = 920_000_000;

  beforeAll(async () => {
    t = await createTestApp({ STORE_CLIENT_SECRET: STORE_SECRET });
    store = await storeHeaders(t);
    ids = (await baseCtx(t)).userIds;
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const bogota = await cityByCode(t.db, '11001');
    await ruleFor(t.db, andina, ids['asesor@andina.test'], {
      cityId: bogota.id,
      departmentId: bogota.departmentId,
    });
    await ruleFor(t.db, andina, ids['visor@andina.test'], { minPrice: 900_000_000, maxPrice: 950_000_000 });
  });
  afterAll(() => t.close());

  /** Posts a lead for a new property of the project and answers the lead's row and its notifications. */
  async function leadFor(property: { productId: number }, overrides: object = {}) {
    const res = await postLead(t, store, leadBody(property, overrides));
    expect(res.statusCode, res.body).toBe(201);
    const { id, assignees } = res.json() as { id: string; assignees: number };
    const sent = await leadNotifications(t.db, id);
    return { id, assignees, row: await leadRow(t.db, id), sent, to: sent.map((n) => n.recipientId).sort() };
  }

  it('a specific-product rule wins over the location and price rules that also match', async () => {
    const bogota = await cityByCode(t.db, '11001');
    const property = await propertyFactory(t.db, project, { cityId: bogota.id, listPrice: PRICE });
    await ruleFor(t.db, andina, ids['operativo@andina.test'], { product: property.id });
    const lead = await leadFor(property, { fullName: 'Ana <b>Restrepo</b>' });
    expect(lead.row.assigneeId).toBe(ids['operativo@andina.test']);
    expect(lead.to).toEqual([ids['operativo@andina.test']]);
    expect(lead.assignees).toBe(1);
    const [n] = lead.sent;
    expect(n).toMatchObject({
      type: 'Lead',
      operation: 'Create',
      notificationState: 'NotRead',
      constructorId: andina,
      sellerId: project.id,
      title: es.leads.notificationTitle,
      message: es.leads.notificationMessage('Ana &#60;b&#62;Restrepo&#60;/b&#62;', property.name),
      link: `${ROUTES.leads}?leadId=${lead.id}`,
    });
  });

  it('else a location rule wins over a price rule that also matches', async () => {
    const bogota = await cityByCode(t.db, '11001');
    const property = await propertyFactory(t.db, project, { cityId: bogota.id, listPrice: PRICE });
    const lead = await leadFor(property);
    expect(lead.row.assigneeId).toBe(ids['asesor@andina.test']);
    expect(lead.to).toEqual([ids['asesor@andina.test']]);
  });

  it('else a price-range rule', async () => {
    const property = await propertyFactory(t.db, project, { cityId: null, listPrice: PRICE });
    const lead = await leadFor(property);
    expect(lead.row.assigneeId).toBe(ids['visor@andina.test']);
    expect(lead.to).toEqual([ids['visor@andina.test']]);
  });

  it("else the project's administrators, all notified, the first by name the assignee", async () => {
    const property = await propertyFactory(t.db, project, { cityId: null, listPrice: 100_000_000 });
    const lead = await leadFor(property);
    // Carlos Mejía (admin@andina.test) and Juliana Vélez (multi@andina.test) administer every Andina project.
    expect(lead.row.assigneeId).toBe(ids['admin@andina.test']);
    expect(lead.to).toEqual([ids['admin@andina.test'], ids['multi@andina.test']].sort());
    expect(lead.assignees).toBe(2);
    const byProject = await leadFor({ sellerId: project.id } as unknown as { productId: number });
    expect(byProject.row.assigneeId).toBe(ids['admin@andina.test']);
    expect(byProject.to).toEqual(lead.to);
    expect(byProject.sent[0].message).toBe(es.leads.notificationMessage('Ana María Restrepo', project.name));
  });

  it('a responsible user without access to the project is passed over (here: to the administrators)', async () => {
    const other = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const property = await propertyFactory(t.db, other, { cityId: null, listPrice: 100_000_000 });
    await ruleFor(t.db, andina, ids['operativo@andina.test'], { product: property.id });
    await t.db
      .delete(userSellers)
      .where(and(eq(userSellers.sellerId, other.id), eq(userSellers.userId, ids['operativo@andina.test'])));
    const lead = await leadFor(property);
    expect(lead.row.assigneeId).toBe(ids['admin@andina.test']);
    expect(lead.to).not.toContain(ids['operativo@andina.test']);
  });

  it('a merge notifies nobody again', async () => {
    const property = await propertyFactory(t.db, project, { cityId: null, listPrice: 100_000_000 });
    const first = await leadFor(property, { email: 'repite@correo.test' });
    const again = await postLead(t, store, leadBody(property, { email: 'repite@correo.test' }));
    expect(again.statusCode).toBe(200);
    expect(await leadNotifications(t.db, first.id)).toHaveLength(first.sent.length);
  });
});
