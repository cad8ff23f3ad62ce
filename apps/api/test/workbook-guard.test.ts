import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  inspectWorkbook,
  verifyWorkbook,
  WORKBOOK_MAX_BYTES,
  WORKBOOK_ZIP_LIMITS,
} from '../src/modules/bulk-loads/workbook-guard.ts';
import { type HandEntry, handMadeZip } from './factories/hand-made-zip.ts';

const KB = 1024;
const MB = 1024 * KB;

/** The texts a user reads (issue 11's hostile files), written out here rather than taken from the catalogue. */
const TEXT = {
  empty: 'El archivo está vacío.',
  tooLarge: 'El libro supera el tamaño máximo de 20 MB.',
  notWorkbook:
    'El archivo no es un libro de Excel (.xlsx). Descargue la plantilla, llénela y guárdela como "Libro de Excel (.xlsx)".',
  encrypted: 'El libro está protegido con contraseña. Quite la contraseña y vuelva a cargarlo.',
  xls: 'El archivo es un libro de Excel 97-2003 (.xls). Ábralo en Excel, guárdelo como "Libro de Excel (.xlsx)" y vuelva a cargarlo.',
  macros:
    'El libro contiene macros (.xlsm), que no se admiten. Guárdelo como "Libro de Excel (.xlsx)" y vuelva a cargarlo.',
  damaged: 'El archivo está dañado o incompleto. Guárdelo de nuevo y vuelva a cargarlo.',
  bomb: (name: string) =>
    `El archivo "${name}" está comprimido de forma sospechosa (posible bomba de compresión) y no se procesa.`,
};

const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const MACRO_MAIN = 'application/vnd.ms-excel.sheet.macroEnabled.main+xml';

/** The parts of the smallest workbook Excel opens: one sheet with one cell. */
function workbookParts(main = SHEET_MAIN, sheetXml?: Buffer): HandEntry[] {
  const xml = (text: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const pkg = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/xl/workbook.xml" ContentType="${main}"/>` +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${ns}" xmlns:r="${rels}"><sheets><sheet name="Inmuebles" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data:
        sheetXml ??
        xml(
          `<worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Referencia</t></is></c></row></sheetData></worksheet>`,
        ),
    },
  ];
}

/** An OLE compound file: its magic, then a directory naming the given streams in UTF-16LE. */
function oleFile(...streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = streams.map((name) => {
    const entry = Buffer.alloc(128);
    Buffer.from(`${name}\u0000`, 'utf16le').copy(entry);
    return entry;
  });
  return Buffer.concat([header, Buffer.from('Root Entry', 'utf16le'), ...directory, randomBytes(2 * KB)]);
}

let excelWorkbook: Buffer;

beforeAll(async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inmuebles');
  sheet.addRow(['Referencia', 'Tipo', 'Precio', 'Piscina']);
  for (let row = 1; row <= 500; row++) sheet.addRow([`REF-${row}`, 'Apartamento', 350_000_000 + row, 'SI']);
  workbook.addWorksheet('Instrucciones').addRow(['Cómo llenar esta plantilla']);
  excelWorkbook = Buffer.from(await workbook.xlsx.writeBuffer());
});

describe('inspectWorkbook takes real workbooks', () => {
  it('takes a workbook written by exceljs', async () => {
    expect(inspectWorkbook(excelWorkbook)).toEqual({ ok: true });
    expect(await verifyWorkbook(excelWorkbook)).toEqual({ ok: true });
  });

  it('takes a workbook written by exceljs as a stream (as the error file is)', async () => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true });
    const sheet = writer.addWorksheet('Inmuebles');
    sheet.addRow(['Referencia', 'Errores']).commit();
    for (let row = 1; row <= 2_000; row++) sheet.addRow([`REF-${row}`, 'Campo obligatorio']).commit();
    sheet.commit();
    await writer.commit();
    const bytes = Buffer.concat(chunks);
    expect(inspectWorkbook(bytes)).toEqual({ ok: true });
    expect(await verifyWorkbook(bytes)).toEqual({ ok: true });
  });

  it('takes the smallest workbook, which exceljs reads back', async () => {
    const bytes = handMadeZip(workbookParts());
    expect(inspectWorkbook(bytes)).toEqual({ ok: true });
    expect(await verifyWorkbook(bytes)).toEqual({ ok: true });
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(read.getWorksheet('Inmuebles')?.getCell('A1').value).toBe('Referencia');
  });

  it('takes a workbook template (.xltx) too', () => {
    const template = 'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml';
    expect(inspectWorkbook(handMadeZip(workbookParts(template)))).toEqual({ ok: true });
  });

  it('documents its limits: 20 MB of file, 10,000 parts, 200 MB uncompressed, ratio 100 above 100 KiB', () => {
    expect(WORKBOOK_MAX_BYTES).toBe(20 * MB);
    expect(WORKBOOK_ZIP_LIMITS).toEqual({
      maxEntries: 10_000,
      maxTotalUncompressed: 200 * MB,
      maxRatio: 100,
      ratioGraceBytes: 100 * KB,
    });
  });
});

