import { createReadStream, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { BULK_MAX_ROWS, es, type SheetColumn } from '@tu360/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inert } from '../src/modules/bulk-loads/error-file.ts';
import { WORKBOOK_MAX_BYTES, WORKBOOK_ZIP_LIMITS } from '../src/modules/bulk-loads/workbook-guard.ts';
import { readTemplateRows, WorkbookRefused } from '../src/modules/bulk-loads/workbook-reader.ts';
import { inflateEntryCapped, inspectZip } from '../src/modules/bulk-loads/zip-guard.ts';
import { handMadeZip } from './factories/hand-made-zip.ts';

// Issue 11's hostile files that only a whole workbook shows: more rows than a load takes, and formulas that point
// at another workbook (external links), whose cached values are read and never followed.

const COLUMNS: SheetColumn[] = [
  { header: 'Referencia', required: true, source: { kind: 'field', field: 'refId' } },
  { header: 'Nombre del inmueble', required: false, source: { kind: 'field', field: 'name' } },
];

/**
 * A workbook written with exceljs's streaming writer: the header row, then the given rows; `sheetsAfter` more sheets
 * of text after it. With shared strings, the writer puts them after the sheets, so a reader meets the sheets first.
 */
async function workbook(
  rows: Iterable<unknown[]>,
  { sharedStrings = false, sheetsAfter = 0 } = {},
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: sharedStrings });
  const sheet = wb.addWorksheet('Inmuebles');
  sheet.addRow(COLUMNS.map((c) => c.header)).commit();
  for (const row of rows) sheet.addRow(row).commit();
  for (let n = 1; n <= sheetsAfter; n++) {
    const more = wb.addWorksheet(`Listas ${n}`);
    for (let i = 1; i <= 300; i++) more.addRow([`Municipio ${n}-${i}`, `Departamento ${i % 33}`]).commit();
  }
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

function* numbered(n: number) {
  for (let i = 1; i <= n; i++) yield [`R-${i}`, `Apartamento ${i}`];
}

async function readAll(bytes: Buffer | Readable) {
  const rows: { row: number; cells: Record<string, string> }[] = [];
  for await (const r of readTemplateRows(bytes, COLUMNS)) rows.push({ row: r.row, cells: r.cells });
  return rows;
}

