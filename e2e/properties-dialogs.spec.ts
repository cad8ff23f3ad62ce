import type { Browser, Page } from '@playwright/test';
import { expect, mainMenu, signIn, test } from './fixtures.ts';
import { createPropertyInApproval, rowOf, searchProperty, uniqueName } from './support/properties.ts';

/** A second browser context signed in as the bank's super administrator. */
async function bankAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'superadmin@tu360.test');
  return admin;
}

test('aprobar un inmueble pide confirmación, en la lista de aprobaciones y en su página', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const fromList = uniqueName('Apto E2E confirmar lista');
  const fromPage = uniqueName('Apto E2E confirmar detalle');
  await signIn(page, 'admin@andina.test');
  await createPropertyInApproval(page, 'Torres del Río', fromList);
  const { productId } = await createPropertyInApproval(page, 'Torres del Río', fromPage);

  const admin = await bankAdmin(browser);
  await mainMenu(admin).getByRole('link', { name: 'Aprobaciones de inmuebles' }).click();
  await searchProperty(admin, fromList);

  await test.step('✓ de la lista: Cancelar no publica nada', async () => {
    await rowOf(admin, fromList)
      .getByRole('button', { name: `Aprobar ${fromList}` })
      .click();
    const ask = admin.getByRole('dialog', { name: '¿Desea aprobar y publicar este inmueble?' });
    await expect(ask).toHaveAccessibleDescription(
      `${fromList}. Quedará publicado en la tienda inmobiliaria.`,
    );
    await ask.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(ask).toHaveCount(0);
    await expect(admin.getByRole('dialog')).toHaveCount(0);
    await expect(rowOf(admin, fromList)).toContainText('En aprobación');
  });

  await test.step('✓ de la lista: Aprobar publica', async () => {
    await rowOf(admin, fromList)
      .getByRole('button', { name: `Aprobar ${fromList}` })
      .click();
    await admin
      .getByRole('dialog', { name: '¿Desea aprobar y publicar este inmueble?' })
      .getByRole('button', { name: 'Aprobar', exact: true })
      .click();
    const done = admin.getByRole('dialog', { name: 'Proceso exitoso' });
    await expect(done).toContainText('Inmuebles aprobados: 1');
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await expect(rowOf(admin, fromList)).toContainText('Publicado');
  });

  await test.step('Aprobar en la página del inmueble también pregunta', async () => {
    await admin.goto(`/catalogo/inmuebles/${productId}`);
    await expect(admin.getByRole('heading', { level: 1, name: fromPage })).toBeVisible();
    await admin.getByRole('button', { name: 'Aprobar', exact: true }).click();
    const ask = admin.getByRole('dialog', { name: '¿Desea aprobar y publicar este inmueble?' });
    await ask.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(ask).toHaveCount(0);
    await expect(admin.getByTestId('property-status')).toHaveText('En aprobación');
    await admin.getByRole('button', { name: 'Aprobar', exact: true }).click();
    await ask.getByRole('button', { name: 'Aprobar', exact: true }).click();
    const done = admin.getByRole('dialog', { name: 'Inmueble aprobado' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await expect(admin.getByTestId('property-status')).toHaveText('Publicado');
  });
  await admin.context().close();
});

test('eliminar un inmueble desde la lista usa el texto de inmuebles eliminados, no el del archivo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName('Apto E2E eliminar');
  await signIn(page, 'admin@andina.test');
  await createPropertyInApproval(page, 'Torres del Río', name);
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await searchProperty(page, name);
  await page.getByRole('checkbox', { name: `Seleccionar ${name}` }).check();
  await page
    .getByRole('toolbar', { name: 'Acciones con los inmuebles seleccionados' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  const ask = page.getByRole('dialog', { name: '¿Desea eliminar este inmueble?' });
  await expect(ask).toHaveAccessibleDescription(
    '1 inmueble seleccionado. Recuerde que esta acción no es reversible.',
  );
  await expect(ask.getByRole('button', { name: 'Cancelar', exact: true })).toBeVisible();
  await ask.getByRole('button', { name: 'Eliminar', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Inmueble eliminado' });
  await expect(done).toHaveAccessibleDescription('Se eliminó 1 inmueble del catálogo.');
  await expect(done).not.toContainText('archivo');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('el historial muestra pesos, áreas y fechas como el resto del portal (es-CO)', async ({ page }) => {
  test.setTimeout(90_000);
  const name = uniqueName('Apto E2E historial');
  await signIn(page, 'admin@andina.test');
  const { productId } = await createPropertyInApproval(page, 'Torres del Río', name);
  await page.goto(`/catalogo/inmuebles/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tab', { name: 'Historial' }).click();
  const history = page.getByRole('list', { name: 'Historial de cambios' });
  const creation = history.getByRole('table', { name: /^Creación del inmueble · \d{2}\/\d{2}\/\d{4} / });
  const row = (field: string) =>
    creation.getByRole('row').filter({ has: page.getByRole('rowheader', { name: field, exact: true }) });
  // Stored as 320000000, 90000000 and 70: shown as the page shows them.
  await expect(row('Precio')).toContainText('$ 320.000.000');
  await expect(row('Cuota inicial ($)')).toContainText('$ 90.000.000');
  await expect(row('Área (m²)')).toContainText('70 m²');
  await expect(row('Área privada (m²)')).toContainText('64 m²');
  await expect(history).not.toContainText('90000000');
  await expect(history).not.toContainText('320000000');
});
