import type { Readable } from 'node:stream';
import { es, headerKey, missingColumns } from '@tu360/domain';
import type { LoadKind, LoadRowError, LoadTemplate } from '@tu360/domain/contracts';
import type ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { deletionLayout, TEMPLATE_LAYOUTS, type TemplateLayout, writeTemplate } from './template.ts';
import { workbookSheets } from './workbook-parts.ts';
import { cellText } from './workbook-reader.ts';

const BAD_CELL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const ERRORS_CELL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFEB9C' } };

/** A value a spreadsheet would run as a formula, written inert: text with a quote before it. */
export function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell of the upload as the error file writes it: numbers stay numbers, everything else is inert text. */
function outValue(v: unknown): string | number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  const text = cellText(v);
  return text === '' ? null : inert(text);
}

/** The layout of the template a load's workbook was made from (a zip's load has none). */
export async function layoutOfLoad(
  db: Db,
  load: { kind: string; template: string | null },
): Promise<TemplateLayout | null> {
  if (load.kind === ('PropertyDeletion' satisfies LoadKind)) return deletionLayout();
  const make = load.template ? TEMPLATE_LAYOUTS[load.template as LoadTemplate] : undefined;
  return make ? make(db) : null;
}

/**
 * The error file: the load's template again (its drop-downs, now down to the last row, the required marks, the
 * hints, the hidden lists and the "Instrucciones" sheet) with the user's rows in place of the examples, each at its
 * row number. The values are moved by header into the template's columns; the "Errores" column follows them with
 * each row's messages, and the columns the user added come last, so nothing typed is lost. The cells in error are
 * filled; numbers stay numbers, formulas are written as their cached values and formula-like texts inert.
 * Read and written as streams (the upload's data sheet is the first whose header has the template's columns, as
 * the load read it).
 */
export async function errorWorkbook(
  layout: TemplateLayout,
  source: Buffer | Readable,
  errors: readonly LoadRowError[],
): Promise<Buffer> {
  const byRow = new Map<number, LoadRowError[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const templateColumn = new Map(layout.columns.map((c, i) => [c.header, i + 1]));
  const errorsColumn = layout.columns.length + 1;

  return writeTemplate(layout, async (sheet, header) => {
    const errorsHead = header.getCell(errorsColumn);
    errorsHead.value = es.bulkLoads.errorsColumn;
    errorsHead.font = { bold: true };
    errorsHead.fill = ERRORS_CELL;
    sheet.getColumn(errorsColumn).width = 60;

    // Where each of the upload's columns goes (1-based; 0: dropped, an earlier error file's "Errores").
    const target: number[] = [];
    let next = errorsColumn + 1;
    /** A column the template lacks, kept after "Errores" under the user's header. */
    const extra = (i: number, title: string | null) => {
      target[i] = next++;
      if (title) {
        const cell = header.getCell(target[i]);
        cell.value = title;
        cell.font = { bold: true };
      }
      return target[i];
    };

    let found = false;
    let last = 1;
    for await (const ws of workbookSheets(source)) {
      let keys: string[] | null = null;
      for await (const row of ws) {
        const values = (row.values as unknown[]) ?? [];
        if (!keys) {
          keys = values.map((v) => headerKey(cellText(v)));
          if (missingColumns(layout.columns, keys.filter(Boolean)).length) break;
          found = true;
          // As the reader does, a header given twice takes the later column's values; the earlier is kept aside.
          const taken = new Set<string>();
          for (let i = keys.length - 1; i >= 1; i--) {
            const key = keys[i];
            if (key === es.bulkLoads.errorsColumn) target[i] = 0;
            else if (templateColumn.has(key) && !taken.has(key)) {
              taken.add(key);
              target[i] = templateColumn.get(key) as number;
            }
          }
          for (let i = 1; i < keys.length; i++) {
            if (target[i] !== undefined || !keys[i]) continue;
            const title = inert(cellText(values[i]).trim());
            extra(i, taken.has(keys[i]) ? es.bulkLoads.repeatedColumn(inert(keys[i])) : title);
          }
          continue;
        }
        const out = sheet.getRow(row.number);
        for (let i = 1; i < values.length; i++) {
          const value = outValue(values[i]);
          if (value === null) continue;
          const column = target[i] ?? extra(i, null);
          if (column) out.getCell(column).value = value;
        }
        const rowErrors = byRow.get(row.number);
        if (rowErrors?.length) {
          const cell = out.getCell(errorsColumn);
          cell.value = inert(
            rowErrors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join(' | '),
          );
          cell.fill = ERRORS_CELL;
          for (const e of rowErrors) {
            const column = e.column ? templateColumn.get(e.column) : undefined;
            if (column) out.getCell(column).fill = BAD_CELL;
          }
        }
        out.commit();
        last = row.number;
      }
      // The data sheet is copied: the sheets after it are not opened.
      if (found) break;
    }
    header.commit();
    return last;
  });
}
