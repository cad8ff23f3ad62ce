import { es } from '@tu360/domain';
import type { BuilderUser } from '@tu360/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { call, USERS } from './factories/users.ts';
import { createTestApp, idOf, login, type Query, queryString, type Session, type TestApp } from './helper.ts';

type Page = { data: BuilderUser[]; totalData: number };

/** GET /auth/api/users (issue 13): the tenant, the filters, the search and the paging. */
describe('users: the list', () => {
  let t: TestApp;
  const s: Record<string, Session> = {};
  let andina: string;
  let horizonte: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of [
      'superadmin@tu360.test',
      'admin@andina.test',
      'admin@horizonte.test',
      'operativo@andina.test',
    ])
      s[u] = await login(t.app, u);
    andina = await idOf(t.db, 'constructors', 'Constructora Andina');
    horizonte = await idOf(t.db, 'constructors', 'Constructora Horizonte');
  });
  afterAll(() => t.close());

  const list = async (who: string, query: Query = {}) => {
    const res = await call(t, s[who], 'GET', `${USERS}?${queryString({ PageSize: 50, ...query })}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const names = (page: Page) => page.data.map((u) => u.email).sort();

  it("a builder's administrator sees its own builder's users only; another builder is 404", async () => {
    const page = await list('admin@andina.test');
    expect(names(page)).toEqual(
      [
        'admin@andina.test',
        'asesor@andina.test',
        'multi@andina.test',
        'operativo@andina.test',
        'visor@andina.test',
      ].sort(),
    );
    expect(page.totalData).toBe(5);
    expect(
      page.data.every((u) => u.constructorId === andina && u.constructorName === 'Constructora Andina'),
    ).toBe(true);
    expect(names(await list('admin@horizonte.test'))).toEqual(['admin@horizonte.test']);
    const other = await call(t, s['admin@andina.test'], 'GET', `${USERS}?ConstructorId=${horizonte}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ Message: es.builder.notFound });
  });

  it('platform administrators see every company’s users and the platform’s, or one company’s', async () => {
    const all = await list('superadmin@tu360.test', { PageSize: 200 });
    expect(names(all)).toEqual(
      expect.arrayContaining(['superadmin@tu360.test', 'admin@horizonte.test', 'admin@andina.test']),
    );
    expect(names(await list('superadmin@tu360.test', { ConstructorId: horizonte }))).toEqual([
      'admin@horizonte.test',
    ]);
  });

  it('Operativo has no users list', async () => {
    const res = await call(t, s['operativo@andina.test'], 'GET', USERS);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ Message: es.auth.forbidden });
  });

  it('shows each user’s role, projects with their role there, state and last visit', async () => {
    const multi = (await list('admin@andina.test', { Keyword: 'multi@' })).data;
    expect(multi).toHaveLength(1);
    expect(multi[0]).toMatchObject({
      givenName: 'Juliana',
      lastName: 'Vélez',
      role: 'Admintrador_Seller',
      state: 'Pendiente',
      lastVisit: null,
    });
    expect(multi[0].projects.map((p) => [p.name, p.role])).toEqual([
      ['Mirador de la Sierra', 'Visualizador_Seller'],
      ['Torres del Río', 'Admintrador_Seller'],
    ]);
    expect(multi[0].roles.sort()).toEqual(['Admintrador_Seller', 'Visualizador_Seller']);
  });

  it('searches by name, full name and e-mail, and filters by role, state and project', async () => {
    expect(names(await list('admin@andina.test', { Keyword: 'mejía' }))).toEqual(['admin@andina.test']);
    expect(names(await list('admin@andina.test', { Keyword: 'Laura Zapata' }))).toEqual([
      'operativo@andina.test',
    ]);
    expect(names(await list('admin@andina.test', { Keyword: 'VISOR@' }))).toEqual(['visor@andina.test']);
    // The role held at a project counts too: multi is Visualizador at the Sierra.
    expect(names(await list('admin@andina.test', { RoleName: 'Visualizador_Seller' }))).toEqual([
      'multi@andina.test',
      'visor@andina.test',
    ]);
    const sierra = await idOf(t.db, 'sellers', 'Mirador de la Sierra');
    expect((await list('admin@andina.test', { SellerId: sierra })).totalData).toBe(5);
    const asesor = await idOf(t.db, 'users', 'asesor@andina.test');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, asesor));
    await login(t.app, 'visor@andina.test');
    expect(names(await list('admin@andina.test', { State: 'Inactivo' }))).toEqual(['asesor@andina.test']);
    expect(names(await list('admin@andina.test', { IsActive: 'false' }))).toEqual(['asesor@andina.test']);
    // Signed in: the administrator, Operativo (both in beforeAll) and the viewer; multi never did.
    expect(names(await list('admin@andina.test', { State: 'Activo' }))).toEqual([
      'admin@andina.test',
      'operativo@andina.test',
      'visor@andina.test',
    ]);
    expect(names(await list('admin@andina.test', { State: 'Pendiente' }))).toEqual(['multi@andina.test']);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, asesor));
  });

  it('pages by name: the pages do not overlap and the total is the whole list’s', async () => {
    const first = await list('admin@andina.test', { PageSize: 2, PageNumber: 1 });
    const second = await list('admin@andina.test', { PageSize: 2, PageNumber: 2 });
    const third = await list('admin@andina.test', { PageSize: 2, PageNumber: 3 });
    expect([first.totalData, second.totalData, third.totalData]).toEqual([5, 5, 5]);
    expect([first.data.length, second.data.length, third.data.length]).toEqual([2, 2, 1]);
    const all = [...first.data, ...second.data, ...third.data].map((u) => u.givenName);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'es')));
    expect(new Set(all).size).toBe(5);
  });
});
