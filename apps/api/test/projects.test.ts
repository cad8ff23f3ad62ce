import { PROJECT_STATUSES, type ProjectStatus } from '@tu360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties, sellerDetails, sellerImages, sellers, userSellers } from '../src/db/schema.ts';
import {
  constructorIdByName,
  projectBody,
  projectFactory,
  propertyFactory,
  withProjectMedia,
} from './factories/index.ts';
import { createTestApp, idOf, login, type Session, type TestApp } from './helper.ts';

type Page = {
  data: {
    id: string;
    name: string;
    status: string;
    percent: number;
    statusDetail: string | null;
    cityName: string;
  }[];
  totalData: number;
};

describe('projects: lists, paging, sorting and filters', () => {
  let t: TestApp;
  let sa: Session;
  let andinaAdmin: Session;
  let horizonte: Session;
  let multi: Session;
  let andina: string;

  beforeAll(async () => {
    t = await createTestApp();
    sa = await login(t.app, 'superadmin@tu360.test');
    andinaAdmin = await login(t.app, 'admin@andina.test');
    horizonte = await login(t.app, 'admin@horizonte.test');
    multi = await login(t.app, 'multi@andina.test');
    andina = await constructorIdByName(t.db, 'Constructora Andina');
  });
  afterAll(() => t.close());

  const list = async (s: Session, query = '') => {
    const res = await t.app.inject({ url: `/api/seller/api/v1/get-all?${query}`, headers: s.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('shows a store user only the projects assigned to them, with status labels and percentages', async () => {
    const page = await list(andinaAdmin, 'field=name&order=asc');
    expect(page.totalData).toBe(3);
    expect(page.data.map((p) => [p.name, p.status, p.percent])).toEqual([
      ['Mirador de la Sierra', 'OnApprobation', 80],
      ['Parque Central Andina', 'Rejected', 0],
      ['Torres del Río', 'Synchronized', 100],
    ]);
    const m = await list(multi);
    expect(m.data.map((p) => p.name).sort()).toEqual(['Mirador de la Sierra', 'Torres del Río']);
  });

  it('never includes another builder’s projects in lists, counts or searches', async () => {
    const page = await list(horizonte, 'Keyword=Andina');
    expect(page).toEqual({ data: [], totalData: 0 });
    const all = await list(horizonte, 'PageSize=200');
    expect(all.data.map((p) => p.name).sort()).toEqual(['Horizonte Living', 'Reserva Horizonte']);
    const count = (
      await t.app.inject({
        url: `/api/seller/api/v1/get-seller-count?IdConstructor=${andina}`,
        headers: horizonte.headers,
      })
    ).json();
    expect(count).toMatchObject({ totalData: 0 });
    const byId = await t.app.inject({
      url: `/api/seller/api/v1/get-seller-by-id/${await idOf(t.db, 'sellers', 'Torres del Río')}`,
      headers: horizonte.headers,
    });
    expect(byId.statusCode).toBe(404);
  });

  it('pages with PageSize 10 by default and gives the full total on every page', async () => {
    for (let i = 0; i < 11; i++)
      await projectFactory(t.db, andina, { name: `Paginado ${String(i).padStart(2, '0')}` });
    const first = await list(sa, `IdConstructor=${andina}&field=name&order=asc`);
    expect(first.data).toHaveLength(10);
    expect(first.totalData).toBe(14);
    const second = await list(sa, `IdConstructor=${andina}&field=name&order=asc&PageNumber=2`);
    expect(second.data).toHaveLength(4);
    expect(second.totalData).toBe(14);
    const beyond = await list(sa, `IdConstructor=${andina}&PageNumber=9`);
    expect(beyond).toEqual({ data: [], totalData: 14 });
    expect(new Set([...first.data, ...second.data].map((p) => p.id)).size).toBe(14);
  });

  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['status', 'asc'],
    ['city', 'asc'],
  ])('sorts by %s %s', async (field, order) => {
    const page = await list(sa, `field=${field}&order=${order}&PageSize=200`);
    const key = (p: Page['data'][number]) =>
      field === 'name'
        ? p.name.toLowerCase()
        : field === 'status'
          ? p.status
          : field === 'city'
            ? p.cityName.toLowerCase()
            : '';
    if (field === 'createdAt') return expect(page.data.length).toBeGreaterThan(5);
    const keys = page.data.map(key);
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
  });

  it('sorts by creation date both ways, in the order the dates give', async () => {
    // Created out of name order, so that neither insertion nor name order can pass for creation order.
    for (const [name, createdAt] of [
      ['Cronología Beta', '2022-06-15T10:00:00Z'],
      ['Cronología Delta', '2020-01-02T08:30:00Z'],
      ['Cronología Alfa', '2024-11-30T23:59:00Z'],
      ['Cronología Gamma', '2023-02-01T00:00:00Z'],
    ] as const)
      await projectFactory(t.db, andina, { name, createdAt: new Date(createdAt) });
    const names = async (order: string) =>
      (await list(sa, `Keyword=Cronología&field=createdAt&order=${order}`)).data.map((p) => p.name);
    expect(await names('desc')).toEqual([
      'Cronología Alfa',
      'Cronología Gamma',
      'Cronología Beta',
      'Cronología Delta',
    ]);
    expect(await names('asc')).toEqual([
      'Cronología Delta',
      'Cronología Beta',
      'Cronología Gamma',
      'Cronología Alfa',
    ]);
  });

  it('filters by status, Active and keyword past 2 characters', async () => {
    const rejected = await list(sa, 'Status=Rejected');
    expect(rejected.data.map((p) => [p.name, p.statusDetail])).toEqual([
      ['Parque Central Andina', expect.stringContaining('Las imágenes del proyecto no corresponden')],
    ]);
    await projectFactory(t.db, andina, { name: 'Oculto Uno', status: 'Hide' });
    const active = await list(sa, 'Active=true&PageSize=200');
    expect(active.data.some((p) => p.status === 'Hide')).toBe(false);
    expect((await list(sa, 'Keyword=To&PageSize=200')).totalData).toBe(
      (await list(sa, 'PageSize=200')).totalData,
    );
    expect((await list(sa, 'Keyword=torres')).data.map((p) => p.name)).toEqual(['Torres del Río']);
  });

  it('refuses bad query values with a Spanish Message', async () => {
    for (const q of [
      'Status=Publicado',
      'field=precio',
      'order=up',
      'PageNumber=0',
      'IdConstructor=abc',
      'Active=quizas',
    ]) {
      const res = await t.app.inject({ url: `/api/seller/api/v1/get-all?${q}`, headers: sa.headers });
      expect(res.statusCode, q).toBe(400);
      expect((res.json() as { Message: string }).Message).toMatch(/[a-zá-ú]/);
    }
  });

  it('counts per status within scope', async () => {
    const res = await t.app.inject({
      url: '/api/seller/api/v1/get-seller-count',
      headers: horizonte.headers,
    });
    expect(res.json()).toEqual({
      totalData: 2,
      byStatus: { Synchronized: 1, OnApprobation: 0, Rejected: 0, Hide: 0, Incomplete: 1 },
    });
  });
});

describe('projects: create, update and status transitions', () => {
  let t: TestApp;
  let sa: Session;
  let admin: Session;
  let andina: string;

  beforeAll(async () => {
    t = await createTestApp();
    sa = await login(t.app, 'superadmin@tu360.test');
    admin = await login(t.app, 'admin@andina.test');
    andina = await constructorIdByName(t.db, 'Constructora Andina');
  });
  afterAll(() => t.close());

  it('creates a project at level 1 in Incomplete, with its details, assigned to its creator', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/api/v3/create-project',
      headers: admin.headers,
      payload: await projectBody(t.db),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, status, level } = res.json() as { id: string; status: string; level: number };
    expect([status, level]).toEqual(['Incomplete', 1]);
    const details = await t.db.select().from(sellerDetails).where(eq(sellerDetails.sellerId, id));
    expect(details.map((d) => [d.key, d.value]).sort()).toEqual([
      ['CamacolCode', 'CAM-9999'],
      ['Nit', '900123456-1'],
    ]);
    const adminId = await idOf(t.db, 'users', 'admin@andina.test');
    const [assigned] = await t.db
      .select()
      .from(userSellers)
      .where(and(eq(userSellers.sellerId, id), eq(userSellers.userId, adminId)));
    expect(assigned.role).toBe('Admintrador_Seller');
  });

  it('refuses a project without its Camacol code or with a bad email, saving nothing', async () => {
    const [{ before }] = await t.db.select({ before: sql<number>`count(*)::int` }).from(sellers);
    const noCamacol = await t.app.inject({
      method: 'POST',
      url: '/api/seller/api/v3/create-project',
      headers: admin.headers,
      payload: await projectBody(t.db, { detailSellers: [{ key: 'Nit', value: '1' }] }),
    });
    expect(noCamacol.statusCode).toBe(400);
    expect(noCamacol.json()).toMatchObject({ Message: 'El código Camacol es obligatorio' });
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/seller/api/v3/create-project',
      headers: admin.headers,
      payload: await projectBody(t.db, { email: 'no-es-correo' }),
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ Message: 'Ingrese un correo electrónico válido' });
    const [{ after }] = await t.db.select({ after: sql<number>`count(*)::int` }).from(sellers);
    expect(after).toBe(before);
  });

  it('updates a project and answers its detail', async () => {
    const project = await projectFactory(t.db, andina);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/api/v3/update-project',
      headers: admin.headers,
      payload: await projectBody(t.db, {
        id: project.id,
        businessName: 'Renombrado S.A.S.',
        name: 'Renombrado',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: project.id,
      name: 'Renombrado',
      businessName: 'Renombrado S.A.S.',
    });
  });

  // The 40 transitions (every ordered pair of the 5 statuses, by a store administrator and by the platform), written
  // out by hand from spec section 4 rather than read from PROJECT_TRANSITIONS: 200 changes the row; 403 is a
  // store user approving or rejecting (platform only); 409 is a transition nobody may take. A refusal changes nothing.
  const TRANSITIONS: [from: ProjectStatus, to: ProjectStatus, store: number, platform: number][] = [
    ['Incomplete', 'OnApprobation', 200, 200],
    ['Incomplete', 'Synchronized', 403, 409],
    ['Incomplete', 'Rejected', 403, 409],
    ['Incomplete', 'Hide', 200, 200],
    ['OnApprobation', 'Synchronized', 403, 200],
    ['OnApprobation', 'Rejected', 403, 200],
    ['OnApprobation', 'Hide', 200, 200],
    ['OnApprobation', 'Incomplete', 409, 409],
    ['Rejected', 'OnApprobation', 200, 200],
    ['Rejected', 'Hide', 200, 200],
    ['Rejected', 'Synchronized', 403, 409],
    ['Rejected', 'Incomplete', 409, 409],
    ['Synchronized', 'Hide', 200, 200],
    ['Synchronized', 'OnApprobation', 409, 409],
    ['Synchronized', 'Rejected', 403, 409],
    ['Synchronized', 'Incomplete', 409, 409],
    // Only a platform administrator shows a hidden project again, as Incompleto.
    ['Hide', 'Incomplete', 409, 200],
    ['Hide', 'OnApprobation', 409, 409],
    ['Hide', 'Synchronized', 403, 409],
    ['Hide', 'Rejected', 403, 409],
  ];
  it('the transition table covers the 20 ordered pairs of distinct statuses', () => {
    const pairs = PROJECT_STATUSES.flatMap((from) =>
      PROJECT_STATUSES.filter((to) => to !== from).map((to) => `${from}→${to}`),
    );
    expect(TRANSITIONS.map(([from, to]) => `${from}→${to}`).sort()).toEqual(pairs.sort());
  });
  const cases = TRANSITIONS.flatMap(([from, to, store, platform]) => [
    [from, to, 'store', store] as const,
    [from, to, 'admin', platform] as const,
  ]);
  it.each(cases)('%s → %s by %s: %i', async (from, to, actor, expected) => {
    // With its logo and an image, so that asking for approval meets the approval rules (tested below).
    const project = await withProjectMedia(t.db, await projectFactory(t.db, andina, { status: from }));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/api/v1/status/${project.id}/${to}`,
      headers: (actor === 'admin' ? sa : admin).headers,
      payload: { statusDetail: 'Motivo de prueba' },
    });
    const [row] = await t.db
      .select({ status: sellers.status })
      .from(sellers)
      .where(eq(sellers.id, project.id));
    expect(res.statusCode, res.body).toBe(expected);
    expect(row.status).toBe(expected === 200 ? to : from);
    if (expected === 409)
      expect((res.json() as { Message: string }).Message).toMatch(/^No es posible pasar el proyecto de /);
  });

  it('needs a reason to hide or reject', async () => {
    const project = await projectFactory(t.db, andina, { status: 'OnApprobation' });
    for (const [status, s] of [
      ['Rejected', sa],
      ['Hide', admin],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/seller/api/v1/status/${project.id}/${status}`,
        headers: s.headers,
        payload: { statusDetail: '  ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: 'Debe indicar el motivo' });
    }
  });

  it('rejects with a reason that the builder reads, and records who did it', async () => {
    const project = await projectFactory(t.db, andina, { status: 'OnApprobation', name: 'Para rechazar' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/api/v1/status/${project.id}/Rejected`,
      headers: sa.headers,
      payload: { statusDetail: 'Falta la licencia de construcción.' },
    });
    expect(res.statusCode).toBe(200);
    const page = (
      await t.app.inject({
        url: '/api/seller/api/v1/get-all?Status=Rejected&Keyword=rechazar',
        headers: admin.headers,
      })
    ).json() as Page;
    expect(page.data.map((p) => p.statusDetail)).toEqual(['Falta la licencia de construcción.']);
    const log = await t.db.select().from(auditLog).where(eq(auditLog.entityId, project.id));
    expect(log.map((l) => [l.action, l.valueBefore, l.valueAfter, l.userName])).toEqual([
      ['status', 'OnApprobation', 'Rejected', 'superadmin@tu360.test'],
    ]);
  });

  it('hiding a project hides every property of it in the same transaction', async () => {
    const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const other = await projectFactory(t.db, andina, { status: 'Synchronized' });
    for (const status of ['Published', 'OnApprobation', 'Incomplete'] as const)
      await propertyFactory(t.db, project, { status });
    await propertyFactory(t.db, other, { status: 'Published' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/api/v1/status/${project.id}/Hide`,
      headers: admin.headers,
      payload: { statusDetail: 'Proyecto vendido en su totalidad' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Hide', hiddenProperties: 3 });
    const rows = await t.db
      .select({ status: properties.status, sellerId: properties.sellerId })
      .from(properties)
      .where(eq(properties.constructorId, andina));
    expect(rows.filter((r) => r.sellerId === project.id).map((r) => r.status)).toEqual([
      'Hidden',
      'Hidden',
      'Hidden',
    ]);
    expect(rows.filter((r) => r.sellerId === other.id).map((r) => r.status)).toEqual(['Published']);
  });

  it.each([
    ['without logo nor images', false, false, 'el logo del proyecto, al menos una imagen del proyecto'],
    ['with a logo and no image', true, false, 'al menos una imagen del proyecto'],
  ])('refuses to send a project %s to approval, naming what it lacks', async (_name, logo, image, lacks) => {
    const project = await projectFactory(t.db, andina, { status: 'Incomplete' });
    if (logo || image) {
      await withProjectMedia(t.db, project);
      if (!image) await t.db.delete(sellerImages).where(eq(sellerImages.sellerId, project.id));
    }
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/api/v1/status/${project.id}/OnApprobation`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toBe(`Para solicitar la aprobación falta ${lacks}.`);
    const [row] = await t.db.select({ s: sellers.status }).from(sellers).where(eq(sellers.id, project.id));
    expect(row.s).toBe('Incomplete');
  });

  it('a hidden project is shown again only by a platform administrator, as Incompleto, its properties still hidden', async () => {
    const project = await projectFactory(t.db, andina, { status: 'Hide', statusDetail: 'Vendido' });
    await propertyFactory(t.db, project, { status: 'Hidden' });
    const unhide = (s: Session) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/seller/api/v1/status/${project.id}/Incomplete`,
        headers: s.headers,
        payload: {},
      });
    const statusOf = async () =>
      (await t.db.select({ s: sellers.status }).from(sellers).where(eq(sellers.id, project.id)))[0].s;

    const byBuilder = await unhide(admin);
    expect(byBuilder.statusCode).toBe(409);
    expect(byBuilder.json()).toEqual({ Message: 'No es posible pasar el proyecto de Oculto a Incompleto.' });
    expect(await statusOf()).toBe('Hide');

    const byBank = await unhide(sa);
    expect(byBank.statusCode, byBank.body).toBe(200);
    expect(byBank.json()).toMatchObject({ status: 'Incomplete', statusDetail: null, hiddenProperties: 0 });
    expect(await statusOf()).toBe('Incomplete');
    const rows = await t.db
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.sellerId, project.id));
    expect(rows.map((r) => r.status)).toEqual(['Hidden']);
  });

  it('only an active certificate can be chosen; choosing one marks the project certified', async () => {
    const project = await projectFactory(t.db, andina);
    const certs = (
      await t.app.inject({ url: '/api/certificate/api/v1/get-all', headers: admin.headers })
    ).json() as {
      data: { id: string; name: string; isActive: boolean }[];
    };
    const active = certs.data.find((c) => c.isActive) as { id: string };
    const inactive = certs.data.find((c) => !c.isActive) as { id: string };
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/api/v3/update-project',
      headers: admin.headers,
      payload: await projectBody(t.db, { id: project.id, certificateId: inactive.id }),
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/api/v3/update-project',
      headers: admin.headers,
      payload: await projectBody(t.db, { id: project.id, certificateId: active.id }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      isCertificate: true,
      certificateId: active.id,
      certificate: { id: active.id },
    });
  });
});
