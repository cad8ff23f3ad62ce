import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, mainMenu, signIn, test } from './fixtures.ts';
import { choose, rowOf, searchProperty, uniqueName } from './support/properties.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A header cell's text without the required mark (" *"). */
const headerKey = (text: string) => text.replace(/\s*\*\s*$/, '').trim();

/** The text of a cell, whatever Excel stored (text, number, rich text, a formula's cached result). */
function textOf(cell: ExcelJS.Cell): string {
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
async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book;
}

/** The data sheet of a template (the one whose first row holds the "Referencia" column) and its columns by header. */
function dataSheet(book: ExcelJS.Workbook) {
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

/** Uploads a workbook (bytes) through the page's form and waits for its dry run. */
async function reviewWorkbook(page: Page, name: string, bytes: Buffer) {
  const form = page.getByRole('form', { name: 'Cargar archivo' });
  await form.getByLabel('Plantilla', { exact: true }).selectOption({ label: 'Apartamento' });
  await choose(page, 'Proyecto', 'Torres del Río');
  await form.getByLabel('Archivo de Excel (.xlsx)').setInputFiles({ name, mimeType: XLSX, buffer: bytes });
  await expect(form.getByText(`Archivo: ${name}`)).toBeVisible();
  await form.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(page).toHaveURL(/[?&]carga=[0-9a-f-]{36}/);
  await expect(page.getByRole('region', { name: 'Resultado de la revisión' })).toBeVisible({
    timeout: 60_000,
  });
}

/** The dry run's four figures, by their label. */
async function figures(page: Page) {
  const summary = page.getByRole('region', { name: 'Resultado de la revisión' });
  const terms = await summary.getByRole('term').allTextContents();
  const values = await summary.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, Number(values[i])]));
}

test('Constructora Andina carga inmuebles con una plantilla: prueba en seco, archivo de errores, corrección, confirmación y los encuentra en Inmuebles', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const names = [
    uniqueName('Apto Carga E2E A'),
    uniqueName('Apto Carga E2E B'),
    uniqueName('Apto Carga E2E C'),
  ];

  await signIn(page, 'admin@andina.test');
  await mainMenu(page).getByRole('link', { name: 'Plantillas de carga' }).click();
  await expect(page).toHaveURL(/\/catalogo\/pantilla-de-carga$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plantillas de carga' })).toBeVisible();

  // 1. The template, downloaded through the page.
  const templates = page.getByRole('region', { name: 'Descargar plantilla' });
  await templates.getByLabel('Plantilla', { exact: true }).selectOption({ label: 'Apartamento' });
  const [templateDownload] = await Promise.all([
    page.waitForEvent('download'),
    templates.getByRole('button', { name: 'Descargar plantilla' }).click(),
  ]);
  expect(templateDownload.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = await workbookOf(templateDownload);
  expect(book.worksheets.map((ws) => ws.name)).toContain('Instrucciones');
  const { sheet, columns, col } = dataSheet(book);
  // Its two example rows (references EJEMPLO-…), which an upload ignores, are the model of our rows.
  const example = sheet.getRow(2);
  expect(textOf(example.getCell(col('Referencia')))).toMatch(/^EJEMPLO/i);

  // 2. Two good rows and one bad (a price below the minimum of 10.000.000), with the test's own values.
  const prices = [310_000_000, 325_000_000, 5_000_000];
  names.forEach((name, i) => {
    const row = sheet.getRow(4 + i);
    for (const n of columns.values()) row.getCell(n).value = example.getCell(n).value;
    row.getCell(col('Referencia')).value = null;
    row.getCell(col('Nombre del inmueble')).value = name;
    row.getCell(col('Precio ($)')).value = prices[i];
    row.commit();
  });
  const badRow = 6;
  const filled = Buffer.from(await book.xlsx.writeBuffer());

  // 3. The dry run: three rows read, one in error, its row and column named; nothing can be confirmed.
  await reviewWorkbook(page, 'torres-del-rio.xlsx', filled);
  expect(await figures(page)).toEqual({
    'Filas leídas': 3,
    'Se crearán': 2,
    'Se actualizarán': 0,
    'Filas con error': 1,
  });
  const errors = page.getByRole('table', { name: 'Errores del archivo' });
  // The bad price breaks two of the wizard's rules on that row: the minimum price and the initial payment's cap.
  const badRowErrors = errors
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(badRow) }) });
  await expect(badRowErrors.filter({ hasText: 'Precio ($)' })).toContainText('Debe ser mayor a 10.000.000');
  await expect(badRowErrors).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Confirmar carga', exact: true })).toBeDisabled();

  // 4. The error file: the same workbook with an "Errores" column that explains the bad row.
  const [errorDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar archivo de errores', exact: true }).click(),
  ]);
  const errorBook = await workbookOf(errorDownload);
  const withErrors = dataSheet(errorBook);
  const errorsCol = withErrors.col('Errores');
  expect(textOf(withErrors.sheet.getRow(badRow).getCell(errorsCol))).not.toBe('');
  expect(textOf(withErrors.sheet.getRow(4).getCell(errorsCol))).toBe('');

  // 5. Fixed in the error file itself and uploaded again: no errors, three to create.
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(page.getByText('La carga fue cancelada. No se guardó ningún registro.')).toBeVisible();
  await page.getByRole('button', { name: 'Cargar otro archivo', exact: true }).click();
  withErrors.sheet.getRow(badRow).getCell(withErrors.col('Precio ($)')).value = 340_000_000;
  withErrors.sheet.getRow(badRow).commit();
  const fixed = Buffer.from(await errorBook.xlsx.writeBuffer());
  await reviewWorkbook(page, 'torres-del-rio-corregido.xlsx', fixed);
  expect(await figures(page)).toEqual({
    'Filas leídas': 3,
    'Se crearán': 3,
    'Se actualizarán': 0,
    'Filas con error': 0,
  });
  await expect(
    page.getByText('El archivo no tiene errores. Confirme la carga para guardar los registros.'),
  ).toBeVisible();

  // 6. Confirmed (after the question), written while the page shows its progress, then the result.
  await page.getByRole('button', { name: 'Confirmar carga', exact: true }).click();
  const question = page.getByRole('dialog', { name: '¿Desea confirmar la carga?' });
  await expect(question).toContainText('Se crearán 3 y se actualizarán 0 registros.');
  await question.getByRole('button', { name: 'Confirmar carga' }).click();
  const result = page.getByRole('dialog', { name: 'Carga finalizada' });
  // Three rows may be written before the first poll: the bar, or already the result.
  await expect(
    page.getByRole('progressbar', { name: 'Avance de la carga' }).or(result).first(),
  ).toBeVisible();
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(result).toContainText('Se crearon 3 y se actualizaron 0 registros.');
  await result.getByRole('button', { name: 'Aceptar' }).click();

  // The history lists the load, finished, with its counts; a reload keeps the load on screen.
  const history = page.getByRole('table', { name: 'Historial de cargas' });
  const historyRow = history
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Ver la carga torres-del-rio-corregido.xlsx' }) })
    .first();
  await expect(historyRow).toContainText('Finalizada');
  await expect(historyRow).toContainText('Inmuebles de constructora');
  await page.reload();
  await expect(page.getByText('Se crearon 3 y se actualizaron 0 registros.')).toBeVisible();

  // 7. The properties are in the catalog.
  await page.getByRole('link', { name: 'Ver inmuebles' }).click();
  await expect(page).toHaveURL(/\/catalogo\/inmuebles$/);
  for (const name of names) {
    await searchProperty(page, name);
    await expect(rowOf(page, name)).toContainText('Torres del Río');
  }
});
