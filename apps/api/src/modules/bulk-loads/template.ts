import { PassThrough } from 'node:stream';
import {
  agencyExampleRows,
  agencyTemplateColumns,
  type BuilderTemplate,
  builderExampleRows,
  builderTemplateColumns,
  deletionTemplateColumns,
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

/** What a template is made of, its lists resolved: the data sheet's columns, examples and drop-downs, its instructions. */
export interface TemplateLayout {
  columns: readonly SheetColumn[];
  examples: readonly Record<string, string>[];
  /** The data sheet's name. */
  sheet: string;
  instructions: readonly string[];
  /** Each column's drop-down values (by the column's index), when it has a drop-down. */
  lists: readonly (readonly string[] | undefined)[];
  /** Every cell text in one wide column (a reference such as 0012 stays as written): the deletion template. */
  text?: boolean;
}

/**
 * Writes a data sheet's rows below its header (which it may extend with columns of its own, then commit) and
 * answers the last row number written: the error file's body. Rows are written in increasing order and committed.
 */
export type SheetBody = (sheet: ExcelJS.Worksheet, header: ExcelJS.Row) => Promise<number>;

/**
 * How each template a user can download is laid out, its lists read from the database (the DIVIPOLA names, the
 * active certificates); the template and a load's error file are both written from it.
 */
export const TEMPLATE_LAYOUTS: Record<LoadTemplate, (db: Db) => Promise<TemplateLayout>> = {
  Apartment: (db) => builderLayout(db, 'Apartment'),
  House: (db) => builderLayout(db, 'House'),
  StudioApartment: (db) => builderLayout(db, 'StudioApartment'),
  AgencyRealstate: (db) => templateLayout(db, agencyTemplateColumns(), agencyExampleRows()),
  Projects: (db) => projectsLayout(db),
};

/**
 * How each template a user can download is made (the route answers the others 404 "Plantilla aún no disponible");
 * each is made once per process.
 */
export const TEMPLATE_WORKBOOKS: Partial<Record<LoadTemplate, (db: Db) => Promise<Buffer>>> =
  Object.fromEntries(
    Object.entries(TEMPLATE_LAYOUTS).map(([template, layout]) => [
      template,
      async (db: Db) => writeTemplate(await layout(db)),
    ]),
  );

/** The projects template: the "Proyectos" sheet, DIVIPOLA and the active certificates' lists, its instructions. */
async function projectsLayout(db: Db): Promise<TemplateLayout> {
  const certs = await db
    .select({ name: certificates.name })
    .from(certificates)
    .where(eq(certificates.isActive, true))
    .orderBy(asc(certificates.name));
  return templateLayout(db, projectTemplateColumns(), projectExampleRows(), {
    sheet: es.bulkLoads.projects.sheet,
    instructions: es.bulkLoads.projects.instructions,
    lists: { certificates: certs.map((c) => c.name) },
  });
}

/** The projects template as an .xlsx. */
export const projectsTemplateWorkbook = async (db: Db): Promise<Buffer> =>
  writeTemplate(await projectsLayout(db));

const builderLayout = (db: Db, template: BuilderTemplate) =>
  templateLayout(db, builderTemplateColumns(template), builderExampleRows(template));

/** A builder template (one category's) as an .xlsx. */
export const builderTemplateWorkbook = async (db: Db, template: BuilderTemplate): Promise<Buffer> =>
  writeTemplate(await builderLayout(db, template));

/** The deletion template: a "Referencias" sheet with its one text column, and its instructions. */
export const deletionLayout = (): TemplateLayout => ({
  columns: deletionTemplateColumns(),
  examples: [],
  sheet: es.bulkLoads.deletion.sheet,
  instructions: es.bulkLoads.deletion.instructions,
  lists: [],
  text: true,
});

/**
 * A template's layout from its columns; the DIVIPOLA lists are read only when a column looks them up.
 */
export async function templateLayout(
  db: Db,
  columns: readonly SheetColumn[],
  examples: readonly Record<string, string>[],
  /**
   * What a template other than the properties' names differently: its data sheet, its instructions, and the lists
   * its own lookups offer (besides DIVIPOLA's `departments` and `municipalities`).
   */
  own: { sheet?: string; instructions?: readonly string[]; lists?: Record<string, readonly string[]> } = {},
): Promise<TemplateLayout> {
  const places: Record<string, readonly string[]> = columns.some(
    (c) => c.lookup === 'departments' || c.lookup === 'municipalities',
  )
    ? await placeLists(db)
    : {};
  return {
    columns,
    examples,
    sheet: own.sheet ?? es.bulkLoads.dataSheet,
    instructions: own.instructions ?? es.bulkLoads.instructions,
    lists: columns.map((c) => (c.lookup ? (own.lists?.[c.lookup] ?? places[c.lookup]) : c.options)),
  };
}

/** A template as an .xlsx with its example rows. */
export async function templateWorkbook(
  db: Db,
  columns: readonly SheetColumn[],
  examples: Record<string, string>[],
  own: { sheet?: string; instructions?: readonly string[]; lists?: Record<string, readonly string[]> } = {},
): Promise<Buffer> {
  return writeTemplate(await templateLayout(db, columns, examples, own));
}

/** The bytes an .xlsx streaming writer writes, gathered. */
function gathered() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
  return { stream, done };
}

