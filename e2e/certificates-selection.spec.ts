import { expect, signIn, test } from './fixtures.ts';
import { createProject, makeImage, openAs, uniqueName } from './support/projects.ts';

test('el SuperAdmin crea un certificado y se puede elegir para un proyecto; uno inactivo no', async ({
  page,
  browser,
}) => {
  // Two people, several sign-ins and image uploads: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const active = uniqueName('Certificado Verde');
  const inactive = uniqueName('Certificado Retirado');
  await signIn(page, 'superadmin@tu360.test');

  for (const [name, isActive] of [
    [active, true],
    [inactive, false],
  ] as const) {
    await test.step(`crea ${isActive ? 'un certificado activo' : 'uno inactivo'}`, async () => {
      await page.goto('/certificado-sostenible');
      await page.getByRole('link', { name: 'Crear certificado' }).click();
      await expect(page).toHaveURL(/\/certificado-sostenible\/crear$/);
      await page.getByLabel('Nombre').fill(name);
      await page.getByLabel('Cargar logo').setInputFiles(await makeImage('sello.png', '#2d6a4f', 'png'));
      // The file is checked before it is taken: wait for its preview.
      await expect(page.getByRole('img', { name: 'Vista previa: Logo' })).toBeVisible();
      const switchActive = page.getByRole('switch', { name: 'Activo' });
      await expect(switchActive).toBeChecked();
      if (!isActive) await switchActive.uncheck();
      await page.getByRole('button', { name: 'Crear certificado' }).click();
      const created = page.getByRole('dialog', { name: 'Certificado creado' });
      await expect(created).toBeVisible();
      await created.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page).toHaveURL(/\/certificado-sostenible$/);
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      await expect(row.getByText(isActive ? 'Activo' : 'Inactivo', { exact: true })).toBeVisible();
      await expect(row.getByRole('img', { name: `Logo de ${name}` })).toBeVisible();
    });
  }

  const builder = await openAs(browser, 'admin@andina.test');
  try {
    await test.step('la constructora elige el certificado activo para un proyecto; el inactivo no aparece', async () => {
      const project = uniqueName('Bosque Sostenible');
      await builder.page.goto('/catalogo/proyectos/crear');
      const select = builder.page.getByLabel('Certificado de sostenibilidad');
      await expect(select.getByRole('option', { name: active })).toHaveCount(1);
      await expect(select.getByRole('option', { name: inactive })).toHaveCount(0);
      await createProject(
        builder.page,
        { businessName: project, name: project, certificate: active },
        'continue',
      );
      await builder.page.getByRole('tab', { name: 'Datos del proyecto' }).click();
      await expect(builder.page.getByLabel('Certificado de sostenibilidad')).toHaveValue(/[0-9a-f-]{36}/);
      await expect(
        builder.page.getByLabel('Certificado de sostenibilidad').locator('option:checked'),
      ).toHaveText(active);
    });
  } finally {
    await builder.close();
  }
});
