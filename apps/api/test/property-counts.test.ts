// Issue 19: the counts per group that the list's totals sum (migration 0013's triggers, properties/counts.ts) stay
// equal to count(*) of the properties after random writes of every kind: SQL of many rows, the wizard, hiding,
// approval, deletion one by one and by file, bulk loads, a transaction rolled back, folding; and the list's
// totals follow them, exact by scope, status and category, and estimated (flagged) above 10,000 with a free
// filter.
import {
  builderExampleRows,
  builderTemplateColumns,
  EXACT_TOTAL_LIMIT,
  headerText,
  statusesOfFilter,
} from '@tu360/domain';
import type { BulkLoad } from '@tu360/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRows } from '../src/db/client.ts';
import { properties } from '../src/db/schema.ts';
import { compactPropertyCounts } from '../src/modules/properties/counts.ts';
import { LOAD_TEST_TIMEOUT_MS, settledLoad, xlsxBlob } from './factories/bulk-loads.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { builderPropertyBody } from './factories/property-bodies.ts';
import { createTestApp, login, multipart, type Session, type TestApp } from './helper.ts';

vi.setConfig({ testTimeout: LOAD_TEST_TIMEOUT_MS });

const LIST = '/api/product/api/v2/get-realstates';
const STATUSES = ['Published', 'OnApprobation', 'Incomplete', 'Rejected', 'Hidden', 'Approved', 'Loaded'];
const CATEGORIES = [4, 5, 6, null];

