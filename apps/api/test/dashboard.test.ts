import { CATEGORIES, CATEGORY_IDS, dashboardMonths, PROJECT_STATUSES } from '@tu360/domain';
import {
  type AdminDashboard,
  DASHBOARD_PROPERTY_STATUSES,
  type DashboardActivity,
} from '@tu360/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads } from '../src/db/schema.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, login, type Query, queryString, type TestApp } from './helper.ts';

const DAY = 24 * 60 * 60 * 1000;
const PROGRESSES = ['Full', 'Medium', 'Incomplete'] as const;

/**
 * Issue 15, "Homes": every figure of both homes equals the totalData of the list it links to, with the same
 * filter, for a platform admin (all builders and one builder) and for a builder's user; and the activity of a
 * fresh project is worked out by hand.
 */
describe('home dashboards', () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let andina: string;
  let horizonte: string;
  let fresh: Awaited<ReturnType<typeof projectFactory>>;

  const get = async <T>(who: string, path: string, query: Query = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${path}?${queryString(query)}`,
      headers: headers[who],
    });
    expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const total = async (who: string, path: string, query: Query) =>
    (await get<{ totalData: number }>(who, path, { ...query, PageSize: 1 })).totalData;

  beforeAll(async () => {
    t = await createTestApp();
    for (const user of ['superadmin@tu360.test', 'admin@andina.test', 'admin@horizonte.test'])
      headers[user] = (await login(t.app, user)).headers;
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');

    // A fresh Andina project with a known catalogue, leads and publications.
    fresh = await projectFactory(t.db, andina, { status: 'OnApprobation', name: 'Tablero Prueba' });
    const mk = (
      status: 'Published' | 'OnApprobation' | 'Rejected' | 'Incomplete' | 'Hidden',
      progress: string,
      category: keyof typeof CATEGORY_IDS,
    ) =>
      propertyFactory(t.db, fresh, {
        status,
        progress: progress as 'Full',
        vtexCategoryId: CATEGORY_IDS[category],
        updatedAt: new Date(Date.now() - 3 * DAY),
      });
    const published = await mk('Published', 'Full', 'Apartment');
    const publishedBefore = await mk('Published', 'Full', 'House');
    await mk('OnApprobation', 'Medium', 'Apartment');
    await mk('Rejected', 'Incomplete', 'StudioApartment');
    await mk('Incomplete', 'Incomplete', 'Apartment');
    await t.db.insert(auditLog).values(
      [
        { property: published, at: new Date(Date.now() - 60_000) },
        // Published twice in the same week: counted once.
        { property: published, at: new Date(Date.now() - 120_000) },
        { property: publishedBefore, at: new Date(Date.now() - 21 * DAY) },
      ].map(({ property, at }) => ({
        transactionalId: crypto.randomUUID(),
        entityType: 'property',
        entityId: property.id,
        constructorId: andina,
        sellerId: fresh.id,
        action: 'status',
        field: 'status',
        valueBefore: 'OnApprobation',
        valueAfter: 'Published',
        createdAt: at,
      })),
    );
    const months = dashboardMonths(new Date());
    const lead = (createdAt: Date) => ({
      constructorId: andina,
      sellerId: fresh.id,
      fullName: 'Cliente del tablero',
      email: 'tablero@correo.test',
      createdAt,
    });
    await t.db
      .insert(leads)
      .values([
        lead(new Date(Date.now() - 60_000)),
        lead(new Date(Date.now() - 60_000)),
        lead(new Date(Date.now() - 60_000)),
        lead(new Date(months.lastMonth.from.getTime() + DAY)),
        lead(new Date(months.lastMonth.from.getTime() + 2 * DAY)),
      ]);
  });
  afterAll(() => t?.close());

  it('the activity of the fresh project, worked out by hand: 3 leads this month, 2 last month (+50 %)', async () => {
    const a = await get<DashboardActivity>('admin@andina.test', '/product/api/v2/get-dashboard-activity', {
      SellerId: fresh.id,
    });
    expect(a.leads).toEqual({ thisMonth: 3, lastMonth: 2, growthPercent: 50 });
    expect(a.weeks).toHaveLength(12);
    expect(a.weeks[11].leads).toBe(3);
    expect(a.weeks.reduce((n, w) => n + w.leads, 0)).toBe(5);
    expect(a.weeks[11].published).toBe(1);
    expect(a.weeks[8].published).toBe(1);
    expect(a.weeks.reduce((n, w) => n + w.published, 0)).toBe(2);
    // Mondays, a week apart.
    for (const w of a.weeks) expect(new Date(`${w.weekStart}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  describe.each([
    ['every builder and agency', 'all'],
    ['Constructora Andina', 'andina'],
    ['every agency (the side panel\'s "Todos los inmuebles" of Inmobiliarias)', 'agencies'],
  ])('the admin home for %s equals the lists', (_label, which) => {
    let d: AdminDashboard;
    let scope: Query;
    beforeAll(async () => {
      scope =
        which === 'andina' ? { ConstructorId: andina } : which === 'agencies' ? { IsRealState: 'true' } : {};
      d = await get<AdminDashboard>('superadmin@tu360.test', '/product/api/v2/get-admin-dashboard', scope);
    });

    it.each(DASHBOARD_PROPERTY_STATUSES)(
      'properties %s: the property list with SkuStatus',
      async (status) => {
        expect(d.properties.byStatus[status]).toBe(
          await total('superadmin@tu360.test', '/product/api/v2/get-realstates', {
            ...scope,
            SkuStatus: status,
          }),
        );
      },
    );
    it('properties in total: the property list unfiltered', async () => {
      expect(d.properties.total).toBe(
        await total('superadmin@tu360.test', '/product/api/v2/get-realstates', scope),
      );
      if (which !== 'agencies') expect(d.properties.byStatus.Published).toBeGreaterThanOrEqual(2);
    });
    it.each(PROJECT_STATUSES)('projects %s: the project list with Status', async (status) => {
      expect(d.projects.byStatus[status]).toBe(
        await total('superadmin@tu360.test', '/seller/api/v1/get-all', {
          IdConstructor: scope.ConstructorId,
          Status: status,
        }),
      );
    });
    it('approvals waiting are the lists in approval, with the oldest one', async () => {
      expect(d.approvals.projects.total).toBe(d.projects.byStatus.OnApprobation);
      expect(d.approvals.properties.total).toBe(d.properties.byStatus.OnApprobation);
      expect(d.approvals.projects.total).toBeGreaterThanOrEqual(1);
      if (which === 'agencies') return;
      expect(d.approvals.properties.oldestSince).not.toBeNull();
      // The fresh property in approval changed three days ago: the oldest waits at least that long.
      expect(Date.parse(d.approvals.properties.oldestSince ?? '')).toBeLessThanOrEqual(
        Date.now() - 3 * DAY + 1000,
      );
    });
    it('leads this month and last month are the leads list with From and To of each month', async () => {
      const leadScope: Query = { ConstructorId: scope.ConstructorId, RealState: scope.IsRealState };
      const a = await get<DashboardActivity>(
        'superadmin@tu360.test',
        '/product/api/v2/get-dashboard-activity',
        leadScope,
      );
      const months = dashboardMonths(new Date());
      const leadsIn = (m: { from: Date; to: Date }) =>
        total('superadmin@tu360.test', '/lead/api/v1/leads', {
          ...leadScope,
          From: m.from.toISOString(),
          To: m.to.toISOString(),
        });
      expect(a.leads.thisMonth).toBe(await leadsIn(months.thisMonth));
      expect(a.leads.lastMonth).toBe(await leadsIn(months.lastMonth));
      if (which !== 'agencies') expect(a.leads.thisMonth).toBeGreaterThanOrEqual(3);
    });
  });

  it('the active companies are the builders and agencies in state active', async () => {
    const d = await get<AdminDashboard>('superadmin@tu360.test', '/product/api/v2/get-admin-dashboard');
    const active = async (isRealEstate: boolean) =>
      (
        await get<{ data: { state: boolean }[] }>(
          'superadmin@tu360.test',
          '/seller/api/constructor/v2/get-all',
          {
            IsRealEstate: String(isRealEstate),
            PageSize: 200,
          },
        )
      ).data.filter((c) => c.state).length;
    expect(d.companies.activeBuilders).toBe(await active(false));
    expect(d.companies.activeAgencies).toBe(await active(true));
  });

  describe("a builder's user: the store home's counts equal the lists", () => {
    const who = 'admin@andina.test';
    it.each([
      ['the builder', false],
      ['the fresh project', true],
    ])('for %s', async (_label, ofProject) => {
      const scope: Query = ofProject ? { SellerId: fresh.id } : {};
      const d = await get<{
        total: number;
        byStatus: Record<string, number>;
        byProgress: Record<string, number>;
      }>(who, '/product/api/v2/get-data-dashboard', scope);
      const list = (query: Query) => total(who, '/product/api/v2/get-realstates', { ...scope, ...query });
      expect(d.total).toBe(await list({}));
      expect(d.total).toBe(
        (await get<{ totalData: number }>(who, '/product/api/v2/get-realstate-count', scope)).totalData,
      );
      for (const status of DASHBOARD_PROPERTY_STATUSES)
        expect(d.byStatus[status], status).toBe(await list({ SkuStatus: status }));
      for (const progress of PROGRESSES)
        expect(d.byProgress[progress], progress).toBe(await list({ Progress: progress }));
      const types = await get<{ data: { category: string | null; total: number }[] }>(
        who,
        '/product/api/v2/get-realstatestypes-count',
        scope,
      );
      for (const category of CATEGORIES)
        expect(types.data.find((r) => r.category === category)?.total ?? 0, category).toBe(
          await list({ Categories: category }),
        );
      const a = await get<DashboardActivity>(who, '/product/api/v2/get-dashboard-activity', scope);
      const months = dashboardMonths(new Date());
      expect(a.leads.thisMonth).toBe(
        await total(who, '/lead/api/v1/leads', {
          ...scope,
          From: months.thisMonth.from.toISOString(),
          To: months.thisMonth.to.toISOString(),
        }),
      );
      if (ofProject) {
        expect(d.byProgress).toEqual({ Full: 2, Medium: 1, Incomplete: 2 });
        expect(d.byStatus).toMatchObject({ Published: 2, OnApprobation: 1, Rejected: 1, Incomplete: 1 });
      }
    });
  });

  it("refuses the admin home to store users (403), and another builder's company or project (404)", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/product/api/v2/get-admin-dashboard',
      headers: headers['admin@andina.test'],
    });
    expect(res.statusCode).toBe(403);
    for (const query of [{ ConstructorId: andina }, { SellerId: fresh.id }]) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/product/api/v2/get-dashboard-activity?${queryString(query)}`,
        headers: headers['admin@horizonte.test'],
      });
      expect(other.statusCode, JSON.stringify(query)).toBe(404);
      expect(other.json().Message).toMatch(/\S/);
    }
    // Horizonte's own activity counts none of Andina's leads.
    const own = await get<DashboardActivity>(
      'admin@horizonte.test',
      '/product/api/v2/get-dashboard-activity',
      {
        ConstructorId: horizonte,
      },
    );
    const all = await get<DashboardActivity>(
      'superadmin@tu360.test',
      '/product/api/v2/get-dashboard-activity',
      {
        ConstructorId: horizonte,
      },
    );
    expect(own.leads.thisMonth).toBeLessThanOrEqual(all.leads.thisMonth);
    expect(own.weeks.every((w, i) => w.leads <= all.weeks[i].leads)).toBe(true);
  });

  it('refuses a bad ConstructorId with a Spanish message (400)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/product/api/v2/get-admin-dashboard?ConstructorId=nada',
      headers: headers['superadmin@tu360.test'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/[Ss]eleccione|válid/);
  });
});
