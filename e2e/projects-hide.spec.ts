import { expect, signIn, test } from './fixtures.ts';
import { findProjectRow, toast } from './support/projects.ts';

test('ocultar un proyecto pide confirmación y motivo, y oculta sus inmuebles', async ({ page }) => {
  // Horizonte Living (demo data) has six properties, one of them already hidden.
  const name = 'Horizonte Living';
  await signIn(page, 'admin@horizonte.test');
  const row = await findProjectRow(page, name);
  await expect(row.getByText('Incompleto 50%')).toBeVisible();

  await row.getByRole('button', { name: `Ocultar ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Desea ocultar este proyecto?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Ocultar' }).click();
  await expect(confirm.getByText('Debe indicar el motivo')).toBeVisible();

  await confirm.getByLabel('Motivo').fill('El proyecto se vendió en su totalidad.');
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && res.url().includes('/api/seller/api/v1/status/'),
  );
  await confirm.getByRole('button', { name: 'Ocultar' }).click();
  const body = (await (await answer).json()) as { status: string; hiddenProperties: number };
  expect(body).toMatchObject({ status: 'Hide', hiddenProperties: 5 });

  await expect(toast(page, 'Proyecto oculto')).toContainText(
    'El proyecto quedó oculto y se ocultaron 5 inmuebles del proyecto.',
  );
  await expect(confirm).toHaveCount(0);
  await expect(row.getByText('Oculto', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Ocultar ${name}` })).toHaveCount(0);
});