describe('inspectWorkbook refuses a hostile file with a clear Spanish message', () => {
  const zipWithPk = (size: number) => {
    const bytes = Buffer.alloc(size);
    bytes.write('PK\u0003\u0004', 'latin1');
    return bytes;
  };
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  const cases: [string, () => Buffer, number, string][] = [
    ['an empty file', () => Buffer.alloc(0), 400, TEXT.empty],
    ['a file one byte over 20 MB', () => zipWithPk(20 * MB + 1), 413, TEXT.tooLarge],
    [
      'a workbook protected by a password',
      () => oleFile('EncryptionInfo', 'EncryptedPackage'),
      415,
      TEXT.encrypted,
    ],
    ['an Excel 97-2003 workbook (.xls)', () => oleFile('Workbook', 'SummaryInformation'), 415, TEXT.xls],
    ['a Word 97-2003 document', () => oleFile('WordDocument', '1Table'), 415, TEXT.notWorkbook],
    [
      'an HTML page named .xlsx',
      () =>
        Buffer.from(
          '<!DOCTYPE html><html><head><title>Reporte</title></head><body><table></table></body></html>',
        ),
      415,
      TEXT.notWorkbook,
    ],
    ['a CSV file', () => Buffer.from('Referencia;Precio\nREF-1;350000000\n'), 415, TEXT.notWorkbook],
    ['a PNG image named .xlsx', () => png, 415, TEXT.notWorkbook],
    [
      'a zip of images named .xlsx',
      () =>
        handMadeZip([
          { name: 'fotos/1.jpg', data: randomBytes(KB) },
          { name: 'fotos/2.jpg', data: randomBytes(KB) },
        ]),
      415,
      TEXT.notWorkbook,
    ],
    [
      'a Word document (.docx)',
      () =>
        handMadeZip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
        ]),
      415,
      TEXT.notWorkbook,
    ],
    [
      'a binary workbook (.xlsb)',
      () =>
        handMadeZip([
          ...workbookParts().filter((part) => part.name !== 'xl/workbook.xml'),
          { name: 'xl/workbook.bin', data: randomBytes(KB) },
        ]),
      415,
      TEXT.notWorkbook,
    ],
    [
      'a workbook whose content types name no workbook',
      () => handMadeZip(workbookParts('application/xml')),
      415,
      TEXT.notWorkbook,
    ],
    [
      'a workbook with macros (.xlsm)',
      () =>
        handMadeZip([...workbookParts(MACRO_MAIN), { name: 'xl/vbaProject.bin', data: randomBytes(4 * KB) }]),
      415,
      TEXT.macros,
    ],
    [
      'a macro project in a workbook that claims to be plain',
      () => handMadeZip([...workbookParts(), { name: 'xl/vbaProject.bin', data: randomBytes(4 * KB) }]),
      415,
      TEXT.macros,
    ],
    [
      'a macro-enabled workbook without its project',
      () => handMadeZip(workbookParts(MACRO_MAIN)),
      415,
      TEXT.macros,
    ],
    ['a workbook cut short', () => excelWorkbook.subarray(0, excelWorkbook.length - 100), 400, TEXT.damaged],
    [
      'a zip bomb named .xlsx: a sheet of 30 MB of spaces in some 30 KB',
      () => handMadeZip(workbookParts(SHEET_MAIN, Buffer.alloc(30 * MB, ' '))),
      413,
      TEXT.bomb('xl/worksheets/sheet1.xml'),
    ],
    [
      'a workbook of 10,001 parts',
      () =>
        handMadeZip([
          ...workbookParts(),
          ...Array.from({ length: 9_996 }, (_, i) => ({ name: `xl/media/image${i}.png`, method: 0 })),
        ]),
      413,
      'El archivo comprimido contiene más de 10.000 archivos.',
    ],
    [
      'a workbook declaring more than 200 MB uncompressed',
      () =>
        handMadeZip([
          ...workbookParts(),
          ...[1, 2, 3].map((i) => ({
            name: `xl/worksheets/sheet${i + 1}.xml`,
            data: Buffer.from('x'),
            uncompressedSize: 70 * MB,
            compressedSize: MB,
          })),
        ]),
      413,
      'El contenido del archivo comprimido supera 200 MB al descomprimirlo.',
    ],
    [
      'a workbook with a part climbing out of its folder',
      () => handMadeZip([...workbookParts(), { name: '../../inicio.bat', data: Buffer.from('echo') }]),
      400,
      'El archivo comprimido contiene una ruta no permitida: "../../inicio.bat". Use solo carpetas y nombres relativos.',
    ],
    [
      'a workbook with a link',
      () =>
        handMadeZip([
          ...workbookParts(),
          {
            name: 'xl/media/image1.png',
            data: Buffer.from('/etc/passwd'),
            externalAttributes: (0o120777 << 16) >>> 0,
          },
        ]),
      400,
      'El archivo comprimido contiene un enlace o un archivo especial, que no se admite: "xl/media/image1.png".',
    ],
    [
      'a workbook whose parts are encrypted',
      () => handMadeZip(workbookParts().map((part) => ({ ...part, flags: 0x0801 }))),
      415,
      'El archivo comprimido está protegido con contraseña ("[Content_Types].xml"). Quite la contraseña y vuelva a cargarlo.',
    ],
  ];

  it.each(cases)('%s', async (_label, file, status, message) => {
    const bytes = file();
    expect(inspectWorkbook(bytes)).toEqual({ ok: false, status, message });
    expect(await verifyWorkbook(bytes)).toEqual({ ok: false, status, message });
  });
});

