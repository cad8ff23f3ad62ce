// What the bulk load tests share (issue 11): a filled template as a workbook, polling a load until its job ends,
// confirming it.
import { headerText, type SheetColumn } from '@tu360/domain';
import type { BulkLoadDetail } from '@tu360/domain/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Session } from '../helper.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const LOADS = '/api/bulk-load/api/v1/loads';

/** A workbook like a filled template: its header row (required columns marked) and the rows given, by header. */
export async function filledTemplate(
  columns: readonly SheetColumn[],
  rows: Record<string, string | number>[],
  sheetName = 'Inmuebles',
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  sheet.addRow(columns.map(headerText));
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.header] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A workbook's bytes as the file part of an upload. */
export const xlsxBlob = (file: Buffer) => new Blob([new Uint8Array(file)], { type: XLSX });

/**
 * How long a test waits for a load's job: by the clock, not by a number of polls, and long enough for a loaded CI
 * machine (a job that takes a second here took tens of seconds there while other suites ran).
 */
export const LOAD_DEADLINE_MS = 60_000;
/** The timeout of a bulk load test file (vi.setConfig): a few loads, each allowed LOAD_DEADLINE_MS. */
export const LOAD_TEST_TIMEOUT_MS = 150_000;

/** Polls a load until its job ends (neither Validating nor Applying) and answers it with its errors. */
export async function settledLoad(app: FastifyInstance, id: string, s: Session): Promise<BulkLoadDetail> {
  const deadline = Date.now() + LOAD_DEADLINE_MS;
  let load: BulkLoadDetail | undefined;
  while (Date.now() < deadline) {
    const res = await app.inject({ url: `${LOADS}/${id}`, headers: s.headers });
    expect(res.statusCode, res.body).toBe(200);
    load = res.json() as BulkLoadDetail;
    if (load.status !== 'Validating' && load.status !== 'Applying') return load;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the load never ended: ${JSON.stringify(load)}`);
}

/** Confirms a checked load. */
export const confirmLoad = (app: FastifyInstance, id: string, s: Session) =>
  app.inject({ method: 'POST', url: `${LOADS}/${id}/confirm`, headers: s.headers });
