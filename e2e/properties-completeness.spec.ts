import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { createPropertyInApproval, type, uniqueName } from './support/properties.ts';

/** The marker that CSS draws after the label of a field ("none" when there is none). */
const markerOf = (field: Locator) =>
  field.evaluate((el) => {
    const label = (el as HTMLInputElement).labels?.[0];
    return label ? getComputedStyle(label, '::after').content : 'sin etiqueta';
  });

test('los campos obligatorios se marcan y la completitud sigue lo que el usuario escribe, antes de guardar', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName('Apto E2E completitud');
  await signIn(page, 'admin@andina.test');
  // Every required key, a price, a description and 5 images, but no administration price: yellow, 66 %.
  const { productId } = await createPropertyInApproval(page, 'Torres del Río', name);
  await page.goto(`/catalogo/inmuebles/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const completeness = page.getByRole('definition').filter({ has: page.getByRole('img') });

  await test.step('un asterisco visible marca los obligatorios; el nombre accesible no cambia', async () => {
    const price = page.getByRole('textbox', { name: 'Precio', exact: true });
    await expect(price).toHaveAttribute('required', '');
    expect(await markerOf(price)).toContain('*');
    expect(await markerOf(page.getByRole('textbox', { name: 'Descripción', exact: true }))).toContain('*');
    // Puntaje is optional: no marker.
    expect(await markerOf(page.getByRole('textbox', { name: 'Puntaje', exact: true }))).toBe('none');
  });

  await test.step('al abrir: amarillo, 66 %', async () => {
    await expect(completeness.getByRole('img', { name: 'Falta campos opcionales' })).toBeVisible();
    await expect(completeness).toContainText('66 %');
  });

  await test.step('escribir el precio de administración lo pone en verde, 100 %, sin guardar', async () => {
    await page.getByRole('tab', { name: 'Características' }).click();
    await type(page, 'Precio administracion', '350000');
    await expect(completeness.getByRole('img', { name: 'Proceso completo' })).toBeVisible();
    await expect(completeness).toContainText('100 %');
  });

  await test.step('borrar el precio del inmueble lo pone en rojo, 33 %, sin guardar', async () => {
    await page.getByRole('tab', { name: 'Datos principales' }).click();
    await type(page, 'Precio', '');
    await expect(
      completeness.getByRole('img', { name: 'Faltan campos obligatorios por llenar' }),
    ).toBeVisible();
    await expect(completeness).toContainText('33 %');
    await type(page, 'Precio', '320.000.000');
    await expect(completeness).toContainText('100 %');
  });
});
