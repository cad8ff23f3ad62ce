import { es, STORE_CATALOG_SCOPE } from '@tu360/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  constructors,
  properties,
  propertyDetails,
  propertyImages,
  sellers,
} from '../src/db/schema.ts';
import { cityByCode, constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { clientGrant, STORE_SECRET, storeHeaders } from './factories/leads.ts';
import { claimsOf, createTestApp, login, type TestApp } from './helper.ts';

/** Issue 15: the published catalog the public store reads with its client-credentials token. */
const STORE = '/api/store/v1';

describe('the store catalog', () => {
  let t: TestApp;
  let store: Record<string, string>;
  let andina: string;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ STORE_CLIENT_SECRET: STORE_SECRET });
    store = await storeHeaders(t);
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    adminHeaders = (await login(t.app, 'superadmin@tu360.test')).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = store) =>
    t.app.inject({ method: 'GET', url: `${STORE}${url}`, headers });

  describe('who may read it', () => {
    it('gives the store one token for the lead intake and the catalog', async () => {
      const res = await clientGrant(t);
      expect(res.json()).toMatchObject({ scope: 'leads.intake store.catalog.read' });
      expect(claimsOf(res.json().access_token).scope).toBe('leads.intake store.catalog.read');
    });

    it.each(['/projects', '/properties'])(
      'refuses %s without a token: 401 with WWW-Authenticate',
      async (url) => {
        const res = await get(url, {});
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.json()).toEqual({ Message: es.auth.unauthorized });
      },
    );

    it('refuses a forged token: 401', async () => {
      const res = await get('/properties', { authorization: 'Bearer abc.def.ghi' });
      expect(res.statusCode).toBe(401);
    });

    it.each(['superadmin@tu360.test', 'admin@andina.test', 'visor@andina.test'])(
      "refuses a portal user's token (%s): 403 in Spanish",
      async (user) => {
        const { headers } = await login(t.app, user);
        for (const url of ['/projects', '/properties']) {
          const res = await get(url, headers);
          expect(res.statusCode).toBe(403);
          expect(res.json().Message).toBe(
            'El catálogo publicado es solo para la tienda: use el token del cliente tu360-store con el alcance del catálogo.',
          );
        }
      },
    );

    it("refuses the store's token that asked for the lead intake only (403), takes the catalog-only one", async () => {
      const intakeOnly = (await clientGrant(t, { scope: 'leads.intake' })).json().access_token;
      expect((await get('/properties', { authorization: `Bearer ${intakeOnly}` })).statusCode).toBe(403);
      const catalogOnly = await clientGrant(t, { scope: STORE_CATALOG_SCOPE });
      expect(catalogOnly.json().scope).toBe('store.catalog.read');
      const res = await get('/properties', { authorization: `Bearer ${catalogOnly.json().access_token}` });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a scope the store client does not have (invalid_scope, in Spanish)', async () => {
      const res = await clientGrant(t, { scope: 'store.catalog.read catalog:write' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_scope',
        Message: 'El alcance pedido no está permitido para el cliente de la tienda.',
      });
    });

    it("answers the store's token: 200", async () => {
      expect((await get('/projects')).statusCode).toBe(200);
      expect((await get('/properties')).statusCode).toBe(200);
    });
  });

  describe('public fields only', () => {
    it('never sends the cost, the internal notes, the reference, nor any user id', async () => {
      const users = (await t.db.query.users.findMany({ columns: { id: true } })).map((u) => u.id);
      const project = await projectFactory(t.db, andina, {
        status: 'Synchronized',
        statusDetail: 'nota interna del proyecto',
        createdBy: users[0],
      });
      const property = await propertyFactory(t.db, project, {
        costPrice: 123_456_789,
        listPrice: 300_000_000,
        statusDetail: 'nota interna del inmueble',
        createdBy: users[0],
        description: 'Un inmueble publicado.',
      });
      await t.db.insert(propertyDetails).values([
        { propertyId: property.id, constructorId: andina, key: 'Habitaciones', value: '3' },
        { propertyId: property.id, constructorId: andina, key: 'clave interna', value: 'secreto' },
      ]);
      const bodies = [
        await get(`/properties/${property.productId}`),
        await get(`/properties?SellerId=${project.id}`),
        await get(`/projects/${project.id}`),
        await get('/projects?PageSize=100'),
      ];
      for (const res of bodies) {
        expect(res.statusCode, res.body).toBe(200);
        for (const hidden of [
          'costPrice',
          'cost_price',
          '123456789',
          'statusDetail',
          'nota interna',
          'refId',
          property.refId,
          'createdBy',
          'responsible',
          'clave interna',
          'CamacolCode',
          'status',
        ])
          expect(res.body).not.toContain(hidden);
        for (const id of users) expect(res.body).not.toContain(id);
      }
      const detail = bodies[0].json();
      expect(detail).toMatchObject({
        productId: property.productId,
        listPrice: 300_000_000,
        rooms: 3,
        description: 'Un inmueble publicado.',
        project: { id: project.id, name: project.name },
        builder: { id: andina, name: 'Constructora Andina' },
      });
      expect(detail.details).toEqual([{ key: 'Habitaciones', value: '3' }]);
    });
  });

  describe('filters and paging', () => {
    let project: Awaited<ReturnType<typeof projectFactory>>;
    const made: { productId: number; price: number; category: number; rooms: number }[] = [];

    beforeAll(async () => {
      project = await projectFactory(t.db, andina, { status: 'Synchronized' });
      const rows: [number, number, number][] = [
        // price (millions), category id (4 Apartment, 5 House, 6 StudioApartment), rooms
        [150, 4, 1],
        [220, 4, 2],
        [310, 5, 3],
        [480, 5, 4],
        [95, 6, 1],
        [700, 4, 3],
      ];
      for (const [price, category, rooms] of rows) {
        const p = await propertyFactory(t.db, project, {
          listPrice: price * 1_000_000,
          vtexCategoryId: category,
          cityId: project.cityId,
          departmentId: project.departmentId,
        });
        await t.db
          .insert(propertyDetails)
          .values({ propertyId: p.id, constructorId: andina, key: 'Habitaciones', value: String(rooms) });
        made.push({ productId: p.productId, price: price * 1_000_000, category, rooms });
      }
    });

    const ids = async (query: string) => {
      const res = await get(`/properties?SellerId=${project.id}&PageSize=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { data: { productId: number }[]; totalData: number };
      expect(body.totalData).toBe(body.data.length);
      return body.data.map((p) => p.productId);
    };
    const expected = (keep: (m: (typeof made)[number]) => boolean) =>
      made
        .filter(keep)
        .map((m) => m.productId)
        .sort((a, b) => b - a);

    it('filters by category, price range and rooms, alone and together', async () => {
      expect(await ids('Categories=House')).toEqual(expected((m) => m.category === 5));
      expect(await ids('Categories=Apartment&Categories=StudioApartment')).toEqual(
        expected((m) => m.category !== 5),
      );
      expect(await ids('MinimumPrice=200000000&MaximumPrice=480000000')).toEqual(
        expected((m) => m.price >= 200e6 && m.price <= 480e6),
      );
      expect(await ids('MinRooms=3')).toEqual(expected((m) => m.rooms >= 3));
      expect(await ids('MinRooms=2&MaxRooms=3')).toEqual(expected((m) => m.rooms >= 2 && m.rooms <= 3));
      expect(await ids('Categories=Apartment&MaximumPrice=300000000&MinRooms=2')).toEqual(
        expected((m) => m.category === 4 && m.price <= 300e6 && m.rooms >= 2),
      );
    });

    it('filters by city and department', async () => {
      const leticia = await cityByCode(t.db, '91001');
      const there = await projectFactory(t.db, andina, {
        status: 'Synchronized',
        cityId: leticia.id,
        departmentId: leticia.departmentId,
      });
      const p = await propertyFactory(t.db, there, {
        cityId: leticia.id,
        departmentId: leticia.departmentId,
      });
      for (const query of [`Cities=${leticia.id}`, `CityDepartments=${leticia.departmentId}`]) {
        const props = (await get(`/properties?PageSize=100&${query}`)).json() as {
          data: { productId: number; cityId: string; cityName: string }[];
        };
        expect(props.data.map((x) => x.productId)).toContain(p.productId);
        expect(props.data.every((x) => x.cityId === leticia.id)).toBe(true);
        const projects = (await get(`/projects?PageSize=100&${query}`)).json() as {
          data: { id: string; cityId: string }[];
        };
        expect(projects.data.map((x) => x.id)).toContain(there.id);
        expect(projects.data.every((x) => x.cityId === leticia.id)).toBe(true);
      }
      const [city] = await t.db.select().from(cities).where(eq(cities.id, leticia.id));
      expect((await get(`/properties/${p.productId}`)).json().cityName).toBe(city.name);
    });

    it('pages in a stable order (newest first, by price with the product id breaking ties), with the total', async () => {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = (await get(`/properties?SellerId=${project.id}&PageSize=2&PageNumber=${page}`)).json();
        expect(body.totalData).toBe(6);
        seen.push(...body.data.map((p: { productId: number }) => p.productId));
      }
      expect(seen).toEqual(expected(() => true));
      const byPrice = (await get(`/properties?SellerId=${project.id}&Sort=priceAsc`)).json();
      expect(byPrice.data.map((p: { listPrice: number }) => p.listPrice)).toEqual(
        made.map((m) => m.price).sort((a, b) => a - b),
      );
    });

    it('counts up to 2,000 (as far as paging reaches) and says when there are more', async () => {
      const big = await projectFactory(t.db, andina, { status: 'Synchronized' });
      await t.db.execute(sql`insert into properties (ref_id, constructor_id, seller_id, name, list_price, status)
        select 'MUCHOS-' || g, ${andina}, ${big.id}, 'Inmueble ' || g, 100000000 + g, 'Published'
          from generate_series(1, 2001) g`);
      const capped = (await get(`/properties?SellerId=${big.id}&PageSize=1`)).json();
      expect(capped).toMatchObject({ totalData: 2_000, totalCapped: true });
      await t.db.execute(sql`delete from properties where seller_id = ${big.id} and ref_id = 'MUCHOS-1'`);
      const exact = (await get(`/properties?SellerId=${big.id}&PageSize=1`)).json();
      expect(exact).toMatchObject({ totalData: 2_000, totalCapped: false });
      const last = (await get(`/properties?SellerId=${big.id}&PageSize=100&PageNumber=20`)).json();
      expect(last.data).toHaveLength(100);
      // The other tests page through the whole catalog.
      await t.db.execute(sql`delete from properties where seller_id = ${big.id}`);
    });

    it('keeps the rooms the wizard stores as a detail, whatever writes it (the column follows the detail)', async () => {
      const p = made[0];
      const [row] = await t.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.productId, p.productId));
      await t.db
        .update(propertyDetails)
        .set({ value: '5' })
        .where(sql`${propertyDetails.propertyId} = ${row.id} and ${propertyDetails.key} = 'Habitaciones'`);
      expect((await get(`/properties/${p.productId}`)).json().rooms).toBe(5);
      expect(await ids('MinRooms=5')).toContain(p.productId);
      await t.db
        .delete(propertyDetails)
        .where(sql`${propertyDetails.propertyId} = ${row.id} and ${propertyDetails.key} = 'Habitaciones'`);
      expect((await get(`/properties/${p.productId}`)).json().rooms).toBeNull();
      expect(await ids('MinRooms=1')).not.toContain(p.productId);
      await t.db
        .insert(propertyDetails)
        .values({ propertyId: row.id, constructorId: andina, key: 'Habitaciones', value: String(p.rooms) });
      expect((await get(`/properties/${p.productId}`)).json().rooms).toBe(p.rooms);
    });

    it.each([
      ['PageSize=101', 'PageSize'],
      ['PageNumber=0', 'PageNumber'],
      ['Categories=Castle', 'Categories'],
      ['MinRooms=abc', 'MinRooms'],
      ['Cities=not-a-uuid', 'Cities'],
    ])('refuses %s with 400 in Spanish', async (query) => {
      const res = await get(`/properties?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/[áéíóúñ]|Seleccione|Debe|campo/i);
    });

    it('refuses a price or rooms range upside down, and paging past the first 2,000 items', async () => {
      const price = await get('/properties?MinimumPrice=500000000&MaximumPrice=100000000');
      expect(price.statusCode).toBe(400);
      expect(price.json().Message).toBe('El precio mínimo no puede ser mayor que el precio máximo.');
      const rooms = await get('/properties?MinRooms=4&MaxRooms=2');
      expect(rooms.json().Message).toBe('El mínimo de habitaciones no puede ser mayor que el máximo.');
      const deep = await get('/properties?PageSize=100&PageNumber=21');
      expect(deep.statusCode).toBe(400);
      expect(deep.json().Message).toBe(
        'La página pedida va más allá de los primeros 2.000 resultados: use los filtros para acotar la búsqueda.',
      );
      expect((await get('/properties?PageSize=100&PageNumber=20')).statusCode).toBe(200);
    });

    it('answers 404 in Spanish for an unknown property or project', async () => {
      const property = await get('/properties/999999999');
      expect(property.statusCode).toBe(404);
      expect(property.json().Message).toBe('El inmueble no existe o no está publicado.');
      const projectRes = await get('/projects/00000000-0000-4000-8000-000000000000');
      expect(projectRes.statusCode).toBe(404);
      expect(projectRes.json().Message).toBe('El proyecto no existe o no está publicado.');
    });
  });

  describe('HTTP caching', () => {
    it('sends an ETag and a short public Cache-Control, and 304 when If-None-Match names the tag', async () => {
      const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
      await propertyFactory(t.db, project);
      const url = `/properties?SellerId=${project.id}`;
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect((await get(url)).headers.etag).toBe(etag);
      const again = await get(url, { ...store, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { ...store, 'if-none-match': `"otro", ${etag}` })).statusCode).toBe(304);
      expect((await get(url, { ...store, 'if-none-match': 'W/"otro"' })).statusCode).toBe(200);
      // Errors are never cached.
      expect((await get('/properties/999999999')).headers['cache-control']).toBe('no-store');
      expect((await get(url, {})).headers['cache-control']).toBe('no-store');
    });
  });

  describe('hiding or unpublishing removes an item at once', () => {
    it('a property hidden in the portal: gone from the list and its detail at the next request (304 no more)', async () => {
      const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
      const p = await propertyFactory(t.db, project);
      const url = `/properties?SellerId=${project.id}`;
      const before = await get(url);
      expect(before.json().data.map((x: { productId: number }) => x.productId)).toEqual([p.productId]);
      const hide = await t.app.inject({
        method: 'PUT',
        url: '/api/product/api/v2/hide-realstates',
        headers: adminHeaders,
        payload: { productIds: [p.productId], Message: 'Se oculta para la prueba' },
      });
      expect(hide.statusCode, hide.body).toBe(200);
      const after = await get(url, { ...store, 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ data: [], totalData: 0, totalCapped: false });
      expect((await get(`/properties/${p.productId}`)).statusCode).toBe(404);
    });

    it('a project hidden: it and its properties are gone; a builder deactivated: all of its catalog is gone', async () => {
      const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
      const p = await propertyFactory(t.db, project);
      expect((await get(`/projects/${project.id}`)).json().totalProperties).toBe(1);
      const hide = await t.app.inject({
        method: 'PATCH',
        url: `/api/seller/api/v1/status/${project.id}/Hide`,
        headers: adminHeaders,
        payload: { statusDetail: 'Se oculta para la prueba' },
      });
      expect(hide.statusCode, hide.body).toBe(200);
      expect((await get(`/projects/${project.id}`)).statusCode).toBe(404);
      expect((await get(`/properties/${p.productId}`)).statusCode).toBe(404);

      const [builder] = await t.db
        .insert(constructors)
        .values({ name: 'Constructora Efímera', nit: `901${Date.now() % 1_000_000}-2` })
        .returning();
      const other = await projectFactory(t.db, builder.id, { status: 'Synchronized' });
      const q = await propertyFactory(t.db, other);
      expect((await get(`/properties/${q.productId}`)).statusCode).toBe(200);
      const off = await t.app.inject({
        method: 'PUT',
        url: '/api/product/api/constructor/v3/update-constructor-state',
        headers: adminHeaders,
        payload: { id: builder.id, state: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await get(`/properties/${q.productId}`)).statusCode).toBe(404);
      expect((await get(`/projects/${other.id}`)).statusCode).toBe(404);
    });
  });

  describe('property-based: random statuses (seeded)', () => {
    /** mulberry32: a small seeded generator, so that a failure replays with its seed. */
    const generator = (seed: number) => () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const PROJECT = ['Synchronized', 'OnApprobation', 'Rejected', 'Hide', 'Incomplete'] as const;
    const PROPERTY = [
      'OnApprobation',
      'Hidden',
      'Inactive',
      'Rejected',
      'Published',
      'Loaded',
      'Incomplete',
      'Approved',
    ] as const;

    async function all(path: string, key: 'productId' | 'id') {
      const out: (string | number)[] = [];
      for (let page = 1; ; page++) {
        const res = await get(`${path}?PageSize=100&PageNumber=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { data: Record<string, string | number>[]; totalData: number };
        out.push(...body.data.map((x) => x[key]));
        if (out.length >= body.totalData || !body.data.length) break;
      }
      return out;
    }

    it.each([20261125, 7, 424242])(
      'seed %i: every item shown is published, every published one is shown',
      async (seed) => {
        const random = generator(seed);
        const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
        const builders = await t.db
          .insert(constructors)
          .values(
            [0, 1, 2].map((i) => ({
              name: `Constructora aleatoria ${seed}-${i}`,
              nit: `9${seed % 100000}${i}-${i}`,
              state: i === 0 || random() < 0.5,
            })),
          )
          .returning();
        const made: { productId: number; shown: boolean }[] = [];
        const projects: { id: string; shown: boolean }[] = [];
        // Published statuses are drawn more often, so that every run has items on both sides.
        for (let i = 0; i < 16; i++) {
          const builder = pick(builders);
          const status = random() < 0.4 ? 'Synchronized' : pick(PROJECT);
          const project = await projectFactory(t.db, builder.id, { status }, { assignAll: false });
          // Written out by hand: a project is in the store when published and its builder active.
          const projectShown = status === 'Synchronized' && builder.state;
          projects.push({ id: project.id, shown: projectShown });
          const count = Math.floor(random() * 5);
          for (let j = 0; j < count; j++) {
            const propertyStatus = random() < 0.3 ? 'Published' : pick(PROPERTY);
            const p = await propertyFactory(t.db, project, { status: propertyStatus });
            made.push({
              productId: p.productId,
              shown: projectShown && (propertyStatus === 'Published' || propertyStatus === 'Loaded'),
            });
          }
        }
        expect(made.some((m) => m.shown) && made.some((m) => !m.shown)).toBe(true);
        const shownProperties = new Set(await all('/properties', 'productId'));
        for (const m of made) expect(shownProperties.has(m.productId), `${m.productId}`).toBe(m.shown);
        const shownProjects = new Set(await all('/projects', 'id'));
        for (const p of projects) expect(shownProjects.has(p.id), p.id).toBe(p.shown);

        // And everything the catalog shows, from any data (the demo's too), is published, read from the rows.
        for (const productId of shownProperties) {
          const [row] = await t.db
            .select({ status: properties.status, project: sellers.status, active: constructors.state })
            .from(properties)
            .innerJoin(sellers, eq(sellers.id, properties.sellerId))
            .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
            .where(eq(properties.productId, productId as number));
          expect(['Published', 'Loaded']).toContain(row.status);
          expect(row.project).toBe('Synchronized');
          expect(row.active).toBe(true);
        }
        // The details answer the same as the list.
        for (const m of made.slice(0, 8)) {
          const res = await get(`/properties/${m.productId}`);
          expect(res.statusCode).toBe(m.shown ? 200 : 404);
        }
      },
    );
  });

  it('shows a property main image as a file URL', async () => {
    const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const p = await propertyFactory(t.db, project);
    const fileId = '11111111-1111-4111-8111-111111111111';
    await t.db
      .insert(propertyImages)
      .values({ propertyId: p.id, constructorId: andina, fileId, isMain: true });
    const body = (await get(`/properties?SellerId=${project.id}`)).json();
    expect(body.data[0].image).toBe(`/api/files/${fileId}`);
    expect((await get(`/properties/${p.productId}`)).json().images).toEqual([
      { url: `/api/files/${fileId}`, isMain: true, label: null },
    ]);
  });
});