describe('verifyWorkbook catches what only inflating shows', () => {
  it('refuses a sheet that declares 50 KB and inflates to 20 MB (413), stopping at the declared size', async () => {
    const sheet = Buffer.alloc(20 * MB, ' ');
    const bytes = handMadeZip(
      workbookParts(SHEET_MAIN).map((part) =>
        part.name === 'xl/worksheets/sheet1.xml' ? { ...part, data: sheet, uncompressedSize: 50 * KB } : part,
      ),
    );
    // Its directory says nothing wrong: 50 KB out of some 20 KB.
    expect(inspectWorkbook(bytes)).toEqual({ ok: true });
    expect(await verifyWorkbook(bytes)).toEqual({
      ok: false,
      status: 413,
      message: TEXT.bomb('xl/worksheets/sheet1.xml'),
    });
  });

  it('refuses a workbook whose sheet is damaged (400)', async () => {
    const bytes = handMadeZip(
      workbookParts().map((part) => (part.name === 'xl/workbook.xml' ? { ...part, crc: 7 } : part)),
    );
    expect(inspectWorkbook(bytes)).toEqual({ ok: true });
    expect(await verifyWorkbook(bytes)).toEqual({ ok: false, status: 400, message: TEXT.damaged });
  });
});

describe('property: a workbook with bytes overwritten or cut short is taken or refused, never an exception', () => {
  it('answers ok or a 400, 413 or 415 with a message, from both checks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: excelWorkbook.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.option(fc.nat({ max: excelWorkbook.length }), { nil: undefined }),
        async (writes, cut) => {
          const bytes = Buffer.from(excelWorkbook.subarray(0, cut ?? excelWorkbook.length));
          for (const [at, value] of writes) if (at < bytes.length) bytes[at] = value;
          for (const answer of [inspectWorkbook(bytes), await verifyWorkbook(bytes)])
            expect(answer.ok || ([400, 413, 415].includes(answer.status) && answer.message.length > 0)).toBe(
              true,
            );
        },
      ),
      { numRuns: 300 },
    );
  });
});
