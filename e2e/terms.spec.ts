import { expect, mainMenu, signIn, signOut, storedSession, test } from './fixtures.ts';

// nuevo@pacifico.test is the only account whose builder has not accepted the terms. Accepting them cannot
// be undone, so this is the only journey that signs in with it before menus.spec.ts checks its menu
// (tagged to run after every other journey, see playwright.config.ts).
test('nuevo@pacifico.test acepta los términos en tres pasos y no los vuelve a ver', async ({ page }) => {
  await signIn(page, 'nuevo@pacifico.test');

  const terms = page.getByRole('dialog');
  await test.step('paso 1: Conocer más o Aceptar', async () => {
    await expect(terms).toHaveAccessibleName('Términos y condiciones');
    await expect(terms).toContainText(
      'Para continuar usando el portal de Tu360Inmobiliario debe conocer y aceptar los términos y condiciones de uso de la plataforma.',
    );
    await expect(terms.getByRole('button', { name: 'Conocer más' })).toBeVisible();
    await expect(terms.getByRole('button', { name: 'Aceptar', exact: true })).toBeVisible();
  });

  await test.step('el modal no se cierra con Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(terms).toHaveAccessibleName('Términos y condiciones');
  });

  await test.step('Conocer más muestra el detalle; Salir vuelve al paso 1', async () => {
    await terms.getByRole('button', { name: 'Conocer más' }).click();
    await expect(terms).toHaveAccessibleName('Términos y condiciones de uso');
    await expect(terms).toContainText('Ley 1581 de 2012');
    await expect(terms.getByRole('button', { name: 'Aceptar términos' })).toBeVisible();
    await terms.getByRole('button', { name: 'Salir' }).click();
    await expect(terms).toHaveAccessibleName('Términos y condiciones');
    await expect(terms.getByRole('button', { name: 'Conocer más' })).toBeVisible();
  });

  await test.step('Aceptar términos desde el detalle confirma con Entendido', async () => {
    await terms.getByRole('button', { name: 'Conocer más' }).click();
    await terms.getByRole('button', { name: 'Aceptar términos' }).click();
    await expect(terms).toHaveAccessibleName('Has aceptado los términos');
    await terms.getByRole('button', { name: 'Entendido' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
  });

  await test.step('no vuelve tras recargar', async () => {
    const termsChecked = page.waitForResponse((res) => res.url().includes('/auth/api/terms/v2/constructor'));
    await page.reload();
    expect((await termsChecked).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicio');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('no vuelve al ingresar de nuevo', async () => {
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    const termsChecked = page.waitForResponse((res) => res.url().includes('/auth/api/terms/v2/constructor'));
    await signIn(page, 'nuevo@pacifico.test');
    expect(await (await termsChecked).json()).not.toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicio');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

// A new version makes every builder accept again: this journey runs after every other one (@al-final, see
// playwright.config.ts), so that no other journey meets the modal.
test('una nueva versión publicada vuelve a pedir los términos y se ve en /terminos-condiciones @al-final', async ({
  page,
  browser,
}) => {
  const version = `e2e-${Date.now()}`;
  const title = 'Términos y condiciones de prueba';
  const text = 'Esta versión de prueba reemplaza a la anterior.';

  await test.step('un administrador de la plataforma publica la versión por la API', async () => {
    await signIn(page, 'admin.banco@tu360.test');
    const session = await storedSession(page);
    const res = await page.request.post('/api/terms/versions', {
      headers: { Authorization: `Bearer ${session?.access_token}` },
      data: { version, title, body: `<p>${text}</p><script>alert(1)</script>` },
    });
    expect(res.status(), await res.text()).toBe(201);
    expect((await res.json()).body).toBe(`<p>${text}</p>`);
  });

  await test.step('/terminos-condiciones la muestra, y al administrador su formulario de publicación', async () => {
    await page.goto('/terminos-condiciones');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText(`Versión ${version}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Publicar una nueva versión' })).toBeVisible();
  });

  // A builder that had accepted the previous version (Constructora Horizonte, in the demo data).
  const context = await browser.newContext();
  const store = await context.newPage();
  try {
    await test.step('el modal vuelve a pedir la aceptación con el texto nuevo', async () => {
      await signIn(store, 'admin@horizonte.test');
      const terms = store.getByRole('dialog');
      await expect(terms).toHaveAccessibleName('Términos y condiciones');
      await terms.getByRole('button', { name: 'Conocer más' }).click();
      await expect(terms).toHaveAccessibleName('Términos y condiciones de uso');
      await expect(terms).toContainText(text);
      await expect(terms).toContainText(`Versión ${version}`);
      await terms.getByRole('button', { name: 'Aceptar términos' }).click();
      await expect(terms).toHaveAccessibleName('Has aceptado los términos');
      await terms.getByRole('button', { name: 'Entendido' }).click();
      await expect(store.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('aceptada, no vuelve tras recargar', async () => {
      const termsChecked = store.waitForResponse((res) =>
        res.url().includes('/auth/api/terms/v2/constructor'),
      );
      await store.reload();
      const accepted = (await (await termsChecked).json()) as { version: string }[];
      expect(accepted.map((a) => a.version)).toEqual([version]);
      await expect(store).toHaveURL(/\/inicio$/);
      await expect(store.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('un usuario de tienda también la lee en /terminos-condiciones, sin formulario', async () => {
      await store.goto('/terminos-condiciones');
      await expect(store.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(store.getByRole('region', { name: 'Publicar una nueva versión' })).toHaveCount(0);
      await store.getByRole('link', { name: 'Volver al portal' }).click();
      await expect(store).toHaveURL(/\/inicio$/);
    });
  } finally {
    await context.close();
  }
});
