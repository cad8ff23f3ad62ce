import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

// Issue 10: the portal's files reach the browser compressed at build time, hashed assets with a year of cache
// and no revalidation, the page itself revalidated on every visit.
test('la página de ingreso llega comprimida, con caché larga para los archivos con hash', async ({
  page,
}) => {
  const assets: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/') || !/\.(js|css)$/.test(url.pathname)) return;
    const headers = await response.allHeaders();
    assets.push({
      url: url.pathname,
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
    });
  });
  const document = await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
  const documentHeaders = await document?.allHeaders();
  expect(documentHeaders?.['cache-control']).toBe('no-cache');
  expect(documentHeaders?.['content-encoding']).toMatch(/^(br|gzip)$/);

  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
  // The entry script is well over 1 KB: it must come compressed.
  const entry = assets.find((a) => /\/index-[^/]+\.js$/.test(a.url));
  expect(entry, 'script de entrada').toBeDefined();
  expect(entry?.encoding).toMatch(/^(br|gzip)$/);
});

test('con usuario y contraseña, ninguna página carga el cliente del proveedor de identidad (oidc-client-ts)', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, 'admin@andina.test');
  await page.goto('/catalogo/inmuebles');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Inmuebles', level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /\/assets\/oidc-[^/]+\.js$/.test(s))).toEqual([]);
});

/** The build's route table (apps/web/build/route-chunks.ts): the entry's chunks and each route's. */
function routeChunks(): {
  entry: string[];
  routes: { path: string; files: string[] }[];
  shellAfterPaint: string[];
} {
  return JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/route-chunks.json'), 'utf8'),
  );
}

/**
 * Until no script has arrived for a second. Not the network going idle: a signed-in page keeps its notifications'
 * event stream open for good (issue 14).
 */
async function scriptsSettled(scripts: string[]) {
  let seen = -1;
  await expect
    .poll(
      () => {
        const settled = scripts.length === seen;
        seen = scripts.length;
        return settled;
      },
      { intervals: [1000], timeout: 30_000 },
    )
    .toBe(true);
}

/** The portal's scripts a page fetches (module scripts, their imports and modulepreloads alike). */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/.+\.js$/.test(pathname)) scripts.push(pathname.slice(1));
  });
  return scripts;
}

/**
 * What a route's HTML asks for, and how: the files its start script preloads and its entry (apps/web/build/
 * start-after-paint.ts), and whether it has any tag that would fetch a script while it is parsed.
 */
function startOf(html: string) {
  const start = /<script data-entry="([^"]*)" data-preload="([^"]*)">/.exec(html);
  return {
    entry: start?.[1],
    preloads: start?.[2].split(' ') ?? [],
    fetchesWhileParsed: /<script[^>]* src=|<link rel="modulepreload"/.test(html),
  };
}

// Issue 10, item 4: the HTML of a route names its page's chunks beside the entry's, so the browser fetches them
// together, once the first paint is shown; and the route table is honest: what a first paint loads is exactly the
// entry and those. The start script runs under the portal's CSP (admitted by its hash), with no violation.
test('cada ruta precarga sus chunks, y su primera pintura no carga otros', async ({ page }) => {
  const table = routeChunks();
  const filesOf = (route: string) => table.routes.find((r) => r.path === route)?.files ?? [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    window.document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  const login = watchScripts(page);
  const document = await page.goto('/login');
  const start = startOf((await document?.text()) ?? '');
  expect(start.fetchesWhileParsed).toBe(false);
  expect(start.entry).toBe(`/${table.entry[0]}`);
  expect(start.preloads).toEqual([...table.entry.slice(1), ...filesOf('/login')].map((f) => `/${f}`));
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(new Set(login)).toEqual(new Set([...table.entry, ...filesOf('/login')]));

  const home = watchScripts(page);
  await signIn(page, 'admin@andina.test');
  // The home page's own chunks, still arriving after sign-in, are not the list's: the shell loads first and then
  // its page, so wait until the home page has painted its title (network idle alone can fall between the two on a
  // busy machine).
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Its charts too, whose code comes once they are near the screen (at this size, at once): on a busy machine it
  // could arrive more than a second after the title, and be counted as the list's.
  await expect(page.getByRole('figure', { name: 'Inmuebles por tipo' }).locator('svg').first()).toBeVisible();
  await scriptsSettled(home);
  const list = watchScripts(page);
  const listDocument = await page.goto('/catalogo/inmuebles');
  const listStart = startOf((await listDocument?.text()) ?? '');
  expect(filesOf('/catalogo/inmuebles').length).toBeGreaterThan(0);
  expect(listStart.fetchesWhileParsed).toBe(false);
  expect(listStart.preloads).toEqual(
    [...table.entry.slice(1), ...filesOf('/catalogo/inmuebles')].map((f) => `/${f}`),
  );
  await expect(page.getByRole('main').getByRole('heading', { name: 'Inmuebles', level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  await scriptsSettled(list);
  // The entry, the route's own chunks, and what the shell loads just after it paints (the notifications bell).
  const expected = new Set([...table.entry, ...filesOf('/catalogo/inmuebles'), ...table.shellAfterPaint]);
  expect(
    list.filter((f) => !expected.has(f)),
    'cargados fuera de la tabla',
  ).toEqual([]);
});

// Issue 10: before any script has run, a public page shows its brand header and a signed-in page the shell's top
// bar and background, painted from the HTML (index.html's frames, chosen by the server per route); without
// JavaScript, the line that asks for it shows above them.
test('la primera pintura sale del HTML: el marco público en el ingreso, el del shell en una página con sesión', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/catalogo/inmuebles');
    await expect(page.locator('html')).toHaveAttribute('data-frame', 'shell');
    await expect(page.locator('.boot-bar')).toBeVisible();
    await expect(page.locator('.boot-bar')).toHaveText('Tu360 Inmobiliario');
    await expect(page.locator('.boot-header')).toBeHidden();
    // Playwright's text queries skip <noscript>: its line is found by its class.
    await expect(page.locator('.boot-noscript')).toBeInViewport();
    await expect(page.locator('.boot-noscript')).toContainText('necesita JavaScript');

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-frame', 'public');
    await expect(page.locator('.boot-header')).toBeVisible();
    await expect(page.locator('.boot-bar')).toBeHidden();
  } finally {
    await context.close();
  }
});
