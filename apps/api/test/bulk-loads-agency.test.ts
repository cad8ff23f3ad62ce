// Bulk loads of an agency's properties (issue 11): the "Inmuebles de inmobiliaria" template, the upload through
// the spec's agency call, the dry run with the agency flow's rules, the error file, the confirmation and the
// update by reference; tenancy, the company's kind and roles.
import {
  agencyExampleRows,
  agencyTemplateColumns,
  builderExampleRows,
  DETAIL_KEYS,
  es,
  headerText,
  propertyCompleteness,
} from '@tu360/domain';
import type { BulkLoad } from '@tu360/domain/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, bulkLoads, properties, propertyDetails, userSellers, users } from '../src/db/schema.ts';
import {
  confirmLoad,
  filledTemplate,
  LOAD_TEST_TIMEOUT_MS,
  LOADS,
  settledLoad,
  XLSX,
  xlsxBlob,
} from './factories/bulk-loads.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, login, multipartAs, type Session, type TestApp } from './helper.ts';

// A few loads per test, each waited for up to LOAD_DEADLINE_MS on a busy machine.
vi.setConfig({ testTimeout: LOAD_TEST_TIMEOUT_MS });

const AGENCY_UPLOAD = '/api/product/api/estateagencysync-massive/v5/create-agency-realstate-massive';
const BUILDER_UPLOAD = '/api/product/api/productsync-massive/v5/create-product-massive';

/** A valid row of the agency template: the example apartment with this reference and name. */
function agencyRow(ref: string, extra: Record<string, string> = {}): Record<string, string> {
  const [apartment] = agencyExampleRows();
  return { ...apartment, Referencia: ref, 'Nombre del inmueble': `Apartamento ${ref}`, ...extra };
}
/** The example house of the agency template with this reference. */
function houseRow(ref: string): Record<string, string> {
  const [, house] = agencyExampleRows();
  return { ...house, Referencia: ref, 'Nombre del inmueble': `Casa ${ref}` };
}

const workbookOf = (rows: Record<string, string>[], columns = agencyTemplateColumns()) =>
  filledTemplate(columns, rows);

