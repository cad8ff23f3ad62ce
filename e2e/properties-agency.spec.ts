import { expect, mainMenu, signIn, test } from './fixtures.ts';
import {
  choose,
  descriptionOf,
  expectSavedToast,
  expectStep,
  pngFiles,
  rowOf,
  saveStep,
  searchProperty,
  type,
  uniqueName,
} from './support/properties.ts';

test('Inmobiliaria Capital crea un inmueble usado por el flujo de inmobiliarias', async ({ page }) => {
  test.setTimeout(150_000);
  const name = uniqueName('Casa usada E2E Capital');
  await signIn(page, 'admin@capital.test');
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await page.getByRole('link', { name: 'Crear inmueble' }).click();

  await expectStep(page, 'Datos principales');
  // The agency flow: no builder states, "Estado del inmueble" is Usado unless changed, built area is required.
  await expect(page.getByLabel('Etapa del proyecto', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Estado del inmueble', { exact: true })).toHaveValue('Usado');
  await expect(page.getByLabel('Proyecto', { exact: true })).toHaveValue(/.+/);
  await type(page, 'Nombre del inmueble', name);
  await type(page, 'Precio', '$ 480.000.000');
  await choose(page, 'Categoría', 'Casa');
  await type(page, 'Descripción', descriptionOf(300));
  await type(page, 'Área (m²)', '120');
  await type(page, 'Área privada (m²)', '110');
  await saveStep(page);
  await expect(page.getByLabel('Área construida (m²)', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await type(page, 'Área construida (m²)', '125');
  const created = page.waitForRequest(
    (r) =>
      r.method() === 'POST' && r.url().includes('/api/product/api/estate-agency/v5/create-agency-realstate'),
  );
  await saveStep(page);
  await created;
  await expectSavedToast(page);

  await expectStep(page, 'Ubicación');
  await choose(page, 'Departamento', 'Bogotá, D.C.');
  await choose(page, 'Municipio', 'Bogotá, D.C.');
  await type(page, 'Dirección', 'Calle 127 # 15 - 20');
  await type(page, 'Barrio', 'Santa Bárbara');
  await type(page, 'Zona', 'Norte');
  await type(page, 'Sector', 'Usaquén');
  await type(page, 'Latitud', '4.7');
  await type(page, 'Longitud', '-74.03');
  await choose(page, 'Estrato', '6');
  const updated = page.waitForRequest(
    (r) =>
      r.method() === 'PATCH' && r.url().includes('/api/product/api/estate-agency/v5/update-agency-realstate'),
  );
  await saveStep(page);
  await updated;

  await expectStep(page, 'Características');
  await choose(page, 'Tipo de inmueble', 'Casa');
  await type(page, 'Habitaciones', '4');
  await type(page, 'Baños', '3');
  await type(page, 'Número de parqueaderos', '2');
  await type(page, 'Antigüedad', '12 años');
  await type(page, 'Valor predial', '3.200.000');
  await type(page, 'Costo acueducto', '180.000');
  await type(page, 'Costo gas natural', '60.000');
  await type(page, 'Costo luz', '250.000');
  await saveStep(page);

  await expectStep(page, 'Amenidades');
  await page.getByRole('switch', { name: 'Patio / Jardín' }).check();
  await page.getByRole('switch', { name: 'Portería 24/7' }).check();
  await saveStep(page);

  await expectStep(page, 'Imágenes y video');
  await page.getByLabel('Elegir imágenes').setInputFiles(await pngFiles(5, 'casa'));
  await expect(page.getByText('5 imágenes cargadas')).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como principal: Imagen 3 de 5' }).click();
  await expect(page.getByRole('listitem', { name: 'Imagen 3 de 5' })).toContainText('Principal');
  await type(page, 'URL del video', 'https://www.youtube.com/watch?v=capital');
  await saveStep(page, true);
  await expectSavedToast(page);
  await expect(page.getByRole('img', { name: 'Proceso completo' })).toBeVisible();
  await expect(page.getByText('100 %')).toBeVisible();
  await expect(page.getByTestId('property-status')).toHaveText('En aprobación');

  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await searchProperty(page, name);
  await expect(rowOf(page, name)).toContainText('En aprobación');
  await expect(rowOf(page, name).getByRole('img', { name: 'Proceso completo' })).toBeVisible();
});
