import { PassThrough, Readable } from 'node:stream';
import { es } from '@tu360/domain';
import type { LoadRowError } from '@tu360/domain/contracts';
import ExcelJS from 'exceljs';
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

/**
 * The uploaded workbook's data sheet re-written (streaming read, streaming write) with an "Errores" column holding
 * each row's messages, the cells in error filled; formulas are written as their cached values, never as formulas.
 */
export async function errorWorkbook(bytes: Buffer, errors: LoadRowError[]): Promise<Buffer> {
  const byRow = new Map<number, LoadRowError[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);

  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = writer.addWorksheet(es.bulkLoads.dataSheet, { views: [{ state: 'frozen', ySplit: 1 }] });

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let headers: string[] | null = null;
  let errorsColumn = 0;
  let done = false;
  for await (const ws of reader) {
    if (done) continue;
    for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
      const values = (row.values as unknown[]) ?? [];
      if (!headers) {
        headers = values.map((v) =>
          cellText(v)
            .replace(/\s*\*\s*$/, '')
            .trim(),
        );
        // A re-uploaded error file keeps its one "Errores" column, written afresh.
        const previous = headers.indexOf(es.bulkLoads.errorsColumn);
        errorsColumn = previous > 0 ? previous : Math.max(values.length, 2);
        const header = sheet.getRow(1);
        for (let i = 1; i < values.length; i++)
          if (i !== errorsColumn) header.getCell(i).value = outValue(values[i]);
        header.getCell(errorsColumn).value = es.bulkLoads.errorsColumn;
        header.getCell(errorsColumn).fill = ERRORS_CELL;
        header.font = { bold: true };
        header.commit();
        continue;
      }
      const out = sheet.getRow(row.number);
      for (let i = 1; i < values.length; i++)
        if (i !== errorsColumn) out.getCell(i).value = outValue(values[i]);
      const rowErrors = byRow.get(row.number);
      if (rowErrors?.length) {
        const cell = out.getCell(errorsColumn);
        cell.value = inert(
          rowErrors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join(' | '),
        );
        cell.fill = ERRORS_CELL;
        for (const e of rowErrors) {
          const index = e.column ? headers.indexOf(e.column) : -1;
          if (index > 0) out.getCell(index).fill = BAD_CELL;
        }
      }
      out.commit();
    }
    done = headers !== null;
  }
  sheet.commit();
  await writer.commit();
  await ended;
  return Buffer.concat(chunks);
}
