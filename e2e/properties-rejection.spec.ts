import { expect, mainMenu, signIn, test } from './fixtures.ts';
import { createPropertyInApproval, rowOf, searchProperty, uniqueName } from './support/properties.ts';

test('el administrador del banco rechaza un inmueble con un motivo y Andina lo ve en Inmuebles rechazados', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Casa E2E rechazo');
  const reason = 'Las fotografías no corresponden al inmueble; cárguelas de nuevo.';
  await signIn(page, 'admin@andina.test');
  await createPropertyInApproval(page, 'Torres del Río', name);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'superadmin@tu360.test');
  await mainMenu(admin).getByRole('link', { name: 'Aprobaciones de inmuebles' }).click();
  await searchProperty(admin, name);
  await rowOf(admin, name)
    .getByRole('button', { name: `Rechazar ${name}` })
    .click();
  const ask = admin.getByRole('dialog', { name: '¿Desea rechazar este inmueble?' });
  await ask.getByLabel('Motivo del rechazo').fill(reason);
  await ask.getByRole('button', { name: 'Rechazar', exact: true }).click();
  // "1 inmueble": the title agrees in number.
  const done = admin.getByRole('dialog', { name: 'Ha rechazado 1 inmueble', exact: true });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Aceptar' }).click();
  // The row stays where it was, now Rechazado, with nothing left to decide.
  await expect(rowOf(admin, name)).toContainText('Rechazado');
  await expect(rowOf(admin, name).getByRole('button', { name: `Aprobar ${name}` })).toHaveCount(0);
  await adminContext.close();

  await mainMenu(page).getByRole('link', { name: 'Inmuebles rechazados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inmuebles rechazados' })).toBeVisible();
  await searchProperty(page, name);
  await expect(rowOf(page, name)).toContainText(reason);
  await rowOf(page, name)
    .getByRole('link', { name: `Editar ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('property-status')).toHaveText('Rechazado');
  await expect(page.getByRole('alert').filter({ hasText: 'Motivo del rechazo' })).toContainText(reason);
});
