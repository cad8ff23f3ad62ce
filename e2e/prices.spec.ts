import { expect, mainMenu, signIn, test } from './fixtures.ts';
import { textOf, workbookOf } from './support/bulk-loads.ts';
import {
  createPropertyInApproval,
  expectSavedToast,
  rowOf,
  saveStep,
  type,
  uniqueName,
} from './support/properties.ts';

// The undo is of a project's last batch: each test has a project of its own, as they run side by side.
const PROJECT = 'Parque Central Andina';
const UNDO_PROJECT = 'Mirador de la Sierra';

test('Constructora Andina cambia tres precios (uno con advertencia confirmada), los ve en Inmuebles y en el historial, deshace la actualización y descarga el reporte', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Three properties of the journey's own (the seed's are other journeys'), found together by their common tag.
  const tag = uniqueName('Precios E2E');
  const names = [`${tag} A`, `${tag} B`, `${tag} C`];
  await signIn(page, 'admin@andina.test');
  const ids: number[] = [];
  for (const name of names) ids.push((await createPropertyInApproval(page, PROJECT, name)).productId);
  // Each was created at $ 320.000.000 (70 m²): two rise 5 %, one 40 % (more than 30 %: a warning).
  const oldPrice = '$ 320.000.000';
  const newPrices = ['$ 336.000.000', '$ 448.000.000', '$ 336.000.000'];

  // 1. The page, on the project chosen there; the list narrowed to the journey's properties.
  await mainMenu(page).getByRole('link', { name: 'Actualizar precios' }).click();
  await expect(page).toHaveURL(/\/catalogo\/actualizar-precios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Actualizar precios' })).toBeVisible();
  await page.getByLabel('Proyecto', { exact: true }).selectOption({ label: PROJECT });
  await page.getByRole('searchbox', { name: 'Buscar inmueble' }).fill(tag);
  const list = page.getByRole('table', { name: 'Inmuebles del proyecto' });
  for (const name of names) await expect(rowOf(page, name)).toContainText(oldPrice);
  await expect(list.getByRole('row')).toHaveCount(4);

  // 2. All three selected, +5 % to the selection, then the second's price typed by hand (+40 %).
  for (const name of names) await list.getByRole('checkbox', { name: `Seleccionar ${name}` }).check();
  await expect(page.getByRole('status').filter({ hasText: 'seleccionados' })).toHaveText(
    '3 inmuebles seleccionados',
  );
  await page.getByLabel('Porcentaje (%)', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Aplicar % a la selección' }).click();
  const newPrice = (name: string) => page.getByRole('textbox', { name: `Nuevo precio de ${name}` });
  await expect(newPrice(names[0])).toHaveValue(/^336\.?000\.?000$/);
  await newPrice(names[1]).fill('448000000');

  // 3. The preview: three changes, the +40 % one warns and holds the apply until it is ticked.
  await page.getByRole('button', { name: 'Vista previa', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Vista previa de precios' });
  await expect(preview).toContainText('3 precios cambian · 0 filas con error · 1 fila con advertencias');
  const changed = (name: string) =>
    preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(changed(names[0])).toContainText(`${oldPrice} → ${newPrices[0]}`);
  await expect(changed(names[0])).toContainText('Sin observaciones');
  await expect(changed(names[1])).toContainText(`${oldPrice} → ${newPrices[1]}`);
  await expect(changed(names[1])).toContainText('+40 %');
  await expect(changed(names[1])).toContainText('más del 30 %');
  const apply = preview.getByRole('button', { name: 'Aplicar', exact: true });
  await expect(apply).toBeDisabled();
  await preview.getByRole('checkbox', { name: `Aplicar de todos modos ${names[1]}` }).check();
  await expect(apply).toBeEnabled();
  await apply.click();

  // 4. The result modal states how many changed; the list shows the new prices.
  const result = page.getByRole('dialog', { name: 'Precios actualizados' });
  await expect(result).toContainText('Se actualizaron los precios de 3 inmuebles.');
  await result.getByRole('button', { name: 'Aceptar' }).click();
  await expect(result).toBeHidden();
  for (const [i, name] of names.entries()) await expect(rowOf(page, name)).toContainText(newPrices[i]);

  // 4b. The list's other filters too: a minimum price leaves the one at $ 448.000.000, kept in the address.
  await page.getByRole('textbox', { name: 'Precio mínimo' }).fill('400.000.000');
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, names[1])).toContainText(newPrices[1]);
  await expect(page).toHaveURL(/[?&]MinimumPrice=400\.000\.000(&|$)/);

  // 5. Inmuebles lists the new prices; the property's history holds the change, "actualización de precios".
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inmuebles' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar inmueble' }).fill(tag);
  for (const [i, name] of names.entries()) await expect(rowOf(page, name)).toContainText(newPrices[i]);
  await page.goto(`/catalogo/inmuebles/${ids[1]}`);
  await expect(page.getByRole('heading', { level: 1, name: names[1] })).toBeVisible();
  await page.getByRole('tab', { name: 'Historial' }).click();
  const history = page.getByRole('list', { name: 'Historial de cambios' });
  const update = history.getByRole('table', { name: /^Actualización de precios · / });
  await expect(update).toBeVisible();
  const priceRow = update
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'actualización de precios', exact: true }) });
  await expect(priceRow).toContainText(oldPrice);
  await expect(priceRow).toContainText(newPrices[1]);

  // 6. The page's history of updates: the batch, undone as a whole behind a confirmation.
  await mainMenu(page).getByRole('link', { name: 'Actualizar precios' }).click();
  await page.getByLabel('Proyecto', { exact: true }).selectOption({ label: PROJECT });
  const batches = page.getByRole('table', { name: 'Actualizaciones de precios del proyecto' });
  const batch = batches.getByRole('row').filter({ hasText: 'admin@andina.test' }).first();
  await expect(batch).toContainText('3');
  await expect(batch).toContainText('Aplicada');
  await batch.getByRole('button', { name: 'Deshacer actualización' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Desea deshacer la actualización de precios?' });
  await expect(confirm).toContainText('Se restaurarán los precios anteriores de 3 inmuebles.');
  await confirm.getByRole('button', { name: 'Deshacer actualización' }).click();
  const undone = page.getByRole('dialog', { name: 'Actualización deshecha' });
  await expect(undone).toBeVisible();
  await undone.getByRole('button', { name: 'Aceptar' }).click();
  await expect(batch).toContainText('Deshecha el');
  await expect(batch.getByRole('button', { name: 'Deshacer actualización' })).toHaveCount(0);

  // 7. The old prices are back, on the page and in Inmuebles, whose report carries them.
  await page.getByRole('searchbox', { name: 'Buscar inmueble' }).fill(tag);
  for (const name of names) await expect(rowOf(page, name)).toContainText(oldPrice);
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Buscar inmueble' }).fill(tag);
  for (const name of names) await expect(rowOf(page, name)).toContainText(oldPrice);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar reporte' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Reporte de oferta inmobiliaria \d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = await workbookOf(download);
  const sheet = book.getWorksheet('Oferta');
  if (!sheet) throw new Error('El reporte no tiene la hoja Oferta');
  const headers: string[] = [];
  sheet.getRow(1).eachCell((c) => {
    headers.push(textOf(c));
  });
  expect(headers).toEqual(
    expect.arrayContaining([
      'Constructora',
      'Proyecto',
      'Referencia',
      'Nombre',
      'Precio',
      'Área (m²)',
      'Estado',
    ]),
  );
  const column = (header: string) => headers.indexOf(header) + 1;
  const reported = new Map<string, string>();
  sheet.eachRow((row, n) => {
    if (n > 1) reported.set(textOf(row.getCell(column('Nombre'))), textOf(row.getCell(column('Precio'))));
  });
  for (const name of names) expect(reported.get(name)).toBe('320000000');
});

