import type { Page } from '@playwright/test';
import { expect, mainMenu, signIn, storedSession, test } from './fixtures.ts';

/** A datetime-local value two hours from now, in Bogotá time (the browser's zone in these journeys). */
function inTwoHoursBogota(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Bogota',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + 2 * 3_600_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Switches maintenance off through the API with the admin's session (the journey's clean-up). */
async function switchOff(admin: Page) {
  const token = (await storedSession(admin))?.access_token;
  if (!token) return;
  await admin.request.put('/api/system/api/v1/maintenance', {
    headers: { Authorization: `Bearer ${token}` },
    data: { enabled: false },
  });
}

// Maintenance mode switches the whole portal: this journey runs alone, after all the others (playwright.config.ts).
test('mantenimiento: el administrador lo activa con un mensaje, la página de la tienda pasa a /mantenimiento con el mensaje y, al desactivarlo, vuelve sola a donde estaba, sin recargar @a-solas', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const message = 'Actualizamos el portal: volvemos en dos horas.';

  // The store user works on Clientes potenciales (its live notifications stream open).
  await signIn(page, 'admin@andina.test');
  await mainMenu(page).getByRole('link', { name: 'Clientes potenciales' }).click();
  await expect(page).toHaveURL(/\/clientes-potenciales\/clientes-potenciales$/);
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toBeVisible();
  // A mark that a reload would wipe out.
  await page.evaluate(() => {
    (window as unknown as { sinRecargar: boolean }).sinRecargar = true;
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, 'superadmin@tu360.test');
    await mainMenu(admin).getByRole('link', { name: 'Mantenimiento' }).click();
    await expect(admin).toHaveURL(/\/mantenimiento$/);
    const form = admin.getByRole('region', { name: 'Modo de mantenimiento' });
    await expect(form).toContainText('El modo de mantenimiento está inactivo.');
    await form.getByRole('textbox', { name: /Mensaje para los usuarios/ }).fill(message);
    await form.getByLabel('Fin previsto (opcional)').fill(inTwoHoursBogota());
    await form.getByRole('button', { name: 'Activar' }).click();
    const confirm = admin.getByRole('dialog', { name: '¿Activar el modo de mantenimiento?' });
    await confirm.getByRole('button', { name: 'Activar' }).click();
    await expect(admin.getByText('Modo de mantenimiento activado')).toBeVisible();
    await expect(form).toContainText('El modo de mantenimiento está activo');

    // The store user's page goes to /mantenimiento by itself, remembering where it was, and shows the message.
    await expect(page).toHaveURL(/\/mantenimiento\?volver=%2Fclientes-potenciales%2Fclientes-potenciales$/, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Sitio en mantenimiento' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText(/^Esperamos estar de vuelta el \d+ de \w+ de \d{4} a las/)).toBeVisible();
    // Nor can it reach the API behind the page's back: 503 with Retry-After.
    const token = (await storedSession(page))?.access_token;
    const refused = await page.request.get('/api/seller/api/v1/get-all-by-user?PageNumber=1&PageSize=5', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(503);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(3600);

    // The administrator switches it off.
    await form.getByRole('button', { name: 'Desactivar' }).click();
    await admin
      .getByRole('dialog', { name: '¿Desactivar el modo de mantenimiento?' })
      .getByRole('button', { name: 'Desactivar' })
      .click();
    await expect(admin.getByText('Modo de mantenimiento desactivado')).toBeVisible();

    // Within the page's next check (10 s), the store user is back on its page, without a reload.
    await expect(page).toHaveURL(/\/clientes-potenciales\/clientes-potenciales$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes potenciales' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(
      true,
    );
  } finally {
    await switchOff(admin);
    await adminContext.close();
  }
});
