import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** A unique name per run, so that journeys running side by side never find each other's properties. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

const BASE_TEXT =
  'Apartamento con balcón, cocina abierta, dos alcobas con closet, zona de ropas independiente y vista a las montañas. ' +
  'Cerca de estaciones del metro, colegios, parques y centros comerciales; conjunto con piscina, gimnasio y portería. ';

/** A description of exactly `length` characters. */
export function descriptionOf(length: number): string {
  const text = BASE_TEXT.repeat(Math.ceil(length / BASE_TEXT.length) + 1);
  return `${text
    .slice(0, length - 1)
    .trimEnd()
    .padEnd(length - 1, 's')}.`;
}

/** Real small PNG pictures (different colours), generated with sharp, as Playwright file payloads. */
export async function pngFiles(count: number, prefix = 'foto') {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `${prefix}-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({
        create: {
          width: 320,
          height: 240,
          channels: 3,
          background: { r: (60 * i + 40) % 256, g: (90 + 35 * i) % 256, b: (200 - 30 * i + 256) % 256 },
        },
      })
        .png()
        .toBuffer(),
    })),
  );
}

/** Chooses an option of a labelled select by its visible text. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** Types into a labelled field, replacing what it held. */
export async function type(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/** Presses the wizard's main button ("Guardar y continuar", or "Guardar" on the last step). */
export async function saveStep(page: Page, last = false) {
  await page.getByRole('button', { name: last ? 'Guardar' : 'Guardar y continuar', exact: true }).click();
}

/** Waits for the wizard to show a step by its title. */
export async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** The save toast of spec section 8. */
export async function expectSavedToast(page: Page) {
  const toast = page.getByRole('alert').filter({ hasText: 'Cambios guardados' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(
    'Recuerda que debes completar todos los cambios obligatorios para que el inmueble sea publicado en Tu360Inmobiliario.',
  );
  return toast;
}

/** The row of a property in a table, found by its name. */
export function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

/** Searches a property list by name (the keyword applies past 2 characters). */
export async function searchProperty(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Buscar inmueble' }).fill(name);
  await expect(rowOf(page, name)).toBeVisible();
}

/** The session's access token, to prepare data through the API as the signed-in user. */
export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('state'));
  const token = raw ? (JSON.parse(raw) as { access_token: string | null }).access_token : null;
  if (!token) throw new Error('No hay sesión iniciada');
  return token;
}

interface StoreItem {
  id: string;
  name: string;
}

/**
 * Prepares, through the API and as the signed-in builder user, a complete property of a project (5 images) and
 * sends it to approval: what a builder does in the wizard, for journeys that start after it.
 */
export async function createPropertyInApproval(page: Page, projectName: string, name: string) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const stores = await page.request.get('/api/seller/api/v1/get-all-by-user?PageNumber=1&PageSize=50', {
    headers,
  });
  expect(stores.ok()).toBeTruthy();
  const store = ((await stores.json()) as { data: StoreItem[] }).data.find((s) => s.name === projectName);
  if (!store) throw new Error(`No existe el proyecto ${projectName}`);
  const details: Record<string, string> = {
    'Etapa del proyecto': 'Construcción',
    'Estado de entrega': 'Sobre planos',
    'Estado de venta inmueble': 'Disponible',
    'Área (m²)': '70',
    'Área privada (m²)': '64',
    'Área construida (m²)': '70',
    'Cuota inicial ($)': '90000000',
    'Tipo de inmueble': 'Apartamento',
    Habitaciones: '2',
    Baños: '2',
    'Número de parqueaderos': '1',
    Estrato: '4',
    Latitud: '6.2',
    Longitud: '-75.5',
    Sector: 'El Poblado',
  };
  const body = {
    sellerId: store.id,
    name,
    description: descriptionOf(220),
    price: '320.000.000',
    score: '',
    step: 3,
    category: 'Apartment',
    departmentId: '',
    cityId: '',
    videoUrl: '',
    subsidyType: 'None',
    detailProducts: Object.entries(details).map(([key, value]) => ({ key, value })),
  };
  const created = await page.request.post('/api/product/api/v5/create-product', { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { productId, refId } = (await created.json()) as { productId: number; refId: string };
  const files = await pngFiles(5, 'api');
  const upload = await page.request.post(
    `/api/product/api/v5/create-images-product?refId=${encodeURIComponent(refId)}`,
    {
      headers,
      multipart: {
        Image: files[0],
        SellerId: store.id,
      },
    },
  );
  expect(upload.ok(), await upload.text()).toBeTruthy();
  for (const file of files.slice(1)) {
    const more = await page.request.post(
      `/api/product/api/v5/create-images-product?refId=${encodeURIComponent(refId)}`,
      {
        headers,
        multipart: { Image: file, SellerId: store.id },
      },
    );
    expect(more.ok(), await more.text()).toBeTruthy();
  }
  const saved = await page.request.put('/api/product/api/v5/update-product', {
    headers,
    data: { ...body, productId, step: 5 },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  expect(((await saved.json()) as { status: string }).status).toBe('OnApprobation');
  return { productId, refId };
}
