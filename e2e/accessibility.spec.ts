import type { Page } from '@playwright/test';
import { expect, mainMenu, seriousAxeViolations, signIn, test } from './fixtures.ts';

// Every page of the portal, as each kind of user reaches it from the side menu, passes axe-core with no
// serious or critical violation, on a desktop and on a 360 px phone, under the portal's real CSP (the
// fixture fails the journey on any CSP report in the console).

/** The side menu's links (label and address), read from the page as the user sees it. */
async function menuLinks(page: Page): Promise<{ label: string; href: string }[]> {
  const links = mainMenu(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((els) =>
    els
      .filter((el) => el.getAttribute('aria-disabled') !== 'true')
      .map((el) => ({ label: (el.textContent ?? '').trim(), href: el.getAttribute('href') ?? '' })),
  );
}

/**
 * Visits each menu page (at the given viewport width, the menu read at the desktop's) and gathers its
 * serious and critical violations: all pages, then one verdict.
 */
async function auditMenuPages(page: Page, width?: number): Promise<string[]> {
  const found: string[] = [];
  const links = await menuLinks(page);
  if (width) await page.setViewportSize({ width, height: 740 });
  for (const { label, href } of links) {
    await page.goto(href);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Lists and cards load after the title: the page is judged once nothing is loading any more.
    await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
    for (const v of await seriousAxeViolations(page)) found.push(`${label} (${href}): ${v}`);
  }
  return found;
}

for (const user of [
  'superadmin@tu360.test',
  'admin@andina.test',
  'visor@andina.test',
  'admin@capital.test',
]) {
  test(`las páginas del menú de ${user} pasan axe-core`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, user);
    expect(await auditMenuPages(page)).toEqual([]);
  });
}

test('en un teléfono de 360 px, las páginas del menú de admin@andina.test pasan axe-core', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@andina.test');
  expect(await auditMenuPages(page, 360)).toEqual([]);
});

/** Gathers the serious and critical violations of each address, once its title and lists are there. */
async function auditPaths(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const href of paths) {
    await page.goto(href);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
    for (const v of await seriousAxeViolations(page)) found.push(`${href}: ${v}`);
  }
  return found;
}

/** The first link of the list page whose address matches, e.g. a property's detail page. */
async function firstLinkTo(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const hrefs = page.getByRole('main').locator('a[href]');
  // The list's rows arrive after the page's own links: wait for one that matches, not for any link.
  let href: string | undefined;
  await expect
    .poll(
      async () => {
        const all = await hrefs.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
        href = all.find((h) => pattern.test(h));
        return href;
      },
      { message: `un enlace de ${listPath} que coincida con ${pattern}` },
    )
    .toBeDefined();
  return href as string;
}

test('las páginas de creación y de detalle pasan axe-core', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@andina.test');
  const property = await firstLinkTo(page, '/catalogo/inmuebles', /^\/catalogo\/inmuebles\/\d+(\?|$)/);
  const project = await firstLinkTo(
    page,
    '/catalogo/proyectos',
    /^\/catalogo\/proyectos\/(?!crear)[^/?]+(\?|$)/,
  );
  expect(
    await auditPaths(page, ['/catalogo/inmuebles/crear', '/catalogo/proyectos/crear', property, project]),
  ).toEqual([]);
});

test('las páginas de creación del administrador del banco y un diálogo abierto pasan axe-core', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'superadmin@tu360.test');
  expect(await auditPaths(page, ['/certificado-sostenible/crear', '/tiendas/usuarios/crear'])).toEqual([]);
  await mainMenu(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => seriousAxeViolations(page)).toEqual([]);
});

test('la página de ingreso y el proveedor de identidad pasan axe-core', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Ingresar con Bancolombia' }).click();
  await expect(page.getByRole('heading', { name: 'Ingreso Bancolombia' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('la documentación de la API (Swagger UI) carga bajo la CSP', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Tu360 Inmobiliario · API del portal/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /\/api\/health/ }).first()).toBeVisible();
});
