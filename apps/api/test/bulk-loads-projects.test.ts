// Loads of a builder's projects (issue 11, the "Proyectos" template through create-massive-projects).
import { es, headerText, projectExampleRows, projectTemplateColumns } from '@tu360/domain';
import type { BulkLoad, BulkLoadDetail } from '@tu360/domain/contracts';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  bulkLoads,
  certificates,
  notifications,
  sellerDetails,
  sellers,
  userSellers,
  users,
} from '../src/db/schema.ts';
import { LOAD_TEST_TIMEOUT_MS, settledLoad } from './factories/bulk-loads.ts';
import { constructorIdByName, projectFactory } from './factories/index.ts';
import { createTestApp, login, multipart, type Session, type TestApp } from './helper.ts';

// A few loads per test, each waited for up to LOAD_DEADLINE_MS on a busy machine.
vi.setConfig({ testTimeout: LOAD_TEST_TIMEOUT_MS });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD = '/api/seller/api/v3/create-massive-projects/';
const LOADS = '/api/bulk-load/api/v1/loads';
const F = es.project.fields;
const P = es.bulkLoads.projects;

/** A valid row of the projects template, for a project of this name. */
function projectRow(name: string, extra: Record<string, string> = {}): Record<string, string> {
  const [example] = projectExampleRows();
  return {
    ...example,
    Referencia: '',
    [F.businessName]: `${name} S.A.S.`,
    [F.name]: name,
    [F.camacolCode]: `CAM-${name.length}`,
    ...extra,
  };
}

