import { expect, expectAccessible, mainMenu, signIn, test } from './fixtures.ts';
import {
  dataSheet,
  dryRunOf,
  figures,
  pictureOf,
  reviewWorkbook,
  textOf,
  workbookOf,
  XLSX,
  zipOf,
} from './support/bulk-loads.ts';
import { rowOf, searchProperty, uniqueName } from './support/properties.ts';

test('Constructora Andina carga inmuebles con una plantilla (prueba en seco, archivo de errores, corrección, confirmación), los encuentra en Inmuebles, les carga imágenes por zip y los elimina por archivo', async ({
  page,
}) => {
  test.setTimeout(420_000);
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
  // Each one with the reference the load gave it (the row reads "Apartamento · Ref. INM-…").
  const refs: string[] = [];
  for (const name of names) {
    await searchProperty(page, name);
    await expect(rowOf(page, name)).toContainText('Torres del Río');
    await expect(rowOf(page, name).getByRole('img', { name: `Imagen de ${name}` })).toHaveCount(0);
    const ref = /Ref\. (\S+)/.exec(await rowOf(page, name).innerText())?.[1];
    expect(ref, `la referencia de ${name}`).toBeTruthy();
    refs.push(ref as string);
  }

  // 8. Their images by zip: two each, one folder per reference for the first two, "<ref>_<order>.png" for the third.
  const pictures = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => pictureOf(i % 2 ? 'png' : 'jpeg', i)));
  const zip = zipOf([
    { name: `${refs[0]}/1.jpg`, data: pictures[0] },
    { name: `${refs[0]}/2.png`, data: pictures[1] },
    { name: `fotos/${refs[1]}/fachada.jpg`, data: pictures[2] },
    { name: `fotos/${refs[1]}/sala.png`, data: pictures[3] },
    { name: `${refs[2]}_1.jpg`, data: pictures[4] },
    { name: `${refs[2]}_2.png`, data: pictures[5] },
  ]);
  await mainMenu(page).getByRole('link', { name: 'Plantillas de carga' }).click();
  const images = page.getByRole('form', { name: 'Cargar imágenes' });
  await images.getByLabel('Imágenes de', { exact: true }).selectOption({ label: 'Inmuebles de un proyecto' });
  await images.getByLabel('Proyecto', { exact: true }).selectOption({ label: 'Torres del Río' });
  await images
    .getByLabel('Archivo comprimido (.zip)')
    .setInputFiles({ name: 'fotos-torres.zip', mimeType: 'application/zip', buffer: zip });
  await expect(images.getByText('Archivo: fotos-torres.zip')).toBeVisible();
  await images.getByRole('button', { name: 'Revisar imágenes' }).click();
  await expect(dryRunOf(page)).toBeVisible({ timeout: 60_000 });
  expect(await figures(page)).toEqual({ 'Imágenes leídas': 6, 'Se asociarán': 6, 'Imágenes con error': 0 });
  // A zip's dry run on screen has no serious accessibility violation (nor, below, the page with its forms).
  await expectAccessible(page);
  await expect(
    page.getByText('Todas las imágenes son válidas. Confirme la carga para asociarlas.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar carga', exact: true }).click();
  const imagesQuestion = page.getByRole('dialog', { name: '¿Desea confirmar la carga?' });
  await expect(imagesQuestion).toContainText('Se asociarán 6 imágenes.');
  await imagesQuestion.getByRole('button', { name: 'Confirmar carga' }).click();
  const imagesResult = page.getByRole('dialog', { name: 'Carga finalizada' });
  // The images stored and attached while the page shows its progress (or already the result).
  await expect(
    page.getByRole('progressbar', { name: 'Avance de la carga' }).or(imagesResult).first(),
  ).toBeVisible();
  await expect(imagesResult).toBeVisible({ timeout: 120_000 });
  await expect(imagesResult).toContainText('Se asociaron 6 imágenes.');
  await imagesResult.getByRole('button', { name: 'Aceptar' }).click();
  // Each property shows its main photo in the list (the page went there before: it must not show the old list).
  await page.getByRole('link', { name: 'Ver inmuebles' }).click();
  for (const name of names) {
    await searchProperty(page, name);
    const photo = rowOf(page, name).getByRole('img', { name: `Imagen de ${name}` });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }

  // The last one (its images named "<ref>_<order>.<ext>") holds both in its images step, in their order.
  const last = names[2];
  await rowOf(page, last).getByRole('link', { name: last }).click();
  await expect(page.getByRole('heading', { level: 1, name: last })).toBeVisible();
  await page
    .getByRole('tablist', { name: 'Pasos del formulario del inmueble' })
    .getByRole('tab', { name: 'Imágenes y video' })
    .click({ timeout: 10_000 });
  await expect(page.getByText('2 imágenes cargadas')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Imágenes del inmueble' }).getByRole('listitem')).toHaveCount(
    2,
  );

  // 9. Deleted by file: the deletion template, filled with their references.
  await mainMenu(page).getByRole('link', { name: 'Plantillas de carga' }).click();
  const deletion = page.getByRole('form', { name: 'Eliminar inmuebles por archivo' });
  await expectAccessible(page);
  const [deletionDownload] = await Promise.all([
    page.waitForEvent('download'),
    deletion.getByRole('button', { name: 'Descargar plantilla de eliminación' }).click(),
  ]);
  expect(deletionDownload.suggestedFilename()).toMatch(/\.xlsx$/);
  const deletionBook = await workbookOf(deletionDownload);
  const references = dataSheet(deletionBook);
  refs.forEach((ref, i) => {
    references.sheet.getRow(2 + i).getCell(references.col('Referencia')).value = ref;
    references.sheet.getRow(2 + i).commit();
  });
  const deletionFile = Buffer.from(await deletionBook.xlsx.writeBuffer());
  await deletion.getByLabel('Proyecto', { exact: true }).selectOption({ label: 'Torres del Río' });
  await deletion
    .getByLabel('Archivo de referencias (.xlsx)')
    .setInputFiles({ name: 'eliminar-torres.xlsx', mimeType: XLSX, buffer: deletionFile });
  await expect(deletion.getByText('Archivo: eliminar-torres.xlsx')).toBeVisible();
  await deletion.getByRole('button', { name: 'Revisar archivo de eliminación' }).click();
  await expect(dryRunOf(page)).toBeVisible({ timeout: 60_000 });
  expect(await figures(page)).toEqual({ 'Filas leídas': 3, 'Se eliminarán': 3, 'Filas con error': 0 });
  await page.getByRole('button', { name: 'Eliminar inmuebles', exact: true }).click();
  const deletionQuestion = page.getByRole('dialog', { name: '¿Desea eliminar los inmuebles?' });
  await expect(deletionQuestion).toContainText('Se eliminarán 3 inmuebles');
  await deletionQuestion.getByRole('button', { name: 'Eliminar inmuebles' }).click();
  // The spec's toast (the panel's own result, below, bears the same title).
  const toast = page
    .getByRole('alert')
    .filter({ hasText: 'Los inmuebles cargados en el archivo se han eliminado exitosamente' });
  await expect(page.getByRole('progressbar', { name: 'Avance de la carga' }).or(toast).first()).toBeVisible();
  await expect(toast).toBeVisible({ timeout: 120_000 });
  await expect(toast).toContainText('Inmuebles eliminados');
  await expect(page.getByText('Se eliminaron 3 inmuebles.')).toBeVisible();
  // The catalog no longer lists them.
  await page.getByRole('link', { name: 'Ver inmuebles' }).click();
  await expect(page).toHaveURL(/\/catalogo\/inmuebles$/);
  for (const name of names) {
    await page.getByRole('searchbox', { name: 'Buscar inmueble' }).fill(name);
    await expect(page.getByText('No encontramos inmuebles.')).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
  }
});
