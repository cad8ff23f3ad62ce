import { expect, signIn, test } from './fixtures.ts';
import { toast } from './support/projects.ts';

test('la inmobiliaria edita sus datos con su WhatsApp y los ve al recargar', async ({ page }) => {
  await signIn(page, 'admin@capital.test');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Datos de la inmobiliaria' })
    .click();
  await expect(page).toHaveURL(/\/dependencias\/datos-basicos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos de la inmobiliaria');
  await expect(page.getByLabel('Nombre')).toHaveValue('Inmobiliaria Capital');

  const whatsApp = page.getByLabel('WhatsApp');
  await whatsApp.fill('abc');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ingrese un número de teléfono válido')).toBeVisible();

  await whatsApp.fill('320 555 0199');
  await page.getByLabel('Antigüedad (años)').fill('21');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cambios guardados')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('WhatsApp')).toHaveValue('320 555 0199');
  await expect(page.getByLabel('Antigüedad (años)')).toHaveValue('21');
});
