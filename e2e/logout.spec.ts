import { expect, mainMenu, sessionStorageOf, signIn, storedSession, test } from './fixtures.ts';

test('Cerrar sesión pide confirmación; Volver la conserva y Continuar la termina', async ({ page }) => {
  await signIn(page, 'admin@horizonte.test');
  const signOutButton = mainMenu(page).getByRole('button', { name: 'Cerrar sesión' });
  const confirmation = page.getByRole('dialog', {
    name: '¿Estás seguro de que quieres continuar con esta operación?',
  });

  await test.step('el diálogo de confirmación', async () => {
    await signOutButton.click();
    await expect(confirmation).toHaveAccessibleDescription('Recuerde que esta acción no es reversible.');
    await expect(confirmation.getByRole('button')).toHaveText(['Volver', 'Continuar']);
  });

  await test.step('Volver conserva la sesión', async () => {
    await confirmation.getByRole('button', { name: 'Volver' }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(page).toHaveURL(/\/inicio$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');
    expect((await storedSession(page))?.access_token).toBeTruthy();
  });

  await test.step('Continuar vuelve al ingreso sin rastro de la sesión', async () => {
    await signOutButton.click();
    await confirmation.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
    await expect.poll(() => sessionStorageOf(page)).toEqual({});
  });

  await test.step('volver a /inicio lleva al ingreso', async () => {
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
  });
});
