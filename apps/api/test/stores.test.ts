import { es } from '@tu360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers, userSellers } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/db/seed/demo-data.ts';
import { createTestApp, idOf, login, type Query, queryString, type Session, type TestApp } from './helper.ts';

const LIST = '/api/seller/api/v1/get-all-by-user';

interface Store {
  id: string;
  name: string;
  logo: string | null;
  role: string;
  status: string;
  nit: string | null;
  constructorId: string;
  constructorName: string;
}
interface Page {
  data: Store[];
  totalData: number;
}

/** One row per store user of the demo data: the projects they may open, in order, with their role. */
const STORE_USERS: { user: string; stores: [string, string][] }[] = [
  {
    user: 'admin@andina.test',
    stores: [
      ['Mirador de la Sierra', 'Admintrador_Seller'],
      ['Parque Central Andina', 'Admintrador_Seller'],
      ['Torres del Río', 'Admintrador_Seller'],
    ],
  },
  {
    user: 'visor@andina.test',
    stores: [
      ['Mirador de la Sierra', 'Visualizador_Seller'],
      ['Parque Central Andina', 'Visualizador_Seller'],
      ['Torres del Río', 'Visualizador_Seller'],
    ],
  },
  {
    user: 'operativo@andina.test',
    stores: [
      ['Mirador de la Sierra', 'Operativo_Seller'],
      ['Parque Central Andina', 'Operativo_Seller'],
      ['Torres del Río', 'Operativo_Seller'],
    ],
  },
  {
    user: 'asesor@andina.test',
    stores: [
      ['Mirador de la Sierra', 'Asesor_Comercial'],
      ['Parque Central Andina', 'Asesor_Comercial'],
      ['Torres del Río', 'Asesor_Comercial'],
    ],
  },
  {
    user: 'multi@andina.test',
    stores: [
      ['Mirador de la Sierra', 'Visualizador_Seller'],
      ['Torres del Río', 'Admintrador_Seller'],
    ],
  },
  {
    user: 'admin@horizonte.test',
    stores: [
      ['Horizonte Living', 'Admintrador_Seller'],
      ['Reserva Horizonte', 'Admintrador_Seller'],
    ],
  },
  { user: 'admin@capital.test', stores: [['Inmobiliaria Capital', 'Admintrador_Seller']] },
  { user: 'nuevo@pacifico.test', stores: [['Brisas del Pacífico', 'Admintrador_Seller']] },
];

