import { expect, signIn, test } from './fixtures.ts';
import {
  createProject,
  fillProjectForm,
  findProjectRow,
  type ImageFile,
  makeImage,
  openAs,
  toast,
  uniqueName,
} from './support/projects.ts';
import { choose, descriptionOf, expectSavedToast, expectStep, saveStep, type } from './support/properties.ts';

/** Files the server refuses, made by hand: an HTML page named .png, and a PNG header claiming 9000×9000. */
function badImages(): ImageFile[] {
  const ihdr = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(ihdr, 0);
  ihdr.writeUInt32BE(13, 8);
  ihdr.write('IHDR', 12, 'ascii');
  ihdr.writeUInt32BE(9000, 16);
  ihdr.writeUInt32BE(9000, 20);
  ihdr.writeUInt8(8, 24);
  ihdr.writeUInt8(2, 25);
  return [
    {
      name: 'pagina.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><p>no soy una imagen</p>'),
    },
    { name: 'gigante.png', mimeType: 'image/png', buffer: ihdr },
  ];
}

test('Crear proyecto sin Código Camacol ni NIT dice qué falta junto a cada campo y lleva el foco al primero', async ({
  page,
}) => {
  await signIn(page, 'admin@andina.test');
  await page.goto('/catalogo/proyectos/crear');
  const save = page.getByRole('button', { name: 'Crear proyecto' });

  await save.click();
  await expect(page.getByLabel('Razón social')).toBeFocused();
  await expect(page.getByLabel('Razón social')).toHaveAccessibleDescription('Campo obligatorio');
  await expect(page.getByLabel('Código Camacol')).toHaveAccessibleDescription(
    'El código Camacol es obligatorio',
  );
  await expect(page.getByLabel('NIT')).toHaveAccessibleDescription('El NIT del proyecto es obligatorio');

  const name = uniqueName('Sin Camacol');
  await fillProjectForm(page, { businessName: name, name });
  await page.getByLabel('Código Camacol').fill('');
  await page.getByLabel('NIT').fill('');
  await save.click();
  await expect(page.getByLabel('Código Camacol')).toBeFocused();
  await expect(page.getByLabel('Código Camacol')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('El código Camacol es obligatorio')).toBeVisible();
  await expect(page.getByText('El NIT del proyecto es obligatorio')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Proyecto creado' })).toHaveCount(0);

  await page.getByLabel('Código Camacol').fill('CAM-E2E-02');
  await page.getByLabel('NIT').fill('900123456-2');
  await save.click();
  await expect(page.getByRole('dialog', { name: 'Proyecto creado' })).toBeVisible();
});

test('las imágenes del proyecto se revisan antes de enviarlas: las buenas se cargan y las rechazadas se listan con su motivo; la aprobación espera logo e imágenes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Parque Central');
  await signIn(page, 'admin@andina.test');
  await createProject(page, { businessName: name, name }, 'continue');

  await test.step('el encabezado dice qué falta para pedir la aprobación', async () => {
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Falta información para solicitar la aprobación' });
    await expect(notice).toContainText(
      'Para solicitar la aprobación falta el logo del proyecto, al menos una imagen del proyecto.',
    );
    await expect(page.getByRole('button', { name: 'Solicitar aprobación' })).toBeDisabled();
  });

  await test.step('una imagen buena y dos malas elegidas a la vez', async () => {
    const upload = page.getByRole('region', { name: 'Agregar imágenes' });
    await upload
      .getByLabel('Elegir imágenes')
      .setInputFiles([await makeImage('fachada.png', '#2d6a4f', 'png'), ...badImages()]);
    const refused = upload.getByRole('alert').filter({ hasText: 'Estas 2 imágenes no se cargaron' });
    await expect(refused).toContainText('pagina.png: El archivo debe ser una imagen JPEG, PNG o WebP.');
    await expect(refused).toContainText('gigante.png: La imagen supera el máximo de 40 megapíxeles.');
    const images = page.getByRole('list', { name: 'Imágenes del proyecto' }).getByRole('listitem');
    await expect(images).toHaveCount(1);
    await expect(toast(page, '1 imagen cargada')).toBeVisible();
    // It was stored, not queued: it is still there after reloading the page.
    await page.reload();
    await expect(images).toHaveCount(1);
  });

  await test.step('con el logo, el aviso desaparece y la solicitud se envía', async () => {
    await expect(page.getByRole('alert').filter({ hasText: 'Falta información' })).toContainText(
      'falta el logo del proyecto.',
    );
    await page.getByLabel('Cargar logo').setInputFiles(await makeImage('logo.png', '#0b3d91', 'png'));
    // The file is checked before it is taken: wait for its preview.
    await expect(page.getByRole('img', { name: 'Vista previa: Logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar logo y banner' }).click();
    await expect(toast(page, 'Logo y banner guardados')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Falta información' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Solicitar aprobación' }).click();
    await expect(toast(page, 'Solicitud de aprobación enviada')).toBeVisible();
    await expect(page.getByText('En aprobación 80%')).toBeVisible();
  });
});

