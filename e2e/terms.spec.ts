import { expect, mainMenu, signIn, signOut, test } from './fixtures.ts';

// nuevo@pacifico.test is the only account whose builder has not accepted the terms. Accepting them cannot
// be undone, so this is the only journey that signs in with it before menus.spec.ts checks its menu
// (tagged to run after every other journey, see playwright.config.ts).
test('nuevo@pacifico.test acepta los términos en tres pasos y no los vuelve a ver', async ({ page }) => {
  await signIn(page, 'nuevo@pacifico.test');

  const terms = page.getByRole('dialog');
  await test.step('paso 1: Conocer más o Aceptar', async () => {
    await expect(terms).toHaveAccessibleName('Términos y condiciones');
    await expect(terms).toContainText(
      'Para continuar usando el portal de Tu360Inmobiliario debe conocer y aceptar los términos y condiciones de uso de la plataforma.',
    );
    await expect(terms.getByRole('button', { name: 'Conocer más' })).toBeVisible();
    await expect(terms.getByRole('button', { name: 'Aceptar', exact: true })).toBeVisible();
  });

  await test.step('el modal no se cierra con Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(terms).toHaveAccessibleName('Términos y condiciones');
  });

  await test.step('Conocer más muestra el detalle; Salir vuelve al paso 1', async () => {
    await terms.getByRole('button', { name: 'Conocer más' }).click();
    await expect(terms).toHaveAccessibleName('Términos y condiciones de uso');
    await expect(terms).toContainText('Ley 1581 de 2012');
    await expect(terms.getByRole('button', { name: 'Aceptar términos' })).toBeVisible();
    await terms.getByRole('button', { name: 'Salir' }).click();
    await expect(terms).toHaveAccessibleName('Términos y condiciones');
    await expect(terms.getByRole('button', { name: 'Conocer más' })).toBeVisible();
  });

  await test.step('Aceptar términos desde el detalle confirma con Entendido', async () => {
    await terms.getByRole('button', { name: 'Conocer más' }).click();
    await terms.getByRole('button', { name: 'Aceptar términos' }).click();
    await expect(terms).toHaveAccessibleName('Has aceptado los términos');
    await terms.getByRole('button', { name: 'Entendido' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
  });

  await test.step('no vuelve tras recargar', async () => {
    const termsChecked = page.waitForResponse((res) => res.url().includes('/auth/api/terms/v2/constructor'));
    await page.reload();
    expect((await termsChecked).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicio');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('no vuelve al ingresar de nuevo', async () => {
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    const termsChecked = page.waitForResponse((res) => res.url().includes('/auth/api/terms/v2/constructor'));
    await signIn(page, 'nuevo@pacifico.test');
    expect(await (await termsChecked).json()).not.toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicio');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
