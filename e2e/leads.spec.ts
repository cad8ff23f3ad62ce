import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CAPTCHA_FALLBACK_TOKEN, MARKETPLACE_ID, STORE_CLIENT_ID } from '@tu360/domain';
import { expect, mainMenu, signIn, storedSession, test } from './fixtures.ts';
import { uniqueName } from './support/properties.ts';
import { STORE_SECRET } from './support/store-client.ts';

/** A token of the public store's client (client-credentials grant on the portal's token server). */
async function storeToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(
    `/api/auth/connect/token?marketplaceId=${MARKETPLACE_ID}&tokenCaptcha=${CAPTCHA_FALLBACK_TOKEN}`,
    { form: { grant_type: 'client_credentials', client_id: STORE_CLIENT_ID, client_secret: STORE_SECRET } },
  );
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

test('un cliente potencial que llega de la tienda aparece en vivo en la campana del administrador del proyecto y en Clientes potenciales', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = uniqueName('Cliente');
  await signIn(page, 'admin@andina.test');
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toBeVisible();
  const unread = async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  const before = await unread();

  // The project's id, as the store knows it (a published project of Andina; no responsible-user rule names it,
  // so the lead goes to its administrators).
  const token = (await storedSession(page))?.access_token;
  const projects = await page.request.get(
    '/api/seller/api/v1/get-all-by-user?PageNumber=1&PageSize=50&Keyword=Torres',
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const project = ((await projects.json()) as { data: { id: string; name: string }[] }).data.find(
    (p) => p.name === 'Torres del Río',
  );
  expect(project).toBeDefined();

  // The store posts the lead through the real intake, with its own token; the page is not reloaded.
  const lead = await page.request.post('/api/lead/api/v1/leads', {
    headers: { Authorization: `Bearer ${await storeToken(page.request)}` },
    data: {
      sellerId: project?.id,
      fullName: person,
      email: `${person.toLowerCase().replace(/\W+/g, '.')}@correo.test`,
      phone: '3001234567',
      message: 'Quiero conocer el proyecto',
      consent: true,
      source: 'tienda',
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  // Live: the bell counts it within seconds, and its panel names the person.
  await expect.poll(unread, { timeout: 10_000 }).toBeGreaterThan(before);
  await bell.click();
  await expect(page.getByRole('listitem').filter({ hasText: person }).first()).toContainText(
    'Nuevo cliente potencial',
  );
  await page.keyboard.press('Escape');

  // The leads page lists it, Nuevo, on the project.
  await mainMenu(page).getByRole('link', { name: 'Clientes potenciales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes potenciales' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: person });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Nuevo');
  await expect(row).toContainText('Torres del Río');
});

test('la tienda no registra clientes potenciales sin su token, ni con el de un usuario', async ({ page }) => {
  const body = {
    sellerId: randomUUID(),
    fullName: 'X',
    email: 'x@x.test',
    phone: '3001234567',
    consent: true,
  };
  const none = await page.request.post('/api/lead/api/v1/leads', { data: body });
  expect(none.status()).toBe(401);
  await signIn(page, 'admin@andina.test');
  const token = (await storedSession(page))?.access_token;
  const asUser = await page.request.post('/api/lead/api/v1/leads', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(asUser.status()).toBe(403);
});
