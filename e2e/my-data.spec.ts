import { expect, signIn, test } from './fixtures.ts';

test('un usuario de tienda abre Mis datos desde su nombre, ve sus datos y abre el cambio de contraseña', async ({
  page,
}) => {
  await signIn(page, 'visor@andina.test');

  await test.step('su nombre en la barra superior lleva a Mis datos', async () => {
    await page.getByRole('link', { name: /^Mis datos:/ }).click();
    await expect(page).toHaveURL(/\/mi-tienda\/mis-datos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis datos');
  });

  await test.step('sus datos, su constructora, su proyecto con su rol y su última visita', async () => {
    const profile = page.getByRole('region', { name: 'Datos personales' });
    await expect(profile.getByRole('definition').nth(1)).toHaveText('visor@andina.test');
    await expect(profile).toContainText('Constructora Andina');
    const access = page.getByRole('region', { name: 'Proyecto y rol' });
    await expect(access.getByRole('term')).toHaveText(['Proyecto actual', 'Rol', 'Última visita']);
    await expect(access.getByRole('definition').nth(1)).toHaveText('Visualizador');
    // "25 de noviembre de 2026 a las 9:15 a. m.": a date in Spanish.
    await expect(access.getByRole('definition').nth(2)).toHaveText(/^\d{1,2} de [a-z]+ de \d{4} a las \d/);
  });

  await test.step('Cambiar contraseña abre el diálogo del menú; Cancelar lo cierra sin cambiar nada', async () => {
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await expect(dialog.getByLabel('Contraseña actual')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cambiar', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeFocused();
  });
});
