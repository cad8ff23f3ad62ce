import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, propertyDetails, users } from '../src/db/schema.ts';
import type { Principal } from '../src/modules/auth/identity.ts';
import { userReportBatches } from '../src/modules/reports/users-report.ts';
import { keysetBatches, type ReportSheet, writeReport } from '../src/modules/reports/writer.ts';
import { cityByCode, constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, login, type Session, type TestApp } from './helper.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const OFFER = '/api/product/api/reports/get-realestate-offer-dashboard';
const AGENCIES = '/api/seller/api/reports/get-realestates-dashboard-report';
const PROJECTS = '/api/product/api/reports/get-seller-dashboard-report';
const USERS = '/api/auth/api/reports/get-user-dashboard-report';

/** The property reports' headers, as the issue lists the columns (written out here, not read from the app). */
const PROPERTY_HEADERS = [
  'Constructora',
  'Proyecto',
  'Código',
  'Referencia',
  'Nombre',
  'Tipo de inmueble',
  'Departamento',
  'Ciudad',
  'Precio',
  'Área (m²)',
  'Área privada (m²)',
  'Área construida (m²)',
  'Habitaciones',
  'Baños',
  'Estado',
  'Completitud',
  'Última actualización',
];
const PROJECT_HEADERS = [
  'Constructora',
  'Proyecto',
  'Estado',
  'Ciudad',
  'Inmuebles',
  'Inmuebles En aprobación',
  'Inmuebles Oculto',
  'Inmuebles Rechazado',
  'Inmuebles Publicado',
  'Inmuebles Incompleto',
  'Inmuebles Aprobado',
  'Clientes potenciales',
  'Fecha de creación',
  'Última actualización',
];
const USER_HEADERS = [
  'Nombre',
  'Correo electrónico',
  'Rol',
  'Constructora',
  'Proyectos',
  'Activo',
  'Última visita',
];

interface Report {
  sheet: ExcelJS.Worksheet;
  headers: string[];
  /** Data rows by header. */
  rows: Record<string, ExcelJS.CellValue>[];
  /** The cell of a data row under a header. */
  cell(row: number, header: string): ExcelJS.Cell;
}

async function open(body: Buffer): Promise<Report> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.CellValue>[] = [];
  for (let i = 2; i <= sheet.rowCount; i++) {
    const values = sheet.getRow(i).values as ExcelJS.CellValue[];
    rows.push(Object.fromEntries(headers.map((h, c) => [h, values[c + 1] ?? null])));
  }
  return {
    sheet,
    headers,
    rows,
    cell: (row, header) => sheet.getRow(row + 2).getCell(headers.indexOf(header) + 1),
  };
}

