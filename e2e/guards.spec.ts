import type { Page } from '@playwright/test';
import { expect, mainMenu, signIn, test } from './fixtures.ts';

/** Types an address in the browser's bar and waits for where the portal settles. */
async function visit(page: Page, path: string, expectedPath: string) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === expectedPath);
}

function pageTitle(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/**
 * Follows menu entries and checks that each page shows its real title inside the shell (pages of later
 * issues show only that title; once built they keep it).
 */
async function expectTitlesInShell(page: Page, who: string, pages: (readonly [string, string])[]) {
  for (const [label, path] of pages) {
    const entry = mainMenu(page).getByRole('link', { name: label, exact: true });
    await entry.click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(pageTitle(page)).toHaveText(label);
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByText(who, { exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
}

test.describe('visitante sin sesión', () => {
  test('una página del portal lleva al ingreso', async ({ page }) => {
    await visit(page, '/inicio', '/login');
    await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
    await visit(page, '/catalogo/inmuebles', '/login');
  });

  test('una dirección desconocida lleva al ingreso', async ({ page }) => {
    await visit(page, '/no-existe/en-el-portal', '/login');
    await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
  });
});

test('con sesión, el ingreso y las direcciones desconocidas llevan a /inicio', async ({ page }) => {
  await signIn(page, 'admin@horizonte.test');
  await visit(page, '/login', '/inicio');
  await expect(pageTitle(page)).toHaveText('Resumen de proyectos');
  await visit(page, '/no-existe/en-el-portal', '/inicio');
  await expect(pageTitle(page)).toHaveText('Resumen de proyectos');
});

test('el administrador de una constructora', async ({ page }) => {
  await signIn(page, 'admin@andina.test');

  await test.step('no entra a las páginas de administración de la plataforma', async () => {
    for (const path of ['/catalogo/aprobaciones', '/certificado-sostenible/crear', '/tiendas/usuarios']) {
      await visit(page, path, '/inicio');
      await expect(pageTitle(page)).toHaveText('Resumen de proyectos');
    }
  });

  await test.step('sí entra a Notificaciones, que su menú ofrece', async () => {
    await expect(mainMenu(page).getByRole('link', { name: 'Notificaciones' })).toBeVisible();
    await visit(page, '/notificaciones', '/notificaciones');
    await expect(pageTitle(page)).toHaveText('Notificaciones');
  });

  await test.step('cada página muestra su título real dentro del marco', async () => {
    await expectTitlesInShell(page, 'Carlos Mejía', [
      ['Inmuebles rechazados', '/catalogo/inmuebles-rechazados'],
      ['Actualizar precios', '/catalogo/actualizar-precios'],
      ['Clientes potenciales', '/clientes-potenciales/clientes-potenciales'],
      ['Usuarios', '/mi-tienda/usuarios'],
    ]);
    await visit(page, '/mi-tienda/mis-datos', '/mi-tienda/mis-datos');
    await expect(pageTitle(page)).toHaveText('Mis datos');
    await expect(mainMenu(page)).toBeVisible();
  });
});

test('el visualizador de una constructora no entra a Notificaciones', async ({ page }) => {
  await signIn(page, 'visor@andina.test');
  await visit(page, '/notificaciones', '/inicio');
  await expect(pageTitle(page)).toHaveText('Resumen de proyectos');
});

test('la inmobiliaria', async ({ page }) => {
  await signIn(page, 'admin@capital.test');

  await test.step('va de Proyectos a Inmuebles', async () => {
    await visit(page, '/catalogo/proyectos', '/catalogo/inmuebles');
    await expect(pageTitle(page)).toHaveText('Inmuebles');
  });

  await test.step('cada página muestra su título real dentro del marco', async () => {
    await expectTitlesInShell(page, 'Felipe Cárdenas', [
      ['Integraciones', '/mi-tienda/integraciones'],
      ['Datos de la inmobiliaria', '/dependencias/datos-basicos'],
    ]);
  });
});

test('un administrador de la plataforma no entra a las páginas de tienda', async ({ page }) => {
  await signIn(page, 'admin.banco@tu360.test');
  for (const path of ['/catalogo/inmuebles-rechazados', '/mi-tienda/usuarios']) {
    await visit(page, path, '/inicio');
    await expect(pageTitle(page)).toHaveText('Hola, Andrés');
  }
});

test('el superadministrador ve el título real de cada página dentro del marco', async ({ page }) => {
  await signIn(page, 'superadmin@tu360.test');
  await expectTitlesInShell(page, 'Sofía Restrepo', [
    ['Aprobaciones de inmuebles', '/catalogo/aprobaciones'],
    ['Notificaciones', '/notificaciones'],
    ['Usuarios', '/tiendas/usuarios'],
  ]);
  await expect(page.getByRole('complementary', { name: 'Usuarios' })).toBeVisible();
});
