import { expect, mainMenu, signIn, test } from './fixtures.ts';
import { rowOf, searchProperty } from './support/properties.ts';

/**
 * The property list draws each main photo (a 44×36 box) from its AVIF thumbnail, not the original: Chromium
 * takes the first <source> it supports, and the smallest width that covers the 54 px a 3:2 photo is drawn at.
 */
test('la lista de inmuebles muestra las fotos en miniatura AVIF, no el original', async ({ page }) => {
  const name = 'Apartamento 101 - Torres del Río';
  const fetched: { path: string; type: string }[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/api/files/')) fetched.push({ path, type: res.headers()['content-type'] });
  });
  await signIn(page, 'visor@andina.test');
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await searchProperty(page, name);
  const photo = rowOf(page, name).getByRole('img', { name: `Imagen de ${name}` });
  await expect(photo).toBeVisible();
  // Drawn in its 44×36 box from the 64 px wide AVIF (device pixel ratio 1; a 3:2 photo fills 54 px of it).
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toMatch(/\/api\/files\/[0-9a-f-]{36}\/64\.avif$/);
  expect(await photo.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([44, 36]);

  const thumbnail = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(fetched).toContainEqual({ path: thumbnail, type: 'image/avif' });
  // The original photo is not fetched for the list (it is 35–50 KB; its 64 px AVIF well under 2 KB).
  const original = thumbnail.replace(/\/64\.avif$/, '');
  expect(fetched.map((f) => f.path)).not.toContain(original);
  const bytes = async (path: string) => (await (await page.request.get(path)).body()).length;
  expect(await bytes(thumbnail)).toBeLessThan(2_000);
  expect(await bytes(original)).toBeGreaterThan(30_000);
});
