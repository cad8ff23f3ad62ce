import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { es } from '@tu360/domain';
import ExcelJS from 'exceljs';
import { WORKBOOK_MAX_BYTES, WORKBOOK_ZIP_LIMITS } from './workbook-guard.ts';
import { inspectZip, type ZipEntry } from './zip-guard.ts';

const M = es.bulkLoads.file;

/** The workbook can not be read as a template (wrong columns, too many rows, not a workbook): the load fails. */
export class WorkbookRefused extends Error {}

/** A sheet as exceljs's streaming reader gives it: its rows, one at a time. */
export type SheetRows = AsyncIterable<ExcelJS.Row>;

/**
 * The parts of exceljs's streaming reader used here. Its own `parse()` reads the zip in one pass with unzipper's
 * `Parse`, which ends its output as soon as its input is written, while entries may still wait in its buffer: a
 * part stored last (exceljs stores `xl/workbook.xml` last) was intermittently never seen, and the read failed with
 * "Cannot read properties of undefined (reading 'sheets')" (exceljs#3064; CI, session 12, under load). So the parts
 * are found through the zip's central directory instead and handed to the reader's own part parsers in the order
 * they depend on each other; each sheet is still inflated and parsed as a stream, row by row.
 */
interface ReaderParts {
  model?: { sheets?: { id: number; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(rows: Readable, sheetNo: string): Iterable<{ eventType: string; value: unknown }>;
}

/** The stored bytes of a load's workbook (at most the upload limit, compressed: a few megabytes). */
async function bytesOf(source: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      size += (chunk as Buffer).length;
      if (size > WORKBOOK_MAX_BYTES)
        throw new WorkbookRefused(M.workbookTooLarge(WORKBOOK_MAX_BYTES / (1024 * 1024)));
      chunks.push(chunk as Buffer);
    }
  } finally {
    source.destroy();
  }
  return Buffer.concat(chunks);
}

/** One part of the zip as a stream of its inflated bytes. */
function partStream(bytes: Buffer, entry: ZipEntry): Readable {
  const raw = Readable.from([bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize)]);
  return entry.method === 0 ? raw : raw.pipe(createInflateRaw());
}

const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** `worksheets/sheet1.xml`, `/xl/worksheets/sheet1.xml` → `xl/worksheets/sheet1.xml`. */
const partName = (target: string) => {
  const t = target.replace(/^\//, '').toLowerCase();
  return t.startsWith('xl/') ? t : `xl/${t}`;
};

/**
 * The sheets of a workbook in the order its tabs show them (sheets its workbook part does not list come last, by
 * number), each as exceljs's streaming sheet reader. The zip was checked at upload (workbook-guard); it is read
 * again through its directory with the same limits. A sheet the caller moves past unread costs nothing: its stream
 * is closed when the next one is asked for, or when the caller stops.
 */
export async function* workbookSheets(source: Buffer | Readable): AsyncGenerator<SheetRows> {
  const bytes = await bytesOf(source);
  const zip = inspectZip(bytes, WORKBOOK_ZIP_LIMITS);
  if (!zip.ok) throw new WorkbookRefused(zip.message);
  const parts = new Map(zip.entries.map((entry) => [entry.name.toLowerCase(), entry]));
  const workbookPart = parts.get('xl/workbook.xml');
  if (!workbookPart) throw new WorkbookRefused(M.notWorkbook);

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as ReaderParts;
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(partStream(bytes, rels));
  await reader._parseWorkbook(partStream(bytes, workbookPart));
  const strings = parts.get('xl/sharedstrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(partStream(bytes, strings))) void _;
  else reader.sharedStrings = [];

  const tabOrder = new Map<string, number>();
  (reader.model?.sheets ?? []).forEach((sheet, i) => {
    const rel = reader.workbookRels?.find((r) => r.Id === sheet.rId);
    if (rel) tabOrder.set(partName(rel.Target), i);
  });
  const sheets = zip.entries
    .map((entry) => ({ entry, match: SHEET_PART.exec(entry.name.toLowerCase()) }))
    .filter((s): s is { entry: ZipEntry; match: RegExpExecArray } => s.match !== null)
    .map(({ entry, match }) => ({
      entry,
      number: match[1],
      order: tabOrder.get(entry.name.toLowerCase()) ?? Number.MAX_SAFE_INTEGER,
    }))
    .sort((a, b) => a.order - b.order || Number(a.number) - Number(b.number));

  for (const { entry, number } of sheets) {
    const stream = partStream(bytes, entry);
    try {
      for (const event of reader._parseWorksheet(stream, number))
        if (event.eventType === 'worksheet') yield event.value as SheetRows;
    } finally {
      stream.destroy();
    }
  }
}