/**
 * A template as an .xlsx, written by exceljs's streaming writer (rows are written as they come, never the whole
 * workbook in memory): the data sheet (headers, required ones marked "*" and filled, hints as notes, drop-downs,
 * then the example rows or, given a body, the rows it writes), the hidden "Listas" sheet the long lists refer to,
 * and the "Instrucciones" sheet. The drop-downs cover VALIDATED_ROWS rows, or down to the body's last row.
 */
export async function writeTemplate(layout: TemplateLayout, body?: SheetBody): Promise<Buffer> {
  const { columns } = layout;
  const out = gathered();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out.stream,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Tu360 Inmobiliario';

  // Each drop-down's formula: inline when short, else a column of the hidden "Listas" sheet.
  const long: { header: string; values: readonly string[] }[] = [];
  const formulae = columns.map((c, i) => {
    const values = layout.lists[i];
    if (!values?.length) return undefined;
    const inline = `"${values.join(',')}"`;
    if (inline.length <= INLINE_LIST_MAX && !values.some((v) => v.includes(',') || v.includes('"')))
      return inline;
    long.push({ header: c.header, values });
    const letter = columnLetter(long.length);
    return `${es.bulkLoads.listsSheet}!$${letter}$2:$${letter}$${values.length + 1}`;
  });

  const sheet = wb.addWorksheet(layout.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = long.length ? wb.addWorksheet(es.bulkLoads.listsSheet, { state: 'hidden' }) : null;
  const help = wb.addWorksheet(es.bulkLoads.instructionsSheet);

  sheet.columns = columns.map((c) =>
    layout.text
      ? { key: c.header, width: 40, style: { numFmt: '@' } }
      : { key: c.header, width: Math.min(40, Math.max(12, c.header.length + 4)) },
  );
  const header = sheet.getRow(1);
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = headerText(c);
    cell.font = { bold: true };
    cell.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: c.required ? 'FFFDE9D9' : 'FFEAF1FB' },
    };
    if (c.hint) cell.note = c.hint;
  });
  let last = 1;
  if (body) last = await body(sheet, header);
  else
    for (const example of layout.examples) {
      const row = sheet.getRow(++last);
      columns.forEach((c, i) => {
        row.getCell(i + 1).value = example[c.header] ?? '';
      });
      row.font = { italic: true, color: { argb: 'FF7F7F7F' } };
      row.getCell(1).note = es.bulkLoads.exampleNote;
      row.commit();
    }
  const bottom = Math.max(VALIDATED_ROWS + 1, last);
  formulae.forEach((formula, i) => {
    if (!formula) return;
    const letter = columnLetter(i + 1);
    (
      sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }
    ).dataValidations.add(`${letter}2:${letter}${bottom}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: columns[i].header,
      error: es.validation.selectOption,
    });
  });
  sheet.commit();

  if (lists) {
    // Rows are written in order: the header row, then each row across the lists.
    const height = Math.max(...long.map((l) => l.values.length));
    const head = lists.getRow(1);
    long.forEach((l, j) => {
      head.getCell(j + 1).value = l.header;
    });
    head.commit();
    for (let r = 0; r < height; r++) {
      const row = lists.getRow(r + 2);
      long.forEach((l, j) => {
        if (r < l.values.length) row.getCell(j + 1).value = l.values[r];
      });
      row.commit();
    }
    lists.commit();
  }

  help.getColumn(1).width = 120;
  const { instructions } = layout;
  instructions.forEach((line, i) => {
    const cell = help.getCell(i + 1, 1);
    cell.value = line;
    cell.alignment = { wrapText: true };
    if (i === 0) cell.font = { bold: true, size: 14 };
  });
  if (!layout.text) {
    const start = instructions.length + 2;
    help.getCell(start, 1).value = 'Columnas';
    help.getCell(start, 1).font = { bold: true };
    columns.forEach((c, i) => {
      const values = layout.lists[i];
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
  }
  help.commit();
  await wb.commit();
  return out.done;
}
