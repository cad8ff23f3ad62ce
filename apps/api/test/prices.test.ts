import { es } from '@tu360/domain';
import type { PriceBatch, PricePreview } from '@tu360/domain/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectPayload } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties, propertyDetails } from '../src/db/schema.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, login, multipart, type Session, type TestApp } from './helper.ts';

const API = '/api/product/api/prices/v1';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('price updates', () => {
  let t: TestApp;
  let admin: Session;
  let operativo: Session;
  let visor: Session;
  let other: Session;
  let superadmin: Session;
  let andina: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, operativo, visor, other, superadmin] = await Promise.all(
      [
        'admin@andina.test',
        'operativo@andina.test',
        'visor@andina.test',
        'admin@horizonte.test',
        'superadmin@tu360.test',
      ].map((u) => login(t.app, u)),
    );
    andina = await constructorIdByName(t.db, 'Constructora Andina');
  });
  afterAll(() => t.close());

  /** A project of four properties of 100 m² at 2.000.000–2.600.000 per m² (median 2.300.000). */
  async function project() {
    const seller = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const props = [];
    for (const [i, price] of [200_000_000, 220_000_000, 240_000_000, 260_000_000].entries()) {
      const p = await propertyFactory(t.db, seller, {
        listPrice: price,
        costPrice: price,
        refId: `P-${i + 1}`,
      });
      await t.db.insert(propertyDetails).values([
        { propertyId: p.id, constructorId: andina, key: 'Área (m²)', value: '100' },
        { propertyId: p.id, constructorId: andina, key: 'Cuota inicial ($)', value: '20000000' },
      ]);
      props.push(p);
    }
    return { seller, props };
  }
  const post = (s: Session, path: string, payload: InjectPayload | undefined) =>
    t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: s.headers });
  const priceOf = async (id: string) =>
    (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

  it('lists a project for pricing with area, price per m² and the median', async () => {
    const { seller } = await project();
    const res = await t.app.inject({
      url: `${API}/products?SellerId=${seller.id}&field=price&order=desc&PageSize=2`,
      headers: operativo.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalData).toBe(4);
    expect(body.medianPricePerM2).toBe(2_300_000);
    expect(body.data[0]).toMatchObject({
      refId: 'P-4',
      area: 100,
      price: 260_000_000,
      pricePerM2: 2_600_000,
    });
  });

  it('previews errors and warnings, and applies only with the warnings ticked, all or nothing', async () => {
    const { seller, props } = await project();
    const changes = [
      { productId: props[0].productId, newPrice: 210_000_000 },
      { productId: props[1].productId, newPrice: 400_000_000 },
    ];
    const res = await post(operativo, '/preview', { SellerId: seller.id, changes });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as PricePreview;
    expect(preview.rows[0]).toMatchObject({
      oldPrice: 200_000_000,
      newPrice: 210_000_000,
      changePercent: 5,
      oldPricePerM2: 2_000_000,
      newPricePerM2: 2_100_000,
      errors: [],
      warnings: [],
    });
    expect(preview.rows[1].warnings.map((w) => w.kind)).toEqual(['change', 'pricePerM2']);
    expect(preview.warningRows).toBe(1);

    // A too low price is the spec's error; the initial payment rule holds against the new price.
    const bad = await post(operativo, '/preview', {
      SellerId: seller.id,
      changes: [
        { productId: props[2].productId, newPrice: 9_000_000 },
        { productId: props[3].productId, newPrice: 15_000_000 },
      ],
    });
    const badRows = (bad.json() as PricePreview).rows;
    expect(badRows[0].errors).toContain('Debe ser mayor a 10.000.000');
    expect(badRows[1].errors).toContain('El monto no puede ser superior al precio del inmueble');
    const refused = await post(operativo, '/apply', {
      SellerId: seller.id,
      changes: [{ productId: props[2].productId, newPrice: 9_000_000 }],
      previewToken: (
        (
          await post(operativo, '/preview', {
            SellerId: seller.id,
            changes: [{ productId: props[2].productId, newPrice: 9_000_000 }],
          })
        ).json() as PricePreview
      ).previewToken,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe(es.prices.previewHasErrors);

    // The warning not ticked: 400 with the reason, nothing written.
    const unticked = await post(operativo, '/apply', {
      SellerId: seller.id,
      changes,
      previewToken: preview.previewToken,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().Message).toBe(es.prices.warningNotAccepted('P-2'));
    expect((await priceOf(props[0].id)).listPrice).toBe(200_000_000);

    // Other changes than previewed: 409.
    const tampered = await post(operativo, '/apply', {
      SellerId: seller.id,
      changes: [changes[0], { ...changes[1], newPrice: 410_000_000 }],
      previewToken: preview.previewToken,
      acceptedWarnings: [props[1].productId],
    });
    expect(tampered.statusCode).toBe(409);

    // Applied through another instance of the API than the one that previewed (several run behind a balancer):
    // the seal is the same wherever it is computed.
    const second = await createTestApp({}, { sameDatabaseAs: t });
    const applied = await second.app
      .inject({
        method: 'POST',
        url: `${API}/apply`,
        headers: (await login(second.app, 'operativo@andina.test')).headers,
        payload: {
          SellerId: seller.id,
          changes,
          previewToken: preview.previewToken,
          acceptedWarnings: [props[1].productId],
        },
      })
      .finally(() => second.close());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().count).toBe(2);
    const after = await priceOf(props[1].id);
    expect(after).toMatchObject({ listPrice: 400_000_000, costPrice: 400_000_000, status: 'Published' });

    // The history: one entry per change, with the batch as its transactionalId.
    const history = await t.db.select().from(auditLog).where(eq(auditLog.entityId, props[1].id));
    expect(history).toEqual([
      expect.objectContaining({
        transactionalId: applied.json().batchId,
        field: 'actualización de precios',
        valueBefore: '220000000',
        valueAfter: '400000000',
        userName: expect.any(String),
      }),
    ]);

    // The same preview again: the prices changed since, 409.
    const again = await post(operativo, '/apply', {
      SellerId: seller.id,
      changes,
      previewToken: preview.previewToken,
      acceptedWarnings: [props[1].productId],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(es.prices.previewOutdated);
  });

  it('neither checks nor asks to confirm a price left as it is', async () => {
    const { seller, props } = await project();
    const outlier = [{ productId: props[1].productId, newPrice: 400_000_000 }];
    const first = (await post(operativo, '/preview', { SellerId: seller.id, changes: outlier })).json();
    expect(first.warningRows).toBe(1);
    const applied = await post(operativo, '/apply', {
      SellerId: seller.id,
      changes: outlier,
      previewToken: first.previewToken,
      acceptedWarnings: [props[1].productId],
    });
    expect(applied.statusCode, applied.body).toBe(200);

    // The outlier again at its price (as a sheet or the page sends a row kept), next to a real change.
    const changes = [...outlier, { productId: props[0].productId, newPrice: 210_000_000 }];
    const res = await post(operativo, '/preview', { SellerId: seller.id, changes });
    const preview = res.json() as PricePreview;
    expect(preview).toMatchObject({ changes: 1, errorRows: 0, warningRows: 0 });
    expect(preview.rows[0]).toMatchObject({ oldPrice: 400_000_000, newPrice: 400_000_000, warnings: [] });
    const again = await post(operativo, '/apply', {
      SellerId: seller.id,
      changes,
      previewToken: preview.previewToken,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().count).toBe(1);
    expect((await priceOf(props[0].id)).listPrice).toBe(210_000_000);
  });

  it('undoes the last batch, and refuses when a later change touched its prices', async () => {
    const { seller, props } = await project();
    const apply = async (productId: number, newPrice: number) => {
      const changes = [{ productId, newPrice }];
      const preview = (
        await post(admin, '/preview', { SellerId: seller.id, changes })
      ).json() as PricePreview;
      const res = await post(admin, '/apply', {
        SellerId: seller.id,
        changes,
        previewToken: preview.previewToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().batchId as string;
    };
    const first = await apply(props[0].productId, 205_000_000);
    const second = await apply(props[1].productId, 225_000_000);
    const batches = await t.app.inject({
      url: `${API}/batches?SellerId=${seller.id}`,
      headers: admin.headers,
    });
    const list = batches.json().data as PriceBatch[];
    expect(list.map((b) => [b.id, b.count, b.canUndo])).toEqual([
      [second, 1, true],
      [first, 1, false],
    ]);
    expect((await post(admin, `/batches/${first}/undo`, undefined)).statusCode).toBe(409);

    // A later save touched the second batch's price: refused with the reason, nothing changes.
    await t.db.update(properties).set({ listPrice: 230_000_000 }).where(eq(properties.id, props[1].id));
    const refused = await post(admin, `/batches/${second}/undo`, undefined);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(es.prices.laterChange('P-2'));
    expect((await priceOf(props[1].id)).listPrice).toBe(230_000_000);

    await t.db.update(properties).set({ listPrice: 225_000_000 }).where(eq(properties.id, props[1].id));
    const undone = await post(admin, `/batches/${second}/undo`, undefined);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await priceOf(props[1].id)).listPrice).toBe(220_000_000);
    // The property's history: the apply and the undo, each its own entry.
    const history = await t.app.inject({
      url: `/api/product/api/v1/get-last-changes?productId=${props[1].productId}`,
      headers: admin.headers,
    });
    expect(
      (history.json() as { action: string; transactionalId: string; changes: unknown[] }[]).map((g) => [
        g.action,
        g.changes,
      ]),
    ).toEqual([
      ['prices-undo', [{ field: 'actualización de precios', before: '225000000', after: '220000000' }]],
      ['prices', [{ field: 'actualización de precios', before: '220000000', after: '225000000' }]],
    ]);
    expect((await post(admin, `/batches/${second}/undo`, undefined)).statusCode).toBe(409);
    // The first batch is now the last one standing.
    expect((await post(admin, `/batches/${first}/undo`, undefined)).statusCode).toBe(200);
    expect((await priceOf(props[0].id)).listPrice).toBe(200_000_000);
  });

  it('round-trips the price sheet: download, edit, upload preview, apply', async () => {
    const { seller, props } = await project();
    const foreign = await propertyFactory(t.db, await projectFactory(t.db, andina), { refId: 'AJENO-1' });
    const res = await t.app.inject({ url: `${API}/sheet?SellerId=${seller.id}`, headers: operativo.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Referencia',
      'Nombre',
      'Área (m²)',
      'Precio actual',
      'Precio nuevo',
    ]);
    expect(ws.getRow(2).getCell(1).value).toBe('P-1');
    ws.getRow(2).getCell(5).value = 210_000_000;
    ws.getRow(3).getCell(5).value = '$231.000.000';
    ws.addRow([foreign.refId, foreign.name, null, foreign.listPrice, 300_000_000]);
    const upload = async (bytes: Buffer) => {
      const body = await multipart({
        File: new Blob([new Uint8Array(bytes)], { type: XLSX }),
        SellerId: seller.id,
      });
      return t.app.inject({
        method: 'POST',
        url: `${API}/preview-sheet`,
        payload: body.payload,
        headers: { ...body.headers, ...operativo.headers },
      });
    };
    const withForeign = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(withForeign.statusCode, withForeign.body).toBe(200);
    const rows = (withForeign.json() as PricePreview).rows;
    expect(rows.map((r) => [r.row, r.refId, r.newPrice, r.errors])).toEqual([
      [2, 'P-1', 210_000_000, []],
      [3, 'P-2', 231_000_000, []],
      [6, 'AJENO-1', 300_000_000, [es.prices.unknownReference('AJENO-1')]],
    ]);
    ws.spliceRows(6, 1);
    const clean = (await upload(Buffer.from(await wb.xlsx.writeBuffer()))).json() as PricePreview;
    expect(clean.errorRows).toBe(0);
    const applied = await post(operativo, '/apply', {
      SellerId: seller.id,
      changes: clean.rows.map((r) => ({ productId: r.productId, newPrice: r.newPrice })),
      previewToken: clean.previewToken,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await priceOf(props[1].id)).listPrice).toBe(231_000_000);
    expect((await priceOf(foreign.id)).listPrice).toBe(foreign.listPrice);

    // Not a workbook: refused like a bulk load's file, never a 500.
    const junk = await upload(Buffer.from('no es un libro'));
    expect([400, 415]).toContain(junk.statusCode);
    // Another workbook (not the price sheet's headers): 400 with the reason.
    const otherBook = new ExcelJS.Workbook();
    otherBook.addWorksheet('Hoja1').addRow(['Código', 'Valor']);
    otherBook.worksheets[0].addRow(['P-1', 1]);
    const wrong = await upload(Buffer.from(await otherBook.xlsx.writeBuffer()));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe(es.prices.sheetHeaders);
    // The sheet without any new price: nothing to preview.
    const untouched = await t.app.inject({
      url: `${API}/sheet?SellerId=${seller.id}`,
      headers: operativo.headers,
    });
    expect(untouched.headers['content-disposition']).toContain('Precios');
    const empty = await upload(untouched.rawPayload);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe(es.prices.sheetEmpty);
  });

  it('checks the role and the tenant at the project', async () => {
    const { seller, props } = await project();
    const changes = [{ productId: props[0].productId, newPrice: 201_000_000 }];
    expect((await post(visor, '/preview', { SellerId: seller.id, changes })).statusCode).toBe(403);
    expect((await post(other, '/preview', { SellerId: seller.id, changes })).statusCode).toBe(404);
    const list = (s: Session) =>
      t.app.inject({ url: `${API}/products?SellerId=${seller.id}`, headers: s.headers });
    expect((await list(visor)).statusCode).toBe(403);
    expect((await list(other)).statusCode).toBe(404);
    const preview = await post(superadmin, '/preview', { SellerId: seller.id, changes });
    expect(preview.statusCode).toBe(200);
    const applied = await post(superadmin, '/apply', {
      SellerId: seller.id,
      changes,
      previewToken: preview.json().previewToken,
    });
    expect(applied.statusCode).toBe(200);
    // Another project's property named by id: a row error, never a write.
    const otherProject = await projectFactory(t.db, andina);
    const stranger = await propertyFactory(t.db, otherProject);
    const rows = (
      (
        await post(admin, '/preview', {
          SellerId: seller.id,
          changes: [{ productId: stranger.productId, newPrice: 300_000_000 }],
        })
      ).json() as PricePreview
    ).rows;
    expect(rows[0].errors).toEqual([es.prices.notInProject]);
    // A property without a price gets its first one from its form (its completeness and status follow).
    const unpriced = await propertyFactory(t.db, seller, { listPrice: null, status: 'Incomplete' });
    const first = (
      await post(admin, '/preview', {
        SellerId: seller.id,
        changes: [{ productId: unpriced.productId, newPrice: 300_000_000 }],
      })
    ).json() as PricePreview;
    expect(first.rows[0].errors).toEqual([es.prices.noCurrentPrice]);
    expect((await post(visor, `/batches/${applied.json().batchId}/undo`, undefined)).statusCode).toBe(403);
    expect((await post(other, `/batches/${applied.json().batchId}/undo`, undefined)).statusCode).toBe(404);
  });
});
