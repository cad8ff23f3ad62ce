import { expect, mainMenu, menuEntries, signIn, test } from './fixtures.ts';
import { uniqueName } from './support/properties.ts';

const PROJECTS = '/api/integration/v1/projects';

test('el administrador de Andina crea una clave de integración, la copia, llama a la API de integración con ella, la revoca y la siguiente llamada se rechaza', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = uniqueName('ERP');

  await signIn(page, 'admin@andina.test');
  await mainMenu(page).getByRole('link', { name: 'Integraciones', exact: true }).click();
  await expect(page).toHaveURL(/\/mi-tienda\/integraciones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integraciones' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear clave' }).click();
  const form = page.getByRole('dialog', { name: 'Crear clave de integración' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('checkbox', { name: 'Leer catálogo' }).check();
  await form.getByRole('button', { name: 'Crear', exact: true }).click();

  // The application key and the token, this once, each with its copy button.
  const shown = page.getByRole('dialog', { name: `Clave creada: ${name}` });
  await expect(shown.getByText(/el token no se volverá a mostrar/)).toBeVisible();
  const applicationKey = await shown.getByRole('textbox', { name: 'Clave de aplicación' }).inputValue();
  const token = await shown.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(applicationKey).toMatch(/^tu360_app_/);
  expect(token).toMatch(/^tu360_tok_/);

  await shown.getByRole('button', { name: 'Copiar token' }).click();
  await expect(shown.getByRole('status').filter({ hasText: 'Copiado' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await shown.getByRole('button', { name: 'Copiar clave de aplicación' }).click();
  await expect(shown.getByRole('status').filter({ hasText: 'Copiado' })).toHaveCount(2);
  const copiedKey = await page.evaluate(() => navigator.clipboard.readText());
  expect(copiedKey).toBe(applicationKey);
  await shown.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(shown).toBeHidden();

  // Afterwards the list shows only the token's prefix.
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByText(`${token.slice(0, 14)}…`)).toBeVisible();
  await expect(row.getByText('Activa')).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  // The integration API opens with what was copied.
  const headers = { 'X-Application-Key': copiedKey, 'X-Api-Token': token };
  const ok = await request.get(PROJECTS, { headers });
  expect(ok.status(), await ok.text()).toBe(200);

  await row.getByRole('button', { name: `Revocar la clave ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revocar la clave «${name}»` });
  await expect(confirm.getByText(/Recuerde que esta acción no es reversible/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Clave revocada')).toBeVisible();
  await expect(row.getByText('Revocada')).toBeVisible();

  // The very next call is refused.
  const refused = await request.get(PROJECTS, { headers });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).Message).toBe('La clave de integración no es válida, fue revocada o venció.');
});

test('el visualizador de Andina ve Integraciones como una etiqueta deshabilitada y no entra a la página', async ({
  page,
}) => {
  await signIn(page, 'visor@andina.test');
  expect(await menuEntries(page)).toContain('Integraciones (deshabilitado)');
  await page.goto('/mi-tienda/integraciones');
  await expect(page).toHaveURL(/\/inicio$/);
});
