import {
  agencyExampleRows,
  agencyTemplateColumns,
  type BuilderTemplate,
  builderExampleRows,
  builderTemplateColumns,
  es,
  headerText,
  projectExampleRows,
  projectTemplateColumns,
  type SheetColumn,
} from '@tu360/domain';
import type { LoadTemplate } from '@tu360/domain/contracts';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { certificates, cities, departments } from '../../db/schema.ts';

/** Rows of the data sheet that carry the drop-downs (the header is row 1). */
export const VALIDATED_ROWS = 10_000;
/** Excel's limit for a list written inline in a data validation. */
const INLINE_LIST_MAX = 255;

const columnLetter = (n: number) => {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

/** The DIVIPOLA names the Departamento and Municipio drop-downs offer. */
async function placeLists(db: Db) {
  const deps = await db.select({ name: departments.name }).from(departments).orderBy(asc(departments.name));
  const munis = await db.selectDistinct({ name: cities.name }).from(cities).orderBy(asc(cities.name));
  return { departments: deps.map((d) => d.name), municipalities: munis.map((m) => m.name) };
}

/**
 * How each template a user can download is made (the route answers the others 404 "Plantilla aún no disponible");
 * each is made once per process.
 */
export const TEMPLATE_WORKBOOKS: Partial<Record<LoadTemplate, (db: Db) => Promise<Buffer>>> = {
  Apartment: (db) => builderTemplateWorkbook(db, 'Apartment'),
  House: (db) => builderTemplateWorkbook(db, 'House'),
  StudioApartment: (db) => builderTemplateWorkbook(db, 'StudioApartment'),
  AgencyRealstate: (db) => templateWorkbook(db, agencyTemplateColumns(), agencyExampleRows()),
  Projects: (db) => projectsTemplateWorkbook(db),
};

/** The projects template: the "Proyectos" sheet, DIVIPOLA and the active certificates' lists, its instructions. */
export async function projectsTemplateWorkbook(db: Db): Promise<Buffer> {
  const certs = await db
    .select({ name: certificates.name })
    .from(certificates)
    .where(eq(certificates.isActive, true))
    .orderBy(asc(certificates.name));
  return templateWorkbook(db, projectTemplateColumns(), projectExampleRows(), {
    sheet: es.bulkLoads.projects.sheet,
    instructions: es.bulkLoads.projects.instructions,
    lists: { certificates: certs.map((c) => c.name) },
  });
}

/** A builder template (one category's) as an .xlsx. */
export const builderTemplateWorkbook = (db: Db, template: BuilderTemplate): Promise<Buffer> =>
  templateWorkbook(db, builderTemplateColumns(template), builderExampleRows(template));

/**
 * A template as an .xlsx, made from its columns: the "Inmuebles" sheet (headers, required ones marked "*",
 * drop-downs, the example rows), the hidden "Listas" sheet the long lists refer to, and the "Instrucciones" sheet.
 * The DIVIPOLA lists are read only when a column looks them up.
 */
export async function templateWorkbook(
  db: Db,
  columns: readonly SheetColumn[],
  examples: Record<string, string>[],
  /**
   * What a template other than the properties' names differently: its data sheet, its instructions, and the lists
   * its own lookups offer (besides DIVIPOLA's `departments` and `municipalities`).
   */
  own: { sheet?: string; instructions?: readonly string[]; lists?: Record<string, readonly string[]> } = {},
): Promise<Buffer> {
  const places: Record<string, readonly string[]> = columns.some(
    (c) => c.lookup === 'departments' || c.lookup === 'municipalities',
  )
    ? await placeLists(db)
    : {};
  const instructions = own.instructions ?? es.bulkLoads.instructions;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tu360 Inmobiliario';
  const sheet = wb.addWorksheet(own.sheet ?? es.bulkLoads.dataSheet, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const lists = wb.addWorksheet(es.bulkLoads.listsSheet, { state: 'hidden' });
  const help = wb.addWorksheet(es.bulkLoads.instructionsSheet);

  sheet.columns = columns.map((c) => ({
    header: headerText(c),
    key: c.header,
    width: Math.min(40, Math.max(12, c.header.length + 4)),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: c.required ? 'FFFDE9D9' : 'FFEAF1FB' },
    };
    if (c.hint) cell.note = c.hint;
  });
  for (const example of examples) {
    const row = sheet.addRow(columns.map((c) => example[c.header] ?? ''));
    row.font = { italic: true, color: { argb: 'FF7F7F7F' } };
    row.getCell(1).note = es.bulkLoads.exampleNote;
  }

  let listColumn = 0;
  const listOf = (c: SheetColumn): readonly string[] | undefined =>
    c.lookup ? (own.lists?.[c.lookup] ?? places[c.lookup]) : c.options;
  columns.forEach((c, i) => {
    const values = listOf(c);
    if (!values?.length) return;
    const inline = `"${values.join(',')}"`;
    let formula: string;
    if (inline.length <= INLINE_LIST_MAX && !values.some((v) => v.includes(',') || v.includes('"'))) {
      formula = inline;
    } else {
      listColumn += 1;
      const letter = columnLetter(listColumn);
      lists.getCell(1, listColumn).value = c.header;
      values.forEach((v, j) => {
        lists.getCell(j + 2, listColumn).value = v;
      });
      formula = `${es.bulkLoads.listsSheet}!$${letter}$2:$${letter}$${values.length + 1}`;
    }
    const letter = columnLetter(i + 1);
    (
      sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }
    ).dataValidations.add(`${letter}2:${letter}${VALIDATED_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: c.header,
      error: es.validation.selectOption,
    });
  });

  help.getColumn(1).width = 120;
  instructions.forEach((line, i) => {
    const cell = help.getCell(i + 1, 1);
    cell.value = line;
    cell.alignment = { wrapText: true };
    if (i === 0) cell.font = { bold: true, size: 14 };
  });
  const start = instructions.length + 2;
  help.getCell(start, 1).value = 'Columnas';
  help.getCell(start, 1).font = { bold: true };
  columns.forEach((c, i) => {
    const values = listOf(c);
    const parts = [
      headerText(c),
      c.required ? 'obligatoria' : 'opcional',
      ...(c.hint ? [c.hint] : []),
      ...(values?.length
        ? [values.length > 12 ? 'valores de la lista' : `valores: ${values.join(', ')}`]
        : []),
    ];
    help.getCell(start + 1 + i, 1).value = parts.join(' · ');
  });

  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A Content-Disposition header for a download, with an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w .()-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
