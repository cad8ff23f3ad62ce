import { es } from '@tu360/domain';
import type { BulkLoad, BulkLoadDetail } from '@tu360/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  bulkLoads,
  leads,
  notifications,
  properties,
  propertyDetails,
  propertyImages,
} from '../src/db/schema.ts';
import { LOAD_TEST_TIMEOUT_MS, settledLoad } from './factories/bulk-loads.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, login, multipart, type Session, type TestApp } from './helper.ts';

// A few loads per test, each waited for up to LOAD_DEADLINE_MS on a busy machine.
vi.setConfig({ testTimeout: LOAD_TEST_TIMEOUT_MS });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD = '/api/product/api/productsync-massive/v5/delete-product-massive';
const TEMPLATE = '/api/bulk-load/api/v1/deletion-template';
const LOADS = '/api/bulk-load/api/v1/loads';

/** A deletion workbook: the "Referencia *" header and one reference a row (extra columns when asked). */
async function referencesOf(refs: (string | number)[], header = 'Referencia *'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Referencias');
  sheet.addRow([header, 'Nota']);
  for (const ref of refs) sheet.addRow([ref, ref === '' ? 'sin referencia' : null]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const xlsxBlob = (file: Buffer) => new Blob([new Uint8Array(file)], { type: XLSX });

describe('deleting properties by file', () => {
  let t: TestApp;
  let admin: Session;
  let operativo: Session;
  let visor: Session;
  let other: Session;
  let andina: string;
  let horizonte: string;
  let project: { id: string; constructorId: string };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, operativo, visor, other] = await Promise.all(
      ['admin@andina.test', 'operativo@andina.test', 'visor@andina.test', 'admin@horizonte.test'].map((u) =>
        login(t.app, u),
      ),
    );
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');
    project = await projectFactory(t.db, andina, { status: 'Synchronized' });
  });
  afterAll(() => t.close());

  const upload = async (s: Session, file: Buffer, fields: Record<string, string> = {}) => {
    const body = await multipart({
      File: xlsxBlob(file),
      ConstructorId: andina,
      SellerId: project.id,
      FileName: 'eliminar.xlsx',
      ...fields,
    });
    return t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, ...s.headers },
    });
  };
  const settled = (id: string, s = admin): Promise<BulkLoadDetail> => settledLoad(t.app, id, s);
  const checked = async (file: Buffer, s = admin, fields: Record<string, string> = {}) => {
    const res = await upload(s, file, fields);
    expect(res.statusCode, res.body).toBe(202);
    const load = res.json() as BulkLoad;
    expect(load).toMatchObject({ kind: 'PropertyDeletion', template: null, status: 'Validating' });
    return settled(load.id, s);
  };
  const confirm = (id: string, s = admin) =>
    t.app.inject({ method: 'POST', url: `${LOADS}/${id}/confirm`, headers: s.headers });
  const confirmed = async (id: string, s = admin) => {
    const res = await confirm(id, s);
    expect(res.statusCode, res.body).toBe(202);
    return settled(id, s);
  };
  const existing = async (ids: string[]) =>
    (await t.db.select({ id: properties.id }).from(properties).where(inArray(properties.id, ids))).map(
      (r) => r.id,
    );
  /** A property of the project with a detail, two images and a lead, as the single delete finds them. */
  const furnished = async (refId: string, seller = project) => {
    const p = await propertyFactory(t.db, seller, { refId });
    await t.db
      .insert(propertyDetails)
      .values({ propertyId: p.id, constructorId: p.constructorId, key: 'Habitaciones', value: '3' });
    await t.db.insert(propertyImages).values([
      { propertyId: p.id, constructorId: p.constructorId, fileId: crypto.randomUUID(), isMain: true },
      { propertyId: p.id, constructorId: p.constructorId, fileId: crypto.randomUUID(), order: 1 },
    ]);
    const [lead] = await t.db
      .insert(leads)
      .values({
        constructorId: p.constructorId,
        sellerId: p.sellerId,
        propertyId: p.id,
        fullName: 'Ana',
        email: 'ana@x.test',
      })
      .returning();
    return { ...p, leadId: lead.id };
  };

  it('downloads the one-column template', async () => {
    const res = await t.app.inject({ url: TEMPLATE, headers: visor.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    expect(res.headers['content-disposition']).toContain('attachment;');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Referencias', 'Instrucciones']);
    const sheet = wb.getWorksheet('Referencias') as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Referencia *']);
    expect(sheet.rowCount).toBe(1);
    // Needs a signed-in caller.
    expect((await t.app.inject({ url: TEMPLATE })).statusCode).toBe(401);
  });

  it('dry run: counts the properties to delete and lists each row in error, deleting nothing', async () => {
    const a = await propertyFactory(t.db, project, { refId: 'DEL-A' });
    const b = await propertyFactory(t.db, project, { refId: 'DEL-B' });
    const sibling = await propertyFactory(t.db, await projectFactory(t.db, andina), { refId: 'DEL-SIB' });
    const foreign = await propertyFactory(t.db, await projectFactory(t.db, horizonte), { refId: 'DEL-HOR' });
    const twice = [
      await propertyFactory(t.db, project, { refId: 'DEL-TWICE' }),
      await propertyFactory(t.db, project, { refId: 'DEL-TWICE' }),
    ];
    const load = await checked(
      await referencesOf([
        'EJEMPLO-1',
        ' DEL-A ',
        'DEL-B',
        'DEL-A',
        'DEL-SIB',
        'DEL-HOR',
        'NO-EXISTE',
        'DEL-TWICE',
        '',
        'R'.repeat(101),
      ]),
    );
    expect(load).toMatchObject({
      status: 'Validated',
      rowsTotal: 9,
      toCreate: 0,
      toUpdate: 2,
      errorRows: 7,
      hasErrorFile: true,
      fileName: 'eliminar.xlsx',
    });
    expect(load.errors).toEqual([
      { row: 5, column: 'Referencia', message: es.bulkLoads.duplicateReference(3) },
      { row: 6, column: 'Referencia', message: es.bulkLoads.foreignReference },
      // Another builder's reference reads as unknown: its existence is not disclosed.
      { row: 7, column: 'Referencia', message: es.bulkLoads.deletion.notInProject },
      { row: 8, column: 'Referencia', message: es.bulkLoads.deletion.notInProject },
      { row: 9, column: 'Referencia', message: es.bulkLoads.deletion.ambiguous(2) },
      { row: 10, column: 'Referencia', message: es.bulkLoads.deletion.referenceRequired },
      { row: 11, column: 'Referencia', message: es.bulkLoads.referenceTooLong },
    ]);
    // The error file: the same workbook with an "Errores" column, to fix and upload again.
    const errorFile = await t.app.inject({ url: `${LOADS}/${load.id}/error-file`, headers: admin.headers });
    expect(errorFile.statusCode, errorFile.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(errorFile.rawPayload as unknown as ArrayBuffer);
    const [sheet] = wb.worksheets;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const errorsAt = headers.indexOf('Errores');
    expect(errorsAt).toBeGreaterThan(0);
    expect(String(sheet.getRow(8).getCell(errorsAt).value)).toContain(es.bulkLoads.deletion.notInProject);
    const all = [a, b, sibling, foreign, ...twice].map((p) => p.id);
    expect(await existing(all)).toHaveLength(all.length);
    // A load with row errors is never confirmed: another builder's property is never deleted.
    expect((await confirm(load.id)).statusCode).toBe(409);
    expect(await existing(all)).toHaveLength(all.length);
  });

  it('refuses the wrong template naming the missing column, and an empty file', async () => {
    const wrong = await checked(await referencesOf(['X'], 'Nombre'));
    expect(wrong).toMatchObject({ status: 'Failed', message: es.bulkLoads.missingColumns(['Referencia']) });
    const empty = await checked(await referencesOf([]));
    expect(empty).toMatchObject({ status: 'Failed', message: es.bulkLoads.noRows });
    const notWorkbook = await upload(admin, Buffer.from('<html>hola</html>'));
    expect(notWorkbook.statusCode).toBe(415);
    expect(notWorkbook.json().Message).toBe(es.bulkLoads.file.notWorkbook);
  });

  it('confirm deletes exactly those properties with what the single delete removes, and audits each', async () => {
    const gone = [await furnished('GONE-1'), await furnished('GONE-2')];
    const kept = await furnished('KEEP-1');
    // A reference written as a number in Excel still names the property.
    const numeric = await propertyFactory(t.db, project, { refId: '12345' });
    const load = await checked(await referencesOf(['GONE-1', 'GONE-2', 12345]));
    expect(load).toMatchObject({ status: 'Validated', toUpdate: 3, errorRows: 0 });
    const done = await confirmed(load.id);
    expect(done).toMatchObject({ status: 'Done', created: 0, updated: 3, message: null });
    const ids = [...gone.map((g) => g.id), numeric.id];
    expect(await existing([...ids, kept.id])).toEqual([kept.id]);
    expect(await t.db.select().from(propertyImages).where(inArray(propertyImages.propertyId, ids))).toEqual(
      [],
    );
    expect(await t.db.select().from(propertyDetails).where(inArray(propertyDetails.propertyId, ids))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(propertyImages).where(eq(propertyImages.propertyId, kept.id)),
    ).toHaveLength(2);
    // Leads keep their contact data and lose the link, as with the single delete.
    const leadRows = await t.db
      .select()
      .from(leads)
      .where(
        inArray(
          leads.id,
          gone.map((g) => g.leadId),
        ),
      );
    expect(leadRows.map((l) => l.propertyId)).toEqual([null, null]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, ids), eq(auditLog.field, 'eliminación masiva')));
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ action: 'delete', valueAfter: 'eliminar.xlsx', sellerId: project.id });
    expect(audit.map((a) => a.valueBefore).sort()).toEqual(['12345', 'GONE-1', 'GONE-2']);
    // The project's notification says what was deleted, not "created and updated".
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.sellerId, project.id), eq(notifications.operation, 'Delete')));
    expect(note).toMatchObject({
      title: es.bulkLoads.doneTitle,
      message: es.bulkLoads.deletion.doneMessage('eliminar.xlsx', 3),
    });
  });

  it('deletes all or nothing: a change after the dry run fails the load and keeps every property', async () => {
    // More than one batch of references: the first batch is deleted inside the transaction before the failure.
    const refs = Array.from({ length: 620 }, (_, i) => `BATCH-${i}`);
    const rows = await t.db
      .insert(properties)
      .values(
        refs.map((refId) => ({
          refId,
          constructorId: andina,
          sellerId: project.id,
          name: `Apartamento ${refId}`,
          status: 'Published' as const,
        })),
      )
      .returning({ id: properties.id });
    const load = await checked(await referencesOf(refs));
    expect(load).toMatchObject({ status: 'Validated', toUpdate: 620, errorRows: 0 });
    // Another project takes the last reference between the check and the confirmation.
    const elsewhere = await projectFactory(t.db, andina);
    await t.db.update(properties).set({ sellerId: elsewhere.id }).where(eq(properties.refId, 'BATCH-619'));
    const failed = await confirmed(load.id);
    expect(failed).toMatchObject({ status: 'Failed', message: es.bulkLoads.changedSinceCheck, updated: 0 });
    expect(await existing(rows.map((r) => r.id))).toHaveLength(620);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          rows.map((r) => r.id),
        ),
      );
    expect(audit).toEqual([]);
  });

  it('refuses read-only roles and other builders before the file is read, storing nothing', async () => {
    const before = await t.db.select({ id: bulkLoads.id }).from(bulkLoads);
    const file = await referencesOf(['X']);
    const asVisor = await upload(visor, file);
    expect(asVisor.statusCode).toBe(403);
    expect(asVisor.json().Message).toBe(es.auth.forbidden);
    expect((await upload(other, file)).statusCode).toBe(404);
    // A project of another builder named with this builder's id.
    const foreignProject = await projectFactory(t.db, horizonte);
    expect((await upload(admin, file, { SellerId: foreignProject.id })).statusCode).toBe(404);
    // Not even a hostile file is looked at.
    expect((await upload(visor, Buffer.from('no es un libro'))).statusCode).toBe(403);
    expect(await t.db.select({ id: bulkLoads.id }).from(bulkLoads)).toHaveLength(before.length);
  });

  it('lets an Operativo delete by file, as the single delete does, and refuses a viewer the confirmation', async () => {
    const p = await propertyFactory(t.db, project, { refId: 'OPER-1' });
    const load = await checked(await referencesOf(['OPER-1']), operativo);
    expect(load).toMatchObject({ status: 'Validated', toUpdate: 1 });
    expect((await confirm(load.id, visor)).statusCode).toBe(403);
    expect(await existing([p.id])).toEqual([p.id]);
    const done = await confirmed(load.id, operativo);
    expect(done).toMatchObject({ status: 'Done', updated: 1 });
    expect(await existing([p.id])).toEqual([]);
  });
});
