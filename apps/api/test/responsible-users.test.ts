import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityByCode, constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, idOf, login, type Session, type TestApp } from './helper.ts';

type Responsible = { userId: string; name: string; reason: string };

/** Responsible users: by specific products, by location, by price range; remove-user-sku takes one off a property. */
describe('responsible users of properties (add-user-config, remove-user-sku)', () => {
  let t: TestApp;
  let admin: Session;
  let andina: string;
  let operativo: string;
  let asesor: string;
  let project: { id: string; constructorId: string };
  let bogota: { id: string; departmentId: string };
  let medellin: { id: string; departmentId: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@andina.test');
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    operativo = await idOf(t.db, 'users', 'operativo@andina.test');
    asesor = await idOf(t.db, 'users', 'asesor@andina.test');
    project = await projectFactory(t.db, andina);
    bogota = await cityByCode(t.db, '11001');
    medellin = await cityByCode(t.db, '05001');
  });
  afterAll(() => t.close());

  const property = (overrides: Record<string, unknown> = {}) =>
    propertyFactory(t.db, project, { cityId: bogota.id, departmentId: bogota.departmentId, ...overrides });
  const responsibleOf = async (productId: number) => {
    const res = await t.app.inject({
      url: `/api/product/api/v2/get-product-id?productId=${productId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { responsibleUsers: Responsible[] }).responsibleUsers;
  };
  const assign = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/api/user-realstate/v2/add-user-config',
      headers: admin.headers,
      payload: { ConstructorId: andina, AssignType: 'Product', Locations: [], SkuIds: [], ...body },
    });
  const remove = (Users: string[], ProductId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/api/user-realstate/v2/remove-user-sku',
      headers: admin.headers,
      payload: { Users, ProductId },
    });

  it('assigns by specific products: only the named ones', async () => {
    const named = await property();
    const other = await property();
    const res = await assign({ Users: [operativo], IsSetSpecificProduct: true, SkuIds: [named.productId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 1 });
    expect(await responsibleOf(named.productId)).toEqual([
      expect.objectContaining({ userId: operativo, reason: 'product' }),
    ]);
    expect((await responsibleOf(other.productId)).map((r) => r.userId)).not.toContain(operativo);
  });

  it('assigns by location: the properties of that city, now and later', async () => {
    const before = await property({ cityId: medellin.id, departmentId: medellin.departmentId });
    const res = await assign({
      Users: [asesor],
      IsSetLocation: true,
      Locations: [{ CityId: medellin.id, DepartmentId: medellin.departmentId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await property({ cityId: medellin.id, departmentId: medellin.departmentId });
    const elsewhere = await property();
    for (const p of [before, after])
      expect(await responsibleOf(p.productId)).toContainEqual(
        expect.objectContaining({ userId: asesor, reason: 'location' }),
      );
    expect((await responsibleOf(elsewhere.productId)).map((r) => r.userId)).not.toContain(asesor);
  });

  it('assigns by price range: the properties whose list price is inside it', async () => {
    const visor = await idOf(t.db, 'users', 'visor@andina.test');
    expect((await assign({ Users: [visor], MinPrice: 900_000_000, MaxPrice: 950_000_000 })).statusCode).toBe(
      200,
    );
    const inside = await property({ listPrice: 920_000_000 });
    const outside = await property({ listPrice: 960_000_000 });
    expect(await responsibleOf(inside.productId)).toContainEqual(
      expect.objectContaining({ userId: visor, reason: 'price' }),
    );
    expect((await responsibleOf(outside.productId)).map((r) => r.userId)).not.toContain(visor);
  });

  it('shows the responsible users in the list when GetReaders is asked', async () => {
    const p = await property({
      cityId: medellin.id,
      departmentId: medellin.departmentId,
      refId: 'RESP-LISTA',
    });
    const res = await t.app.inject({
      url: '/api/product/api/v2/get-realstates?GetReaders=true&KeyWord=RESP-LISTA',
      headers: admin.headers,
    });
    const item = (res.json() as { data: { productId: number; responsibleUsers: Responsible[] }[] }).data.find(
      (d) => d.productId === p.productId,
    );
    expect(item?.responsibleUsers.map((r) => r.userId)).toContain(asesor);
  });

  it('takes a user off one property whatever the rule, leaves the others, and a new explicit assignment brings them back', async () => {
    const one = await property({ cityId: medellin.id, departmentId: medellin.departmentId });
    const two = await property({ cityId: medellin.id, departmentId: medellin.departmentId });
    expect((await responsibleOf(one.productId)).map((r) => r.userId)).toContain(asesor);
    const res = await remove([asesor], one.productId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 1 });
    expect((await responsibleOf(one.productId)).map((r) => r.userId)).not.toContain(asesor);
    expect((await responsibleOf(two.productId)).map((r) => r.userId)).toContain(asesor);
    // Removing again changes nothing.
    expect((await remove([asesor], one.productId)).json()).toEqual({ total: 0 });
    expect(
      (await assign({ Users: [asesor], IsSetSpecificProduct: true, SkuIds: [one.productId] })).statusCode,
    ).toBe(200);
    expect(await responsibleOf(one.productId)).toContainEqual(
      expect.objectContaining({ userId: asesor, reason: 'product' }),
    );
  });

  it('refuses a user of another builder, and a property of another builder', async () => {
    const p = await property();
    const stranger = await idOf(t.db, 'users', 'admin@horizonte.test');
    const res = await remove([stranger], p.productId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Alguno de los usuarios no pertenece a la constructora.' });
    const horizonte = await login(t.app, 'admin@horizonte.test');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/product/api/user-realstate/v2/remove-user-sku',
      headers: horizonte.headers,
      payload: { Users: [stranger], ProductId: p.productId },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it.each([
    [{ Users: [] }, 'Seleccione al menos un usuario'],
    [{ Users: ['x'], IsSetSpecificProduct: true, SkuIds: [] }, null],
    [{ IsSetSpecificProduct: true, SkuIds: [] }, 'Seleccione al menos un inmueble'],
    [{ IsSetLocation: true, Locations: [] }, 'Seleccione al menos una ubicación'],
    [{}, 'Indique la ubicación, los inmuebles o el rango de precios.'],
    [{ MinPrice: 500_000_000, MaxPrice: 200_000_000 }, 'El precio mínimo no puede ser mayor al máximo.'],
  ])('refuses an assignment %j with its message', async (body, message) => {
    const res = await assign({ Users: [operativo], ...body });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.body).toContain(message);
  });
});
