import { expect, signIn, test } from './fixtures.ts';

const SHOTS = process.env.HOMES_SCREENSHOTS;

/** Issue 15, "Homes": both homes with their cards and charts; a card opens its list with the same count. */
test('el inicio del administrador muestra tarjetas y gráficos, con su tabla, y una tarjeta lleva al listado filtrado con la misma cifra', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'superadmin@tu360.test');
  const card = page.getByRole('link', { name: /^Publicado: [\d.]+ inmuebles, ver en el listado$/ });
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: /^Proyectos por aprobar: \d+ proyectos/ })).toBeVisible();
  await expect(page.getByText(/% frente al mes anterior/).first()).toBeVisible();

  // The charts load once the user scrolls near them; each has its table alternative.
  await page.getByRole('region', { name: 'Actividad de las últimas 12 semanas' }).scrollIntoViewIfNeeded();
  const published = page.getByRole('figure', { name: 'Inmuebles publicados por semana' });
  await expect(published.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Clientes potenciales por semana' })).toBeVisible();
  const categories = page.getByRole('figure', { name: 'Inmuebles por categoría' });
  await categories.getByRole('button', { name: 'Ver como tabla' }).click();
  await expect(categories.getByRole('table', { name: 'Inmuebles por categoría' })).toBeVisible();
  await expect(categories.getByRole('rowheader', { name: 'Apartamento' })).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/admin-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/admin-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  // The card's count is the list's total for the same filter.
  const count = Number(
    (await card.getAttribute('aria-label'))?.match(/: ([\d.]+) /)?.[1].replaceAll('.', ''),
  );
  await card.click();
  await expect(page).toHaveURL(/\/catalogo\/inmuebles\?SkuStatus=Published$/);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('Published');
  await expect(
    page.getByText(new RegExp(` de ${count.toLocaleString('es-CO').replaceAll('.', '\\.')}$`)),
  ).toBeVisible();
});

test('el inicio de un usuario de constructora muestra sus cifras, lo que requiere su atención y los gráficos', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // On a phone the charts are far below the figures: their code is asked for only when the user scrolls near.
  await page.setViewportSize({ width: 390, height: 844 });
  const chartCode: string[] = [];
  page.on('request', (r) => {
    if (/\/dashboard-charts-[\w-]+\.js$/.test(new URL(r.url()).pathname)) chartCode.push(r.url());
  });
  await signIn(page, 'admin@andina.test');
  await expect(page.getByRole('link', { name: /^Inmuebles en total: [\d.]+ inmuebles/ })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Faltan datos obligatorios: [\d.]+ inmuebles/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requiere su atención' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Actividad de las últimas 12 semanas' });
  await expect(activity.getByRole('status')).toHaveText('Cargando gráficos…');
  expect(chartCode).toEqual([]);
  await activity.scrollIntoViewIfNeeded();
  const types = page.getByRole('figure', { name: 'Inmuebles por tipo' });
  await expect(types.locator('svg').first()).toBeVisible();
  expect(chartCode).toHaveLength(1);
  await page.setViewportSize({ width: 1366, height: 900 });
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/store-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/store-390.png`, fullPage: true });
  }
});
