import { describe, expect, it } from 'vitest';
import { workbookFileError } from './workbook-file-check.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The first bytes of every .xlsx (a zip). */
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];

function file(name: string, bytes: ArrayLike<number> | string, type = XLSX): File {
  const part = typeof bytes === 'string' ? bytes : new Uint8Array(Array.from(bytes));
  return new File([part], name, { type });
}

/** A file of `size` bytes that starts as a zip. */
function sized(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set(ZIP);
  return new File([bytes], 'grande.xlsx', { type: XLSX });
}

describe('the browser checks a workbook before sending it', () => {
  it.each<[string, File | null, string | null]>([
    ['no file', null, 'Seleccione el archivo diligenciado.'],
    ['an .xlsx', file('torre-1.xlsx', ZIP), null],
    ['an .xlsx without a type (some systems)', file('TORRE.XLSX', ZIP, ''), null],
    [
      'an old .xls',
      file('torre.xls', ZIP, 'application/vnd.ms-excel'),
      'El archivo debe ser un libro de Excel (.xlsx).',
    ],
    ['a .csv', file('torre.csv', 'a;b\n1;2', 'text/csv'), 'El archivo debe ser un libro de Excel (.xlsx).'],
    [
      'an HTML page renamed .xlsx',
      file('torre.xlsx', '<html><body>hola</body></html>'),
      'El archivo debe ser un libro de Excel (.xlsx).',
    ],
    [
      'an .xlsx named so but typed as HTML',
      file('torre.xlsx', ZIP, 'text/html'),
      'El archivo debe ser un libro de Excel (.xlsx).',
    ],
    ['an empty file', file('vacio.xlsx', []), 'El archivo está vacío.'],
    ['exactly 20 MB', sized(20 * 1024 * 1024), null],
    ['one byte above 20 MB', sized(20 * 1024 * 1024 + 1), 'El archivo supera el tamaño máximo de 20 MB.'],
  ])('%s', async (_, given, expected) => {
    expect(await workbookFileError(given)).toBe(expected);
  });
});