/** A small seeded generator: the same run every time, and another seed for another run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Group = Record<string, unknown>;
const key = (g: Group) =>
  [g.seller_id, g.constructor_id, g.is_real_state, g.status, g.progress, g.category_id].map(String).join('|');

describe('the counts per group of the property list (issue 19)', () => {
  let t: TestApp;
  let admin: Session;
  let superadmin: Session;
  let andina: string;
  let projects: { id: string; constructorId: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    [admin, superadmin] = await Promise.all(
      ['admin@andina.test', 'superadmin@tu360.test'].map((u) => login(t.app, u)),
    );
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    projects = [
      await projectFactory(t.db, andina, { status: 'Synchronized' }),
      await projectFactory(t.db, andina, { status: 'Synchronized' }),
    ];
  });
  afterAll(() => t.close());

  const rowsOf = (query: SQL) => executeRows<Group>(t.db, query);

  /** The counts' sums per group against count(*) of the properties: equal, group by group. */
  async function expectCountsExact(after: string) {
    const counted = await rowsOf(sql`
      select seller_id, constructor_id, is_real_state, status, progress,
             coalesce(vtex_category_id, 0) as category_id, count(*)::int as n
        from properties group by 1, 2, 3, 4, 5, 6`);
    const summed = await rowsOf(sql`
      select seller_id, constructor_id, is_real_state, status, progress, category_id, sum(n)::int as n
        from property_counts group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0`);
    const asMap = (rows: Group[]) => Object.fromEntries(rows.map((r) => [key(r), Number(r.n)]));
    expect(asMap(summed), `after ${after}`).toEqual(asMap(counted));
  }

  const call = (s: Session, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: s.headers, ...(payload ? { payload } : {}) });

  async function someProductIds(pick: () => number, n: number): Promise<number[]> {
    const rows = await rowsOf(sql`
      select product_id from properties where seller_id in (${projects[0].id}, ${projects[1].id})
       order by product_id`);
    const ids = rows.map((r) => Number(r.product_id));
    const chosen = new Set<number>();
    for (let i = 0; i < n && ids.length; i++) chosen.add(ids[Math.floor(pick() * ids.length)]);
    return [...chosen];
  }

  /** One bulk load of builder properties through the routes: upload, dry run, confirm, written. */
  async function bulkLoad(refs: string[], project: { id: string }) {
    const [example] = builderExampleRows('Apartment');
    const columns = builderTemplateColumns('Apartment');
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Inmuebles');
    sheet.addRow(columns.map(headerText));
    for (const ref of refs) {
      const row: Record<string, string> = {
        ...example,
        Referencia: ref,
        'Nombre del inmueble': `Apto ${ref}`,
      };
      sheet.addRow(columns.map((c) => row[c.header] ?? null));
    }
    const body = await multipart({
      File: xlsxBlob(Buffer.from(await wb.xlsx.writeBuffer())),
      ConstructorId: andina,
      SellerId: project.id,
      TemplateProduct: 'Apartment',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/api/productsync-massive/v5/create-product-massive',
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json() as BulkLoad;
    const checked = await settledLoad(t.app, id, admin);
    expect(checked.status, JSON.stringify(checked.errors)).toBe('Validated');
    const confirmed = await call(admin, 'POST', `/api/bulk-load/api/v1/loads/${id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect((await settledLoad(t.app, id, admin)).status).toBe('Done');
  }

  it('equal count(*) after random writes of every kind, before and after folding', async () => {
    const pick = random(20261125);
    const choose = <T>(xs: readonly T[]) => xs[Math.floor(pick() * xs.length)];
    await expectCountsExact('the migration’s backfill and the demo data');
    for (const project of projects)
      for (let i = 0; i < 5; i++)
        await propertyFactory(t.db, project, { status: 'Incomplete', vtexCategoryId: 4 });
    let loads = 0;
    for (let step = 0; step < 60; step++) {
      const op = Math.floor(pick() * 10);
      const project = choose(projects);
      let what: string;
      if (op === 0) {
        // Many rows in one statement, of several groups.
        const n = 1 + Math.floor(pick() * 6);
        await t.db.insert(properties).values(
          Array.from({ length: n }, (_, i) => ({
            refId: `CNT-${step}-${i}`,
            constructorId: andina,
            sellerId: choose(projects).id,
            name: `Conteo ${step}-${i}`,
            listPrice: 200_000_000,
            status: choose(STATUSES) as 'Published',
            vtexCategoryId: choose(CATEGORIES),
          })),
        );
        what = `an insert of ${n} rows`;
      } else if (op === 1) {
        const ids = await someProductIds(pick, 4);
        await t.db.execute(
          sql`update properties set status = ${choose(STATUSES)}, progress = ${choose(['Full', 'Medium', 'Incomplete'])}
               where product_id in (${sql.join(ids, sql`, `)})`,
        );
        what = 'a status change of several rows';
      } else if (op === 2) {
        const ids = await someProductIds(pick, 3);
        const category = choose(CATEGORIES);
        await t.db.execute(
          sql`update properties set vtex_category_id = ${category}, seller_id = ${choose(projects).id}
               where product_id in (${sql.join(ids, sql`, `)})`,
        );
        what = 'a move to another category and project';
      } else if (op === 3) {
        // A change of no group (the price): nothing to add.
        const ids = await someProductIds(pick, 5);
        await t.db.execute(
          sql`update properties set list_price = list_price + 1000000 where product_id in (${sql.join(ids, sql`, `)})`,
        );
        what = 'a price change';
      } else if (op === 4) {
        const ids = await someProductIds(pick, 1);
        const deleted = await call(
          admin,
          'DELETE',
          `/api/product/api/v3/delete-product?productId=${ids[0]}&sellerId=${project.id}`,
        );
        expect([200, 404, 409]).toContain(deleted.statusCode);
        what = 'a deletion through the route';
      } else if (op === 5) {
        const res = await call(
          admin,
          'POST',
          '/api/product/api/v5/create-product',
          builderPropertyBody(project.id),
        );
        expect(res.statusCode, res.body).toBe(201);
        what = 'a wizard save';
      } else if (op === 6) {
        const ids = await someProductIds(pick, 3);
        const res = await call(admin, 'PUT', '/api/product/api/v2/hide-realstates', {
          productIds: ids,
          Message: 'Vendido',
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        what = 'hiding through the route';
      } else if (op === 7) {
        // A transaction that rolls back leaves the counts as they were.
        await t.db
          .transaction(async (tx) => {
            await tx.insert(properties).values({
              refId: `CNT-ROLLBACK-${step}`,
              constructorId: andina,
              sellerId: project.id,
              name: 'Nunca escrito',
              status: 'Published',
            });
            throw new Error('rollback');
          })
          .catch(() => undefined);
        what = 'a rolled-back insert';
      } else if (op === 8 && loads < 2) {
        await bulkLoad([`BLK-${step}-1`, `BLK-${step}-2`, `BLK-${step}-3`], project);
        loads++;
        what = 'a bulk load';
      } else {
        await compactPropertyCounts(t.db);
        what = 'folding';
      }
      await expectCountsExact(`step ${step}: ${what}`);
    }
    if (loads === 0) await bulkLoad(['BLK-END-1', 'BLK-END-2'], projects[0]);
    await expectCountsExact('the last bulk load');
    await compactPropertyCounts(t.db);
    await expectCountsExact('the last folding');
    // Folded: one row per group, none of zero.
    const [{ rows: left, groups }] = await rowsOf(sql`
      select count(*)::int as rows, count(distinct (seller_id, constructor_id, is_real_state, status, progress, category_id))::int as groups
        from property_counts`);
    expect(left).toBe(groups);
  });

  it('the list’s totals are the counts’ sums by scope, status and category, and exact', async () => {
    const cases: [Session, string][] = [
      [superadmin, ''],
      [superadmin, 'SkuStatus=Published'],
      [superadmin, 'Categories=Apartment&Categories=House'],
      [superadmin, `ConstructorId=${andina}&IsRealState=false`],
      [admin, ''],
      [admin, `SellerId=${projects[1].id}&SkuStatus=Hidden`],
      [admin, 'Progress=Full'],
    ];
    for (const [s, filters] of cases) {
      const res = await call(s, 'GET', `${LIST}?PageNumber=1&PageSize=14&${filters}`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as { totalData: number; totalDataEstimated: boolean };
      expect(answer.totalDataEstimated).toBe(false);
      // The same question counted row by row, through the list's own filters (the oracle test checks them).
      const all: number[] = [];
      for (let page = 1; all.length < answer.totalData + 1; page++) {
        const more = (await call(s, 'GET', `${LIST}?PageNumber=${page}&PageSize=100&${filters}`)).json() as {
          data: { productId: number }[];
        };
        all.push(...more.data.map((d) => d.productId));
        if (more.data.length < 100) break;
      }
      expect(answer.totalData, filters).toBe(all.length);
    }
  });

  it('above 10,000 matches of a free filter, the total is the planner’s estimate, flagged; at or under, exact', async () => {
    const project = projects[0];
    // 10,050 properties named «Calle Umbral n», straight in SQL (the triggers count them as any write).
    await t.db.execute(sql`
      insert into properties (ref_id, constructor_id, seller_id, name, list_price, status, vtex_category_id)
      select 'UMB-' || g, ${andina}, ${project.id}, 'Calle Umbral ' || g, 300000000, 'Published', 4
        from generate_series(1, ${EXACT_TOTAL_LIMIT + 50}) g`);
    await t.db.execute(sql`analyze properties`);
    const list = async (filters: string) => {
      const res = await call(superadmin, 'GET', `${LIST}?PageNumber=1&PageSize=14&${filters}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: unknown[]; totalData: number; totalDataEstimated: boolean };
    };
    const estimated = await list('KeyWord=Umbral');
    expect(estimated.totalDataEstimated).toBe(true);
    expect(estimated.totalData).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(estimated.data).toHaveLength(14);
    // Its page is read by the page statement (the keyword's capped matches are not all of them): the newest 14.
    const newest = await executeRows<{ product_id: string }>(
      t.db,
      sql`select product_id from properties where name ilike '%Umbral%' or ref_id ilike '%Umbral%'
           order by updated_at desc, product_id desc limit 14`,
    );
    expect((estimated.data as { productId: number }[]).map((d) => d.productId)).toEqual(
      newest.map((r) => Number(r.product_id)),
    );
    // Fewer than the limit: exact (10 of «Calle Umbral 1000…1009» and «Calle Umbral 10000…10050» → 61).
    const exact = await list('KeyWord=Umbral%20100');
    expect(exact.totalDataEstimated).toBe(false);
    expect(exact.totalData).toBe(1 + 10 + 51);
    // The project's own total by status stays exact however large (the counts).
    const byStatus = await list(`SellerId=${project.id}&SkuStatus=Published`);
    expect(byStatus.totalDataEstimated).toBe(false);
    const [{ n }] = await rowsOf(
      sql`select count(*)::int as n from properties
           where seller_id = ${project.id} and status in (${sql.join(statusesOfFilter('Published'), sql`, `)})`,
    );
    expect(byStatus.totalData).toBe(Number(n));
    expect(byStatus.totalData).toBeGreaterThan(EXACT_TOTAL_LIMIT);
  });
});
