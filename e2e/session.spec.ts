import { createHash } from 'node:crypto';
import { expect, mainMenu, sessionStorageOf, signIn, storedSession, test } from './fixtures.ts';

test('recargar la página conserva la sesión (sessionStorage "state")', async ({ page }) => {
  await signIn(page, 'admin@horizonte.test');
  const before = await storedSession(page);
  expect(before?.access_token).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');
  await expect(page.getByRole('banner').getByText('Natalia Herrera')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Reserva Horizonte' })).toBeVisible();
  expect((await storedSession(page))?.access_token).toBe(before?.access_token);
});

test('un 401 cierra la sesión, va al ingreso y vacía sessionStorage', async ({ page }) => {
  await signIn(page, 'admin@horizonte.test');
  await page.evaluate(() => {
    const state = JSON.parse(window.sessionStorage.getItem('state') ?? '{}');
    window.sessionStorage.setItem('state', JSON.stringify({ ...state, access_token: 'no-es-un-token' }));
  });

  const rejected = page.waitForResponse((res) => res.url().includes('/api/') && res.status() === 401);
  await page.goto('/inicio');
  await rejected;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
  await expect.poll(() => sessionStorageOf(page)).toEqual({});
  await page.goto('/inicio');
  await expect(page).toHaveURL(/\/login$/);
});

test('tras ingresar, dataLayer recibe SEND_USERID con la identificación cifrada', async ({ page }) => {
  await signIn(page, 'multi@andina.test');
  const events = await page.evaluate(
    () => ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []) as Record<string, unknown>[],
  );
  const sent = events.filter((e) => e.event === 'SEND_USERID');
  expect(sent).toHaveLength(1);
  const [event] = sent;
  expect(event.identification).toMatch(/^[0-9a-f]{64}$/);
  // SHA-256 of the demo identification of multi@andina.test, never the number itself.
  expect(event.identification).toBe(createHash('sha256').update('7010101014').digest('hex'));
  expect(event).toMatchObject({ email: 'multi@andina.test', phone: '3002000005' });
  expect(event.userId).toEqual(expect.any(String));
});

test('el selector de proyectos de multi@andina.test', async ({ page }) => {
  await signIn(page, 'multi@andina.test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');

  await mainMenu(page).getByRole('button', { name: 'Seleccione un proyecto' }).click();
  const selector = page.getByRole('dialog', { name: 'Mis proyectos' });
  const projects = selector.getByRole('list', { name: 'Mis proyectos' }).getByRole('button');
  const search = selector.getByRole('searchbox', { name: 'Busque por proyecto' });

  const torres = projects.filter({ hasText: 'Torres del Río' });
  const mirador = projects.filter({ hasText: 'Mirador de la Sierra' });

  await test.step('cada proyecto con su etiqueta de rol', async () => {
    await expect(torres).toContainText('Administrador');
    await expect(mirador).toContainText('Visualizador (solo lectura)');
    await expect(selector.getByRole('button', { name: 'Ir al resumen de proyectos' })).toBeVisible();
  });

  await test.step('la búsqueda se aplica sólo con más de 2 caracteres', async () => {
    await search.fill('Tor');
    await expect(mirador).toHaveCount(0);
    await expect(torres).toBeVisible();
    for (const name of await projects.allTextContents()) expect(name.toLowerCase()).toContain('tor');
    // Back to 2 characters: the search no longer applies and the whole list returns.
    await search.fill('To');
    await expect(mirador).toBeVisible();
    await expect(torres).toBeVisible();
  });

  await test.step('elegir un proyecto lleva a /inicio con ese proyecto', async () => {
    await torres.click();
    await expect(selector).toHaveCount(0);
    await expect(page).toHaveURL(/\/inicio$/);
    const main = page.getByRole('main');
    await expect(main.getByText('Proyecto seleccionado')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Torres del Río');
    await expect(main).toContainText('Publicado');
    await expect(mainMenu(page).getByText('Torres del Río', { exact: true })).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'Cambiar de proyecto' })).toBeVisible();
  });
});

/** The demo builders, by name without regard to case ("aurora" before "Constructora"). */
const DEMO_BUILDERS = [
  'aurora Constructores',
  'Constructora Andina',
  'Constructora Horizonte',
  'Constructora Pacífico',
];
const DEMO_AGENCIES = ['Bienes Raíces del Valle', 'Inmobiliaria Capital'];

/** Other journeys may add builders: the list must stay in order, with the demo ones where they belong. */
function expectSortedWith(names: string[], demo: string[]) {
  expect(names.filter((name) => demo.includes(name))).toEqual(demo);
  const sorted = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'es'));
  expect(names).toEqual(sorted);
}

test('el panel lateral del superadministrador', async ({ page }) => {
  await signIn(page, 'superadmin@tu360.test');
  const panel = page.getByRole('complementary');
  const entries = panel.getByRole('tabpanel').getByRole('button');
  const search = panel.getByRole('searchbox', { name: 'Buscar por dependencias' });

  await test.step('búsqueda, pestañas y constructoras por nombre sin distinguir mayúsculas', async () => {
    await expect(panel).toHaveAccessibleName('Inicio');
    await expect(search).toBeVisible();
    await expect(panel.getByRole('tab')).toHaveText(['Constructoras', 'Inmobiliarias']);
    await expect(panel.getByRole('tab', { name: 'Constructoras' })).toHaveAttribute('aria-selected', 'true');
    await expect(entries.first()).toHaveText('aurora Constructores');
    expectSortedWith(await entries.allTextContents(), DEMO_BUILDERS);
  });

  await test.step('la búsqueda se aplica con más de 2 caracteres', async () => {
    const all = await entries.count();
    await search.fill('and');
    await expect(entries.filter({ hasText: 'Constructora Horizonte' })).toHaveCount(0);
    await expect(entries.filter({ hasText: 'Constructora Andina' })).toBeVisible();
    for (const name of await entries.allTextContents()) expect(name.toLowerCase()).toContain('and');
    // Back to 2 characters: the search no longer applies and the whole list returns.
    await search.fill('an');
    await expect(entries).toHaveCount(all);
    await search.clear();
    await expect(entries).toHaveCount(all);
  });

  await test.step('en Proyectos, "Ver todos los proyectos" va primero', async () => {
    await mainMenu(page).getByRole('link', { name: 'Proyectos', exact: true }).click();
    await expect(page).toHaveURL(/\/catalogo\/proyectos$/);
    await expect(panel).toHaveAccessibleName('Proyectos');
    await expect(entries.first()).toHaveText('Ver todos los proyectos');
    await expect(entries.nth(1)).toHaveText('aurora Constructores');
    expectSortedWith((await entries.allTextContents()).slice(1), DEMO_BUILDERS);
  });

  await test.step('la pestaña Inmobiliarias en Proyectos lleva a Inmuebles', async () => {
    await panel.getByRole('tab', { name: 'Inmobiliarias' }).click();
    await expect(page).toHaveURL(/\/catalogo\/inmuebles$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Inmuebles');
    await expect(panel.getByRole('tab', { name: 'Inmobiliarias' })).toHaveAttribute('aria-selected', 'true');
    await expect(entries.first()).toHaveText('Ver todos los inmuebles');
    await expect(entries.filter({ hasText: 'Inmobiliaria Capital' })).toBeVisible();
    expectSortedWith((await entries.allTextContents()).slice(1), DEMO_AGENCIES);
  });
});
