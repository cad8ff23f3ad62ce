import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';

// Plain Playwright's test, not the one of ./fixtures.ts: nothing here hides a request to a third party.
test('sin internet, el ingreso no consulta servicios externos ni deja errores en la consola', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The machine has no internet: every request that leaves the portal fails, and is recorded.
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      outside.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill('admin@andina.test');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();

  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