describe('bulk loads of agency properties', () => {
  let t: TestApp;
  let agency: Session;
  let builder: Session;
  let superadmin: Session;
  let capital: string;
  let andina: string;
  let store: { id: string; constructorId: string };

  beforeAll(async () => {
    t = await createTestApp();
    [agency, builder, superadmin] = await Promise.all(
      ['admin@capital.test', 'admin@andina.test', 'superadmin@tu360.test'].map((u) => login(t.app, u)),
    );
    capital = await constructorIdByName(t.db, 'Inmobiliaria Capital');
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    store = await projectFactory(t.db, capital, { status: 'Synchronized' });
  });
  afterAll(() => t.close());

  const upload = async (
    s: Session,
    file: Buffer | string,
    fields: Partial<Record<'ConstructorId' | 'SellerId' | 'FileName', string>> = {},
    url = AGENCY_UPLOAD,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(await multipartAs(s, {
        File: xlsxBlob(Buffer.from(file)),
        ConstructorId: capital,
        SellerId: store.id,
        ...(url === BUILDER_UPLOAD ? { TemplateProduct: 'Apartment' } : {}),
        ...fields,
      })),
    });
  const settled = (id: string, s = agency) => settledLoad(t.app, id, s);
  const checked = async (file: Buffer, sellerId = store.id, s = agency) => {
    const res = await upload(s, file, { SellerId: sellerId });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'AgencyProperties', template: 'AgencyRealstate' });
    return settled((res.json() as BulkLoad).id, s);
  };
  const confirm = (id: string, s = agency) => confirmLoad(t.app, id, s);
  const loadCount = async () => (await t.db.select({ id: bulkLoads.id }).from(bulkLoads)).length;

  it('downloads the agency template: headers with the agency flow required marks, drop-downs, examples', async () => {
    const res = await t.app.inject({
      url: '/api/bulk-load/api/v1/templates/AgencyRealstate',
      headers: agency.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Plantilla de carga - Inmuebles de inmobiliaria\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Inmuebles', 'Listas', 'Instrucciones']);
    const sheet = wb.getWorksheet('Inmuebles') as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(agencyTemplateColumns().map(headerText));
    expect(headers).toEqual(
      expect.arrayContaining([
        'Dirección *',
        'Departamento *',
        'Municipio *',
        'Barrio *',
        'Área construida (m²) *',
        'Estado del inmueble',
        'Tipo de inmueble *',
        'Cuota inicial ($)',
      ]),
    );
    // What the wizard asks builders only has no column.
    expect(headers).not.toContain('Etapa del proyecto *');
    expect(headers).not.toContain('Etapa del proyecto');
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual([
      'EJEMPLO-1',
      'EJEMPLO-2',
    ]);
    const col = (h: string) => headers.indexOf(h) + 1;
    const validation = (h: string) => sheet.getCell(5, col(h)).dataValidation;
    expect(validation('Tipo de inmueble *')).toMatchObject({
      type: 'list',
      formulae: ['"Apartamento,Casa,Apartaestudio"'],
    });
    expect(validation('Estado del inmueble')).toMatchObject({ type: 'list', formulae: ['"Nuevo,Usado"'] });
    expect(validation('Piscina')).toMatchObject({ type: 'list', formulae: ['"SI,NO"'] });
    expect(validation('Municipio *')?.formulae?.[0]).toMatch(/^Listas!\$[A-Z]+\$2:\$[A-Z]+\$\d+$/);
    expect(String(wb.getWorksheet('Instrucciones')?.getCell(1, 1).value)).toContain('Cómo llenar');
  });

  it('dry run with the agency rules, error file, fixed upload, confirm, then an update by reference', async () => {
    const before = await t.db.select().from(properties).where(eq(properties.sellerId, store.id));
    expect(before).toEqual([]);
    // The second row lacks its address: required of an agency's property (not of a builder's).
    let load = await checked(
      await workbookOf([
        ...agencyExampleRows(),
        agencyRow('CAP-1'),
        agencyRow('CAP-2', { Dirección: '' }),
        houseRow('CAP-3'),
      ]),
    );
    expect(load).toMatchObject({
      status: 'Validated',
      rowsTotal: 3,
      toCreate: 2,
      toUpdate: 0,
      errorRows: 1,
      hasErrorFile: true,
      errors: [{ row: 5, column: 'Dirección', message: es.property.required }],
    });
    expect(await t.db.select().from(properties).where(eq(properties.sellerId, store.id))).toEqual([]);
    let res = await confirm(load.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ Message: es.bulkLoads.cannotConfirmErrors });

    // The error file: the same workbook with an "Errores" column and the bad cell filled.
    res = await t.app.inject({ url: `${LOADS}/${load.id}/error-file`, headers: agency.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const errorsCol = headers.indexOf('Errores');
    const addressCol = headers.indexOf('Dirección *');
    expect(errorsCol).toBeGreaterThan(0);
    expect(sheet.getCell(5, errorsCol).value).toBe(`Dirección: ${es.property.required}`);
    expect(sheet.getCell(4, errorsCol).value ?? null).toBeNull();
    expect((sheet.getCell(5, addressCol).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFC7CE');

    sheet.getCell(5, addressCol).value = 'Calle 72 # 10-34';
    load = await checked(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(load).toMatchObject({ status: 'Validated', errorRows: 0, toCreate: 3, toUpdate: 0 });
    res = await confirm(load.id);
    expect(res.statusCode, res.body).toBe(202);
    load = await settled(load.id);
    expect(load).toMatchObject({ status: 'Done', created: 3, updated: 0 });

    const saved = await t.db.select().from(properties).where(eq(properties.sellerId, store.id));
    expect(saved.map((p) => p.refId).sort()).toEqual(['CAP-1', 'CAP-2', 'CAP-3']);
    const byRef = new Map(saved.map((p) => [p.refId, p]));
    // "Tipo de inmueble" decided the category of each row.
    expect(byRef.get('CAP-1')).toMatchObject({ vtexCategoryId: 4, isRealState: true, step: 4 });
    expect(byRef.get('CAP-3')).toMatchObject({ vtexCategoryId: 5, listPrice: 620_000_000 });
    // The wizard's save for an agency: its completeness (no images yet: red, Incomplete) and its status.
    for (const p of saved) {
      const details = await t.db
        .select({ key: propertyDetails.key, value: propertyDetails.value })
        .from(propertyDetails)
        .where(eq(propertyDetails.propertyId, p.id));
      const expected = propertyCompleteness({
        flow: 'agency',
        details: Object.fromEntries(details.map((d) => [d.key, d.value])),
        listPrice: p.listPrice,
        description: p.description,
        imageCount: 0,
      });
      expect(p).toMatchObject({ status: expected.status, progress: expected.progress });
      expect(expected).toMatchObject({ status: 'Incomplete', progress: 'Incomplete' });
      expect(details).toEqual(
        expect.arrayContaining([
          { key: DETAIL_KEYS.propertyState, value: expect.any(String) },
          { key: DETAIL_KEYS.neighbourhood, value: expect.any(String) },
          { key: DETAIL_KEYS.municipality, value: 'Bogotá, D.C.' },
        ]),
      );
      expect(p.cityId).not.toBe('00000000-0000-0000-0000-000000000000');
    }
    const address = await t.db
      .select({ value: propertyDetails.value })
      .from(propertyDetails)
      .where(
        and(
          eq(propertyDetails.propertyId, byRef.get('CAP-2')?.id as string),
          eq(propertyDetails.key, DETAIL_KEYS.address),
        ),
      );
    expect(address).toEqual([{ value: 'Calle 72 # 10-34' }]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, byRef.get('CAP-1')?.id as string), eq(auditLog.field, 'carga masiva')),
      );
    expect(audit).toHaveLength(1);

    // The same reference again updates its property; a new one creates.
    load = await checked(
      await workbookOf([
        agencyRow('CAP-1', { 'Precio ($)': '390000000', Barrio: 'Quinta Camacho' }),
        houseRow('CAP-4'),
      ]),
    );
    expect(load).toMatchObject({ status: 'Validated', toCreate: 1, toUpdate: 1, errorRows: 0 });
    expect((await confirm(load.id)).statusCode).toBe(202);
    expect(await settled(load.id)).toMatchObject({ status: 'Done', created: 1, updated: 1 });
    const again = await t.db.select().from(properties).where(eq(properties.sellerId, store.id));
    expect(again).toHaveLength(4);
    const updated = again.find((p) => p.refId === 'CAP-1');
    expect(updated).toMatchObject({ id: byRef.get('CAP-1')?.id, listPrice: 390_000_000 });
    const [barrio] = await t.db
      .select({ value: propertyDetails.value })
      .from(propertyDetails)
      .where(
        and(
          eq(propertyDetails.propertyId, updated?.id as string),
          eq(propertyDetails.key, DETAIL_KEYS.neighbourhood),
        ),
      );
    expect(barrio.value).toBe('Quinta Camacho');
  });

  it("lists a reference of another of the agency's stores, and the wizard's messages, as row errors", async () => {
    const other = await projectFactory(t.db, capital, { status: 'Synchronized' });
    const foreign = await propertyFactory(t.db, other, { refId: 'OTRA-1', isRealState: true });
    const load = await checked(
      await workbookOf([
        agencyRow(foreign.refId),
        agencyRow('E-2', { 'Área privada (m²)': '90', 'Área construida (m²)': '80' }),
        agencyRow('E-3', { 'Tipo de inmueble': '', 'Estado del inmueble': 'Remodelado' }),
        agencyRow('E-2'),
      ]),
    );
    expect(load.errors).toEqual([
      { row: 2, column: 'Referencia', message: es.bulkLoads.foreignReference },
      { row: 3, column: 'Área privada (m²)', message: es.property.privateAboveBuilt },
      { row: 4, column: 'Estado del inmueble', message: es.validation.selectOption },
      { row: 4, column: 'Tipo de inmueble', message: es.property.required },
      { row: 5, column: 'Referencia', message: es.bulkLoads.duplicateReference(3) },
    ]);
    expect(load).toMatchObject({ status: 'Validated', errorRows: 4, toCreate: 0 });
  });

  describe('the company kind, tenancy and roles, before the file is read', () => {
    it("refuses a builder's project on the agency call, and an agency's project on the builder call", async () => {
      const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
      const count = await loadCount();
      const garbage = 'no es un libro';
      for (const [s, fields, url, message] of [
        [builder, { ConstructorId: andina, SellerId: project.id }, AGENCY_UPLOAD, es.bulkLoads.notAnAgency],
        [
          superadmin,
          { ConstructorId: andina, SellerId: project.id },
          AGENCY_UPLOAD,
          es.bulkLoads.notAnAgency,
        ],
        [agency, {}, BUILDER_UPLOAD, es.bulkLoads.notABuilder],
        [superadmin, {}, BUILDER_UPLOAD, es.bulkLoads.notABuilder],
      ] as const) {
        const res = await upload(s, garbage, fields, url);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ Message: message });
      }
      // Even with a good workbook: nothing is stored.
      const res = await upload(builder, await workbookOf([agencyRow('B-1')]), {
        ConstructorId: andina,
        SellerId: project.id,
      });
      expect(res.statusCode).toBe(400);
      expect(await loadCount()).toBe(count);
      expect(await t.db.select().from(properties).where(eq(properties.sellerId, project.id))).toEqual([]);
    });

    it("fails an agency workbook sent as a builder's, naming the builder's columns it lacks", async () => {
      const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
      const res = await upload(
        builder,
        await workbookOf([agencyRow('X-1')]),
        {
          ConstructorId: andina,
          SellerId: project.id,
        },
        BUILDER_UPLOAD,
      );
      expect(res.statusCode, res.body).toBe(202);
      const load = await settled((res.json() as BulkLoad).id, builder);
      expect(load.status).toBe('Failed');
      expect(load.message).toContain('"Etapa del proyecto"');
      // A builder's example row is not an agency's: its address and neighbourhood are missing.
      const wrong = await checked(
        await workbookOf([{ ...builderExampleRows('Apartment')[0], Referencia: 'B-2' }]),
      );
      expect(wrong.errors).toEqual(
        expect.arrayContaining([
          { row: 2, column: 'Dirección', message: es.property.required },
          { row: 2, column: 'Barrio', message: es.property.required },
        ]),
      );
    });

    it('refuses a read-only role (403) and another company (404) before reading the file', async () => {
      const readOnly = await projectFactory(t.db, capital, { status: 'Synchronized' });
      const [me] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, 'admin@capital.test'));
      await t.db
        .update(userSellers)
        .set({ role: 'Visualizador_Seller' })
        .where(and(eq(userSellers.userId, me.id), eq(userSellers.sellerId, readOnly.id)));
      const count = await loadCount();
      const garbage = 'no es un libro';
      let res = await upload(agency, garbage, { SellerId: readOnly.id });
      expect(res.statusCode, res.body).toBe(403);
      expect((res.json() as { Message: string }).Message).toMatch(/[a-záéíóúñ]/i);
      res = await upload(agency, await workbookOf([agencyRow('RO-1')]), { SellerId: readOnly.id });
      expect(res.statusCode).toBe(403);
      // A builder's user on the agency's store: out of their reach.
      res = await upload(builder, garbage);
      expect(res.statusCode).toBe(404);
      expect(await loadCount()).toBe(count);
    });
  });
});
