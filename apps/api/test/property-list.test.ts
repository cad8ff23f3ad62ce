import { CATEGORY_IDS } from '@tu360/domain';
import { PROPERTY_SORT_FIELDS } from '@tu360/domain/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/client.ts';
import { properties, userSellers, users } from '../src/db/schema.ts';
import { findUserByName, principalOf } from '../src/modules/auth/identity.ts';
import { propertyFilters, SEEK_FROM_OFFSET } from '../src/modules/properties/list-query.ts';
import { cityByCode, constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, login, type Session, type TestApp } from './helper.ts';

type Row = typeof properties.$inferSelect;
type Item = { productId: number; listPrice: number | null };

/**
 * Every filter, sort and page of get-realstates against an oracle: the rows of the table read directly and
 * filtered in JavaScript. The list's statements are prepared once per shape of filters, so each shape is asked
 * twice with different values, and the answers must follow the values.
 */
describe('property list: filters, sorting and paging of get-realstates', () => {
  let t: TestApp;
  let superadmin: Session;
  let rows: Row[];
  let bogota: { id: string; departmentId: string };
  let medellin: { id: string; departmentId: string };
  let andina: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await login(t.app, 'superadmin@tu360.test');
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    bogota = await cityByCode(t.db, '11001');
    medellin = await cityByCode(t.db, '05001');
    const project = await projectFactory(t.db, andina);
    const variety: Partial<typeof properties.$inferInsert>[] = [
      { name: 'Lista Ámbar 101', status: 'Published', listPrice: 120_000_000, vtexCategoryId: 4 },
      { name: 'Lista Ámbar 102', status: 'Loaded', listPrice: 480_000_000, vtexCategoryId: 5 },
      { name: 'Lista Coral 201', status: 'Hidden', listPrice: 310_000_000, vtexCategoryId: 6 },
      { name: 'Lista Coral 202', status: 'Inactive', listPrice: 95_000_000, vtexCategoryId: 4 },
      { name: 'Lista Jade 301', status: 'Rejected', listPrice: 700_000_000, vtexCategoryId: 5 },
      { name: 'Lista Jade 302', status: 'OnApprobation', listPrice: 150_000_000, vtexCategoryId: 4 },
      { name: 'Lista Ónix 401', status: 'Incomplete', listPrice: null, vtexCategoryId: null },
      { name: 'Lista Ónix 402', status: 'Approved', listPrice: 600_000_000, vtexCategoryId: 6 },
      // A q where a keyword has a space: a candidate of the name's trigram index, never a match (keyword.ts).
      { name: 'Casa Listaqjade 501', status: 'Published', listPrice: 200_000_000, vtexCategoryId: 5 },
      { name: 'Parque Quinta 601', status: 'Hidden', listPrice: 210_000_000, vtexCategoryId: 4 },
    ];
    let i = 0;
    for (const v of variety) {
      const city = i % 2 ? bogota : medellin;
      await propertyFactory(t.db, project, {
        cityId: city.id,
        departmentId: city.departmentId,
        isRealState: i % 3 === 0,
        refId: `LISTA-${i}`,
        ...v,
      });
      i++;
    }
    rows = await t.db.select().from(properties);
  });
  afterAll(() => t.close());

  const list = async (query: string, s: Session = superadmin) => {
    const res = await t.app.inject({
      url: `/api/product/api/v2/get-realstates?${query}`,
      headers: s.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Item[]; totalData: number };
  };
  /** Every page of a query, in order. */
  const all = async (query: string, s?: Session) => {
    const items: Item[] = [];
    for (let page = 1; ; page++) {
      const answer = await list(`${query}&PageSize=200&PageNumber=${page}`, s);
      items.push(...answer.data);
      if (items.length >= answer.totalData || !answer.data.length) return { items, total: answer.totalData };
    }
  };
  const ids = (xs: { productId: number }[]) => xs.map((x) => x.productId).sort((a, b) => a - b);

  const published = ['Published', 'Loaded'];
  const cases: [string, () => string, (r: Row) => boolean][] = [
    ['SkuStatus=Published (con Loaded)', () => 'SkuStatus=Published', (r) => published.includes(r.status)],
    ['SkuStatus=Synchronized', () => 'SkuStatus=Synchronized', (r) => published.includes(r.status)],
    [
      'SkuStatus=Hidden (con Inactive)',
      () => 'SkuStatus=Hidden',
      (r) => ['Hidden', 'Inactive'].includes(r.status),
    ],
    ['SkuStatus=Rejected', () => 'SkuStatus=Rejected', (r) => r.status === 'Rejected'],
    ['SkuStatus=OnApprobation', () => 'SkuStatus=OnApprobation', (r) => r.status === 'OnApprobation'],
    ['SkuStatus=Incomplete', () => 'SkuStatus=Incomplete', (r) => r.status === 'Incomplete'],
    ['SkuStatus=Approved', () => 'SkuStatus=Approved', (r) => r.status === 'Approved'],
    ['IsRealState=true', () => 'IsRealState=true', (r) => r.isRealState],
    ['IsRealState=false', () => 'IsRealState=false', (r) => !r.isRealState],
    [
      'MinimumPrice',
      () => 'MinimumPrice=300000000',
      (r) => r.listPrice !== null && r.listPrice >= 300_000_000,
    ],
    [
      'MaximumPrice',
      () => 'MaximumPrice=150000000',
      (r) => r.listPrice !== null && r.listPrice <= 150_000_000,
    ],
    [
      'MinimumPrice y MaximumPrice',
      () => 'MinimumPrice=150000000&MaximumPrice=600000000',
      (r) => r.listPrice !== null && r.listPrice >= 150_000_000 && r.listPrice <= 600_000_000,
    ],
    ['Categories=House', () => 'Categories=House', (r) => r.vtexCategoryId === CATEGORY_IDS.House],
    [
      'Categories=Apartment&Categories=StudioApartment',
      () => 'Categories=Apartment&Categories=StudioApartment',
      (r) => r.vtexCategoryId === CATEGORY_IDS.Apartment || r.vtexCategoryId === CATEGORY_IDS.StudioApartment,
    ],
    ['Cities (una)', () => `Cities=${bogota.id}`, (r) => r.cityId === bogota.id],
    [
      'Cities (dos)',
      () => `Cities=${bogota.id}&Cities=${medellin.id}`,
      (r) => r.cityId === bogota.id || r.cityId === medellin.id,
    ],
    [
      'CityDepartments',
      () => `CityDepartments=${medellin.departmentId}`,
      (r) => r.departmentId === medellin.departmentId,
    ],
    ['ConstructorId', () => `ConstructorId=${andina}`, (r) => r.constructorId === andina],
    [
      'KeyWord por nombre, sin importar mayúsculas',
      () => 'KeyWord=lista jade',
      (r) => /lista jade/i.test(r.name),
    ],
    [
      'KeyWord de tres palabras, con tilde',
      () => 'KeyWord=Lista Ónix 40',
      (r) => r.name.includes('Lista Ónix 40'),
    ],
    ['KeyWord con dos espacios seguidos', () => 'KeyWord=Lista  Jade', (r) => r.name.includes('Lista  Jade')],
    ['KeyWord de una palabra, dentro de otra', () => 'KeyWord=staqja', (r) => /staqja/i.test(r.name)],
    ['KeyWord con q y mayúsculas', () => 'KeyWord=QUE QUINTA', (r) => /que quinta/i.test(r.name)],
    ['KeyWord con una q donde el nombre no', () => 'KeyWord=Listaqja', (r) => /listaqja/i.test(r.name)],
    ['KeyWord por referencia', () => 'KeyWord=LISTA-3', (r) => r.refId.includes('LISTA-3')],
    ['KeyWord de 2 caracteres no filtra', () => 'KeyWord=Li', () => true],
    [
      'KeyWord con % se busca literal',
      () => 'KeyWord=100%25',
      (r) => r.name.includes('100%') || r.refId.includes('100%'),
    ],
    [
      'varios filtros a la vez',
      () =>
        `SkuStatus=Published&Categories=Apartment&Categories=House&MinimumPrice=100000000&Cities=${medellin.id}`,
      (r) =>
        published.includes(r.status) &&
        (r.vtexCategoryId === 4 || r.vtexCategoryId === 5) &&
        r.listPrice !== null &&
        r.listPrice >= 100_000_000 &&
        r.cityId === medellin.id,
    ],
  ];

  it.each(cases)('%s', async (_name, query, keep) => {
    const expected = ids(rows.filter(keep));
    const { items, total } = await all(query());
    expect(ids(items)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('finds a keyword’s candidates in the name’s trigram index, by its parts across the words', async () => {
    const user = await findUserByName(t.db, 'superadmin@tu360.test');
    if (!user) throw new Error('superadmin@tu360.test');
    const p = await principalOf(t.db, user, null);
    // A table this small is read whole by the planner's choice: without that choice, the index must serve the
    // keyword's condition as written (the same expression as migration 0016's, or it could not).
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return executeRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select 1 from ${properties} where ${propertyFilters(p, { KeyWord: 'Lista Jade 30' })}`,
      );
    });
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('properties_name_words_trgm_idx');
    // Its parts across the words, read as the index reads the name: lower-cased, the space a q.
    expect(text).toMatch(/Index Cond: .*name_words ~~ .*'%staqjad%'.*name_words ~~ .*'%adeq30%'/);
    // The keyword itself is looked for in each candidate, not asked of the index (its common trigrams).
    expect(text).toMatch(/Filter: .*strpos\(name_words, 'listaqjadeq30'::text\)/);
    expect(text).not.toMatch(/Index Cond: .*strpos/);
    expect(text).not.toContain('Seq Scan');
  });

  it('filters by ProductId and by a KeyWord that is a product number', async () => {
    const target = rows.find((r) => r.refId === 'LISTA-4') as Row;
    expect(ids((await all(`ProductId=${target.productId}`)).items)).toEqual([target.productId]);
    const byNumber = await all(`KeyWord=${target.productId}`);
    expect(ids(byNumber.items)).toContain(target.productId);
  });

  it('filters by SellerId', async () => {
    const target = rows.find((r) => r.refId === 'LISTA-0') as Row;
    const expected = ids(rows.filter((r) => r.sellerId === target.sellerId));
    expect(ids((await all(`SellerId=${target.sellerId}`)).items)).toEqual(expected);
  });

  it('sorts by price, creation and last update both ways, ties by product number (newest first)', async () => {
    const nullsLastAsc = (a: number | null, b: number | null) =>
      a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;
    const orders: [string, (a: Row, b: Row) => number][] = [
      ['price', (a, b) => nullsLastAsc(a.listPrice, b.listPrice)],
      ['createdAt', (a, b) => a.createdAt.getTime() - b.createdAt.getTime()],
      ['updatedAt', (a, b) => a.updatedAt.getTime() - b.updatedAt.getTime()],
    ];
    for (const [field, compare] of orders) {
      for (const order of ['asc', 'desc'] as const) {
        const expected = [...rows]
          .sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)) || b.productId - a.productId)
          .map((r) => r.productId);
        const { items } = await all(`field=${field}&order=${order}`);
        expect(
          items.map((x) => x.productId),
          `${field} ${order}`,
        ).toEqual(expected);
      }
    }
  });

  it('a keyword’s page (one statement: its matches read once, counted, sorted) is the slice of the same order without it', async () => {
    // Every sort both ways: NULL prices and cities, equal names' ties by product number, pages of 3.
    const matches = (x: { productId: number }) =>
      rows.some((r) => r.productId === x.productId && (/lista/i.test(r.name) || /lista/i.test(r.refId)));
    for (const field of PROPERTY_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        const whole = (await all(`field=${field}&order=${order}`)).items
          .filter(matches)
          .map((x) => x.productId);
        expect(whole.length).toBeGreaterThan(6);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(whole.length / 3) + 1; page++) {
          const answer = await list(
            `KeyWord=lista&field=${field}&order=${order}&PageSize=3&PageNumber=${page}`,
          );
          expect(answer.totalData, `${field} ${order}`).toBe(whole.length);
          paged.push(...answer.data.map((x) => x.productId));
        }
        expect(paged, `${field} ${order}`).toEqual(whole);
      }
    }
    const none = await list('KeyWord=ningún-inmueble-así');
    expect(none).toMatchObject({ data: [], totalData: 0 });
  });

  it('pages by 14 by default, each page the next slice of the same order', async () => {
    const whole = (await all('field=price&order=asc')).items.map((x) => x.productId);
    const first = await list('field=price&order=asc');
    expect(first.data.map((x) => x.productId)).toEqual(whole.slice(0, 14));
    const second = await list('field=price&order=asc&PageNumber=2');
    expect(second.data.map((x) => x.productId)).toEqual(whole.slice(14, 28));
    const small = await list('field=price&order=asc&PageNumber=3&PageSize=5');
    expect(small.data.map((x) => x.productId)).toEqual(whole.slice(10, 15));
    expect(first.totalData).toBe(rows.length);
  });

  it('keeps a store user’s scope under every filter', async () => {
    const admin = await login(t.app, 'admin@andina.test');
    const [user] = await t.db.select().from(users).where(eq(users.userName, 'admin@andina.test'));
    const assigned = (
      await t.db
        .select({ sellerId: userSellers.sellerId })
        .from(userSellers)
        .where(eq(userSellers.userId, user.id))
    ).map((a) => a.sellerId);
    const inScope = (r: Row) => assigned.includes(r.sellerId);
    for (const [name, query, keep] of cases) {
      const expected = ids(rows.filter((r) => inScope(r) && keep(r)));
      const { items, total } = await all(query(), admin);
      expect(ids(items), name).toEqual(expected);
      expect(total, name).toBe(expected.length);
    }
    const horizonte = await login(t.app, 'admin@horizonte.test');
    const theirs = await all('SkuStatus=Published', horizonte);
    const andinaIds = new Set(
      (
        await t.db
          .select({ productId: properties.productId })
          .from(properties)
          .where(inArray(properties.constructorId, [andina]))
      ).map((r) => r.productId),
    );
    expect(theirs.items.filter((x) => andinaIds.has(x.productId))).toEqual([]);
  });

  it('each row carries its project’s, builder’s, city’s and department’s names and its main image', async () => {
    const res = await t.app.inject({
      url: '/api/product/api/v2/get-realstates?PageNumber=1&PageSize=100&KeyWord=Lista',
      headers: superadmin.headers,
    });
    const items = (res.json() as { data: Record<string, unknown>[] }).data;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const [row] = await executeRows<Record<string, string | null>>(
        t.db,
        sql`
        select s.name as seller, c.name as builder, ci.name as city, d.name as department,
               (select file_id from property_images i where i.property_id = p.id
                 order by i.is_main desc, i.sort_order limit 1) as image
          from properties p join sellers s on s.id = p.seller_id join constructors c on c.id = p.constructor_id
          left join cities ci on ci.id = p.city_id left join departments d on d.id = p.department_id
         where p.product_id = ${item.productId as number}`,
      );
      expect(item).toMatchObject({
        sellerName: row.seller,
        constructorName: row.builder,
        cityName: row.city,
        departmentName: row.department,
        image: row.image ? `/api/files/${row.image}` : null,
      });
    }
    expect(items.some((i) => i.cityName)).toBe(true);
  });

  describe('the session is checked inside the list’s own statement', () => {
    const url = '/api/product/api/v2/get-realstates?SkuStatus=Published';

    it('answers 401, without data, once the session is closed', async () => {
      const session = await login(t.app, 'visor@andina.test');
      expect((await t.app.inject({ url, headers: session.headers })).statusCode).toBe(200);
      const userId = (await t.db.select().from(users).where(eq(users.userName, 'visor@andina.test')))[0].id;
      const closed = await t.app.inject({
        method: 'POST',
        url: `/api/auth/connect/endsession?userId=${userId}&token=${session.access_token}`,
      });
      expect(closed.statusCode).toBe(204);
      const refused = await t.app.inject({ url: `${url}&GetReaders=true`, headers: session.headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ Message: 'Su sesión no es válida o expiró. Ingrese de nuevo.' });
    });

    it('keeps a 400 for bad input (no data), so a live session is not thrown out', async () => {
      const res = await t.app.inject({
        url: '/api/product/api/v2/get-realstates?order=sideways',
        headers: superadmin.headers,
      });
      expect(res.statusCode).toBe(400);
    });
  });
});

/**
 * Deep pages sorted by the default order are sought from their first row's key rather than offset (issue 19):
 * they must be the very pages an offset gives, ties and microseconds included, for every scope.
 */
describe('property list: deep pages (sought) are the offset pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    const projects = [await projectFactory(t.db, andina), await projectFactory(t.db, andina)];
    // 420 properties: runs of equal update times (ties broken by the product id), times with microseconds.
    await t.db.insert(properties).values(
      Array.from({ length: 420 }, (_, i) => ({
        refId: `HONDO-${i}`,
        constructorId: andina,
        sellerId: projects[i % 2].id,
        name: `Hondo ${i}`,
        status: i % 3 ? 'Published' : 'Hidden',
        listPrice: 200_000_000 + i,
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 7))),
      })) as (typeof properties.$inferInsert)[],
    );
    await t.db.execute(
      sql`update properties set updated_at = updated_at + (product_id % 5) * interval '1 microsecond'
           where ref_id like 'HONDO-%' and product_id % 4 = 0`,
    );
  });
  afterAll(() => t.close());

  const ids = async (s: Session, filters: string, page: number, size: number) => {
    const res = await t.app.inject({
      url: `/api/product/api/v2/get-realstates?PageNumber=${page}&PageSize=${size}${filters}`,
      headers: s.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { productId: number }[] }).data.map((d) => d.productId);
  };

  it.each([
    ['a platform administrator, no filter', 'superadmin@tu360.test', ''],
    ['a platform administrator, published', 'superadmin@tu360.test', '&SkuStatus=Published'],
    ['a builder’s user, no filter', 'admin@andina.test', '&field=updatedAt&order=desc'],
    ['a builder’s user, hidden', 'admin@andina.test', '&SkuStatus=Hidden'],
  ])('%s', async (_who, user, filters) => {
    const s = await login(t.app, user);
    // Pages from just below the seek's threshold to past the end, against the same offsets read from the table.
    const pages = [
      [15, 14],
      [21, 10],
      [3, 100],
      [30, 14],
      [100, 14],
    ] as const;
    expect(pages.map(([p, n]) => (p - 1) * n >= SEEK_FROM_OFFSET)).toEqual([false, true, true, true, true]);
    for (const [page, size] of pages) {
      const offset = (page - 1) * size;
      const sought = await ids(s, filters, page, size);
      const reference = await referencePage(t, user, filters, offset, size);
      expect(sought, `page ${page} of ${size}`).toEqual(reference);
    }
  });
});

/** The page the list's order gives at this offset, read from the table with the scope and filters in SQL. */
async function referencePage(t: TestApp, user: string, filters: string, offset: number, size: number) {
  const [u] = await t.db.select().from(users).where(eq(users.userName, user));
  const scope = u.isAdmin
    ? sql`true`
    : sql`seller_id in (select seller_id from user_sellers where user_id = ${u.id})`;
  const status = filters.includes('SkuStatus=Published')
    ? sql`status in ('Published', 'Loaded')`
    : filters.includes('SkuStatus=Hidden')
      ? sql`status = 'Hidden'`
      : sql`true`;
  const rows = await executeRows<{ product_id: unknown }>(
    t.db,
    sql`
    select product_id from properties where ${scope} and ${status}
     order by updated_at desc, product_id desc offset ${offset} limit ${size}`,
  );
  return rows.map((r) => Number(r.product_id));
}