describe('the bulk-load reader', () => {
  it(`reads ${BULK_MAX_ROWS.toLocaleString('es-CO')} data rows, and refuses one more in Spanish`, async () => {
    expect(BULK_MAX_ROWS).toBe(50_000);
    const full = await readAll(await workbook(numbered(BULK_MAX_ROWS)));
    expect(full).toHaveLength(50_000);
    expect(full[49_999]).toEqual({
      row: 50_001,
      cells: { Referencia: 'R-50000', 'Nombre del inmueble': 'Apartamento 50000' },
    });

    const over = readAll(await workbook(numbered(BULK_MAX_ROWS + 1)));
    await expect(over).rejects.toBeInstanceOf(WorkbookRefused);
    await expect(over).rejects.toThrow('El archivo supera el máximo de 50.000 filas.');
  }, 120_000);

  it('empty rows between data rows do not count toward the limit', async () => {
    const rows = [
      ['R-1', 'Uno'],
      [null, null],
      ['', '  '],
      ['R-2', 'Dos'],
    ];
    expect((await readAll(await workbook(rows))).map((r) => r.cells.Referencia)).toEqual(['R-1', 'R-2']);
  });

  // The error file's case: its shared strings come after its three sheets. exceljs's own streaming pass parked
  // such sheets in temporary files (a sheet left unread lost its file while its stream opened: an uncaught ENOENT,
  // CI of session 12) and intermittently never saw the part stored last, `xl/workbook.xml` in exceljs's files
  // ("reading 'sheets'" of undefined: CI of session 12, under load). Parts are now found through the directory.
  it('reads a workbook whose sheets come before their shared strings, again and again, without a stray error', async () => {
    const bytes = await workbook(numbered(20), { sharedStrings: true, sheetsAfter: 2 });
    const stray: unknown[] = [];
    const onError = (e: unknown) => stray.push(e);
    process.on('uncaughtException', onError);
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    try {
      for (let i = 0; i < 40; i++) {
        const rows = await readAll(bytes);
        expect(rows.map((r) => r.cells.Referencia)).toEqual(
          Array.from({ length: 20 }, (_, k) => `R-${k + 1}`),
        );
        await new Promise((r) => setImmediate(r));
      }
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(stray).toEqual([]);
    expect(openFiles() - before).toBeLessThan(5);
  });

  it('reads the same rows whatever the order of the parts in the zip', async () => {
    const bytes = await workbook(numbered(5), { sharedStrings: true, sheetsAfter: 1 });
    const zip = inspectZip(bytes, WORKBOOK_ZIP_LIMITS);
    if (!zip.ok) throw new Error(zip.message);
    const parts = zip.entries.map((entry) => {
      const data = inflateEntryCapped(bytes, entry, 10 * 1024 * 1024);
      if (!data.ok) throw new Error(data.message);
      return { name: entry.name, data: data.data };
    });
    const names = parts.map((p) => p.name);
    expect(names.indexOf('xl/sharedStrings.xml')).toBeGreaterThan(names.indexOf('xl/worksheets/sheet1.xml'));
    const last = (name: string) => [
      ...parts.filter((p) => p.name !== name),
      ...parts.filter((p) => p.name === name),
    ];
    const first = (name: string) => [
      ...parts.filter((p) => p.name === name),
      ...parts.filter((p) => p.name !== name),
    ];
    const expected = Array.from({ length: 5 }, (_, k) => `R-${k + 1}`);
    for (const order of [
      parts,
      last('xl/workbook.xml'),
      first('xl/workbook.xml'),
      last('xl/sharedStrings.xml'),
      last('xl/worksheets/sheet1.xml'),
      [...parts].reverse(),
    ]) {
      const rows = await readAll(handMadeZip(order));
      expect(rows.map((r) => r.cells.Referencia)).toEqual(expected);
    }
  });

  it('reads a stored workbook many times at once, from file streams, every row every time', async () => {
    const bytes = await workbook(numbered(300), { sharedStrings: true, sheetsAfter: 2 });
    const dir = mkdtempSync(path.join(tmpdir(), 'tu360-reader-'));
    const file = path.join(dir, 'carga.xlsx');
    writeFileSync(file, bytes);
    try {
      const counts = await Promise.all(
        Array.from({ length: 24 }, async () => {
          let n = 0;
          for await (const _ of readTemplateRows(createReadStream(file), COLUMNS)) n++;
          return n;
        }),
      );
      expect(counts).toEqual(Array(24).fill(300));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a zip without a workbook part, and a stream past the upload limit, in Spanish', async () => {
    await expect(
      readAll(handMadeZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<x/>') }])),
    ).rejects.toThrow(es.bulkLoads.file.notWorkbook);
    const huge = Readable.from(
      (function* () {
        for (let i = 0; i <= WORKBOOK_MAX_BYTES / (1024 * 1024); i++) yield Buffer.alloc(1024 * 1024);
      })(),
    );
    const refused = readAll(huge);
    await expect(refused).rejects.toBeInstanceOf(WorkbookRefused);
    expect(huge.destroyed).toBe(true);
  });

  it('a formula pointing at another workbook gives its cached value, never the link', async () => {
    const bytes = await workbook([
      [
        { formula: "'[precios.xlsx]Hoja1'!A1", result: 'R-EXT' },
        { formula: '[1]Hoja1!B2', result: 'Casa 7' },
      ],
      [{ formula: "'https://ejemplo.test/[libro.xlsx]Hoja1'!A1" }, 'Sin valor guardado'],
    ]);
    expect(await readAll(bytes)).toEqual([
      { row: 2, cells: { Referencia: 'R-EXT', 'Nombre del inmueble': 'Casa 7' } },
      { row: 3, cells: { Referencia: '', 'Nombre del inmueble': 'Sin valor guardado' } },
    ]);
  });
});

describe('formula-like values in the error file', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+57 300 123 4567', "'+57 300 123 4567"],
    ['-74.08', "'-74.08"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['Calle 10 # 5-20', 'Calle 10 # 5-20'],
  ])('%j is written as %j, and read back as the user wrote it', async (value, written) => {
    expect(inert(value)).toBe(written);
    const rows = await readAll(await workbook([['R-1', written]]));
    expect(rows[0].cells['Nombre del inmueble']).toBe(value);
  });
});