test('ocultar avisa que oculta los inmuebles y que solo un administrador lo deshace; el administrador del banco lo vuelve a mostrar', async ({
  page,
  browser,
}) => {
  // Two people and several sign-ins: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const name = uniqueName('Lomas del Sur');
  await signIn(page, 'admin@andina.test');
  await createProject(page, { businessName: name, name }, 'finish');
  const row = await findProjectRow(page, name);
  await row.getByRole('button', { name: `Ocultar ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Desea ocultar este proyecto?' });
  await expect(confirm).toContainText(
    `${name}: al ocultar el proyecto se ocultan también todos sus inmuebles, que dejan de verse en la tienda. Solo un administrador de la plataforma puede volver a mostrarlo; sus inmuebles seguirán ocultos hasta que se publiquen de nuevo.`,
  );
  await confirm.getByLabel('Motivo').fill('Prueba de ocultar y volver a mostrar.');
  await confirm.getByRole('button', { name: 'Ocultar' }).click();
  await expect(row.getByText('Oculto', { exact: true })).toBeVisible();
  // The builder cannot undo it.
  await expect(row.getByRole('button', { name: `Volver a mostrar ${name}` })).toHaveCount(0);

  const bank = await openAs(browser, 'superadmin@tu360.test');
  try {
    const bankRow = await findProjectRow(bank.page, name);
    await expect(bankRow.getByText('Oculto', { exact: true })).toBeVisible();
    await bankRow.getByRole('button', { name: `Volver a mostrar ${name}` }).click();
    const again = bank.page.getByRole('dialog', { name: '¿Desea volver a mostrar este proyecto?' });
    await expect(again).toContainText(
      `${name} vuelve a quedar Incompleto y debe pasar de nuevo por la aprobación para publicarse.`,
    );
    await again.getByRole('button', { name: 'Volver a mostrar' }).click();
    await expect(toast(bank.page, 'Proyecto visible de nuevo')).toBeVisible();
    await expect(bankRow.getByText('Incompleto 50%')).toBeVisible();
  } finally {
    await bank.close();
  }
  const after = await findProjectRow(page, name);
  await expect(after.getByText('Incompleto 50%')).toBeVisible();
});

test('las tarjetas de proyecto muestran el rol de §6 y un Visualizador ve «Detalle del proyecto»', async ({
  page,
  browser,
}) => {
  await signIn(page, 'operativo@andina.test');
  const card = page
    .getByRole('button')
    .filter({ has: page.getByRole('heading', { name: 'Torres del Río' }) });
  await expect(card).toContainText('Operativo');
  await expect(card).not.toContainText('Administrador');

  const viewer = await openAs(browser, 'visor@andina.test');
  try {
    const row = await findProjectRow(viewer.page, 'Torres del Río');
    await row.getByRole('link', { name: 'Ver Torres del Río' }).click();
    await expect(viewer.page.getByRole('heading', { level: 1, name: 'Detalle del proyecto' })).toBeVisible();
    await expect(viewer.page.getByRole('heading', { level: 1, name: 'Editar proyecto' })).toHaveCount(0);
  } finally {
    await viewer.close();
  }
});

test('Categoría es obligatoria en el paso 1 y el mensaje sale en su campo; las imágenes del paso 5 se cargan al elegirlas y las malas se listan', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@andina.test');
  await page.goto('/catalogo/inmuebles/crear');
  await expectStep(page, 'Datos principales');
  await type(page, 'Nombre del inmueble', uniqueName('Apartamento sin categoría'));
  await choose(page, 'Proyecto', 'Torres del Río');
  await type(page, 'Precio', '350.000.000');
  await type(page, 'Descripción', descriptionOf(200));
  await type(page, 'Área (m²)', '72');
  await type(page, 'Área privada (m²)', '65');
  await type(page, 'Área construida (m²)', '70');
  await choose(page, 'Etapa del proyecto', 'Construcción');
  await choose(page, 'Estado de entrega', 'Sobre planos');
  await choose(page, 'Estado de venta inmueble', 'Disponible');
  const category = page.getByLabel('Categoría', { exact: true });
  await expect(category).toHaveAttribute('required', '');
  await saveStep(page);
  await expect(category).toHaveAttribute('aria-invalid', 'true');
  await expect(category).toHaveAccessibleDescription('Campo obligatorio*');
  await expect(page.getByText('Revise los campos de otros pasos:')).toHaveCount(0);
  await expectStep(page, 'Datos principales');

  await choose(page, 'Categoría', 'Apartamento');
  await saveStep(page);
  await expectSavedToast(page);
  await expectStep(page, 'Ubicación');

  await page.getByRole('tab', { name: 'Imágenes y video' }).click();
  await expectStep(page, 'Imágenes y video');
  await page
    .getByLabel('Elegir imágenes')
    .setInputFiles([
      await makeImage('sala.png', '#264653', 'png'),
      ...badImages(),
      await makeImage('cocina.jpg', '#e76f51', 'jpeg'),
    ]);
  const refused = page.getByRole('alert').filter({ hasText: 'Estas 2 imágenes no se cargaron' });
  await expect(refused).toContainText('pagina.png: El archivo debe ser una imagen JPEG, PNG o WebP.');
  await expect(refused).toContainText('gigante.png: La imagen supera el máximo de 40 megapíxeles.');
  const list = page.getByRole('list', { name: 'Imágenes del inmueble' }).getByRole('listitem');
  await expect(list).toHaveCount(2);
  // Stored as they were chosen: leaving the step and coming back, or reloading, keeps them.
  await page.getByRole('tab', { name: 'Ubicación' }).click();
  await page.reload();
  await page.getByRole('tab', { name: 'Imágenes y video' }).click();
  await expect(list).toHaveCount(2);

  // A label typed and not saved with its own button is saved when the step is left, not dropped.
  await list.nth(0).getByLabel('Etiqueta').fill('Sala comedor');
  await page.getByRole('tab', { name: 'Ubicación' }).click();
  await expectStep(page, 'Ubicación');
  await page.reload();
  await page.getByRole('tab', { name: 'Imágenes y video' }).click();
  await expect(list.nth(0).getByLabel('Etiqueta')).toHaveValue('Sala comedor');
});

test('los datos de la constructora con errores dicen cuáles junto a cada campo y llevan el foco al primero', async ({
  page,
}) => {
  await signIn(page, 'admin@andina.test');
  await page.goto('/dependencias/datos-basicos');
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Constructora Andina');
  await page.getByLabel('NIT', { exact: true }).fill('abc');
  await page.getByLabel('Correo electrónico').fill('');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByLabel('NIT', { exact: true })).toBeFocused();
  await expect(page.getByLabel('NIT', { exact: true })).toHaveAccessibleDescription(
    'El NIT debe tener entre 6 y 10 dígitos y, si lo tiene, el dígito de verificación después de un guion',
  );
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription('Campo obligatorio');
});
