import type { Readable } from 'node:stream';
import { BULK_MAX_ROWS, es, headerKey, missingColumns, type SheetColumn } from '@tu360/domain';
import { WorkbookRefused, workbookSheets } from './workbook-parts.ts';

export { WorkbookRefused };

/** A data row of the sheet: its number as Excel shows it, and its cells' texts by header (without the mark). */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
  /** The cells as read, by column number (1-based), for the error file. */
  raw: unknown[];
}

/**
 * A cell's value as text: a formula's cached result (never evaluated), a hyperlink's text (the link is ignored),
 * rich text joined, numbers as written.
 */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'SI' : 'NO';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText))
      return o.richText.map((r: { text?: unknown }) => cellText(r.text)).join('');
    if ('formula' in o || 'sharedFormula' in o) return cellText(o.result);
    if ('result' in o) return cellText(o.result);
    if ('text' in o) return cellText(o.text);
    if ('error' in o) return '';
  }
  return '';
}

/** A text the error file wrote inert ("'=…") read back as the user meant it. */
const uninert = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

/**
 * The data rows of a workbook, each sheet read as a stream by exceljs's sheet reader (workbook-parts.ts: only the
 * compressed file is held, never its sheets' XML or rows): the first sheet whose header row is the template's;
 * empty rows skipped. Throws WorkbookRefused when no sheet has the template's columns (naming those missing) or
 * past BULK_MAX_ROWS data rows.
 */
export async function* readTemplateRows(
  source: Buffer | Readable,
  columns: readonly SheetColumn[],
): AsyncGenerator<SheetRow & { headers: string[] }> {
  let firstMissing: string[] | null = null;
  let found = false;
  for await (const sheet of workbookSheets(source)) {
    let headers: string[] | null = null;
    let count = 0;
    for await (const row of sheet) {
      const values = (row.values as unknown[]) ?? [];
      if (!headers) {
        headers = values.map((v) => headerKey(cellText(v)));
        const missing = missingColumns(columns, headers.filter(Boolean));
        if (missing.length) {
          firstMissing ??= missing;
          break;
        }
        found = true;
        continue;
      }
      const cells: Record<string, string> = {};
      let any = false;
      for (let i = 1; i < values.length; i++) {
        const h = headers[i];
        if (!h) continue;
        const text = uninert(cellText(values[i]));
        if (text.trim()) any = true;
        cells[h] = text;
      }
      if (!any) continue;
      if (++count > BULK_MAX_ROWS) throw new WorkbookRefused(es.bulkLoads.tooManyRows(BULK_MAX_ROWS));
      yield { row: row.number, cells, raw: values, headers };
    }
    // The data sheet is read: the sheets after it are not opened.
    if (found) break;
  }
  if (!found)
    throw new WorkbookRefused(es.bulkLoads.missingColumns(firstMissing ?? columns.map((c) => c.header)));
}
