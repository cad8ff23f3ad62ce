import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from '../fixtures.ts';

/** A file for setInputFiles: a small real image generated in memory. */
export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG or JPEG (a coloured square with a circle), small enough for any upload limit. */
export async function makeImage(
  name: string,
  color: string,
  format: 'png' | 'jpeg' = 'png',
): Promise<ImageFile> {
  const circle = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><circle cx="120" cy="90" r="60" fill="#fdda24"/></svg>',
  );
  const image = sharp({ create: { width: 240, height: 180, channels: 3, background: color } }).composite([
    { input: circle },
  ]);
  const buffer =
    format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 80 }).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** A name no other test (or run) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex').toUpperCase()}`;
}

export interface ProjectFields {
  businessName: string;
  name: string;
  certificate?: string;
}

/** Fills the project form of /catalogo/proyectos/crear with valid data. */
export async function fillProjectForm(page: Page, fields: ProjectFields) {
  await page.getByLabel('Razón social').fill(`${fields.businessName} S.A.S.`);
  await page.getByLabel('Nombre comercial').fill(fields.name);
  await page.getByLabel('Correo electrónico').fill('ventas@proyecto-e2e.test');
  await page.getByLabel('Dirección').fill('Carrera 43A # 1 Sur - 100');
  await page.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
  await page.getByLabel('Municipio').selectOption({ label: 'Envigado' });
  await page.getByLabel('Teléfono').fill('6044441234');
  await page.getByLabel('Código Camacol').fill('CAM-E2E-01');
  await page.getByLabel('NIT').fill('900123456-1');
  if (fields.certificate)
    await page.getByLabel('Certificado de sostenibilidad').selectOption({ label: fields.certificate });
}

/**
 * Creates a project as the signed-in builder user and answers "Proyecto creado": `continue` opens its logo,
 * banner and images; otherwise it finishes and goes back to the list.
 */
export async function createProject(page: Page, fields: ProjectFields, next: 'continue' | 'finish') {
  await page.goto('/catalogo/proyectos/crear');
  await expect(page.getByRole('heading', { name: 'Crear proyecto', level: 1 })).toBeVisible();
  await fillProjectForm(page, fields);
  await page.getByRole('button', { name: 'Crear proyecto' }).click();
  const created = page.getByRole('dialog', { name: 'Proyecto creado' });
  await expect(created).toBeVisible();
  if (next === 'continue') {
    await created.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/catalogo\/proyectos\/[0-9a-f-]{36}\?seccion=imagenes$/);
  } else {
    await created.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/catalogo\/proyectos$/);
  }
}

/** The row of a project in the projects table, found through the search box. */
export async function findProjectRow(page: Page, name: string) {
  await page.goto('/catalogo/proyectos');
  await page.getByLabel('Buscar proyecto').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** A toast (or dialog) text, whatever element shows it. */
export function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

/**
 * A second person in the same journey: a new browser context with the project's settings (base URL, locale,
 * time zone), the public-IP lookup answered "offline" as in fixtures.ts, signed in as `userName`.
 */
export async function openAs(browser: Browser, userName: string) {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  const page = await context.newPage();
  await page.route('https://api64.ipify.org/**', (route) => route.abort('internetdisconnected'));
  await signIn(page, userName);
  return { page, close: () => context.close() };
}

/**
 * On the project's "Logo, banner e imágenes" tab: saves a logo and uploads the images chosen at once (they go
 * up right away), so that the project meets the approval rules.
 */
export async function addLogoAndImages(page: Page, images: ImageFile[]) {
  await page.getByLabel('Cargar logo').setInputFiles(await makeImage('logo.png', '#0b3d91', 'png'));
  await expect(page.getByRole('img', { name: 'Vista previa: Logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar logo y banner' }).click();
  await expect(toast(page, 'Logo y banner guardados')).toBeVisible();
  const upload = page.getByRole('region', { name: 'Agregar imágenes' });
  await upload.getByLabel('Elegir imágenes').setInputFiles(images);
  await expect(page.getByRole('list', { name: 'Imágenes del proyecto' }).getByRole('listitem')).toHaveCount(
    images.length,
  );
}
