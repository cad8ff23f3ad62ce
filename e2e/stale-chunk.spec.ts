import type { Page } from '@playwright/test';
import { expect, mainMenu, signIn, test } from './fixtures.ts';

/** The code-split chunk of the properties list, as a build names it (properties-page-<hash>.js). */
const PROPERTIES_CHUNK = /\/assets\/properties-page-[^/]*\.js$/;

/** Counts the full page loads from now on (a reload is one). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

test('tras un despliegue, una pestaña abierta que no encuentra el código de una página recarga una vez y la muestra', async ({
  page,
}) => {
  await signIn(page, 'admin@andina.test');
  // The tab was opened before a redeploy: the chunk it knows of is gone, once; after reloading it gets the new one.
  await page.route(PROPERTIES_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }), {
    times: 1,
  });
  const loads = countLoads(page);
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inmuebles' })).toBeVisible();
  await expect(page).toHaveURL(/\/catalogo\/inmuebles$/);
  expect(loads.count).toBe(1);
  // Still signed in after the reload.
  await expect(page.getByRole('banner').getByText('Carlos Mejía')).toBeVisible();
});

test('si el código de la página sigue sin cargar tras recargar, muestra el error en lugar de recargar sin fin', async ({
  page,
}) => {
  await signIn(page, 'admin@andina.test');
  await page.route(PROPERTIES_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const loads = countLoads(page);
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Se presentó un error inesperado. Por favor intente más tarde.',
  );
  await expect(page.getByRole('link', { name: 'Continuar' })).toBeVisible();
  // One reload, no more: the error page stays.
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(1);
});
