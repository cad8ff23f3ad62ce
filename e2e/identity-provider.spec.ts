import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, mainMenu, menuEntries, sessionStorageOf, test } from './fixtures.ts';

/** Login page → "Ingresar con Bancolombia" → the development identity provider's own page under /oidc. */
async function openProviderPage(page: Page) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Ingresar con Bancolombia' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Ingreso Bancolombia' })).toBeVisible();
}

async function fillProviderForm(page: Page, userName: string, password: string) {
  await page.getByLabel('Usuario').fill(userName);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in on the provider's page and checks that the browser comes back through /callback. */
async function signInWithProvider(page: Page, userName: string) {
  await openProviderPage(page);
  const callback = page.waitForURL(/\/callback\?code=/, { waitUntil: 'commit' });
  await fillProviderForm(page, userName, DEMO_PASSWORD);
  await callback;
  await expect(page).toHaveURL(/\/inicio$/);
}

/** Every address the tab showed, in order. */
function recordNavigations(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()));
  });
  return seen;
}

test('el administrador del banco ingresa con Bancolombia y sale por el cierre de sesión del proveedor', async ({
  page,
}) => {
  await signInWithProvider(page, 'admin.banco@tu360.test');

  await test.step('llega a /inicio con su menú', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Andrés');
    await expect(page.getByRole('banner').getByText('Andrés Gómez', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Administrador', { exact: true })).toBeVisible();
    await expect
      .poll(() => menuEntries(page))
      .toEqual([
        'Inicio',
        '# Catálogo',
        'Proyectos',
        'Inmuebles',
        'Aprobaciones de inmuebles',
        'Aprobaciones de proyectos',
        // No builder chosen in the side panel: no load templates (spec section 2).
        'Actualizar precios',
        '# Clientes',
        'Clientes potenciales',
        'Notificaciones',
        '# Dependencias',
        'Datos básicos',
        'Usuarios',
        'Integraciones',
        'Parámetros',
        // Maintenance mode's switch (issue 15).
        '# Plataforma',
        'Mantenimiento',
      ]);
    await expect(page.getByRole('complementary', { name: 'Inicio' })).toBeVisible();
  });

  await test.step('la sesión funciona tras recargar', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Andrés');
    await expect(page.getByRole('tabpanel').getByRole('button').first()).toHaveText('aurora Constructores');
  });

  await test.step('cerrar sesión pasa por el cierre de sesión del proveedor y termina en /login', async () => {
    await mainMenu(page).getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/oidc\/session\/end/);
    await expect(page.getByRole('heading', { name: 'Cerrar sesión en Bancolombia' })).toBeVisible();
    await page.getByRole('button', { name: 'Sí, cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
    await expect.poll(() => sessionStorageOf(page)).toEqual({});
  });

  await test.step('el proveedor pide de nuevo usuario y contraseña', async () => {
    await openProviderPage(page);
    await expect(page.getByLabel('Usuario')).toBeEmpty();
  });
});

test('multi@andina.test ingresa con Bancolombia como usuario de tienda', async ({ page }) => {
  await signInWithProvider(page, 'multi@andina.test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');
  await expect(page.getByRole('banner').getByText('Juliana Vélez', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Administrador', { exact: true })).toBeVisible();
  await expect
    .poll(() => menuEntries(page))
    .toEqual([
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      'Inmuebles rechazados',
      'Actualizar precios',
      'Plantillas de carga',
      '# Clientes',
      'Clientes potenciales',
      'Notificaciones',
      '# Constructora',
      'Datos básicos',
      'Usuarios',
      'Integraciones',
    ]);
  // The project cards (the home's own lists, such as what needs attention, name the same projects).
  const projects = page.getByRole('list', { name: 'Seleccione un proyecto' }).getByRole('listitem');
  await expect(projects.filter({ hasText: 'Torres del Río' })).toContainText('Administrador');
  await expect(projects.filter({ hasText: 'Mirador de la Sierra' })).toContainText(
    'Visualizador (solo lectura)',
  );

  // A store user signs out of the portal only: straight to the login page.
  const seen = recordNavigations(page);
  await mainMenu(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => sessionStorageOf(page)).toEqual({});
  expect(seen.filter((url) => url.pathname.startsWith('/oidc'))).toEqual([]);
});

test('una contraseña errada en el proveedor muestra su error en español', async ({ page }) => {
  await openProviderPage(page);
  await fillProviderForm(page, 'admin.banco@tu360.test', 'NoEsLaClave#1');
  await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});
