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
