import { expect, signIn, test } from './fixtures.ts';
import { toast } from './support/projects.ts';

test('la constructora vincula un WhatsApp a sus proyectos, lo edita y ve el error si el envío falla', async ({
  page,
}) => {
  await signIn(page, 'admin@horizonte.test');
  await page.goto('/catalogo/proyectos');
  const section = page.getByRole('region', { name: 'WhatsApp de contacto' });
  await expect(section).toContainText('Aún no hay números de WhatsApp asociados a los proyectos.');

  await test.step('agregar: número y proyectos son obligatorios', async () => {
    await section.getByRole('button', { name: 'Agregar WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar WhatsApp' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Ingrese un número de teléfono válido')).toBeVisible();
    await expect(dialog.getByText('Seleccione al menos un proyecto')).toBeVisible();
    await dialog.getByLabel('Número de WhatsApp').fill('310 555 0101');
    await dialog.getByRole('checkbox', { name: 'Reserva Horizonte' }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'WhatsApp guardado')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByText('310 555 0101')).toBeVisible();
    await expect(section.getByText('1 proyecto: Reserva Horizonte')).toBeVisible();
  });

  await test.step('editar el número', async () => {
    await section.getByRole('button', { name: 'Editar WhatsApp 310 555 0101' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar WhatsApp' });
    await expect(dialog.getByRole('checkbox', { name: 'Reserva Horizonte' })).toBeChecked();
    await dialog.getByLabel('Número de WhatsApp').fill('310 555 0102');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'WhatsApp guardado')).toBeVisible();
    await expect(section.getByText('310 555 0102')).toBeVisible();
  });

  await test.step('si el envío falla: "Ups, intentalo de nuevo"', async () => {
    await page.route('**/api/seller/api/v3/update-contact', (route) =>
      route.fulfill({ status: 503, json: { Message: 'Servicio no disponible' } }),
    );
    await section.getByRole('button', { name: 'Editar WhatsApp 310 555 0102' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar WhatsApp' });
    await dialog.getByLabel('Número de WhatsApp').fill('310 555 0103');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const failed = page.getByRole('dialog', { name: 'Ups, intentalo de nuevo' });
    await expect(failed).toContainText(
      'No pudimos enviar la información, por favor intenta enviar el formulario nuevamente.',
    );
    await failed.getByRole('button', { name: 'Aceptar' }).click();
    // The form stays open to send it again.
    await expect(dialog.getByLabel('Número de WhatsApp')).toHaveValue('310 555 0103');
  });
});
