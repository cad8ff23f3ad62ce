import { expect, mainMenu, signIn, test } from './fixtures.ts';
import { rowOf, searchProperty } from './support/properties.ts';

test('el administrador de Andina asigna una responsable por ubicación y la quita de un inmueble', async ({
  page,
}) => {
  const name = 'Casa 201 - Mirador de la Sierra';
  const other = 'Apartamento 101 - Mirador de la Sierra';
  const responsible = 'Daniela Ospina';
  await signIn(page, 'admin@andina.test');
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await searchProperty(page, name);
  await rowOf(page, name).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tab', { name: 'Responsables' }).click();

  await page.getByRole('button', { name: 'Agregar responsables' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar usuarios responsables' });
  await dialog.getByRole('checkbox', { name: new RegExp(`^${responsible} ·`) }).check();
  await dialog.getByRole('radio', { name: 'Ubicación del inmueble' }).check();
  await expect(dialog.getByText(/^Todos los inmuebles de /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Agregar responsables' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Responsables asignados' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Usuarios responsables' });
  await expect(list.getByRole('listitem').filter({ hasText: responsible })).toContainText('Por ubicación');

  // Taken off this property: the confirmation says the rule goes on for the others.
  await list.getByRole('button', { name: `Quitar a ${responsible}` }).click();
  const confirm = page.getByRole('dialog', {
    name: `¿Desea quitar a ${responsible} como responsable de este inmueble?`,
  });
  await expect(confirm).toContainText('su regla sigue aplicando a los demás inmuebles que la cumplen');
  await confirm.getByRole('button', { name: 'Quitar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Responsable retirado' })).toBeVisible();
  await expect(page.getByText(responsible)).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Responsables' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Usuarios responsables' })).toBeVisible();
  await expect(page.getByText(responsible)).toHaveCount(0);

  // Another property of the same municipality keeps her, by the rule.
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await searchProperty(page, other);
  await rowOf(page, other).getByRole('link', { name: other }).click();
  await page.getByRole('tab', { name: 'Responsables' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Usuarios responsables' })
      .getByRole('listitem')
      .filter({ hasText: responsible }),
  ).toContainText('Por ubicación');
});