describe('GET /api/seller/api/v1/get-all-by-user', () => {
  let t: TestApp;
  const sessions = new Map<string, Session>();
  beforeAll(async () => {
    t = await createTestApp();
    for (const user of [...STORE_USERS.map((u) => u.user), 'superadmin@tu360.test'])
      sessions.set(user, await login(t.app, user));
  });
  afterAll(() => t.close());

  const list = (user: string, query: Query = {}) =>
    t.app.inject({ url: `${LIST}?${queryString(query)}`, headers: sessions.get(user)?.headers });
  const page = async (user: string, query: Query = {}) => {
    const res = await list(user, query);
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };

  it('the table covers every store user of the demo data', () => {
    expect(STORE_USERS.map((u) => u.user).sort()).toEqual(
      DEMO_USERS.filter((u) => !u.isAdmin)
        .map((u) => u.userName)
        .sort(),
    );
  });

  it.each(STORE_USERS)(
    '$user sees exactly their assigned projects with their role',
    async ({ user, stores }) => {
      const body = await page(user, { PageNumber: 1, PageSize: 50 });
      expect(body.data.map((s) => [s.name, s.role])).toEqual(stores);
      expect(body.totalData).toBe(stores.length);
    },
  );

  it('describes each project with its builder, NIT, status and a logo URL', async () => {
    const body = await page('admin@andina.test');
    const torres = body.data.find((s) => s.name === 'Torres del Río');
    expect(torres).toEqual({
      id: await idOf(t.db, 'sellers', 'Torres del Río'),
      name: 'Torres del Río',
      logo: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
      role: 'Admintrador_Seller',
      status: 'Synchronized',
      nit: '900123456-1',
      constructorId: await idOf(t.db, 'constructors', 'Constructora Andina'),
      constructorName: 'Constructora Andina',
    });
    const logo = await t.app.inject({ url: torres?.logo as string });
    expect(logo.statusCode).toBe(200);
  });

  it('never shows Andina projects to the Horizonte administrator, whatever the filters', async () => {
    const andina = await idOf(t.db, 'constructors', 'Constructora Andina');
    for (const query of [{}, { IdConstructor: andina }, { Keyword: 'Torres' }, { Keyword: 'Andina' }]) {
      const body = await page('admin@horizonte.test', query);
      expect(body.data.every((s) => s.constructorName === 'Constructora Horizonte')).toBe(true);
    }
    expect(await page('admin@horizonte.test', { IdConstructor: andina })).toEqual({ data: [], totalData: 0 });
  });

  it('applies the keyword only past 2 characters, without regard to case', async () => {
    const names = async (Keyword: string) =>
      (await page('admin@andina.test', { Keyword })).data.map((s) => s.name);
    expect(await names('To')).toHaveLength(3);
    expect(await names(' to ')).toHaveLength(3);
    expect(await names('Tor')).toEqual(['Torres del Río']);
    expect(await names('torres')).toEqual(['Torres del Río']);
    expect(await names('sierra')).toEqual(['Mirador de la Sierra']);
    expect(await names('zzz')).toEqual([]);
    // LIKE wildcards are taken literally.
    expect(await names('%%%')).toEqual([]);
    expect(await names('___')).toEqual([]);
  });

  it('pages with totalData counting the whole list, also past the last page', async () => {
    const first = await page('admin@andina.test', { PageNumber: 1, PageSize: 2 });
    expect(first.data.map((s) => s.name)).toEqual(['Mirador de la Sierra', 'Parque Central Andina']);
    expect(first.totalData).toBe(3);
    const second = await page('admin@andina.test', { PageNumber: 2, PageSize: 2 });
    expect(second.data.map((s) => s.name)).toEqual(['Torres del Río']);
    expect(second.totalData).toBe(3);
    const beyond = await page('admin@andina.test', { PageNumber: 3, PageSize: 2 });
    expect(beyond).toEqual({ data: [], totalData: 3 });
  });

  it('lets a platform admin reach every project, filtered by builder', async () => {
    const all = await page('superadmin@tu360.test', { PageSize: 200 });
    const count = (await t.db.select().from(sellers)).length;
    expect(all.totalData).toBe(count);
    expect(all.data).toHaveLength(count);
    const andina = await idOf(t.db, 'constructors', 'Constructora Andina');
    const filtered = await page('superadmin@tu360.test', { IdConstructor: andina });
    expect(filtered.data.map((s) => s.name)).toEqual([
      'Mirador de la Sierra',
      'Parque Central Andina',
      'Torres del Río',
    ]);
    const beyond = await page('superadmin@tu360.test', { PageNumber: 5, PageSize: 3 });
    expect(beyond).toEqual({ data: [], totalData: count });
  });

  it.each([
    { name: 'PageNumber 0', query: { PageNumber: 0 } },
    { name: 'PageSize 201', query: { PageSize: 201 } },
    { name: 'a non-numeric PageSize', query: { PageSize: 'diez' } },
    { name: 'an IdConstructor that is not a uuid', query: { IdConstructor: 'andina' } },
  ])('answers 400 with a Spanish Message for $name', async ({ query }) => {
    const res = await list('admin@andina.test', query);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toMatch(/^El campo \w+ no es válido\.$/);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: LIST });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: es.auth.unauthorized });
  });
});

describe('get-all-by-user ordering', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sorts by name without regard to case', async () => {
    const andina = await idOf(t.db, 'constructors', 'Constructora Andina');
    const userId = await idOf(t.db, 'users', 'admin@andina.test');
    const added = await t.db
      .insert(sellers)
      .values([
        { constructorId: andina, name: 'nogal Residencial', status: 'Incomplete' },
        { constructorId: andina, name: 'altos del Bosque', status: 'Incomplete' },
      ])
      .returning({ id: sellers.id });
    await t.db
      .insert(userSellers)
      .values(
        added.map((s) => ({ userId, sellerId: s.id, constructorId: andina, role: 'Admintrador_Seller' })),
      );
    const s = await login(t.app, 'admin@andina.test');
    const res = await t.app.inject({ url: LIST, headers: s.headers });
    expect((res.json() as Page).data.map((p) => p.name)).toEqual([
      'altos del Bosque',
      'Mirador de la Sierra',
      'nogal Residencial',
      'Parque Central Andina',
      'Torres del Río',
    ]);
  });
});
