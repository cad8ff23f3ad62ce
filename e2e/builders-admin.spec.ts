import { expect, signIn, test } from './fixtures.ts';
import { makeImage, toast, uniqueName } from './support/projects.ts';

test('el SuperAdmin agrega una constructora con su logo, la desactiva y no puede repetir su NIT', async ({
  page,
}) => {
  // Several steps with image uploads: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const name = uniqueName('Constructora Prueba');
  const nit = `9${String(Date.now()).slice(-8)}-${Math.floor(Math.random() * 10)}`;
  await signIn(page, 'superadmin@tu360.test');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Datos básicos' })
    .click();
  const panel = page.getByRole('complementary', { name: 'Datos básicos' });

  const fill = async () => {
    await page.getByLabel('Nombre').fill(name);
    await page.getByLabel('NIT').fill(nit);
    await page.getByLabel('Correo electrónico').fill('contacto@prueba-e2e.test');
    await page.getByLabel('Antigüedad (años)').fill('12');
    await page.getByLabel('Página web').fill('https://www.prueba-e2e.test');
    await page.getByLabel('Departamento').selectOption({ label: 'Valle del Cauca' });
    await page.getByLabel('Municipio').selectOption({ label: 'Cali' });
    await page.getByLabel('Dirección').fill('Avenida 6N # 25 - 10');
    await page.getByLabel('Teléfono').fill('6024445566');
  };

  await test.step('Agregar abre el formulario de una constructora nueva (sin WhatsApp)', async () => {
    await panel.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nueva constructora');
    await expect(page.getByLabel('WhatsApp')).toHaveCount(0);
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(page.getByText('Campo obligatorio').first()).toBeVisible();
  });

  await test.step('la crea con su logo y queda seleccionada en el panel', async () => {
    await fill();
    await page.getByLabel('Cargar logo').setInputFiles(await makeImage('logo.png', '#6a040f', 'png'));
    // The file is checked before it is taken: wait for its preview.
    await expect(page.getByRole('img', { name: 'Vista previa: Logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(toast(page, 'Constructora creada')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos básicos');
    await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
    await expect(page.getByLabel('Antigüedad (años)')).toHaveValue('12');
    await expect(page.getByLabel('Cambiar logo')).toBeAttached();
    await expect(panel.getByRole('button', { name })).toHaveAttribute('aria-current', 'true');
  });

  await test.step('el interruptor la deja inactiva', async () => {
    const state = page.getByRole('switch', { name: 'Activo' });
    await expect(state).toBeChecked();
    await state.uncheck();
    await expect(toast(page, 'Estado actualizado')).toContainText(`${name} quedó inactivo en la plataforma.`);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Activo' })).not.toBeChecked();
  });

  await test.step('un banner que no es una imagen se rechaza antes de enviarlo, con el motivo del servidor', async () => {
    const fake = {
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>no soy una imagen</html>'),
    };
    await page.getByLabel('Cargar banner').setInputFiles(fake);
    await expect(page.getByRole('alert').filter({ hasText: 'banner.png' })).toHaveText(
      'banner.png: El archivo debe ser una imagen JPEG, PNG o WebP.',
    );
    await expect(page.getByText('Imagen nueva sin guardar')).toHaveCount(0);
  });

  await test.step('otra con el mismo NIT muestra el error de creación', async () => {
    await panel.getByRole('button', { name: 'Agregar' }).click();
    await fill();
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    const failed = page.getByRole('dialog', { name: 'Error al crear la constructora/inmobiliaria' });
    await expect(failed).toContainText('Ya existe una constructora o inmobiliaria con ese NIT.');
  });
});
