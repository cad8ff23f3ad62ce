import { CATEGORY_IDS, es } from '@tu360/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyDetails } from '../src/db/schema.ts';
import { cityByCode, constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, login, type Session, type TestApp } from './helper.ts';

const API = '/api/product/api/prices/v1';

// Issue 12: the price page lists the project's properties "with the list's filters" — the same filters, by the same
// names, as get-realstates: keyword, status, price range, categories, department and city.
describe('price list filters', () => {
  let t: TestApp;
  let operativo: Session;
  let superadmin: Session;
  let seller: { id: string; constructorId: string };
  /** productId by reference. */
  const ids: Record<string, number> = {};
  let bogota: { id: string; departmentId: string };
  let medellin: { id: string; departmentId: string };

  beforeAll(async () => {
    t = await createTestApp();
    [operativo, superadmin] = await Promise.all(
      ['operativo@andina.test', 'superadmin@tu360.test'].map((u) => login(t.app, u)),
    );
    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    bogota = await cityByCode(t.db, '11001');
    medellin = await cityByCode(t.db, '05001');
    seller = await projectFactory(t.db, andina, { status: 'Synchronized' });
    // 100 m² each: 2.000.000, 3.000.000 and 5.000.000 per m² (the project's median is 3.000.000).
    const rows = [
      ['N-101', 'Torre Norte 101', 'Apartment', 'Published', 'Full', 200_000_000, bogota],
      ['S-201', 'Torre Sur 201', 'House', 'Incomplete', 'Medium', 300_000_000, medellin],
      ['C-1', 'Casa Campestre', 'House', 'Rejected', 'Incomplete', 500_000_000, medellin],
    ] as const;
    for (const [refId, name, category, status, progress, price, city] of rows) {
      const p = await propertyFactory(t.db, seller, {
        refId,
        name,
        status,
        progress,
        listPrice: price,
        costPrice: price,
        vtexCategoryId: CATEGORY_IDS[category],
        cityId: city.id,
        departmentId: city.departmentId,
      });
      await t.db
        .insert(propertyDetails)
        .values({ propertyId: p.id, constructorId: andina, key: 'Área (m²)', value: '100' });
      ids[refId] = p.productId;
    }
    // Another project of the same builder that every filter below would match: never listed.
    const other = await projectFactory(t.db, andina, { status: 'Synchronized' });
    for (const city of [bogota, medellin])
      await propertyFactory(t.db, other, {
        refId: `N-9${city === bogota ? 1 : 2}`,
        name: 'Torre Norte vecina',
        listPrice: 300_000_000,
        vtexCategoryId: CATEGORY_IDS.House,
        cityId: city.id,
        departmentId: city.departmentId,
      });
  });
  afterAll(() => t.close());

  const list = async (filters: string, s: Session = operativo) => {
    const res = await t.app.inject({
      url: `${API}/products?SellerId=${seller.id}&${filters}`,
      headers: s.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { refId: string }[]; totalData: number; medianPricePerM2: number };
    return { refs: body.data.map((d) => d.refId), total: body.totalData, median: body.medianPricePerM2 };
  };

  it.each([
    ['no filter', '', ['C-1', 'N-101', 'S-201']],
    ['a keyword in the name (any case)', 'KeyWord=norte', ['N-101']],
    ['a keyword in the reference', 'KeyWord=s-201', ['S-201']],
    ['a keyword of 2 characters is not applied', 'KeyWord=zz', ['C-1', 'N-101', 'S-201']],
    ['the status', 'SkuStatus=Rejected', ['C-1']],
    ['Publicado', 'SkuStatus=Published', ['N-101']],
    ['the completeness (yellow)', 'Progress=Medium', ['S-201']],
    ['a minimum price', 'MinimumPrice=300000000', ['C-1', 'S-201']],
    ['a maximum price', 'MaximumPrice=300000000', ['N-101', 'S-201']],
    ['a price range', 'MinimumPrice=250000000&MaximumPrice=400000000', ['S-201']],
    ['a category', 'Categories=House', ['C-1', 'S-201']],
    ['two categories', 'Categories=House&Categories=Apartment', ['C-1', 'N-101', 'S-201']],
    [
      'every filter together',
      'KeyWord=torre&SkuStatus=Incomplete&Categories=House&MaximumPrice=300000000',
      ['S-201'],
    ],
  ])('filters by %s, within the project', async (_, filters, expected) => {
    const { refs, total, median } = await list(filters);
    expect(refs).toEqual(expected);
    expect(total).toBe(expected.length);
    // The median is the project's, whatever the filters leave.
    expect(median).toBe(3_000_000);
  });

  it('filters by department and by city', async () => {
    expect((await list(`CityDepartments=${medellin.departmentId}`)).refs).toEqual(['C-1', 'S-201']);
    expect((await list(`Cities=${bogota.id}`)).refs).toEqual(['N-101']);
    expect((await list(`CityDepartments=${bogota.departmentId}&Cities=${medellin.id}`)).refs).toEqual([]);
  });

  it('finds a property by its product id, and filters the same for a platform admin', async () => {
    expect((await list(`KeyWord=${ids['C-1']}`)).refs).toEqual(['C-1']);
    expect((await list('Categories=House&SkuStatus=Rejected', superadmin)).refs).toEqual(['C-1']);
  });

  it('pages and sorts what the filters leave', async () => {
    const res = await list('Categories=House&field=price&order=desc&PageSize=1&PageNumber=2');
    expect(res).toMatchObject({ refs: ['S-201'], total: 2 });
  });

  it('refuses a filter the list would refuse, in Spanish', async () => {
    for (const bad of [
      'SkuStatus=Borrado',
      'Progress=Green',
      'Categories=Castillo',
      'MinimumPrice=-1',
      'Cities=no-es-un-id',
    ]) {
      const res = await t.app.inject({
        url: `${API}/products?SellerId=${seller.id}&${bad}`,
        headers: operativo.headers,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().Message).toBeTruthy();
    }
    const res = await t.app.inject({
      url: `${API}/products?SellerId=${seller.id}&SkuStatus=Borrado`,
      headers: operativo.headers,
    });
    expect(res.json().MessageList).toContain(es.validation.selectOption);
  });

  it('puts in the price sheet the rows the filters leave (all of them without a filter)', async () => {
    const sheetRefs = async (filters: string) => {
      const res = await t.app.inject({
        url: `${API}/sheet?SellerId=${seller.id}&${filters}`,
        headers: operativo.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const refs: unknown[] = [];
      wb.worksheets[0].eachRow((row, n) => {
        if (n > 1) refs.push(row.getCell(1).value);
      });
      return refs;
    };
    expect(await sheetRefs('')).toEqual(['C-1', 'N-101', 'S-201']);
    expect(await sheetRefs('Categories=House&MaximumPrice=300000000')).toEqual(['S-201']);
    expect(await sheetRefs(`CityDepartments=${medellin.departmentId}&KeyWord=casa`)).toEqual(['C-1']);
  });
});
