import { expect, mainMenu, signIn, test } from './fixtures.ts';
import { rowOf, searchProperty } from './support/properties.ts';

test('el visualizador de Andina ve los inmuebles y no tiene cómo cambiar nada', async ({ page }) => {
  const name = 'Apartamento 101 - Torres del Río';
  await signIn(page, 'visor@andina.test');
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inmuebles' })).toBeVisible();
  await searchProperty(page, name);
  await expect(rowOf(page, name)).toContainText('Publicado');
  await expect(rowOf(page, name).getByRole('img', { name: 'Proceso completo' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Crear inmueble' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(3); // the three category filters, no row selection
  await expect(page.getByRole('toolbar', { name: 'Acciones con los inmuebles seleccionados' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Ocultar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);

  await rowOf(page, name).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Su rol solo permite consultar este inmueble.')).toBeVisible();
  await expect(page.getByLabel('Nombre del inmueble', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Precio', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toHaveCount(0);
  for (const step of ['Ubicación', 'Características', 'Amenidades']) {
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Guardar/ })).toHaveCount(0);
  }
  await expect(page.getByRole('switch', { name: 'Piscina' })).toBeDisabled();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Imágenes y video' })).toBeVisible();
  await expect(page.getByLabel('Elegir imágenes')).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: /^(Subir|Bajar|Eliminar imagen|Marcar como principal)/ }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Guardar/ })).toHaveCount(0);
  // The last step ends the wizard: no dead "Siguiente" (disabled and going nowhere), "Anterior" goes back.
  await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeEnabled();

  await page.getByRole('tab', { name: 'Responsables' }).click();
  await expect(page.getByRole('button', { name: 'Agregar responsables' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Quitar a / })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByRole('button', { name: /Aprobar|Rechazar/ })).toHaveCount(0);

  // The API refuses as well: the viewer cannot hide it.
  const raw = await page.evaluate(() => window.sessionStorage.getItem('state'));
  const token = (JSON.parse(raw ?? '{}') as { access_token?: string }).access_token;
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  const hide = await page.request.put('/api/product/api/v2/hide-realstates', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productIds: [productId], Message: 'Prueba' },
  });
  expect(hide.status()).toBe(403);
});
