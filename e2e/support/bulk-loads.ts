import { crc32, deflateRawSync } from 'node:zlib';
import { type Download, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A header cell's text without the required mark (" *"). */
const headerKey = (text: string) => text.replace(/\s*\*\s*$/, '').trim();

/** The text of a cell, whatever Excel stored (text, number, rich text, a formula's cached result). */
export function textOf(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return String(v.result ?? '');
    if ('text' in v) return String(v.text);
  }
  return String(v);
}

/** A downloaded workbook, read back. */
export async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book;
}

/** The data sheet of a template (the one whose first row holds the "Referencia" column) and its columns by header. */
export function dataSheet(book: ExcelJS.Workbook) {
  const sheet = book.worksheets.find((ws) => {
    const headers: string[] = [];
    ws.getRow(1).eachCell((c) => {
      headers.push(headerKey(textOf(c)));
    });
    return headers.includes('Referencia');
  });
  if (!sheet) throw new Error('La plantilla no tiene una hoja con la columna Referencia');
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((c, n) => {
    columns.set(headerKey(textOf(c)), n);
  });
  const col = (header: string) => {
    const n = columns.get(header);
    if (!n) throw new Error(`La plantilla no tiene la columna ${header}`);
    return n;
  };
  return { sheet, columns, col };
}

/** The load panel's dry run. */
export const dryRunOf = (page: Page) => page.getByRole('region', { name: 'Resultado de la revisión' });

/** Uploads a workbook (bytes) through the page's form and waits for its dry run. */
export async function reviewWorkbook(page: Page, name: string, bytes: Buffer) {
  const form = page.getByRole('form', { name: 'Cargar archivo' });
  await form.getByLabel('Plantilla', { exact: true }).selectOption({ label: 'Apartamento' });
  await form.getByLabel('Proyecto', { exact: true }).selectOption({ label: 'Torres del Río' });
  await form.getByLabel('Archivo de Excel (.xlsx)').setInputFiles({ name, mimeType: XLSX, buffer: bytes });
  await expect(form.getByText(`Archivo: ${name}`)).toBeVisible();
  await form.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(page).toHaveURL(/[?&]carga=[0-9a-f-]{36}/);
  await expect(dryRunOf(page)).toBeVisible({ timeout: 60_000 });
}

/** The dry run's figures, by their label. */
export async function figures(page: Page) {
  const summary = dryRunOf(page);
  const terms = await summary.getByRole('term').allTextContents();
  const values = await summary.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, Number(values[i])]));
}

/** A small picture of one colour, as JPEG or PNG, made with sharp. */
export function pictureOf(format: 'jpeg' | 'png', shade: number): Promise<Buffer> {
  const image = sharp({
    create: {
      width: 480,
      height: 320,
      channels: 3,
      background: {
        r: (70 * shade + 30) % 256,
        g: (120 + 45 * shade) % 256,
        b: (210 - 25 * shade + 256) % 256,
      },
    },
  });
  return (format === 'jpeg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
}

/** A zip (deflated entries, UTF-8 names) of the given files, as a zip tool writes it. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const body = deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    parts.push(local, fileName, body);
    central.push(header, fileName);
    offset += local.length + fileName.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
