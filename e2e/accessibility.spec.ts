import type { Page } from '@playwright/test';
import { axeViolations, expect, mainMenu, seriousAxeViolations, signIn, test } from './fixtures.ts';

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

/** The statuses a property shows in the list (spec section 4: Loaded reads Publicado, Inactive reads Oculto). */
const PROPERTY_STATUS_LABELS = [
  'En aprobación',
  'Oculto',
  'Rechazado',
  'Publicado',
  'Incompleto',
  'Aprobado',
];

/**
 * The contrast ratio of an element's text with what is painted behind it (WCAG 2's relative luminance):
 * the backgrounds of the element and its ancestors, each blended over the ones below it, over the white page.
 */
function textContrast(el: Element): number {
  const rgba = (css: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, a];
  };
  const over = ([r, g, b, a]: number[], below: number[]) => [
    r * a + below[0] * (1 - a),
    g * a + below[1] * (1 - a),
    b * a + below[2] * (1 - a),
  ];
  const layers: number[][] = [];
  for (let node: Element | null = el; node; node = node.parentElement)
    layers.unshift(rgba(getComputedStyle(node).backgroundColor));
  const background = layers.reduce((below, layer) => over(layer, below), [255, 255, 255]);
  const text = over(rgba(getComputedStyle(el).color), background);
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test('la lista de inmuebles, con filas de cada estado, no tiene ninguna falla de axe-core y cada estado se lee con contraste de al menos 4.5:1', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@andina.test');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/catalogo/inmuebles');
    const table = page.getByRole('main').getByRole('table', { name: 'Inmuebles' });
    // The page as Lighthouse judges it: rows on screen, nothing loading; no violation of any impact.
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
    // One status at a time (the list's filter), so that every status's chip is judged whatever the first page holds.
    for (const label of PROPERTY_STATUS_LABELS) {
      await page.getByLabel('Estado', { exact: true }).selectOption({ label });
      const chip = table.getByText(label, { exact: true }).first();
      await expect(chip).toBeVisible();
      await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
      expect(await chip.evaluate(textContrast), `${label}, ${width} px`).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test('el resumen de proyectos de /inicio no tiene ninguna falla de axe-core (ni el orden de los títulos)', async ({
  page,
}) => {
  await signIn(page, 'admin@andina.test');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');
  await expect(page.getByRole('main').getByRole('button', { name: /Torres del Río/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
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
