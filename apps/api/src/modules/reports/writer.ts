import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** Colombian pesos without decimals, as Excel shows currency for es-CO (locale 240A): "$ 350.000.000". */
export const COP_FORMAT = '[$$-240A] #,##0';
/** A day as es-CO writes it: 25/11/2026. */
export const DATE_FORMAT = 'dd/mm/yyyy';
/** A day and a 12-hour time, es-CO: 25/11/2026 3:05 p. m. */
export const DATE_TIME_FORMAT = 'dd/mm/yyyy h:mm AM/PM';
/** Square metres with up to two decimals. */
export const AREA_FORMAT = '#,##0.##';
/** A completeness percentage stored as its number (100, 66, 33). */
export const PERCENT_FORMAT = '0" %"';

export type CellValue = string | number | Date | null;

export interface ReportColumn<R> {
  header: string;
  width: number;
  /** The cell's Excel number format (money, dates, areas); text and integers need none. */
  numFmt?: string;
  value(row: R): CellValue;
}

export interface ReportSheet<R> {
  sheetName: string;
  columns: ReportColumn<R>[];
}

/** Bogotá is UTC−5 all year (no daylight saving time). */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * An instant as the day and time a Colombian reader expects to see in the cell: Excel dates carry no time zone
 * (exceljs writes a Date's UTC fields), so the Bogotá wall-clock time is written as if it were UTC.
 */
export function bogotaCell(instant: Date | null | undefined): Date | null {
  return instant ? new Date(instant.getTime() - BOGOTA_OFFSET_MS) : null;
}

/** Today's date in Bogotá, AAAA-MM-DD (a report's file name). */
export function bogotaDay(now = new Date()): string {
  return new Date(now.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The column's letters of a 1-based index: 1 → A, 27 → AA. */
export function columnLetter(index: number): string {
  let n = index;
  let letters = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The stream exceljs writes a worksheet's XML into, once its zip reads it (internal to exceljs 4). */
interface SheetStream {
  pipes?: { _writableState?: { length: number; highWaterMark: number; needDrain: boolean } }[];
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Waits until what was written has moved on: exceljs's worksheet stream writes into the zip without heeding
 * backpressure (its StreamBuf ignores write()'s answer), so rows would pile up in memory while the compressor
 * and the client fall behind. After each batch, the writer waits for the zip's input to drain, and for the
 * response to drain when the client reads slowly. Memory then holds about one batch, whatever the report's size.
 */
async function settle(sheet: ExcelJS.Worksheet, out: Writable, signal: AbortSignal) {
  const stream = (sheet as unknown as { stream: SheetStream }).stream;
  // Another exceljs whose worksheet stream is not a StreamBuf: only the response's own backpressure is left.
  while (Array.isArray(stream.pipes)) {
    if (signal.aborted) throw signal.reason;
    const input = stream.pipes?.[0];
    // The zip has not reached the worksheet yet (it is still writing the parts before it).
    if (!input?._writableState) {
      await pause(5, signal);
      continue;
    }
    const state = input._writableState;
    if (state.needDrain || state.length > state.highWaterMark) {
      await once(input as unknown as NodeJS.EventEmitter, 'drain', { signal });
      continue;
    }
    break;
  }
  if (out.writableNeedDrain) await once(out, 'drain', { signal });
}

/**
 * Writes a report as an .xlsx into `out` with exceljs's streaming writer: one sheet, the header row frozen and
 * filtered, each batch of rows committed as it comes and the writer waiting for it to leave before it asks for
 * the next. Stops (and rejects with the signal's reason) as soon as the signal aborts: a client that went away
 * stops the query loop. Answers the number of data rows written.
 */
export async function writeReport<R>(
  out: Writable,
  sheet: ReportSheet<R>,
  batches: AsyncIterable<R[]>,
  signal: AbortSignal,
): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const last = columnLetter(sheet.columns.length);
  const ws = wb.addWorksheet(sheet.sheetName, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  ws.autoFilter = `A1:${last}1`;
  ws.columns = sheet.columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  const header = ws.addRow(sheet.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  let rows = 0;
  for await (const batch of batches) {
    if (signal.aborted) throw signal.reason;
    for (const row of batch) ws.addRow(sheet.columns.map((c) => c.value(row))).commit();
    rows += batch.length;
    await settle(ws, out, signal);
  }
  if (signal.aborted) throw signal.reason;
  ws.commit();
  await wb.commit();
  return rows;
}

/**
 * Rows read by keyset pagination: `page(after, size)` reads the next `size` rows after the key given (undefined
 * for the first page) in key order; the loop ends on a short page, and checks the signal before each query.
 * The first page is smaller (a tenth), so that the first bytes leave sooner.
 */
export async function* keysetBatches<R, K>(
  page: (after: K | undefined, size: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  signal: AbortSignal,
  size = 1000,
): AsyncGenerator<R[]> {
  let after: K | undefined;
  let limit = Math.max(1, Math.ceil(size / 10));
  for (;;) {
    if (signal.aborted) return;
    const rows = await page(after, limit);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    after = keyOf(rows[rows.length - 1]);
    limit = size;
  }
}
