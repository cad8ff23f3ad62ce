import { expect, mainMenu, sessionStorageOf, signIn, storedSession, test } from './fixtures.ts';

// The browser's clock is installed before the portal loads, so that minutes pass on demand.

test('20 minutos sin mover el ratón cierran la sesión', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'operativo@andina.test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');

  await page.clock.fastForward('19:00');
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(mainMenu(page).getByRole('link', { name: 'Inicio' })).toBeVisible();

  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
  await expect.poll(() => sessionStorageOf(page)).toEqual({});
});

test('mover el ratón antes de los 20 minutos mantiene la sesión', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'visor@andina.test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');

  await page.clock.fastForward('15:00');
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 320);
  // 25 minutes after signing in, 10 after the last movement.
  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');
  await expect(mainMenu(page).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  // The count restarted at the movement: 20 minutes after it the session ends.
  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL(/\/login$/);
});

test('a los 10 minutos el token se renueva y la sesión sigue funcionando', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'admin@horizonte.test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');
  const before = (await storedSession(page))?.access_token;

  const refresh = page.waitForResponse(
    (res) => res.url().includes('/api/auth/connect/token') && res.request().method() === 'POST',
  );
  await page.clock.fastForward('10:00');
  expect((await refresh).ok()).toBe(true);
  await expect.poll(async () => (await storedSession(page))?.access_token).not.toBe(before);
  const renewed = (await storedSession(page))?.access_token;

  // The next call (choosing a project) carries the renewed token and succeeds.
  const call = page.waitForRequest((req) => req.url().includes('/api/auth/api/users/change-seller'));
  await page
    .getByRole('main')
    .getByRole('button', { name: /Reserva Horizonte/ })
    .click();
  expect((await call).headers().authorization).toBe(`Bearer ${renewed}`);
  await expect(page.getByRole('main').getByText('Proyecto seleccionado')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Reserva Horizonte',
  );
  await expect(page).toHaveURL(/\/inicio$/);
});