test('una actualización cuyo precio cambió después en el inmueble no se deshace: se muestra la razón y nada cambia', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueName('Precios E2E deshacer');
  const names = [`${tag} A`, `${tag} B`];
  await signIn(page, 'admin@andina.test');
  const created = [];
  for (const name of names) created.push(await createPropertyInApproval(page, UNDO_PROJECT, name));

  // Both at +5 % (no warning), applied.
  await page.goto('/catalogo/actualizar-precios');
  await page.getByLabel('Proyecto', { exact: true }).selectOption({ label: UNDO_PROJECT });
  await page.getByRole('searchbox', { name: 'Buscar inmueble' }).fill(tag);
  const list = page.getByRole('table', { name: 'Inmuebles del proyecto' });
  for (const name of names) await list.getByRole('checkbox', { name: `Seleccionar ${name}` }).check();
  await page.getByLabel('Porcentaje (%)', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Aplicar % a la selección' }).click();
  await page.getByRole('button', { name: 'Vista previa', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Vista previa de precios' });
  await expect(preview).toContainText('2 precios cambian · 0 filas con error · 0 filas con advertencias');
  await preview.getByRole('button', { name: 'Aplicar', exact: true }).click();
  const result = page.getByRole('dialog', { name: 'Precios actualizados' });
  await expect(result).toContainText('Se actualizaron los precios de 2 inmuebles.');
  await result.getByRole('button', { name: 'Aceptar' }).click();

  // Later, the first one's price is changed in its own form.
  await page.goto(`/catalogo/inmuebles/${created[0].productId}`);
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  await expect(page.getByLabel('Precio', { exact: true })).toHaveValue(/336/);
  await type(page, 'Precio', '350.000.000');
  await saveStep(page);
  await expectSavedToast(page);

  // The undo is refused with the reason (that property's reference); both prices stay as they are.
  await page.goto('/catalogo/actualizar-precios');
  await page.getByLabel('Proyecto', { exact: true }).selectOption({ label: UNDO_PROJECT });
  const batch = page
    .getByRole('table', { name: 'Actualizaciones de precios del proyecto' })
    .getByRole('row')
    .filter({ hasText: 'admin@andina.test' })
    .first();
  await expect(batch).toContainText('Aplicada');
  await batch.getByRole('button', { name: 'Deshacer actualización' }).click();
  await page
    .getByRole('dialog', { name: '¿Desea deshacer la actualización de precios?' })
    .getByRole('button', { name: 'Deshacer actualización' })
    .click();
  const refused = page.getByRole('dialog', { name: 'No se pudo deshacer la actualización' });
  await expect(refused).toContainText(
    `No se puede deshacer: el precio de ${created[0].refId} cambió después de esta actualización.`,
  );
  await refused.getByRole('button', { name: 'Aceptar' }).click();
  await expect(batch).toContainText('Aplicada');
  await page.getByRole('searchbox', { name: 'Buscar inmueble' }).fill(tag);
  await expect(rowOf(page, names[0])).toContainText('$ 350.000.000');
  await expect(rowOf(page, names[1])).toContainText('$ 336.000.000');
});
