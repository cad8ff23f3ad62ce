import { expect, mainMenu, signIn, test } from './fixtures.ts';
import { createPropertyInApproval, rowOf, searchProperty, uniqueName } from './support/properties.ts';

test('un rechazo llega en vivo a las notificaciones de la constructora; se elimina, "Deshacer" la restaura sin leer y al abrirla lleva al inmueble', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Aviso');
  await signIn(page, 'admin@andina.test');
  await createPropertyInApproval(page, 'Torres del Río', name);
  await mainMenu(page).getByRole('link', { name: 'Notificaciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'superadmin@tu360.test');
  await mainMenu(admin).getByRole('link', { name: 'Aprobaciones de inmuebles' }).click();
  await searchProperty(admin, name);
  await rowOf(admin, name)
    .getByRole('button', { name: `Rechazar ${name}` })
    .click();
  const ask = admin.getByRole('dialog', { name: '¿Desea rechazar este inmueble?' });
  await ask.getByLabel('Motivo del rechazo').fill('<i>Foto</i> & más');
  await ask.getByRole('button', { name: 'Rechazar', exact: true }).click();
  await expect(admin.getByRole('dialog', { name: 'Ha rechazado 1 inmueble', exact: true })).toBeVisible();
  await adminContext.close();

  // Live: the page was not reloaded; the event stream brings the notification and the bell's count.
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Inmueble rechazado');
  await expect(item).toContainText('(No leída)');
  // The reason is text: its markup was escaped by the server, shown as typed (a short name and reason fit in the
  // 65-character preview).
  await expect(item).toContainText('fue rechazado: <i>Foto</i> & más');
  await expect(bell).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/);
  const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);

  await item.getByRole('button', { name: 'Eliminar notificación' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Notificaciones eliminadas' });
  await expect(toast).toContainText('Se ha eliminado la notificación');
  await expect(item).toHaveCount(0);
  await toast.getByRole('button', { name: 'Deshacer' }).click();
  await expect(item).toBeVisible();
  await expect(item).toContainText('(No leída)');

  await item.getByRole('button', { name: /Inmueble rechazado/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('property-status')).toHaveText('Rechazado');
  await expect(bell).toHaveAccessibleName(
    unreadBefore > 1 ? `Notificaciones, ${unreadBefore - 1} sin leer` : 'Notificaciones',
  );
});

test('Visualizador no tiene campana y se le envía de /notificaciones a /inicio', async ({ page }) => {
  await signIn(page, 'visor@andina.test');
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toHaveCount(0);
  await page.goto('/notificaciones');
  await expect(page).toHaveURL(/\/inicio$/);
});