describe('the Excel reports', () => {
  let t: TestApp;
  let superadmin: Session;
  let andinaAdmin: Session;
  let horizonteAdmin: Session;
  let operativo: Session;
  let andina: string;
  let horizonte: string;
  let capital: string;
  let project: { id: string; constructorId: string; name: string };
  let horizonteProject: { id: string; constructorId: string; name: string };

  const get = async (url: string, s: Session, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, query, headers: s.headers });
  const report = async (url: string, s: Session, query: Record<string, string> = {}) => {
    const res = await get(url, s, query);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return open(res.rawPayload);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [superadmin, andinaAdmin, horizonteAdmin, operativo] = await Promise.all([
      login(t.app, 'superadmin@tu360.test'),
      login(t.app, 'admin@andina.test'),
      login(t.app, 'admin@horizonte.test'),
      login(t.app, 'operativo@andina.test'),
    ]);
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');
    capital = await constructorIdByName(t.db, 'Inmobiliaria Capital');
    project = await projectFactory(t.db, andina, {
      name: 'Reportes Andina',
      status: 'Synchronized',
      createdAt: new Date('2026-02-01T12:00:00Z'),
    });
    horizonteProject = await projectFactory(t.db, horizonte, { name: 'Reportes Horizonte' });
    const medellin = await cityByCode(t.db, '05001');
    const published = await propertyFactory(t.db, project, {
      cityId: medellin.id,
      departmentId: medellin.departmentId,
      refId: 'RPT-1',
      name: 'Apartamento del reporte',
      listPrice: 350_000_000,
      status: 'Published',
      progress: 'Medium',
      vtexCategoryId: 4,
      createdAt: new Date('2026-03-01T04:00:00Z'), // 28 Feb in Bogotá (23:00)
      updatedAt: new Date('2026-03-10T15:00:00Z'), // 10 Mar, 10:00 in Bogotá
    });
    await t.db.insert(propertyDetails).values(
      [
        ['Área (m²)', '72,5'],
        ['Área privada (m²)', '65'],
        ['Habitaciones', '3'],
        ['Baños', '2'],
        ['Tipo de inmueble', 'Apartamento'],
      ].map(([key, value]) => ({ propertyId: published.id, constructorId: andina, key, value })),
    );
    await propertyFactory(t.db, project, {
      refId: 'RPT-2',
      status: 'Rejected',
      createdAt: new Date('2026-03-05T12:00:00Z'),
    });
    await propertyFactory(t.db, project, { refId: 'RPT-3', status: 'Loaded' });
    await propertyFactory(t.db, horizonteProject, { refId: 'RPT-H' });
    const store = await projectFactory(t.db, capital, { name: 'Reportes Capital', status: 'Synchronized' });
    await propertyFactory(t.db, store, { refId: 'RPT-AG', isRealState: true });
    await t.db.insert(leads).values([
      { constructorId: andina, sellerId: project.id, fullName: 'Ana Pérez', email: 'ana@correo.test' },
      { constructorId: andina, sellerId: project.id, fullName: 'Luis Gómez', email: 'luis@correo.test' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the offer report', () => {
    it("answers an .xlsx named after the report and today's date", async () => {
      const res = await get(OFFER, andinaAdmin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      const day = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Reporte de oferta inmobiliaria ${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`Reporte de oferta inmobiliaria ${day}.xlsx`)}`,
      );
    });

    it('has Spanish headers, a frozen and filtered header row, pesos, areas and es-CO dates', async () => {
      const r = await report(OFFER, andinaAdmin, { SellerId: project.id });
      expect(r.headers).toEqual(PROPERTY_HEADERS);
      expect(r.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(r.sheet.autoFilter).toBe('A1:Q1');
      const i = r.rows.findIndex((row) => row.Referencia === 'RPT-1');
      expect(r.rows[i]).toMatchObject({
        Constructora: 'Constructora Andina',
        Proyecto: 'Reportes Andina',
        Nombre: 'Apartamento del reporte',
        'Tipo de inmueble': 'Apartamento',
        Departamento: 'Antioquia',
        Ciudad: 'Medellín',
        Precio: 350_000_000,
        'Área (m²)': 72.5,
        'Área privada (m²)': 65,
        'Área construida (m²)': null,
        Habitaciones: 3,
        Baños: 2,
        Estado: 'Publicado',
        Completitud: 66,
      });
      expect(r.cell(i, 'Precio').numFmt).toBe('[$$-240A] #,##0');
      expect(r.cell(i, 'Área (m²)').numFmt).toBe('#,##0.##');
      // 10 March 2026, 10:00 in Bogotá, shown as a day.
      expect(r.cell(i, 'Última actualización').numFmt).toBe('dd/mm/yyyy');
      expect(r.rows[i]['Última actualización']).toEqual(new Date('2026-03-10T10:00:00Z'));
      // Loaded is reported as Publicado (spec section 4).
      expect(r.rows.find((row) => row.Referencia === 'RPT-3')?.Estado).toBe('Publicado');
    });

    it("gives a builder's user only its builder's rows, and a platform admin every builder's", async () => {
      const mine = await report(OFFER, andinaAdmin);
      const refs = mine.rows.map((row) => row.Referencia);
      expect(refs).toEqual(expect.arrayContaining(['RPT-1', 'RPT-2', 'RPT-3']));
      expect(refs).not.toContain('RPT-H');
      expect(new Set(mine.rows.map((row) => row.Constructora))).toEqual(new Set(['Constructora Andina']));
      const theirs = await report(OFFER, horizonteAdmin);
      expect(theirs.rows.map((row) => row.Referencia)).toContain('RPT-H');
      expect(theirs.rows.map((row) => row.Referencia)).not.toContain('RPT-1');
      const all = await report(OFFER, superadmin);
      expect(all.rows.map((row) => row.Referencia)).toEqual(expect.arrayContaining(['RPT-1', 'RPT-H']));
      // The agencies' properties are in their own report, not in the builders' offer.
      expect(all.rows.map((row) => row.Referencia)).not.toContain('RPT-AG');
    });

    it('applies the list filters and the creation dates (days in Bogotá)', async () => {
      const refs = async (query: Record<string, string>) =>
        (await report(OFFER, andinaAdmin, { SellerId: project.id, ...query })).rows.map((r) => r.Referencia);
      expect(await refs({ SkuStatus: 'Rejected' })).toEqual(['RPT-2']);
      expect((await refs({ SkuStatus: 'Published' })).sort()).toEqual(['RPT-1', 'RPT-3']);
      expect(await refs({ KeyWord: 'del reporte' })).toEqual(['RPT-1']);
      expect(await refs({ MinimumPrice: '300000000' })).toEqual(['RPT-1']);
      // RPT-1 was created at 23:00 on 28 February in Bogotá (04:00 UTC on 1 March).
      expect(await refs({ From: '2026-02-28', To: '2026-02-28' })).toEqual(['RPT-1']);
      expect(await refs({ From: '2026-03-01', To: '2026-03-31' })).toEqual(['RPT-2']);
      const scoped = await report(OFFER, superadmin, { ConstructorId: horizonte });
      expect(new Set(scoped.rows.map((row) => row.Constructora))).toEqual(
        new Set(['Constructora Horizonte']),
      );
    });

    it('refuses bad filters with a Spanish 4xx', async () => {
      const bad = async (query: Record<string, string>, s = andinaAdmin) => {
        const res = await get(OFFER, s, query);
        return { status: res.statusCode, message: (res.json() as { Message: string }).Message };
      };
      expect(await bad({ From: '2026-13-45' })).toEqual({
        status: 400,
        message: 'Ingrese una fecha válida (AAAA-MM-DD)',
      });
      expect(await bad({ From: '2026-03-10', To: '2026-03-01' })).toEqual({
        status: 400,
        message: 'Seleccione un rango de fechas válido: la fecha inicial es posterior a la final.',
      });
      expect(await bad({ SkuStatus: 'Vendido' })).toEqual({
        status: 400,
        message: 'Seleccione una opción válida',
      });
      // Another builder's project is out of reach.
      expect((await bad({ SellerId: horizonteProject.id })).status).toBe(404);
      expect((await bad({ ConstructorId: horizonte })).status).toBe(404);
    });
  });

  it("the agencies' report lists the agencies' properties with the same columns", async () => {
    const r = await report(AGENCIES, superadmin);
    expect(r.headers).toEqual(PROPERTY_HEADERS);
    const refs = r.rows.map((row) => row.Referencia);
    expect(refs).toContain('RPT-AG');
    expect(refs).not.toContain('RPT-1');
    expect((await report(AGENCIES, andinaAdmin)).rows).toEqual([]);
  });

  describe('the projects report', () => {
    it('counts properties per status and leads per project, scoped and filtered', async () => {
      const r = await report(PROJECTS, andinaAdmin);
      expect(r.headers).toEqual(PROJECT_HEADERS);
      expect(r.sheet.autoFilter).toBe('A1:N1');
      expect(r.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const i = r.rows.findIndex((row) => row.Proyecto === 'Reportes Andina');
      expect(r.rows[i]).toMatchObject({
        Constructora: 'Constructora Andina',
        Estado: 'Publicado',
        Ciudad: 'Medellín',
        Inmuebles: 3,
        'Inmuebles Publicado': 2,
        'Inmuebles Rechazado': 1,
        'Inmuebles En aprobación': 0,
        'Clientes potenciales': 2,
        'Fecha de creación': new Date('2026-02-01T07:00:00Z'),
      });
      expect(r.cell(i, 'Fecha de creación').numFmt).toBe('dd/mm/yyyy');
      expect(new Set(r.rows.map((row) => row.Constructora))).toEqual(new Set(['Constructora Andina']));
      expect(r.rows.map((row) => row.Proyecto)).not.toContain('Reportes Horizonte');
      const all = await report(PROJECTS, superadmin);
      expect(all.rows.map((row) => row.Proyecto)).toEqual(
        expect.arrayContaining(['Reportes Andina', 'Reportes Horizonte']),
      );
      // Ordered by builder, then project.
      const keys = all.rows.map((row) => `${row.Constructora}|${row.Proyecto}`.toLowerCase());
      expect(keys).toEqual([...keys].sort());
      const filtered = await report(PROJECTS, superadmin, { IdConstructor: andina, Status: 'Synchronized' });
      expect(new Set(filtered.rows.map((row) => row.Estado))).toEqual(new Set(['Publicado']));
      expect(filtered.rows.map((row) => row.Proyecto)).toContain('Reportes Andina');
      const dated = await report(PROJECTS, superadmin, { From: '2026-02-01', To: '2026-02-01' });
      expect(dated.rows.map((row) => row.Proyecto)).toEqual(['Reportes Andina']);
    });
  });

  describe('the users report', () => {
    it('is refused to Operativo (no Usuarios for it) in Spanish', async () => {
      const res = await get(USERS, operativo);
      expect(res.statusCode).toBe(403);
      expect((res.json() as { Message: string }).Message).toMatch(/permiso|autoriz/i);
    });

    it("lists a builder's users to its admin and every user to a platform admin", async () => {
      const r = await report(USERS, andinaAdmin);
      expect(r.headers).toEqual(USER_HEADERS);
      expect(r.sheet.autoFilter).toBe('A1:G1');
      const emails = r.rows.map((row) => row['Correo electrónico']);
      expect(emails.length).toBeGreaterThan(0);
      expect(new Set(r.rows.map((row) => row.Constructora))).toEqual(new Set(['Constructora Andina']));
      const [andinaUser] = await t.db.select().from(users).where(eq(users.userName, 'admin@andina.test'));
      const row = r.rows.find((x) => x['Correo electrónico'] === andinaUser.email);
      expect(row).toMatchObject({ Rol: 'Administrador', Activo: 'Sí' });
      expect(String(row?.Proyectos)).toContain('Reportes Andina');
      const all = await report(USERS, superadmin);
      expect(all.rows.map((x) => x.Constructora)).toEqual(
        expect.arrayContaining(['Constructora Andina', 'Constructora Horizonte']),
      );
      expect(all.rows.length).toBeGreaterThan(r.rows.length);
      const inactive = await report(USERS, superadmin, { IsActive: 'false' });
      expect(inactive.rows.every((x) => x.Activo === 'No')).toBe(true);
      const ofProject = await report(USERS, superadmin, { SellerId: horizonteProject.id });
      expect(new Set(ofProject.rows.map((x) => x.Constructora))).toEqual(new Set(['Constructora Horizonte']));
    });

    it('pages by keyset without losing or repeating a row', async () => {
      const admin = { isAdmin: true, userId: crypto.randomUUID() } as Principal;
      const collect = async (size: number) => {
        const out: string[] = [];
        for await (const batch of userReportBatches(t.db, admin, {}, new AbortController().signal, size))
          out.push(...batch.map((u) => u.id));
        return out;
      };
      const whole = await collect(1000);
      expect(whole.length).toBeGreaterThan(3);
      expect(await collect(2)).toEqual(whole);
    });
  });

  describe('the streaming writer', () => {
    const sheet: ReportSheet<number> = {
      sheetName: 'Números',
      columns: [{ header: 'Número', width: 10, value: (n) => n }],
    };

    it('stops asking for rows once the client has gone (the signal aborts)', async () => {
      const controller = new AbortController();
      let queries = 0;
      const batches = keysetBatches<number, number>(
        async (after, size) => {
          queries++;
          if (queries === 2) controller.abort(new Error('client disconnected'));
          const from = (after ?? 0) + 1;
          return Array.from({ length: size }, (_, i) => from + i);
        },
        (n) => n,
        controller.signal,
        10,
      );
      const { PassThrough } = await import('node:stream');
      const out = new PassThrough();
      out.resume();
      await expect(writeReport(out, sheet, batches, controller.signal)).rejects.toThrow(
        'client disconnected',
      );
      expect(queries).toBe(2);
    });

    it('writes every batch of an endless-looking loop until a short page', async () => {
      const { PassThrough } = await import('node:stream');
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      const ended = new Promise((resolve) => out.on('end', resolve));
      const rows = await writeReport(
        out,
        sheet,
        keysetBatches<number, number>(
          async (after, size) => {
            const from = (after ?? 0) + 1;
            return Array.from({ length: Math.max(0, Math.min(size, 2500 - from + 1)) }, (_, i) => from + i);
          },
          (n) => n,
          new AbortController().signal,
          1000,
        ),
        new AbortController().signal,
      );
      await ended;
      expect(rows).toBe(2500);
      const r = await open(Buffer.concat(chunks));
      expect(r.headers).toEqual(['Número']);
      expect(r.rows.map((x) => x.Número)).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
    });
  });
});
