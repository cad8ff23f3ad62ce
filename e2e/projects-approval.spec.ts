import { expect, signIn, test } from './fixtures.ts';
import {
  addLogoAndImages,
  createProject,
  findProjectRow,
  makeImage,
  openAs,
  toast,
  uniqueName,
} from './support/projects.ts';

test('la constructora crea un proyecto con logo e imágenes, pide aprobación y el banco lo aprueba', async ({
  page,
  browser,
}) => {
  // Two people, several sign-ins and image uploads: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const name = uniqueName('Altos del Bosque');
  await signIn(page, 'admin@andina.test');

  await test.step('crea el proyecto y sigue con logo, banner e imágenes', async () => {
    await createProject(page, { businessName: name, name }, 'continue');
    await expect(page.getByRole('tab', { name: 'Logo, banner e imágenes', selected: true })).toBeVisible();
    await expect(page.getByText('Incompleto 50%')).toBeVisible();
  });

  await test.step('carga el logo', async () => {
    await page.getByLabel('Cargar logo').setInputFiles(await makeImage('logo.png', '#0b3d91', 'png'));
    await expect(page.getByRole('img', { name: 'Vista previa: Logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar logo y banner' }).click();
    await expect(toast(page, 'Logo y banner guardados')).toBeVisible();
    await expect(page.getByLabel('Cambiar logo')).toBeAttached();
  });

  await test.step('carga dos imágenes a la vez; la primera queda como principal; las etiqueta', async () => {
    const upload = page.getByRole('region', { name: 'Agregar imágenes' });
    const images = page.getByRole('list', { name: 'Imágenes del proyecto' }).getByRole('listitem');
    await upload
      .getByLabel('Elegir imágenes')
      .setInputFiles([
        await makeImage('fachada.jpg', '#2d6a4f', 'jpeg'),
        await makeImage('zonas.png', '#e85d04', 'png'),
      ]);
    await expect(toast(page, '2 imágenes cargadas')).toBeVisible();
    await expect(images).toHaveCount(2);
    await expect(images.nth(0).getByText('Principal', { exact: true })).toBeVisible();
    for (const [i, label] of ['Fachada', 'Zonas comunes'].entries()) {
      await images.nth(i).getByLabel('Etiqueta').fill(label);
      await images.nth(i).getByRole('button', { name: 'Guardar' }).click();
      await expect(images.nth(i).getByLabel('Etiqueta')).toHaveValue(label);
      await expect(images.nth(i).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    }
    await expect(images.nth(0).getByText('Principal', { exact: true })).toBeVisible();
  });

  await test.step('pide la aprobación', async () => {
    await page.getByRole('button', { name: 'Solicitar aprobación' }).click();
    await expect(toast(page, 'Solicitud de aprobación enviada')).toBeVisible();
    await expect(page.getByText('En aprobación 80%')).toBeVisible();
  });

  const bank = await openAs(browser, 'superadmin@tu360.test');
  try {
    await test.step('el administrador del banco lo revisa paso a paso y lo aprueba', async () => {
      await bank.page.goto('/catalogo/aprobaciones-proyectos');
      await bank.page.getByRole('button', { name: `Revisar ${name}` }).click();
      const review = bank.page.getByRole('dialog', { name: `Revisión de ${name}` });
      await expect(review.getByRole('heading', { name: 'Paso 1 de 3: Datos generales' })).toBeVisible();
      await expect(review.getByText(`${name} S.A.S.`)).toBeVisible();
      await expect(review.getByText('Envigado')).toBeVisible();
      await expect(review.getByRole('button', { name: 'Anterior' })).toBeDisabled();

      await review.getByRole('button', { name: 'Siguiente' }).click();
      await expect(
        review.getByRole('heading', { name: 'Paso 2 de 3: Logo, banner e imágenes' }),
      ).toBeVisible();
      await expect(review.getByRole('img', { name: 'Logo' })).toBeVisible();
      await expect(review.getByRole('img', { name: 'Fachada' })).toBeVisible();
      await expect(review.getByRole('img', { name: 'Zonas comunes' })).toBeVisible();
      await review.getByRole('button', { name: 'Anterior' }).click();
      await expect(review.getByRole('heading', { name: 'Paso 1 de 3: Datos generales' })).toBeVisible();
      await review.getByRole('button', { name: 'Siguiente' }).click();
      await review.getByRole('button', { name: 'Siguiente' }).click();

      await expect(review.getByRole('heading', { name: 'Paso 3 de 3: Decisión' })).toBeVisible();
      // The decision is the last step: no dead "Siguiente" after it.
      await expect(review.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
      await review.getByRole('button', { name: 'Aprobar' }).click();
      const approved = bank.page.getByRole('dialog', { name: 'Proyecto aprobado' });
      await expect(approved).toContainText(`El proyecto ${name} fue aprobado y ya está publicado.`);
      await approved.getByRole('button', { name: 'Aceptar' }).click();
      await expect(bank.page.getByRole('button', { name: `Revisar ${name}` })).toHaveCount(0);
    });
  } finally {
    await bank.close();
  }

  await test.step('la constructora lo ve Publicado', async () => {
    const row = await findProjectRow(page, name);
    await expect(row.getByText('Publicado 100%')).toBeVisible();
  });
});

test('el banco rechaza un proyecto con un motivo que la constructora lee en Proyectos rechazados', async ({
  page,
  browser,
}) => {
  // Two people, several sign-ins and image uploads: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const name = uniqueName('Mirador del Parque');
  const reason = `Falta el certificado de tradición del lote (${name}).`;
  await signIn(page, 'admin@andina.test');
  await createProject(page, { businessName: name, name }, 'finish');
  let row = await findProjectRow(page, name);
  await expect(row.getByText('Incompleto 50%')).toBeVisible();

  await test.step('sin logo ni imágenes, la solicitud dice qué falta y no se envía', async () => {
    await row.getByRole('button', { name: `Solicitar aprobación ${name}` }).click();
    const missing = page.getByRole('dialog', { name: 'Falta información para solicitar la aprobación' });
    await expect(missing).toContainText(
      'Para solicitar la aprobación falta el logo del proyecto, al menos una imagen del proyecto.',
    );
    await missing.getByRole('button', { name: 'Aceptar' }).click();
    await expect(row.getByText('Incompleto 50%')).toBeVisible();
  });

  await test.step('con logo e imagen, la solicitud se envía', async () => {
    await row.getByRole('link', { name: `Editar ${name}` }).click();
    await page.getByRole('tab', { name: 'Logo, banner e imágenes' }).click();
    await addLogoAndImages(page, [await makeImage('fachada.png', '#2d6a4f', 'png')]);
    row = await findProjectRow(page, name);
    await row.getByRole('button', { name: `Solicitar aprobación ${name}` }).click();
    await expect(toast(page, 'Solicitud de aprobación enviada')).toBeVisible();
    await expect(row.getByText('En aprobación 80%')).toBeVisible();
  });

  const bank = await openAs(browser, 'superadmin@tu360.test');
  try {
    await test.step('el banco lo rechaza; el motivo es obligatorio', async () => {
      await bank.page.goto('/catalogo/aprobaciones-proyectos');
      await bank.page.getByRole('button', { name: `Revisar ${name}` }).click();
      const review = bank.page.getByRole('dialog', { name: `Revisión de ${name}` });
      await review.getByRole('button', { name: 'Siguiente' }).click();
      await review.getByRole('button', { name: 'Siguiente' }).click();
      await review.getByRole('button', { name: 'Rechazar' }).click();
      await review.getByRole('button', { name: 'Rechazar' }).click();
      await expect(review.getByText('Debe indicar el motivo')).toBeVisible();
      await review.getByLabel('Motivo del rechazo').fill(reason);
      await review.getByRole('button', { name: 'Rechazar' }).click();
      const rejected = bank.page.getByRole('dialog', { name: 'Proyecto rechazado' });
      await expect(rejected).toBeVisible();
      await rejected.getByRole('button', { name: 'Aceptar' }).click();
    });
  } finally {
    await bank.close();
  }

  await test.step('la constructora lee el motivo en Proyectos rechazados y pide aprobación de nuevo', async () => {
    await page.goto('/inicio');
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Proyectos rechazados' })
      .click();
    await expect(page).toHaveURL(/\/catalogo\/proyectos-rechazados$/);
    const card = page.getByRole('listitem', { name });
    await expect(card.getByText('Motivo del rechazo')).toBeVisible();
    await expect(card.getByText(reason)).toBeVisible();
    await card.getByRole('button', { name: 'Solicitar aprobación' }).click();
    await expect(toast(page, 'Solicitud de aprobación enviada')).toBeVisible();
    await expect(page.getByRole('listitem', { name })).toHaveCount(0);
  });
});
