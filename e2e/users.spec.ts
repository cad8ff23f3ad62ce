import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, mainMenu, signIn, signOut, storedSession, test } from './fixtures.ts';
import { uniqueName } from './support/properties.ts';

// The server of this run writes its mail under its data directory (no SMTP): playwright.config.ts.
const MAIL_DIR = path.join(tmpdir(), `tu360-e2e-${Number(process.env.E2E_PORT ?? 3210)}`, 'mail');

/** The invitation's link in the newest mail to this address (the .eml the server wrote). */
async function invitationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
        for (const name of names.sort().reverse()) {
          const text = await readFile(path.join(MAIL_DIR, name), 'utf8');
          if (!text.includes(`To: ${email}`)) continue;
          link = text.match(/https?:\/\/\S+\/nueva-contrasena\?\S+/)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link as string;
}

/** A unique e-mail of this run (lower case, as the server keeps it). */
const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@andina.test`;

async function openUsers(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'Usuarios', exact: true }).click();
  await expect(page).toHaveURL(/\/mi-tienda\/usuarios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
}

test('el administrador de Andina invita a un usuario, que crea su contraseña desde el correo e ingresa viendo solo su proyecto con su rol', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const givenName = uniqueName('Invitada');
  const email = uniqueEmail('invitada');
  const password = 'Invitada#2026';

  await signIn(page, 'admin@andina.test');
  await openUsers(page);
  await page.getByRole('link', { name: 'Crear usuario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear usuario' })).toBeVisible();

  await page.getByLabel('Nombres', { exact: true }).fill(givenName);
  await page.getByLabel('Apellidos', { exact: true }).fill('Prueba');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Número de identificación', { exact: true }).fill('1098765432');
  await page.getByLabel('Celular', { exact: true }).fill('3105550000');
  await page.getByLabel('Rol', { exact: true }).selectOption({ label: 'Operativo' });
  await page.getByRole('button', { name: 'Agregar proyecto' }).click();
  await page.getByLabel('Proyecto 1', { exact: true }).selectOption({ label: 'Torres del Río' });
  await page.getByLabel('Rol en el proyecto 1', { exact: true }).selectOption({ label: 'Operativo' });
  await page.getByRole('button', { name: 'Crear usuario', exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Usuario creado' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del usuario' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Pendiente').first()).toBeVisible();

  // The invitation arrived by mail with a single-use link to /nueva-contrasena.
  const link = await invitationLinkFor(email);
  await signOut(page);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByText(
      'Hemos actualizado su contraseña correctamente. Ya puede ingresar con su nueva contraseña.',
    ),
  ).toBeVisible();

  // The link works once.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra#Clave2026');
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('Otra#Clave2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByText('No hemos podido actualizar su contraseña. El enlace no es válido o expiró...'),
  ).toBeVisible();

  // Signed in: only the assigned project, with its role, and no Usuarios entry (Operativo).
  await signIn(page, email, password);
  await mainMenu(page).getByRole('button', { name: 'Seleccione un proyecto' }).click();
  const selector = page.getByRole('dialog', { name: 'Mis proyectos' });
  const projects = selector.getByRole('list', { name: 'Mis proyectos' }).getByRole('button');
  await expect(projects).toHaveCount(1);
  await expect(projects.first()).toContainText('Torres del Río');
  await expect(projects.first()).toContainText('Operativo');
  await projects.first().click();
  await expect(mainMenu(page).getByRole('link', { name: 'Usuarios', exact: true })).toHaveCount(0);

  // Back as the administrator: the user is Activo now.
  await signOut(page);
  await signIn(page, 'admin@andina.test');
  await openUsers(page);
  await page.getByLabel('Buscar por nombre o correo').fill(email);
  const row = page.getByRole('table', { name: 'Usuarios' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Activo');
  await expect(row).toContainText('Torres del Río');
});

test('el administrador de Andina asigna dos usuarios a dos proyectos a la vez', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueName('Lote');
  await signIn(page, 'admin@andina.test');
  // Two users of the journey's own, made through the API with the administrator's session.
  const token = (await storedSession(page))?.access_token;
  const names = [`${tag} Uno`, `${tag} Dos`];
  for (const [i, givenName] of names.entries()) {
    const res = await page.request.post('/api/auth/api/users', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        givenName,
        lastName: 'Asignación',
        email: uniqueEmail(`lote${i}`),
        identification: `10${Date.now().toString().slice(-8)}${i}`,
        phone: '3115550000',
        role: 'Visualizador_Seller',
        projects: [
          {
            sellerId: await projectIdOf(page, token as string, 'Mirador de la Sierra'),
            role: 'Visualizador_Seller',
          },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await openUsers(page);
  await page.getByLabel('Buscar por nombre o correo').fill(tag);
  const table = page.getByRole('table', { name: 'Usuarios' });
  // The search applies after its debounce; choosing rows before it would be choosing on another list.
  await expect(page.getByText('1–2 de 2')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  for (const name of names)
    await table.getByRole('checkbox', { name: `Seleccionar a ${name} Asignación` }).check();
  await expect(page.getByText('2 usuarios seleccionados')).toBeVisible();
  await page.getByRole('button', { name: 'Asignar a proyectos' }).click();

  const dialog = page.getByRole('dialog', { name: 'Asignar usuarios a proyectos' });
  await dialog.getByRole('checkbox', { name: 'Torres del Río' }).check();
  await dialog.getByRole('checkbox', { name: 'Parque Central Andina' }).check();
  await dialog.getByLabel('Rol en el proyecto').selectOption({ label: 'Operativo' });
  await dialog.getByRole('button', { name: 'Asignar a proyectos' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Se asignaron 2 usuarios a 2 proyectos.' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  for (const name of names) {
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Torres del Río');
    await expect(row).toContainText('Parque Central Andina');
    await expect(row).toContainText('Mirador de la Sierra');
  }
});

test('Operativo no tiene la entrada Usuarios y sus rutas lo devuelven al inicio', async ({ page }) => {
  await signIn(page, 'operativo@andina.test');
  await expect(mainMenu(page).getByRole('link', { name: 'Usuarios', exact: true })).toHaveCount(0);
  for (const route of ['/mi-tienda/usuarios', '/mi-tienda/usuarios/crear']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/inicio$/);
  }
  // The server refuses it too, whatever the page does.
  const token = (await storedSession(page))?.access_token;
  const res = await page.request.get('/api/auth/api/users', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(403);
});

/** A project's id by its name, from the projects the signed-in user can access. */
async function projectIdOf(page: Page, token: string, name: string): Promise<string> {
  const res = await page.request.get(
    `/api/seller/api/v1/get-all-by-user?PageNumber=1&PageSize=50&Keyword=${encodeURIComponent(name)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const body = (await res.json()) as { data: { id: string; name: string }[] };
  const found = body.data.find((p) => p.name === name);
  if (!found) throw new Error(`No se encontró el proyecto ${name}`);
  return found.id;
}
