// The price sheet (issue 12): written with the project's properties, read back with the bulk loads' reader after
// their file check (workbook-guard.ts), so a hostile file is refused the same way.
import { es, parseMoney, type SheetColumn } from '@tu360/domain';
import ExcelJS from 'exceljs';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { verifyWorkbook } from '../bulk-loads/workbook-guard.ts';
import { readTemplateRows, WorkbookRefused } from '../bulk-loads/workbook-reader.ts';
import type { PricedProperty, PriceRequest } from './service.ts';

const H = es.prices.sheet;

/** The sheet's columns, for the reader: the reference and the new price must be there. */
const COLUMNS: SheetColumn[] = [
  { header: H.reference, required: true, source: { kind: 'top', field: 'reference' } },
  { header: H.propertyName, required: false, source: { kind: 'top', field: 'name' } },
  { header: H.area, required: false, source: { kind: 'detail' } },
  { header: H.currentPrice, required: false, source: { kind: 'top', field: 'price' } },
  { header: H.newPrice, required: true, source: { kind: 'top', field: 'price' } },
];

/** The price sheet of a project: one row per property, the new price empty for the user to fill. */
export async function priceSheet(rows: PricedProperty[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(H.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: H.reference, key: 'ref', width: 18 },
    { header: H.propertyName, key: 'name', width: 40 },
    { header: H.area, key: 'area', width: 12 },
    { header: H.currentPrice, key: 'price', width: 18, style: { numFmt: '"$" #,##0' } },
    { header: H.newPrice, key: 'newPrice', width: 18, style: { numFmt: '"$" #,##0' } },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of [...rows].sort((a, b) => a.refId.localeCompare(b.refId, 'es-CO')))
    ws.addRow({ ref: r.refId, name: r.name, area: r.area, price: r.listPrice, newPrice: null });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A new price as the sheet holds it: a whole number of pesos (a number cell, or a text with $ and separators). */
function newPriceOf(text: string): number | null | typeof Number.NaN {
  const t = text.trim();
  if (!t) return null;
  // A number cell with decimals ("250000000.5"); an es-CO text uses dots for thousands (three digits each).
  if (/^\d+\.(\d{1,2}|\d{4,})$/.test(t)) return Number.NaN;
  return parseMoney(t.replace(/,00$/, ''));
}

/**
 * The rows of an uploaded sheet that carry a new price (rows without one are left as they are), as price requests
 * by reference; a new price that is not a whole number of pesos is the row's error. 400/413/415 for a file the
 * bulk loads would refuse, 400 when it is not the price sheet or has no new price.
 */
export async function readPriceSheet(file: unknown): Promise<PriceRequest[]> {
  if (!Buffer.isBuffer(file)) throw badRequest(es.bulkLoads.fileRequired, [es.bulkLoads.fileRequired]);
  const check = await verifyWorkbook(file);
  if (!check.ok) throw new HttpError(check.status, check.message, [check.message]);
  const requests: PriceRequest[] = [];
  try {
    for await (const row of readTemplateRows(file, COLUMNS)) {
      const text = row.cells[H.newPrice] ?? '';
      const newPrice = newPriceOf(text);
      if (newPrice === null) continue;
      const refId = (row.cells[H.reference] ?? '').trim();
      const name = (row.cells[H.propertyName] ?? '').trim();
      requests.push(
        Number.isNaN(newPrice)
          ? { row: row.row, refId, name, newPrice: null, error: es.prices.newPriceNotNumber }
          : { row: row.row, refId, name, newPrice },
      );
    }
  } catch (e) {
    if (e instanceof WorkbookRefused)
      throw badRequest(es.prices.sheetHeaders, [es.prices.sheetHeaders, e.message]);
    if (e instanceof HttpError) throw e;
    // A part exceljs cannot parse (the guard checked the zip, not the XML inside): the user's file, not a 500.
    throw badRequest(es.bulkLoads.unreadable);
  }
  if (!requests.length) throw badRequest(es.prices.sheetEmpty);
  return requests;
}
