import {
  type BuilderTemplate,
  builderExampleRows,
  builderTemplateColumns,
  es,
  headerText,
} from '@tu360/domain';
import type { BulkLoad, BulkLoadDetail } from '@tu360/domain/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, bulkLoads, jobs, notifications, properties, propertyDetails } from '../src/db/schema.ts';
import { APPLY_JOB, VALIDATE_JOB } from '../src/modules/bulk-loads/jobs.ts';
import { interruptLeftovers } from '../src/modules/bulk-loads/service.ts';
import { LOAD_TEST_TIMEOUT_MS, settledLoad } from './factories/bulk-loads.ts';
import { handMadeZip } from './factories/hand-made-zip.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, idOf, login, multipart, type Session, type TestApp } from './helper.ts';

// A few loads per test, each waited for up to LOAD_DEADLINE_MS on a busy machine.
vi.setConfig({ testTimeout: LOAD_TEST_TIMEOUT_MS });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD = '/api/product/api/productsync-massive/v5/create-product-massive';
const LOADS = '/api/bulk-load/api/v1/loads';

/** A valid row of the Apartment template, with its reference and name. */
export function apartmentRow(ref: string, extra: Record<string, string> = {}): Record<string, string> {
  const [example] = builderExampleRows('Apartment');
  return { ...example, Referencia: ref, 'Nombre del inmueble': `Apartamento ${ref}`, ...extra };
}

