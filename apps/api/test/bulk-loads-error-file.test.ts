// The error file of a load is "the same workbook" (issue 11): the load's template again, its drop-downs over the
// user's rows, its hidden lists and instructions, with the user's rows, an "Errores" column, the bad cells filled,
// formula-like values inert and the columns the user added kept; fixed in Excel and uploaded again, it loads.
import {
  type BuilderTemplate,
  builderExampleRows,
  builderTemplateColumns,
  es,
  headerText,
  projectExampleRows,
  projectTemplateColumns,
  type SheetColumn,
} from '@tu360/domain';
import type { BulkLoad, BulkLoadDetail } from '@tu360/domain/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOAD_TEST_TIMEOUT_MS, settledLoad } from './factories/bulk-loads.ts';
import { constructorIdByName, projectFactory } from './factories/index.ts';
import { createTestApp, login, multipart, type Session, type TestApp } from './helper.ts';

// A few loads per test, each waited for up to LOAD_DEADLINE_MS on a busy machine.
vi.setConfig({ testTimeout: LOAD_TEST_TIMEOUT_MS });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LOADS = '/api/bulk-load/api/v1/loads';
const F = es.project.fields;
const BAD = 'FFFFC7CE';
const REQUIRED = 'FFFDE9D9';

/** A workbook with these headers (the user's order, any extra column) and rows, each at its row number. */
async function workbookOf(
  sheetName: string,
  headers: string[],
  rows: [number, Record<string, string | number>][],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  sheet.addRow(headers);
  const keys = headers.map((h) => h.replace(/\s*\*$/, ''));
  for (const [number, row] of rows) {
    const r = sheet.getRow(number);
    keys.forEach((k, i) => {
      if (row[k] !== undefined) r.getCell(i + 1).value = row[k];
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const fillOf = (cell: ExcelJS.Cell) => (cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
const headersOf = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(1).values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v)));

describe('the error file is the template again, with the user rows', () => {
  let t: TestApp;
  let admin: Session;
  let andina: string;
  let project: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@andina.test');
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    project = await projectFactory(t.db, andina, { status: 'Synchronized' });
  });
  afterAll(() => t.close());

  const post = async (url: string, fields: Record<string, string | Blob>) => {
    const body = await multipart(fields);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    });
    expect(res.statusCode, res.body).toBe(202);
    return settled((res.json() as BulkLoad).id);
  };
  const settled = (id: string): Promise<BulkLoadDetail> => settledLoad(t.app, id, admin);
  const blob = (file: Buffer) => new Blob([new Uint8Array(file)], { type: XLSX });
  const uploadProperties = (file: Buffer, template: BuilderTemplate = 'Apartment') =>
    post('/api/product/api/productsync-massive/v5/create-product-massive', {
      File: blob(file),
      ConstructorId: andina,
      SellerId: project.id,
      TemplateProduct: template,
      FileName: 'inmuebles.xlsx',
    });
  const uploadProjects = (file: Buffer) =>
    post('/api/seller/api/v3/create-massive-projects/', {
      File: blob(file),
      ConstructorId: andina,
      FileName: 'proyectos.xlsx',
    });
  const errorFile = async (id: string) => {
    const res = await t.app.inject({ url: `${LOADS}/${id}/error-file`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return wb;
  };
  /** The template's headers, in its order, its required ones marked, as the error file writes them. */
  const templateHeaders = (columns: readonly SheetColumn[]) => columns.map(headerText);

  it('a builder template: lists, instructions, drop-downs to the last row, errors, inert values, extra column', async () => {
    const columns = builderTemplateColumns('Apartment');
    const [example] = builderExampleRows('Apartment');
    const row = (ref: string, extra: Record<string, string | number> = {}) => ({
      ...example,
      Referencia: ref,
      'Nombre del inmueble': `Apartamento ${ref}`,
      'Notas internas': `nota ${ref}`,
      ...extra,
    });
    // The user's order: Habitaciones and Sector first, the rest after, and a column of their own in the middle.
    const all = templateHeaders(columns);
    const moved = ['Habitaciones *', 'Sector *'];
    const headers = [
      ...moved,
      ...all.slice(0, 5),
      'Notas internas',
      ...all.slice(5).filter((h) => !moved.includes(h)),
    ];
    const file = await workbookOf('Inmuebles', headers, [
      [2, row('EF-1', { 'Precio ($)': 350000000, Longitud: -74.0817 })],
      [3, row('EF-2', { Habitaciones: '100', Sector: '=HYPERLINK("http://x","y")' })],
      [4, row('EF-3', { 'Notas internas': '@SUM(A1)' })],
      // A row far below the template's 10,000 validated rows: the drop-downs reach it.
      [10_050, row('EF-4', { Estrato: '9' })],
    ]);
    const load = await uploadProperties(file);
    expect(load).toMatchObject({ status: 'Validated', rowsTotal: 4, errorRows: 2 });

    const wb = await errorFile(load.id);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Inmuebles', 'Listas', 'Instrucciones']);
    expect(wb.getWorksheet('Listas')?.state).toBe('hidden');
    expect(String(wb.getWorksheet('Instrucciones')?.getCell(1, 1).value)).toContain('Cómo llenar');
    const sheet = wb.getWorksheet('Inmuebles') as ExcelJS.Worksheet;
    // The template's columns in its order, then "Errores", then the user's own column.
    expect(headersOf(sheet)).toEqual([...all, 'Errores', 'Notas internas']);
    const col = (h: string) => headersOf(sheet).indexOf(h) + 1;
    expect(fillOf(sheet.getCell(1, col('Referencia')))).toBe('FFEAF1FB');
    expect(fillOf(sheet.getCell(1, col('Habitaciones *')))).toBe(REQUIRED);
    // The values moved by header, numbers kept numbers, the user's column kept.
    expect(sheet.getCell(2, col('Referencia')).value).toBe('EF-1');
    expect(sheet.getCell(2, col('Habitaciones *')).value).toBe('3');
    expect(sheet.getCell(2, col('Precio ($) *')).value).toBe(350000000);
    expect(sheet.getCell(2, col('Longitud *')).value).toBe(-74.0817);
    expect(sheet.getCell(2, col('Notas internas')).value).toBe('nota EF-1');
    expect(sheet.getCell(2, col('Errores')).value ?? null).toBeNull();
    // Each row's messages, its bad cells filled; formula-like values inert, never formulas.
    expect(String(sheet.getCell(3, col('Errores')).value)).toContain(
      `Habitaciones: ${es.property.twoDigits}`,
    );
    expect(fillOf(sheet.getCell(3, col('Habitaciones *')))).toBe(BAD);
    expect(fillOf(sheet.getCell(3, col('Baños *')))).toBeUndefined();
    const sector = sheet.getCell(3, col('Sector *'));
    expect(sector.formula).toBeUndefined();
    expect(sector.value).toBe('\'=HYPERLINK("http://x","y")');
    expect(sheet.getCell(4, col('Notas internas')).value).toBe("'@SUM(A1)");
    expect(sheet.getCell(10_050, col('Referencia')).value).toBe('EF-4');
    expect(String(sheet.getCell(10_050, col('Errores')).value)).toContain('Estrato: ');
    expect(fillOf(sheet.getCell(10_050, col('Estrato')))).toBe(BAD);
    // The drop-downs, on the data columns down to the user's last row.
    const validation = (r: number, h: string) => sheet.getCell(r, col(h)).dataValidation;
    expect(validation(2, 'Estrato')).toMatchObject({ type: 'list', formulae: ['"1,2,3,4,5,6"'] });
    expect(validation(10_050, 'Estrato')).toMatchObject({ type: 'list', formulae: ['"1,2,3,4,5,6"'] });
    expect(validation(10_050, 'Piscina')).toMatchObject({ type: 'list', formulae: ['"SI,NO"'] });
    expect(validation(10_050, 'Departamento')?.formulae?.[0]).toMatch(/^Listas!\$[A-Z]+\$2:\$[A-Z]+\$\d+$/);
    expect(validation(3, 'Errores')).toBeUndefined();

    // Fixed in Excel and uploaded again: the "Errores" and the user's column are ignored, the rows load.
    sheet.getCell(3, col('Habitaciones *')).value = '3';
    sheet.getCell(3, col('Sector *')).value = 'Chapinero';
    sheet.getCell(10_050, col('Estrato')).value = '4';
    const again = await uploadProperties(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(again).toMatchObject({ status: 'Validated', errorRows: 0, toCreate: 4 });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${LOADS}/${again.id}/confirm`,
      headers: admin.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(await settled(again.id)).toMatchObject({ status: 'Done', created: 4 });
  });

  it('the projects template: its sheet, lists and instructions; an error file of an error file has one "Errores"', async () => {
    const columns = projectTemplateColumns();
    const [example] = projectExampleRows();
    const row = (name: string, extra: Record<string, string> = {}) => ({
      ...example,
      Referencia: '',
      [F.businessName]: `${name} S.A.S.`,
      [F.name]: name,
      [F.camacolCode]: `CAM-${name.length}`,
      Comentario: `sobre ${name}`,
      ...extra,
    });
    // Without the optional WhatsApp column, with a column of the user's own at the end.
    const headers = [...templateHeaders(columns).filter((h) => h !== 'WhatsApp'), 'Comentario'];
    const file = await workbookOf(es.bulkLoads.projects.sheet, headers, [
      ...projectExampleRows().map((r, i): [number, Record<string, string>] => [i + 2, r]),
      [5, row('Error Norte')],
      [6, row('Error Sur', { NIT: '' })],
      [7, row('Error Este', { [F.email]: 'ventas', Comentario: '=1+1' })],
    ]);
    const load = await uploadProjects(file);
    expect(load).toMatchObject({ status: 'Validated', rowsTotal: 3, toCreate: 1, errorRows: 2 });

    const wb = await errorFile(load.id);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      es.bulkLoads.projects.sheet,
      'Listas',
      'Instrucciones',
    ]);
    expect(String(wb.getWorksheet('Instrucciones')?.getCell(1, 1).value)).toContain('Cómo llenar');
    const sheet = wb.worksheets[0];
    expect(headersOf(sheet)).toEqual([...templateHeaders(columns), 'Errores', 'Comentario']);
    const col = (h: string) => headersOf(sheet).indexOf(h) + 1;
    // The user's example rows stay where they were (they are still skipped), the WhatsApp column is empty.
    expect(sheet.getCell(2, col('Referencia')).value).toBe('EJEMPLO-1');
    expect(sheet.getCell(5, col('WhatsApp')).value ?? null).toBeNull();
    expect(sheet.getCell(5, col(`${F.name}`)).value).toBe('Error Norte');
    expect(String(sheet.getCell(6, col('Errores')).value)).toBe(`${F.nit}: ${es.project.nitRequired}`);
    expect(fillOf(sheet.getCell(6, col('NIT *')))).toBe(BAD);
    expect(String(sheet.getCell(7, col('Errores')).value)).toContain(es.validation.email);
    expect(fillOf(sheet.getCell(7, col(`${F.email} *`)))).toBe(BAD);
    expect(sheet.getCell(7, col('Comentario')).value).toBe("'=1+1");
    expect(sheet.getCell(7, col('Comentario')).formula).toBeUndefined();
    const validation = (r: number, h: string) => sheet.getCell(r, col(h)).dataValidation;
    expect(validation(7, 'Departamento *')?.formulae?.[0]).toMatch(/^Listas!/);
    expect(validation(7, 'Municipio *')?.formulae?.[0]).toMatch(/^Listas!/);
    expect(validation(7, 'Arriendo disponible')).toMatchObject({ type: 'list', formulae: ['"SI,NO"'] });

    // Uploaded again unfixed: the same errors, and its error file has one "Errores" column, written afresh.
    const unfixed = await uploadProjects(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(unfixed).toMatchObject({ status: 'Validated', errorRows: 2 });
    expect(unfixed.errors).toEqual(load.errors);
    const second = (await errorFile(unfixed.id)).worksheets[0];
    expect(headersOf(second)).toEqual([...templateHeaders(columns), 'Errores', 'Comentario']);
    expect(String(second.getCell(6, col('Errores')).value)).toBe(`${F.nit}: ${es.project.nitRequired}`);
    expect(second.getCell(7, col('Comentario')).value).toBe("'=1+1");

    // Fixed: it loads.
    sheet.getCell(6, col('NIT *')).value = '900555111-2';
    sheet.getCell(7, col(`${F.email} *`)).value = 'ventas@este.test';
    const fixed = await uploadProjects(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(fixed).toMatchObject({ status: 'Validated', errorRows: 0, toCreate: 3 });
  });

  it('keeps a repeated column aside, as the reader reads the later one', async () => {
    const columns = builderTemplateColumns('House');
    const [example] = builderExampleRows('House');
    const headers = [...templateHeaders(columns), 'Habitaciones'];
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Inmuebles');
    sheet.addRow(headers);
    const keys = headers.map((h) => h.replace(/\s*\*$/, ''));
    const values = keys.map((k) => example[k] ?? null);
    values[keys.indexOf('Referencia')] = 'REP-1';
    values[keys.indexOf('Habitaciones')] = '2';
    values[keys.length - 1] = '100';
    sheet.addRow(values);
    const load = await uploadProperties(Buffer.from(await wb.xlsx.writeBuffer()), 'House');
    expect(load.errors).toEqual([{ row: 2, column: 'Habitaciones', message: es.property.twoDigits }]);
    const out = (await errorFile(load.id)).worksheets[0];
    const outHeaders = headersOf(out);
    expect(outHeaders.slice(-2)).toEqual(['Errores', es.bulkLoads.repeatedColumn('Habitaciones')]);
    expect(out.getCell(2, outHeaders.indexOf('Habitaciones *') + 1).value).toBe('100');
    expect(out.getCell(2, outHeaders.length).value).toBe('2');
  });

  it('the deletion template: its sheet and instructions, the references text', async () => {
    const file = await workbookOf(
      'Referencias',
      ['Referencia *', 'Motivo'],
      [
        [2, { Referencia: 'NO-EXISTE', Motivo: 'vendido' }],
        [3, { Referencia: 12, Motivo: '-repetido' }],
      ],
    );
    const load = await post('/api/product/api/productsync-massive/v5/delete-product-massive', {
      File: blob(file),
      ConstructorId: andina,
      SellerId: project.id,
      FileName: 'eliminar.xlsx',
    });
    expect(load.errorRows).toBe(2);
    const wb = await errorFile(load.id);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Referencias', 'Instrucciones']);
    const [sheet] = wb.worksheets;
    expect(headersOf(sheet)).toEqual(['Referencia *', 'Errores', 'Motivo']);
    expect(sheet.getCell(2, 3).value).toBe('vendido');
    expect(sheet.getCell(3, 1).value).toBe(12);
    expect(sheet.getCell(3, 3).value).toBe("'-repetido");
    expect(fillOf(sheet.getCell(2, 1))).toBe(BAD);
    expect(String(sheet.getCell(2, 2).value)).toContain(es.bulkLoads.deletion.notInProject);
  });
});
