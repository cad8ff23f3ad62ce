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

test('Constructora Andina crea un apartamento paso a paso y el administrador del banco lo aprueba', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = uniqueName('Apartamento E2E Torres');
  // The portal's clock is Playwright's (flowing as usual until paused), so the toast's 10 s are counted here.
  await page.clock.install();

  await signIn(page, 'admin@andina.test');
  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inmuebles' })).toBeVisible();
  await page.getByRole('link', { name: 'Crear inmueble' }).click();

  // Step 1: wrong price, a description one character short, private area above the built one.
  await expectStep(page, 'Datos principales');
  await type(page, 'Nombre del inmueble', name);
  await choose(page, 'Proyecto', 'Torres del Río');
  await type(page, 'Precio', '5.000.000');
  await choose(page, 'Categoría', 'Apartamento');
  await type(page, 'Descripción', descriptionOf(149));
  await expect(page.getByText('149 de 1000 caracteres')).toBeVisible();
  await type(page, 'Área (m²)', '72');
  await type(page, 'Área privada (m²)', '80');
  await type(page, 'Área construida (m²)', '70');
  await choose(page, 'Etapa del proyecto', 'Construcción');
  await choose(page, 'Estado de entrega', 'Sobre planos');
  await choose(page, 'Estado de venta inmueble', 'Disponible');
  await saveStep(page);
  await expect(page.getByText('Debe ser mayor a 10.000.000')).toBeVisible();
  await expect(
    page.getByText(
      'La descripción debe tener entre 150 y 1000 caracteres. Actualmente tiene 149 caracteres.',
    ),
  ).toBeVisible();
  await expect(page.getByText('El área privada no debe ser mayor al área construida')).toBeVisible();
  await expect(page.getByLabel('Precio', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await type(page, 'Precio', '350.000.000');
  await type(page, 'Descripción', descriptionOf(240));
  await expect(page.getByText('240 de 1000 caracteres')).toBeVisible();
  await type(page, 'Área privada (m²)', '65');
  await expect(page.getByText('Debe ser mayor a 10.000.000')).toBeHidden();
  await saveStep(page);
  await expectSavedToast(page);

  // Step 2: a latitude that is not a number.
  await expectStep(page, 'Ubicación');
  await expect(page).toHaveURL(/\/catalogo\/inmuebles\/\d+\?paso=2$/);
  await choose(page, 'Departamento', 'Antioquia');
  await choose(page, 'Municipio', 'Medellín');
  await type(page, 'Dirección', 'Carrera 43A # 1 - 50');
  await type(page, 'Barrio', 'El Poblado');
  await type(page, 'Zona', 'Sur');
  await type(page, 'Sector', 'Milla de Oro');
  await type(page, 'Latitud', 'abc');
  await type(page, 'Longitud', '-75.57');
  await choose(page, 'Estrato', '5');
  await saveStep(page);
  await expect(page.getByText('La latitud del proyecto debe ser un numero')).toBeVisible();
  await type(page, 'Latitud', '6.21');
  await saveStep(page);

  // Step 3: rooms with a decimal point.
  await expectStep(page, 'Características');
  await choose(page, 'Tipo de inmueble', 'Apartamento');
  await type(page, 'Habitaciones', '2.5');
  await type(page, 'Baños', '2');
  await type(page, 'Número de parqueaderos', '1');
  await type(page, 'Cuota inicial ($)', '105.000.000');
  await type(page, 'Precio administracion', '420.000');
  await saveStep(page);
  await expect(page.getByText('No debe tener "."')).toBeVisible();
  await type(page, 'Habitaciones', '3');
  await saveStep(page);

  // Step 4: the SI/NO amenities.
  await expectStep(page, 'Amenidades');
  await page.getByRole('switch', { name: 'Piscina' }).check();
  await page.getByRole('switch', { name: 'Gimnasio' }).check();
  await saveStep(page);

  // Step 5: five real pictures, then the last save.
  await expectStep(page, 'Imágenes y video');
  // Chosen pictures go up right away, one by one.
  await page.getByLabel('Elegir imágenes').setInputFiles(await pngFiles(5));
  await expect(page.getByText('5 imágenes cargadas')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Imágenes del inmueble' }).getByRole('listitem')).toHaveCount(
    5,
  );
  await saveStep(page, true);
  const toast = await expectSavedToast(page);
  // The save toast closes by itself after 10 s (the other toasts wait 20 s): stop the portal's time (a moment
  // ahead: pausing at a time already past is refused), let 8 s pass and it is still there, 3 s more and it is
  // gone, long before 20 s.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  await page.clock.runFor('00:08');
  await expect(toast).toBeVisible();
  await page.clock.runFor('00:03');
  await expect(toast).toBeHidden();
  await page.clock.resume();
  await expect(page.getByRole('img', { name: /^(Proceso completo|Falta campos opcionales)$/ })).toBeVisible();
  await expect(page.getByTestId('property-status')).toHaveText('En aprobación');

  // The bank administrator approves it from the approvals list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'superadmin@tu360.test');
  await mainMenu(admin).getByRole('link', { name: 'Aprobaciones de inmuebles' }).click();
  await searchProperty(admin, name);
  await expect(rowOf(admin, name)).toContainText('En aprobación');
  await rowOf(admin, name)
    .getByRole('button', { name: `Aprobar ${name}` })
    .click();
  await admin
    .getByRole('dialog', { name: '¿Desea aprobar y publicar este inmueble?' })
    .getByRole('button', { name: 'Aprobar', exact: true })
    .click();
  const done = admin.getByRole('dialog', { name: 'Proceso exitoso' });
  await expect(done).toContainText('El proceso se ha ejecutado sin ningún problema');
  await expect(done).toContainText('Inmuebles aprobados: 1');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(rowOf(admin, name)).toContainText('Publicado');
  await adminContext.close();

  // The builder sees it published.
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await searchProperty(page, name);
  await expect(rowOf(page, name)).toContainText('Publicado');
});