/** A workbook like a filled projects template: its header row (required marked) and the rows given. */
async function workbookOf(rows: Record<string, string>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(P.sheet);
  const headers = projectTemplateColumns().map(headerText);
  sheet.addRow(headers);
  const keys = headers.map((h) => h.replace(/\s*\*$/, ''));
  for (const row of rows) sheet.addRow(keys.map((k) => row[k] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('bulk loads of projects', () => {
  let t: TestApp;
  let admin: Session;
  let operativo: Session;
  let visor: Session;
  let agency: Session;
  let superadmin: Session;
  let andina: string;
  let horizonte: string;
  let capital: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, operativo, visor, agency, superadmin] = await Promise.all(
      [
        'admin@andina.test',
        'operativo@andina.test',
        'visor@andina.test',
        'admin@capital.test',
        'superadmin@tu360.test',
      ].map((u) => login(t.app, u)),
    );
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');
    capital = await constructorIdByName(t.db, 'Inmobiliaria Capital');
  });
  afterAll(() => t.close());

  const upload = async (s: Session, file: Buffer, constructorId = andina) => {
    const body = await multipart({
      File: new Blob([new Uint8Array(file)], { type: XLSX }),
      ConstructorId: constructorId,
      FileName: 'proyectos.xlsx',
    });
    return t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, ...s.headers },
    });
  };
  /** Polls the load until its job ends. */
  const settled = (id: string, s = admin): Promise<BulkLoadDetail> => settledLoad(t.app, id, s);
  const uploaded = async (file: Buffer, s = admin) => {
    const res = await upload(s, file);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'Projects', template: 'Projects', sellerId: null });
    return settled((res.json() as BulkLoad).id, s);
  };
  const confirm = (id: string, s = admin) =>
    t.app.inject({ method: 'POST', url: `${LOADS}/${id}/confirm`, headers: s.headers });
  const projectNamed = async (name: string) => {
    const [row] = await t.db.select().from(sellers).where(eq(sellers.name, name));
    return row;
  };
  const detailsOf = async (id: string) =>
    Object.fromEntries(
      (await t.db.select().from(sellerDetails).where(eq(sellerDetails.sellerId, id))).map((d) => [
        d.key,
        d.value,
      ]),
    );

  it('downloads the projects template: the form fields, lists, examples and instructions', async () => {
    const res = await t.app.inject({
      url: '/api/bulk-load/api/v1/templates/Projects',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*Proyectos\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Proyectos', 'Listas', 'Instrucciones']);
    const sheet = wb.getWorksheet('Proyectos') as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(projectTemplateColumns().map(headerText));
    expect(headers).toEqual(expect.arrayContaining(['Razón social *', 'Código Camacol *', 'NIT *']));
    expect(sheet.getRow(2).getCell(1).value).toBe('EJEMPLO-1');
    expect(sheet.getRow(3).getCell(1).value).toBe('EJEMPLO-2');
    const col = (h: string) => headers.indexOf(h) + 1;
    const validation = (h: string) => sheet.getCell(5, col(h)).dataValidation;
    expect(validation(F.rentingAvaliable)).toMatchObject({ type: 'list', formulae: ['"SI,NO"'] });
    expect(validation('Departamento *')?.formulae?.[0]).toMatch(/^Listas!\$[A-Z]+\$2:\$[A-Z]+\$\d+$/);
    // The certificates offered are the active ones, as in the form.
    const active = await t.db.select().from(certificates).where(eq(certificates.isActive, true));
    const inactive = await t.db.select().from(certificates).where(eq(certificates.isActive, false));
    // A short list is written in the validation itself.
    const listed = String(validation(F.certificate)?.formulae?.[0]);
    for (const c of active) expect(listed).toContain(c.name);
    for (const c of inactive) expect(listed).not.toContain(c.name);
    expect(String(wb.getWorksheet('Instrucciones')?.getCell(1, 1).value)).toContain('Cómo llenar');
  });

  it('the downloaded template, filled in Excel, loads: its examples ignored, its lists understood', async () => {
    const res = await t.app.inject({
      url: '/api/bulk-load/api/v1/templates/Projects',
      headers: admin.headers,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Proyectos') as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).map((h) => String(h).replace(/\s*\*$/, ''));
    const row = projectRow('Desde la Plantilla', { [F.certificate]: 'LEED' });
    sheet.addRow(headers.slice(1).map((h) => row[h] ?? null));
    const load = await uploaded(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(load).toMatchObject({ status: 'Validated', rowsTotal: 1, toCreate: 1, errorRows: 0 });
    await t.app.inject({ method: 'POST', url: `${LOADS}/${load.id}/cancel`, headers: admin.headers });
  });

  it('dry run with a row in error, the error file fixed, then confirmed: the projects as the form creates them', async () => {
    const file = await workbookOf([
      ...projectExampleRows(),
      projectRow('Torre Norte Carga', { WhatsApp: '310 555 0199' }),
      projectRow('Torre Sur Carga', { NIT: '' }),
      projectRow('Torre Este Carga', { 'Correo electrónico': 'ventas' }),
    ]);
    let load = await uploaded(file);
    expect(load).toMatchObject({ status: 'Validated', rowsTotal: 3, toCreate: 1, toUpdate: 0, errorRows: 2 });
    expect(load.errors).toEqual([
      { row: 5, column: F.nit, message: es.project.nitRequired },
      { row: 6, column: F.email, message: es.validation.email },
    ]);
    expect((await confirm(load.id)).statusCode).toBe(409);
    expect(await projectNamed('Torre Norte Carga')).toBeUndefined();

    let res = await t.app.inject({ url: `${LOADS}/${load.id}/error-file`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const errorsCol = headers.indexOf('Errores');
    expect(errorsCol).toBeGreaterThan(0);
    expect(String(sheet.getCell(5, errorsCol).value)).toContain(es.project.nitRequired);
    sheet.getCell(5, headers.indexOf('NIT *')).value = '900555111-2';
    sheet.getCell(6, headers.indexOf('Correo electrónico *')).value = 'ventas@este.test';
    res = await upload(admin, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(202);
    load = await settled((res.json() as BulkLoad).id);
    expect(load).toMatchObject({ status: 'Validated', errorRows: 0, toCreate: 3, toUpdate: 0 });
    res = await confirm(load.id);
    expect(res.statusCode, res.body).toBe(202);
    expect(await settled(load.id)).toMatchObject({ status: 'Done', created: 3, updated: 0 });

    const norte = await projectNamed('Torre Norte Carga');
    expect(norte).toMatchObject({
      constructorId: andina,
      businessName: 'Torre Norte Carga S.A.S.',
      status: 'Incomplete',
      level: 1,
      rentingAvailable: false,
      whatsAppPhone: '310 555 0199',
      certificateId: null,
    });
    expect(await detailsOf(norte.id)).toMatchObject({ CamacolCode: 'CAM-17', Nit: '900123456-7' });
    expect((await projectNamed('Torre Sur Carga')).status).toBe('Incomplete');
    // The creator is assigned to the new project, as with the form, and each project has its audit entry.
    const [assigned] = await t.db.select().from(userSellers).where(eq(userSellers.sellerId, norte.id));
    expect(assigned?.role).toBe('Admintrador_Seller');
    // The author's notification speaks of projects.
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.constructorId, andina), eq(notifications.title, es.bulkLoads.doneTitle)))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice?.message).toBe(es.bulkLoads.projects.doneMessage('proyectos.xlsx', 3, 0));
    expect(notice?.message).toContain('3 proyectos creados y 0 actualizados');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, norte.id), eq(auditLog.field, P.auditField)));
    expect(audit).toMatchObject([{ entityType: 'seller', action: 'create', valueAfter: 'proyectos.xlsx' }]);
  });

  it('a second load updates by name or by reference; empty optional cells keep the project values', async () => {
    const [cert] = await t.db.select().from(certificates).where(eq(certificates.isActive, true));
    await uploaded(await workbookOf([projectRow('Reserva Oeste', { WhatsApp: '310 555 0123' })])).then(
      async (l) => {
        await confirm(l.id);
        expect(await settled(l.id)).toMatchObject({ status: 'Done', created: 1 });
      },
    );
    const oeste = await projectNamed('Reserva Oeste');
    const other = await projectFactory(t.db, andina, { name: 'Parque Central Viejo' });

    const load = await uploaded(
      await workbookOf([
        // By its name, without case or accents: the address changes, the empty WhatsApp is kept.
        projectRow('reserva  OÉSTE', {
          Dirección: 'Calle 99 # 1 - 1',
          WhatsApp: '',
          [F.certificate]: cert.name,
        }),
        // By its reference (the project's code): renamed.
        projectRow('Parque Central Nuevo', { Referencia: other.id, 'Arriendo disponible': 'SI' }),
      ]),
    );
    expect(load).toMatchObject({ status: 'Validated', toCreate: 0, toUpdate: 2, errorRows: 0 });
    expect((await confirm(load.id)).statusCode).toBe(202);
    expect(await settled(load.id)).toMatchObject({ status: 'Done', created: 0, updated: 2 });

    const [after] = await t.db.select().from(sellers).where(eq(sellers.id, oeste.id));
    expect(after).toMatchObject({
      name: 'reserva  OÉSTE',
      address: 'Calle 99 # 1 - 1',
      whatsAppPhone: '310 555 0123',
      certificateId: cert.id,
      isCertificate: true,
    });
    const [renamed] = await t.db.select().from(sellers).where(eq(sellers.id, other.id));
    expect(renamed).toMatchObject({ name: 'Parque Central Nuevo', rentingAvailable: true });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, other.id), eq(auditLog.field, P.auditField)));
    expect(audit).toMatchObject([{ action: 'update' }]);
  });

  it('row errors: another builder project, an unknown reference, a project twice, names not in the lists', async () => {
    const foreign = await projectFactory(t.db, horizonte, { name: 'Proyecto Horizonte Ajeno' });
    await projectFactory(t.db, andina, { name: 'Gemelo' });
    await projectFactory(t.db, andina, { name: 'gemelo' });
    const before = await t.db.select().from(sellers);
    const load = await uploaded(
      await workbookOf([
        projectRow('Ajeno Renombrado', { Referencia: foreign.id }),
        projectRow('Inexistente', { Referencia: 'no-es-un-codigo' }),
        projectRow('Dos Veces'),
        projectRow('dos veces'),
        projectRow('Gemelo'),
        projectRow('Lugar Raro', { Departamento: 'Atlántida', Municipio: 'Medellín' }),
        projectRow('Municipio Ajeno', { Departamento: 'Antioquia', Municipio: 'Cali' }),
        projectRow('Certificado Raro', { [F.certificate]: 'No existe' }),
      ]),
    );
    expect(load).toMatchObject({ status: 'Validated', rowsTotal: 8, errorRows: 7, toCreate: 1 });
    expect(load.errors).toEqual([
      { row: 2, column: 'Referencia', message: P.notOfBuilder },
      { row: 3, column: 'Referencia', message: P.notOfBuilder },
      { row: 5, column: null, message: P.repeated(4) },
      { row: 6, column: F.name, message: P.sameName(2) },
      { row: 7, column: 'Departamento', message: es.validation.selectOption },
      { row: 7, column: 'Municipio', message: es.validation.selectOption },
      { row: 8, column: 'Municipio', message: es.validation.selectOption },
      { row: 9, column: F.certificate, message: es.validation.selectOption },
    ]);
    expect((await confirm(load.id)).statusCode).toBe(409);
    expect(await t.db.select().from(sellers)).toHaveLength(before.length);
    const [untouched] = await t.db.select().from(sellers).where(eq(sellers.id, foreign.id));
    expect(untouched.name).toBe('Proyecto Horizonte Ajeno');
  });

  it('a store user may not update by file a project they are not assigned to', async () => {
    const apart = await projectFactory(t.db, andina, { name: 'Proyecto Sin Asignar' }, { assignAll: false });
    const load = await uploaded(await workbookOf([projectRow('Proyecto Sin Asignar')]), operativo);
    expect(load.errors, JSON.stringify(load)).toEqual([
      { row: 2, column: 'Referencia', message: P.notWritable },
    ]);
    // A platform administrator may.
    const res = await upload(superadmin, await workbookOf([projectRow('Proyecto Sin Asignar')]));
    expect(res.statusCode, res.body).toBe(202);
    expect(await settled((res.json() as BulkLoad).id, superadmin)).toMatchObject({
      toUpdate: 1,
      errorRows: 0,
    });
    expect(apart.id).toBeTruthy();
  });

  it('all or nothing: a row refused while writing leaves none of the file written', async () => {
    // Assigned to the uploader, not to the Operativo who confirms: updateProject refuses it on the second row.
    const x = await projectFactory(t.db, andina, { name: 'Solo del Administrador' }, { assignAll: false });
    const [me] = await t.db.select().from(users).where(eq(users.userName, 'admin@andina.test'));
    await t.db
      .insert(userSellers)
      .values({ userId: me.id, sellerId: x.id, constructorId: andina, role: 'Admintrador_Seller' });
    const load = await uploaded(
      await workbookOf([projectRow('Primero Escrito'), projectRow('Solo del Administrador')]),
    );
    expect(load).toMatchObject({ status: 'Validated', toCreate: 1, toUpdate: 1, errorRows: 0 });
    expect((await confirm(load.id, operativo)).statusCode).toBe(202);
    expect(await settled(load.id)).toMatchObject({
      status: 'Failed',
      created: 0,
      message: es.project.notFound,
    });
    expect(await projectNamed('Primero Escrito')).toBeUndefined();
    const [same] = await t.db.select().from(sellers).where(eq(sellers.id, x.id));
    expect(same.businessName).toBe(x.businessName);
  });

  describe('roles and tenancy (spec section 6: Administrador and Operativo load templates)', () => {
    it('an Operativo loads and confirms', async () => {
      const load = await uploaded(await workbookOf([projectRow('Proyecto del Operativo')]), operativo);
      expect(load).toMatchObject({ status: 'Validated', toCreate: 1 });
      expect((await confirm(load.id, operativo)).statusCode).toBe(202);
      expect(await settled(load.id, operativo)).toMatchObject({ status: 'Done', created: 1 });
      expect(await projectNamed('Proyecto del Operativo')).toMatchObject({ constructorId: andina });
    });

    it('refuses a Visualizador (403), another builder (404) and an agency (403) before reading the file', async () => {
      const garbage = Buffer.from('no es un libro');
      const before = await t.db.select().from(bulkLoads);
      let res = await upload(visor, garbage);
      expect(res.statusCode).toBe(403);
      res = await upload(admin, garbage, horizonte);
      expect(res.statusCode).toBe(404);
      res = await upload(agency, garbage, capital);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ Message: es.bulkLoads.notABuilder });
      res = await upload(superadmin, garbage, capital);
      expect(res.statusCode).toBe(403);
      expect(await t.db.select().from(bulkLoads)).toHaveLength(before.length);
    });

    it('a Visualizador may not confirm a load of the builder', async () => {
      const load = await uploaded(await workbookOf([projectRow('Proyecto Visto')]));
      const res = await confirm(load.id, visor);
      expect(res.statusCode).toBe(403);
      expect(await projectNamed('Proyecto Visto')).toBeUndefined();
    });
  });
});