/** A workbook like a filled template: the header row (required marked) and the rows given. */
export async function workbookOf(
  rows: Record<string, string | number>[],
  template: BuilderTemplate = 'Apartment',
  headers = builderTemplateColumns(template).map(headerText),
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Inmuebles');
  sheet.addRow(headers);
  const keys = headers.map((h) => h.replace(/\s*\*$/, ''));
  for (const row of rows) sheet.addRow(keys.map((k) => row[k] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart body with the caller's token. */
async function form(s: Session, fields: Record<string, string | Blob>) {
  const body = await multipart(fields);
  return { payload: body.payload, headers: { ...body.headers, ...s.headers } };
}
const xlsxBlob = (file: Buffer) => new Blob([new Uint8Array(file)], { type: XLSX });

describe('bulk loads of builder properties', () => {
  let t: TestApp;
  let admin: Session;
  let visor: Session;
  let other: Session;
  let superadmin: Session;
  let andina: string;
  let project: { id: string; constructorId: string };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, visor, other, superadmin] = await Promise.all(
      ['admin@andina.test', 'visor@andina.test', 'admin@horizonte.test', 'superadmin@tu360.test'].map((u) =>
        login(t.app, u),
      ),
    );
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    project = await projectFactory(t.db, andina, { status: 'Synchronized' });
  });
  afterAll(() => t.close());

  const upload = async (
    s: Session,
    file: Buffer,
    fields: Partial<Record<'ConstructorId' | 'SellerId' | 'TemplateProduct' | 'FileName', string>> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: UPLOAD,
      ...(await form(s, {
        File: xlsxBlob(file),
        ConstructorId: andina,
        SellerId: project.id,
        TemplateProduct: 'Apartment',
        ...(fields as Record<string, string>),
      })),
    });

  /** Polls the load until its job ends (not Validating nor Applying). */
  const settled = (id: string, s = admin): Promise<BulkLoadDetail> => settledLoad(t.app, id, s);
  const uploaded = async (file: Buffer, s = admin) => {
    const res = await upload(s, file);
    expect(res.statusCode, res.body).toBe(202);
    const load = res.json() as BulkLoad;
    expect(load.status).toBe('Validating');
    return settled(load.id, s);
  };
  const confirm = (id: string, s = admin) =>
    t.app.inject({ method: 'POST', url: `${LOADS}/${id}/confirm`, headers: s.headers });

  describe('template', () => {
    it('downloads the Apartment template: headers, drop-downs, examples, instructions', async () => {
      const res = await t.app.inject({
        url: '/api/bulk-load/api/v1/templates/Apartment',
        headers: visor.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain(XLSX);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*Apartamentos\.xlsx"/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Inmuebles', 'Listas', 'Instrucciones']);
      expect(wb.getWorksheet('Listas')?.state).toBe('hidden');
      const sheet = wb.getWorksheet('Inmuebles') as ExcelJS.Worksheet;
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(headers).toEqual(builderTemplateColumns('Apartment').map(headerText));
      expect(headers).toContain('Precio ($) *');
      expect(sheet.getRow(2).getCell(1).value).toBe('EJEMPLO-1');
      expect(sheet.getRow(3).getCell(1).value).toBe('EJEMPLO-2');
      const col = (h: string) => headers.indexOf(h) + 1;
      const validation = (h: string) => sheet.getCell(5, col(h)).dataValidation;
      expect(validation('Estrato')).toMatchObject({ type: 'list', formulae: ['"1,2,3,4,5,6"'] });
      expect(validation('Piscina')).toMatchObject({ type: 'list', formulae: ['"SI,NO"'] });
      expect(validation('Departamento')?.formulae?.[0]).toMatch(/^Listas!\$[A-Z]+\$2:\$[A-Z]+\$\d+$/);
      const lists = wb.getWorksheet('Listas') as ExcelJS.Worksheet;
      const listValues = (lists.getColumn(1).values as unknown[]).filter(Boolean);
      expect(listValues).toContain('Bogotá, D.C.');
      expect(listValues).toContain('Antioquia');
      const muni = (lists.getColumn(2).values as unknown[]).filter(Boolean);
      expect(muni).toContain('Medellín');
      expect(String(wb.getWorksheet('Instrucciones')?.getCell(1, 1).value)).toContain('Cómo llenar');
    });
  });

  describe('dry run and confirm', () => {
    it('counts the rows to create and update and writes nothing', async () => {
      const existing = await propertyFactory(t.db, project, { refId: 'UPD-1', status: 'Incomplete' });
      const before = await t.db.select().from(properties).where(eq(properties.sellerId, project.id));
      const load = await uploaded(
        await workbookOf([
          ...builderExampleRows('Apartment'),
          apartmentRow('NEW-1'),
          apartmentRow('NEW-2'),
          apartmentRow(existing.refId),
        ]),
      );
      expect(load).toMatchObject({
        status: 'Validated',
        rowsTotal: 3,
        rowsDone: 3,
        toCreate: 2,
        toUpdate: 1,
        errorRows: 0,
        errors: [],
        hasErrorFile: false,
        kind: 'BuilderProperties',
        template: 'Apartment',
      });
      const after = await t.db.select().from(properties).where(eq(properties.sellerId, project.id));
      expect(after).toEqual(before);
    });

    it("lists the rows in error with their column and the wizard's message, and refuses to confirm", async () => {
      const foreign = await propertyFactory(t.db, await projectFactory(t.db, andina), { refId: 'OTRO-1' });
      const load = await uploaded(
        await workbookOf([
          apartmentRow('E-1', { 'Precio ($)': '1000' }),
          apartmentRow('E-2', { Habitaciones: '2.5', Latitud: 'norte' }),
          apartmentRow(foreign.refId),
          apartmentRow('E-1'),
          apartmentRow('E-5', { Departamento: 'ATLANTIDA' }),
          apartmentRow('OK-1'),
        ]),
      );
      expect(load).toMatchObject({
        status: 'Validated',
        rowsTotal: 6,
        toCreate: 1,
        errorRows: 5,
        hasErrorFile: true,
      });
      expect(load.errors).toEqual([
        { row: 2, column: 'Precio ($)', message: es.property.priceMin },
        // The initial payment of the example is now above the (too low) price: the wizard says so too.
        { row: 2, column: 'Cuota inicial ($)', message: es.property.notAbovePrice },
        { row: 3, column: 'Habitaciones', message: es.property.noDot },
        { row: 3, column: 'Latitud', message: es.property.latitude },
        { row: 4, column: 'Referencia', message: es.bulkLoads.foreignReference },
        { row: 5, column: 'Referencia', message: es.bulkLoads.duplicateReference(2) },
        { row: 6, column: 'Departamento', message: es.validation.selectOption },
        { row: 6, column: 'Municipio', message: es.validation.selectOption },
      ]);
      const res = await confirm(load.id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ Message: es.bulkLoads.cannotConfirmErrors });
    });

    it('writes every row in one go on confirm, and a second upload of the same references updates them', async () => {
      const target = await projectFactory(t.db, andina, { status: 'Synchronized' });
      const send = (file: Buffer) =>
        upload(admin, file, { SellerId: target.id, FileName: 'Torre Ñandú.xlsx' });
      const rows = [apartmentRow('TORRE-1'), apartmentRow('TORRE-2'), apartmentRow('TORRE-3')];
      let res = await send(await workbookOf(rows));
      let load = await settled((res.json() as BulkLoad).id);
      expect(load).toMatchObject({
        status: 'Validated',
        toCreate: 3,
        toUpdate: 0,
        fileName: 'Torre Ñandú.xlsx',
      });
      res = await confirm(load.id);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ status: 'Applying' });
      load = await settled(load.id);
      expect(load).toMatchObject({ status: 'Done', created: 3, updated: 0, rowsDone: 3 });
      expect(load.finishedAt).not.toBeNull();
      const saved = await t.db.select().from(properties).where(eq(properties.sellerId, target.id));
      expect(saved.map((p) => p.refId).sort()).toEqual(['TORRE-1', 'TORRE-2', 'TORRE-3']);
      // The wizard's own save: completeness, status, defaults, details and the audit log.
      for (const p of saved) {
        // No images yet: the wizard's completeness keeps it Incomplete (red), with its progress.
        expect(p).toMatchObject({ vtexCategoryId: 4, status: 'Incomplete', listPrice: 350_000_000, step: 4 });
        expect(p.cityId).not.toBe('00000000-0000-0000-0000-000000000000');
      }
      const details = await t.db
        .select()
        .from(propertyDetails)
        .where(eq(propertyDetails.propertyId, saved[0].id));
      expect(details).toEqual(
        expect.arrayContaining([expect.objectContaining({ key: 'Habitaciones', value: '3' })]),
      );
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, saved[0].id), eq(auditLog.field, 'carga masiva')));
      expect(audit).toHaveLength(1);
      // The notification that the load ended goes to its author alone (issue 14), linking to the loads page.
      const notes = await t.db.select().from(notifications).where(eq(notifications.sellerId, target.id));
      expect(notes.map((n) => n.recipientId)).toEqual([await idOf(t.db, 'users', 'admin@andina.test')]);
      const [note] = notes;
      expect(note).toMatchObject({
        title: es.bulkLoads.doneTitle,
        type: 'Product',
        link: '/catalogo/pantilla-de-carga',
      });
      expect(note.message).toBe(es.bulkLoads.doneMessage('Torre Ñandú.xlsx', 3, 0));

      res = await send(
        await workbookOf([apartmentRow('TORRE-1', { 'Precio ($)': '390000000' }), apartmentRow('TORRE-4')]),
      );
      load = await settled((res.json() as BulkLoad).id);
      expect(load).toMatchObject({ status: 'Validated', toCreate: 1, toUpdate: 1 });
      expect((await confirm(load.id)).statusCode).toBe(202);
      load = await settled(load.id);
      expect(load).toMatchObject({ status: 'Done', created: 1, updated: 1 });
      const again = await t.db.select().from(properties).where(eq(properties.sellerId, target.id));
      expect(again).toHaveLength(4);
      expect(again.find((p) => p.refId === 'TORRE-1')?.listPrice).toBe(390_000_000);
      // A load is confirmed once.
      expect((await confirm(load.id)).statusCode).toBe(409);
    });

    it('cancels a checked load, which then cannot be confirmed', async () => {
      const load = await uploaded(await workbookOf([apartmentRow('CAN-1')]));
      const res = await t.app.inject({
        method: 'POST',
        url: `${LOADS}/${load.id}/cancel`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'Cancelled' });
      expect((await confirm(load.id)).statusCode).toBe(409);
      const again = await t.app.inject({
        method: 'POST',
        url: `${LOADS}/${load.id}/cancel`,
        headers: admin.headers,
      });
      expect(again.statusCode).toBe(409);
    });

    it('fails a workbook of another template, naming the missing columns', async () => {
      const load = await uploaded(
        await workbookOf([{ Referencia: 'X' }], 'Apartment', ['Referencia', 'Nombre']),
      );
      expect(load.status).toBe('Failed');
      expect(load.message).toContain('"Nombre del inmueble"');
      expect(load.message).toContain('"Precio ($)"');
    });

    it('refuses what is not a workbook before storing anything', async () => {
      const res = await upload(admin, Buffer.from('<html><body>hola</body></html>'));
      expect(res.statusCode).toBe(415);
      expect(typeof (res.json() as { Message: string }).Message).toBe('string');
      const missing = await t.app.inject({
        method: 'POST',
        url: UPLOAD,
        ...(await form(admin, { ConstructorId: andina, SellerId: project.id, TemplateProduct: 'Apartment' })),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ Message: es.bulkLoads.fileRequired });
    });

    it.each([
      ['an empty file', () => Buffer.alloc(0)],
      ['HTML named .xlsx', () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
      [
        'a password-protected workbook (OLE)',
        () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(2048)]),
      ],
      ['a zip that is not a workbook', () => handMadeZip([{ name: 'notas.txt', data: Buffer.from('hola') }])],
      [
        'a zip with path traversal',
        () =>
          handMadeZip([
            { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
            { name: '../../etc/passwd', data: Buffer.from('x') },
          ]),
      ],
    ])('refuses %s with a Spanish 4xx and stores nothing', async (_name, make) => {
      const before = await t.db.select({ id: bulkLoads.id }).from(bulkLoads);
      const res = await upload(admin, make());
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect((res.json() as { Message: string }).Message).toMatch(/[a-záéíóúñ]/i);
      expect(await t.db.select({ id: bulkLoads.id }).from(bulkLoads)).toEqual(before);
    });

    it('takes workbooks past the image limit, up to the workbook limit (413 past it)', async () => {
      // 6 MB that are not a workbook: read to the end and refused by content, not by size.
      const big = await upload(admin, Buffer.alloc(6 * 1024 * 1024, 65));
      expect(big.statusCode, big.body).toBe(415);
      const huge = await upload(admin, Buffer.alloc(21 * 1024 * 1024, 65));
      expect(huge.statusCode).toBe(413);
      expect(typeof (huge.json() as { Message: string }).Message).toBe('string');
    });
  });

  it('writes nothing when a row went bad after the dry run: the whole load rolls back and ends Failed', async () => {
    const target = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const res = await upload(
      admin,
      await workbookOf([apartmentRow('RB-1'), apartmentRow('RB-2'), apartmentRow('RB-3')]),
      {
        SellerId: target.id,
      },
    );
    const load = await settled((res.json() as BulkLoad).id);
    expect(load).toMatchObject({ status: 'Validated', toCreate: 3 });
    // Another project takes the last reference between the check and the confirmation.
    await propertyFactory(t.db, await projectFactory(t.db, andina), { refId: 'RB-3' });
    expect((await confirm(load.id)).statusCode).toBe(202);
    const ended = await settled(load.id);
    expect(ended).toMatchObject({ status: 'Failed', message: es.bulkLoads.changedSinceCheck, created: 0 });
    expect(await t.db.select().from(properties).where(eq(properties.sellerId, target.id))).toEqual([]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.sellerId, target.id));
    expect(notes.map((n) => n.title)).toEqual([es.bulkLoads.failedTitle]);
    expect(notes[0].recipientId).toBe(await idOf(t.db, 'users', 'admin@andina.test'));
  });

  it('marks loads left running by a stopped process as Interrupted when the app starts', async () => {
    const [left] = await t.db
      .insert(bulkLoads)
      .values({
        kind: 'BuilderProperties',
        template: 'Apartment',
        fileName: 'x.xlsx',
        status: 'Applying',
        constructorId: andina,
        sellerId: project.id,
        createdBy: crypto.randomUUID(),
        createdByName: 'Alguien',
        storageKey: 'bulk-loads/none.xlsx',
      })
      .returning();
    // Another one whose job still waits on the queue (for later): it will run, and is left to it.
    const [waiting] = await t.db
      .insert(bulkLoads)
      .values({ ...left, id: crypto.randomUUID(), status: 'Validating', finishedAt: null })
      .returning();
    const [job] = await t.db
      .insert(jobs)
      .values({
        kind: VALIDATE_JOB,
        payload: { loadId: waiting.id },
        runAfter: new Date(Date.now() + 3_600_000),
      })
      .returning();
    await interruptLeftovers(t.db);
    const [row] = await t.db.select().from(bulkLoads).where(eq(bulkLoads.id, left.id));
    expect(row).toMatchObject({ status: 'Interrupted', message: es.bulkLoads.interrupted });
    expect(row.finishedAt).not.toBeNull();
    const [still] = await t.db.select().from(bulkLoads).where(eq(bulkLoads.id, waiting.id));
    expect(still).toMatchObject({ status: 'Validating', finishedAt: null });
    await t.db.delete(jobs).where(eq(jobs.id, job.id));
    await t.db.update(bulkLoads).set({ status: 'Cancelled' }).where(eq(bulkLoads.id, waiting.id));
  });

  it('ends Failed, with its notification, a load whose job was taken again until no attempt was left', async () => {
    const target = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const res = await upload(admin, await workbookOf([apartmentRow('AT-1')]), { SellerId: target.id });
    const load = await settled((res.json() as BulkLoad).id);
    expect(load.status).toBe('Validated');
    // Confirmed, and its write's job was run by instances that all died on it: its last attempt's lease ran out.
    await t.db.transaction(async (tx) => {
      await tx.update(bulkLoads).set({ status: 'Applying' }).where(eq(bulkLoads.id, load.id));
      await tx.insert(jobs).values({
        kind: APPLY_JOB,
        payload: { loadId: load.id, principal: {} },
        status: 'running',
        attempts: 3,
        maxAttempts: 3,
        lockedBy: 'una-instancia-que-murio',
        lockedUntil: new Date(Date.now() - 1_000),
      });
    });
    const ended = await settled(load.id);
    expect(ended).toMatchObject({ status: 'Failed', message: es.bulkLoads.retriesExhausted(3), created: 0 });
    expect(ended.message).toBe('La carga no pudo terminar: se intentó 3 veces y no se escribió nada.');
    expect(await t.db.select().from(properties).where(eq(properties.sellerId, target.id))).toEqual([]);
    const [job] = (await t.db.select().from(jobs).where(eq(jobs.kind, APPLY_JOB))).filter(
      (j) => j.payload.loadId === load.id,
    );
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job?.lastError).toBeTruthy();
    const notes = await t.db.select().from(notifications).where(eq(notifications.sellerId, target.id));
    expect(notes.map((n) => n.title)).toEqual([es.bulkLoads.failedTitle]);
  });

  describe('error file', () => {
    it('round trip: download, fix the rows, upload again, confirm', async () => {
      const target = await projectFactory(t.db, andina, { status: 'Synchronized' });
      const file = await workbookOf([
        apartmentRow('RT-1', { Habitaciones: '100' }),
        apartmentRow('RT-2', { Sector: '=HYPERLINK("http://x","y")' }),
        apartmentRow('RT-3'),
      ]);
      let res = await upload(admin, file, { SellerId: target.id });
      let load = await settled((res.json() as BulkLoad).id);
      expect(load.errorRows).toBe(2);
      res = await t.app.inject({ url: `${LOADS}/${load.id}/error-file`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      const headers = (sheet.getRow(1).values as unknown[]).map(String);
      const errorsCol = headers.indexOf('Errores');
      const roomsCol = headers.indexOf('Habitaciones *');
      const sectorCol = headers.indexOf('Sector *');
      expect(errorsCol).toBeGreaterThan(0);
      expect(String(sheet.getCell(2, errorsCol).value)).toContain(`Habitaciones: ${es.property.twoDigits}`);
      expect(sheet.getCell(4, errorsCol).value ?? null).toBeNull();
      expect((sheet.getCell(2, roomsCol).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFC7CE');
      // The formula-like text comes back inert: text with a quote, never a formula.
      const sector = sheet.getCell(3, sectorCol);
      expect(sector.formula).toBeUndefined();
      expect(sector.value).toBe('\'=HYPERLINK("http://x","y")');

      sheet.getCell(2, roomsCol).value = '3';
      sheet.getCell(3, sectorCol).value = 'Chapinero';
      const fixed = Buffer.from(await wb.xlsx.writeBuffer());
      res = await upload(admin, fixed, { SellerId: target.id });
      load = await settled((res.json() as BulkLoad).id);
      expect(load).toMatchObject({ status: 'Validated', errorRows: 0, toCreate: 3 });
      expect((await confirm(load.id)).statusCode).toBe(202);
      expect(await settled(load.id)).toMatchObject({ status: 'Done', created: 3 });
    });

    it('reads formulas by their cached value, never evaluating them', async () => {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('Inmuebles');
      const headers = builderTemplateColumns('Apartment').map(headerText);
      sheet.addRow(headers);
      const row = apartmentRow('F-1');
      sheet.addRow(headers.map((h) => row[h.replace(/\s*\*$/, '')] ?? null));
      sheet.getCell(2, headers.indexOf('Habitaciones *') + 1).value = {
        formula: '1+1',
        result: 100,
      } as ExcelJS.CellFormulaValue;
      const load = await uploaded(Buffer.from(await wb.xlsx.writeBuffer()));
      expect(load.errors).toEqual([{ row: 2, column: 'Habitaciones', message: es.property.twoDigits }]);
    });
  });

  describe('roles and tenancy', () => {
    it('refuses a Visualizador (403) and another builder (404) before reading the file', async () => {
      const garbage = Buffer.from('no es un libro');
      const before = await t.db.select().from(bulkLoads);
      expect((await upload(visor, garbage)).statusCode).toBe(403);
      expect((await upload(other, garbage)).statusCode).toBe(404);
      expect(await t.db.select().from(bulkLoads)).toEqual(before);
    });

    it('refuses a project of another builder in the form', async () => {
      const horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');
      const theirs = await projectFactory(t.db, horizonte);
      const file = await workbookOf([apartmentRow('X-1')]);
      expect((await upload(admin, file, { SellerId: theirs.id })).statusCode).toBe(404);
      // A project of Andina sent with another builder's id.
      expect((await upload(admin, file, { ConstructorId: horizonte })).statusCode).toBe(404);
      expect((await upload(superadmin, file, { ConstructorId: horizonte })).statusCode).toBe(404);
    });

    it('lets a platform admin load for any builder, and hides loads from other builders', async () => {
      const load = await uploaded(await workbookOf([apartmentRow('SA-1')]), superadmin);
      expect(load.status).toBe('Validated');
      expect((await t.app.inject({ url: `${LOADS}/${load.id}`, headers: other.headers })).statusCode).toBe(
        404,
      );
      expect(
        (await t.app.inject({ method: 'POST', url: `${LOADS}/${load.id}/confirm`, headers: other.headers }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: `${LOADS}/${load.id}/confirm`, headers: visor.headers }))
          .statusCode,
      ).toBe(403);
      const mine = await t.app.inject({ url: `${LOADS}?ConstructorId=${andina}`, headers: admin.headers });
      expect(mine.statusCode).toBe(200);
      const list = mine.json() as { data: BulkLoad[]; totalData: number };
      expect(list.data[0].id).toBe(load.id);
      expect(list.totalData).toBeGreaterThan(1);
      const theirs = await t.app.inject({ url: LOADS, headers: other.headers });
      expect((theirs.json() as { data: BulkLoad[] }).data.map((l) => l.constructorId)).not.toContain(andina);
      expect(
        (await t.app.inject({ url: `${LOADS}?ConstructorId=${andina}`, headers: other.headers })).statusCode,
      ).toBe(404);
    });
  });

  it('stops a confirmed load when the app closes: its transaction rolls back, its job goes back to the queue and the next instance writes it whole', async () => {
    const t2 = await createTestApp();
    let t3: TestApp | undefined;
    try {
      const s = await login(t2.app, 'admin@andina.test');
      const p2 = await projectFactory(t2.db, andina, { status: 'Synchronized' });
      const rows = Array.from({ length: 2000 }, (_, i) => apartmentRow(`STOP-${i}`));
      const res = await t2.app.inject({
        method: 'POST',
        url: UPLOAD,
        ...(await form(s, {
          File: xlsxBlob(await workbookOf(rows)),
          ConstructorId: andina,
          SellerId: p2.id,
          TemplateProduct: 'Apartment',
        })),
      });
      const id = (res.json() as BulkLoad).id;
      expect((await settledLoad(t2.app, id, s)).status).toBe('Validated');
      const confirmed = await t2.app.inject({
        method: 'POST',
        url: `${LOADS}/${id}/confirm`,
        headers: s.headers,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(202);
      // Past the first batch of rows (the writes go 500 rows a statement), before the last.
      await new Promise((r) => setTimeout(r, 150));
      await t2.app.close();
      const [row] = await t2.db.select().from(bulkLoads).where(eq(bulkLoads.id, id));
      const written = await t2.db.select().from(properties).where(eq(properties.sellerId, p2.id));
      // All or nothing: stopped mid-way, nothing is written and the load waits for its job's next run; had it
      // finished, everything is.
      if (row.status === 'Applying') expect(written).toEqual([]);
      else expect([row.status, written.length]).toEqual(['Done', 2000]);
      expect(row.status).toBe('Applying');
      const [job] = await t2.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, APPLY_JOB), eq(jobs.status, 'queued')));
      expect(job).toMatchObject({ attempts: 0, lockedBy: null, payload: { loadId: id } });
      // Another instance on the database (or this one started again) takes the job and writes the whole file.
      t3 = await createTestApp({}, { sameDatabaseAs: t2 });
      const done = await settledLoad(t3.app, id, await login(t3.app, 'admin@andina.test'));
      expect(done).toMatchObject({ status: 'Done', created: 2000 });
      expect(await t2.db.select().from(properties).where(eq(properties.sellerId, p2.id))).toHaveLength(2000);
    } finally {
      await t3?.close();
      await t2.database.close();
    }
  });

  it('leaves the load a closing app was checking to the next instance, which checks it', async () => {
    const t2 = await createTestApp();
    let t3: TestApp | undefined;
    try {
      const s = await login(t2.app, 'admin@andina.test');
      const p2 = await projectFactory(t2.db, andina, { status: 'Synchronized' });
      const rows = Array.from({ length: 400 }, (_, i) => apartmentRow(`INT-${i}`));
      const res = await t2.app.inject({
        method: 'POST',
        url: UPLOAD,
        ...(await form(s, {
          File: xlsxBlob(await workbookOf(rows)),
          ConstructorId: andina,
          SellerId: p2.id,
          TemplateProduct: 'Apartment',
        })),
      });
      expect(res.statusCode, res.body).toBe(202);
      const id = (res.json() as BulkLoad).id;
      await t2.app.close();
      const [row] = await t2.db.select().from(bulkLoads).where(eq(bulkLoads.id, id));
      expect(['Validating', 'Validated']).toContain(row.status);
      t3 = await createTestApp({}, { sameDatabaseAs: t2 });
      const checked = await settledLoad(t3.app, id, await login(t3.app, 'admin@andina.test'));
      expect(checked).toMatchObject({ status: 'Validated', toCreate: 400, errorRows: 0 });
    } finally {
      await t3?.close();
      await t2.database.close();
    }
  });
});
