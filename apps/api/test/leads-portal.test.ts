import { ANONYMISED, es, leadStateLabel, ROUTES } from '@tu360/domain';
import type { LeadChange, LeadItem, LeadSeller } from '@tu360/domain/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notifications } from '../src/db/schema.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { leadBody, leadNotifications, postLead, STORE_SECRET, storeHeaders } from './factories/leads.ts';
import { baseCtx } from './factories/operations.ts';
import { createTestApp, login, type Query, queryString, type TestApp } from './helper.ts';

const DAY = 24 * 60 * 60 * 1000;
const URL = '/api/lead/api/v1';

/** Issue 14: the portal's side of the leads: scope per role, filters, growth, changes, history, anonymisation, export. */
describe('leads in the portal', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const headers: Record<string, Record<string, string>> = {};
  let andina: string;
  let horizonte: string;
  let capital: string;
  let rio: Awaited<ReturnType<typeof projectFactory>>;
  let quiet: Awaited<ReturnType<typeof projectFactory>>;
  let property: Awaited<ReturnType<typeof propertyFactory>>;
  const lead: Record<'own' | 'admins' | 'old' | 'horizonte' | 'capital', string> = {} as never;

  async function insertLead(
    values: Partial<typeof leads.$inferInsert> & { constructorId: string; sellerId: string },
  ) {
    const [row] = await t.db
      .insert(leads)
      .values({ fullName: 'Cliente', email: 'cliente@correo.test', phone: '3000000000', ...values })
      .returning();
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ STORE_CLIENT_SECRET: STORE_SECRET });
    ids = (await baseCtx(t)).userIds;
    for (const user of [
      'superadmin@tu360.test',
      'admin@andina.test',
      'operativo@andina.test',
      'visor@andina.test',
      'asesor@andina.test',
      'admin@horizonte.test',
    ])
      headers[user] = (await login(t.app, user)).headers;
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');
    capital = await constructorIdByName(t.db, 'Inmobiliaria Capital');
    rio = await projectFactory(t.db, andina, { status: 'Synchronized', name: 'Leads Prueba Río' });
    quiet = await projectFactory(t.db, andina, { status: 'Synchronized', name: 'Leads Prueba Quieto' });
    property = await propertyFactory(t.db, rio, { name: 'Apartamento 301' });
    const now = Date.now();
    lead.own = await insertLead({
      constructorId: andina,
      sellerId: rio.id,
      propertyId: property.id,
      fullName: 'Lucía Gómez',
      email: 'lucia@correo.test',
      phone: '3001112233',
      assigneeId: ids['asesor@andina.test'],
      createdAt: new Date(now - DAY),
    });
    lead.admins = await insertLead({
      constructorId: andina,
      sellerId: rio.id,
      status: 'Contacted',
      assigneeId: ids['admin@andina.test'],
      createdAt: new Date(now - 2 * DAY),
    });
    lead.old = await insertLead({
      constructorId: andina,
      sellerId: rio.id,
      assigneeId: ids['admin@andina.test'],
      createdAt: new Date(now - 10 * DAY),
    });
    const reserva = await projectFactory(t.db, horizonte, { status: 'Synchronized' });
    lead.horizonte = await insertLead({ constructorId: horizonte, sellerId: reserva.id });
    const store = await projectFactory(t.db, capital, { status: 'Synchronized' });
    lead.capital = await insertLead({ constructorId: capital, sellerId: store.id });
  });
  afterAll(() => t.close());

  const get = async <T>(user: string, path: string, query: Query = {}) => {
    const res = await t.app.inject({ url: `${URL}${path}?${queryString(query)}`, headers: headers[user] });
    return { status: res.statusCode, body: res.json() as T };
  };
  type Page = { data: LeadItem[]; totalData: number; total: number; growthPercent: number | null };
  const leadIds = async (user: string, query: Query = {}) => {
    const res = await get<Page>(user, '/leads', { PageSize: 100, ...query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.map((l) => l.id);
  };

  it('platform admins see every builder, narrowed by ConstructorId and RealState', async () => {
    const all = await leadIds('superadmin@tu360.test');
    expect(all).toEqual(expect.arrayContaining(Object.values(lead)));
    const ofAndina = await leadIds('superadmin@tu360.test', { ConstructorId: andina });
    expect(ofAndina).toEqual(expect.arrayContaining([lead.own, lead.admins, lead.old]));
    expect(ofAndina).not.toContain(lead.horizonte);
    const agencies = await leadIds('superadmin@tu360.test', { RealState: 'true' });
    expect(agencies).toContain(lead.capital);
    expect(agencies).not.toContain(lead.own);
  });

  it("a builder's users see their builder's leads only; an Asesor only those assigned to it", async () => {
    for (const user of ['admin@andina.test', 'operativo@andina.test', 'visor@andina.test']) {
      const seen = await leadIds(user, { SellerId: rio.id });
      expect(seen.sort(), user).toEqual([lead.own, lead.admins, lead.old].sort());
      expect(await leadIds(user)).not.toContain(lead.horizonte);
    }
    expect(await leadIds('asesor@andina.test', { SellerId: rio.id })).toEqual([lead.own]);
    const other = await leadIds('admin@horizonte.test');
    expect(other).toContain(lead.horizonte);
    expect(other).not.toContain(lead.own);
    const refused = await get<{ Message: string }>('admin@horizonte.test', '/leads', { SellerId: rio.id });
    expect(refused).toEqual({ status: 404, body: { Message: es.project.notFound } });
    const byBuilder = await get<{ Message: string }>('admin@horizonte.test', '/leads', {
      ConstructorId: andina,
    });
    expect(byBuilder.status).toBe(404);
  });

  it('filters by state and keyword (name, e-mail, phone), newest first, with the item as the page needs it', async () => {
    expect(await leadIds('admin@andina.test', { SellerId: rio.id, State: 'Contacted' })).toEqual([
      lead.admins,
    ]);
    for (const Keyword of ['lucía', 'LUCIA@correo', '3001112233'])
      expect(await leadIds('admin@andina.test', { SellerId: rio.id, Keyword }), Keyword).toEqual([lead.own]);
    const page = await get<Page>('admin@andina.test', '/leads', { SellerId: rio.id, PageSize: 2 });
    expect(page.body.totalData).toBe(3);
    expect(page.body.data.map((l) => l.id)).toEqual([lead.own, lead.admins]);
    expect(page.body.data[0]).toMatchObject({
      fullName: 'Lucía Gómez',
      email: 'lucia@correo.test',
      phone: '3001112233',
      state: 'New',
      sellerId: rio.id,
      sellerName: 'Leads Prueba Río',
      productId: property.productId,
      propertyName: 'Apartamento 301',
      assigneeId: ids['asesor@andina.test'],
      assigneeName: 'Daniela Ospina',
      mergedCount: 0,
      anonymised: false,
    });
    expect(page.body.growthPercent).toBeNull();
  });

  it('counts the period and its growth against the previous period of the same length', async () => {
    const to = new Date(Date.now() + 60 * 60 * 1000);
    const from = new Date(to.getTime() - 7 * DAY);
    const res = await get<Page>('admin@andina.test', '/leads', {
      SellerId: rio.id,
      From: from.toISOString(),
      To: to.toISOString(),
    });
    expect(res.status).toBe(200);
    // Two in the last 7 days, one in the 7 before: +100 %.
    expect(res.body).toMatchObject({ total: 2, totalData: 2, growthPercent: 100 });
  });

  it('lists the projects in scope with their lead counts, most leads first, then by name', async () => {
    const sellers = async (user: string) => {
      const res = await get<{ data: LeadSeller[]; totalData: number }>(user, '/sellers', {
        Keyword: 'Leads Prueba',
      });
      expect(res.status).toBe(200);
      return res.body.data.map((s) => [s.name, s.total]);
    };
    expect(await sellers('admin@andina.test')).toEqual([
      ['Leads Prueba Río', 3],
      ['Leads Prueba Quieto', 0],
    ]);
    expect(await sellers('asesor@andina.test')).toEqual([
      ['Leads Prueba Río', 1],
      ['Leads Prueba Quieto', 0],
    ]);
    expect(await sellers('admin@horizonte.test')).toEqual([]);
    const refused = await get('admin@horizonte.test', '/sellers', { ConstructorId: andina });
    expect(refused.status).toBe(404);
    expect(quiet.id).toBeTruthy();
  });

  const put = (user: string, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${URL}/leads/${id}`, payload, headers: headers[user] });

  it('changes state and assignee with a note: history entry and a notification to the new assignee', async () => {
    const res = await put('admin@andina.test', lead.admins, {
      state: 'Negotiating',
      assigneeId: ids['operativo@andina.test'],
      note: 'Llamar el lunes',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: lead.admins,
      state: 'Negotiating',
      assigneeId: ids['operativo@andina.test'],
      assigneeName: 'Laura Zapata',
    });
    const history = await get<LeadChange[]>('admin@andina.test', `/leads/${lead.admins}/history`);
    expect(history.body[0]).toMatchObject({
      action: 'Updated',
      userName: 'Carlos Mejía',
      stateBefore: 'Contacted',
      stateAfter: 'Negotiating',
      assigneeBefore: 'Carlos Mejía',
      assigneeAfter: 'Laura Zapata',
      note: 'Llamar el lunes',
    });
    const sent = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.link, `${ROUTES.leads}?leadId=${lead.admins}`), eq(notifications.type, 'Lead')),
      );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipientId: ids['operativo@andina.test'],
      operation: 'Update',
      title: es.leads.assignedTitle,
      message: es.leads.assignedMessage('Cliente', 'Leads Prueba Río'),
    });
    // Only the state: no one is notified again.
    expect((await put('operativo@andina.test', lead.admins, { state: 'Won' })).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.link, sent[0].link as string)),
    ).toHaveLength(1);
  });

  it('refuses an assignee without access to the project, a viewer, an Asesor on others’ leads or assignees', async () => {
    const outsider = await put('admin@andina.test', lead.own, { assigneeId: ids['admin@horizonte.test'] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toEqual({ Message: es.leads.assigneeNotAllowed });
    const viewer = await put('visor@andina.test', lead.own, { state: 'Contacted' });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json()).toEqual({ Message: es.auth.forbidden });
    expect(
      (await put('asesor@andina.test', lead.own, { assigneeId: ids['admin@andina.test'] })).statusCode,
    ).toBe(403);
    expect((await put('asesor@andina.test', lead.old, { state: 'Lost' })).statusCode).toBe(404);
    expect((await put('admin@horizonte.test', lead.own, { state: 'Lost' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.own));
    expect(row).toMatchObject({ status: 'New', assigneeId: ids['asesor@andina.test'] });
    const own = await put('asesor@andina.test', lead.own, { state: 'Contacted', note: 'Le escribí' });
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as LeadItem).state).toBe('Contacted');
    const nothing = await put('admin@andina.test', lead.own, { note: 'Sin cambio' });
    expect(nothing.statusCode).toBe(400);
    expect((nothing.json() as { Message: string }).Message).toBe(es.leads.nothingToChange);
  });

  it('anonymises on request (administrators only): personal data and notification text replaced, history kept', async () => {
    const store = await storeHeaders(t);
    const posted = await postLead(
      t,
      store,
      leadBody({ productId: property.productId }, { fullName: 'Mario Pérez', email: 'mario@correo.test' }),
    );
    const { id } = posted.json() as { id: string };
    const anonymise = (user: string) =>
      t.app.inject({ method: 'POST', url: `${URL}/leads/${id}/anonymise`, headers: headers[user] });
    for (const user of ['operativo@andina.test', 'visor@andina.test'])
      expect((await anonymise(user)).statusCode, user).toBe(403);
    expect((await anonymise('admin@horizonte.test')).statusCode).toBe(404);
    const res = await anonymise('admin@andina.test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: ANONYMISED.fullName,
      email: ANONYMISED.email,
      phone: null,
      message: null,
      anonymised: true,
    });
    const sent = await leadNotifications(t.db, id);
    expect(sent.length).toBeGreaterThan(0);
    for (const n of sent) {
      expect(n.message).toBe(es.leads.notificationMessage(ANONYMISED.fullName, 'Apartamento 301'));
      expect(n.message).not.toContain('Mario');
    }
    const history = await get<LeadChange[]>('admin@andina.test', `/leads/${id}/history`);
    expect(history.body.map((h) => h.action)).toEqual(['Anonymised', 'Created']);
    // Kept for the counts, and found no more by its former name.
    expect(await leadIds('admin@andina.test', { Keyword: 'Mario' })).toEqual([]);
    expect((await anonymise('superadmin@tu360.test')).statusCode).toBe(200);
  });

  it('exports the filtered leads as a workbook, in the caller’s scope', async () => {
    const rows = async (user: string) => {
      const res = await t.app.inject({
        url: `${URL}/leads/export?SellerId=${rio.id}`,
        headers: headers[user],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('attachment');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      expect(sheet.name).toBe(es.leads.title);
      const values = sheet.getSheetValues().slice(1) as unknown[][];
      return values.map((v) => v.slice(1));
    };
    const all = await rows('admin@andina.test');
    expect(all[0]).toEqual(expect.arrayContaining([es.leads.columns.name, es.leads.columns.email]));
    const names = all.slice(1).map((r) => r[1]);
    expect(names).toContain('Lucía Gómez');
    const [total] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.sellerId, rio.id));
    expect(all.length - 1).toBe(total.n);
    const asesor = await rows('asesor@andina.test');
    expect(asesor.slice(1).map((r) => [r[1], r[7]])).toEqual([['Lucía Gómez', leadStateLabel('Contacted')]]);
    const refused = await t.app.inject({
      url: `${URL}/leads/export?SellerId=${rio.id}`,
      headers: headers['admin@horizonte.test'],
    });
    expect(refused.statusCode).toBe(404);
  });
});
