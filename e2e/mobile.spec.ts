import type { Page } from '@playwright/test';
import { expect, mainMenu, signIn, test } from './fixtures.ts';
import { createPropertyInApproval, uniqueName } from './support/properties.ts';

// The narrowest phone the portal supports.
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 } });

/** Whether the page scrolls sideways: its document is wider than the screen. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Waits for a page's title, then checks that nothing sticks out of the screen. */
async function expectFits(page: Page, title: string | RegExp) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await documentWidth(page), `ancho de ${page.url()}`).toBeLessThanOrEqual(WIDTH);
}

/** Opens the folded menu, follows one of its entries and checks that the menu folds again. */
async function goThroughMenu(page: Page, entry: string) {
  const menu = mainMenu(page);
  await menu.getByRole('button', { name: 'Expandir menú' }).click();
  const link = menu.getByRole('link', { name: entry, exact: true });
  await link.click();
  await expect(link).toBeHidden();
  await expect(menu.getByRole('button', { name: 'Expandir menú' })).toHaveAttribute('aria-expanded', 'false');
}

test('en un teléfono de 360 px un usuario de constructora recorre el portal sin desplazarse de lado y el menú se cierra al navegar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@andina.test');
  await expectFits(page, 'Resumen de proyectos');
  // The menu starts folded so the page comes first.
  await expect(mainMenu(page).getByRole('link', { name: 'Inicio', exact: true })).toBeHidden();

  for (const [entry, title] of [
    ['Proyectos', 'Proyectos'],
    ['Inmuebles', 'Inmuebles'],
    ['Inmuebles rechazados', 'Inmuebles rechazados'],
    ['Proyectos rechazados', 'Proyectos rechazados'],
    ['Actualizar precios', 'Actualizar precios'],
    ['Clientes potenciales', 'Clientes potenciales'],
    ['Notificaciones', 'Notificaciones'],
    ['Datos básicos', /Constructora Andina|Datos básicos/],
    ['Usuarios', 'Usuarios'],
    ['Inicio', 'Resumen de proyectos'],
  ] as const) {
    await test.step(entry, async () => {
      await goThroughMenu(page, entry);
      await expectFits(page, title);
    });
  }

  await test.step('el asistente de inmuebles: los pasos caben sin montarse', async () => {
    await page.goto('/catalogo/inmuebles/crear');
    await expectFits(page, 'Crear inmueble');
    const wizard = page.getByRole('tablist', { name: 'Pasos del formulario del inmueble' });
    const names = ['Datos principales', 'Ubicación', 'Características', 'Amenidades', 'Imágenes y video'];
    await expect(wizard.getByRole('tab')).toHaveCount(5);
    // Each step keeps its name for screen readers; what is drawn of each (number and label) neither leaves the
    // screen nor covers the next one.
    const boxes = [];
    for (const name of names) {
      const tab = wizard.getByRole('tab', { name });
      await expect(tab).toHaveCount(1);
      boxes.push(await tab.getByText(name, { exact: true }).boundingBox());
    }
    for (const [i, box] of boxes.entries()) {
      expect(box, names[i]).not.toBeNull();
      if (!box) continue;
      expect(box.x + box.width, `${names[i]} dentro de la pantalla`).toBeLessThanOrEqual(WIDTH);
      const next = boxes[i + 1];
      if (next)
        expect(box.x + box.width, `${names[i]} no se monta en ${names[i + 1]}`).toBeLessThanOrEqual(next.x);
    }
  });

  await test.step('la página de un inmueble: sus tres pestañas caben y se alcanzan', async () => {
    const name = uniqueName('Apto E2E móvil');
    const { productId } = await createPropertyInApproval(page, 'Torres del Río', name);
    await page.goto(`/catalogo/inmuebles/${productId}`);
    await expectFits(page, name);
    for (const tabName of ['Datos del inmueble', 'Responsables', 'Historial']) {
      const box = await page.getByRole('tab', { name: tabName }).boundingBox();
      expect(box, tabName).not.toBeNull();
      if (box) expect(box.x + box.width, `${tabName} dentro de la pantalla`).toBeLessThanOrEqual(WIDTH);
    }
    await page.getByRole('tab', { name: 'Historial' }).click();
    await expect(page.getByRole('list', { name: 'Historial de cambios' })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  await test.step('crear un proyecto', async () => {
    await page.goto('/catalogo/proyectos/crear');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(WIDTH);
  });
});

test('en un teléfono de 360 px el administrador del banco recorre sus páginas sin desplazarse de lado', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'superadmin@tu360.test');
  await expectFits(page, /^Hola, /);
  for (const [entry, title] of [
    ['Proyectos', 'Proyectos'],
    ['Inmuebles', 'Inmuebles'],
    ['Aprobaciones de inmuebles', 'Aprobaciones de inmuebles'],
    ['Aprobaciones de proyectos', 'Aprobaciones de proyectos'],
    ['Clientes potenciales', 'Clientes potenciales'],
    ['Notificaciones', 'Notificaciones'],
    ['Datos básicos', /.+/],
    ['Usuarios', 'Usuarios'],
    ['Integraciones', 'Integraciones'],
    ['Parámetros', /.+/],
  ] as const) {
    await test.step(entry, async () => {
      await goThroughMenu(page, entry);
      await expectFits(page, title);
    });
  }
});

test('en un teléfono de 360 px la inmobiliaria recorre sus páginas sin desplazarse de lado', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@capital.test');
  await expectFits(page, 'Inicio');
  for (const [entry, title] of [
    ['Inmuebles', 'Inmuebles'],
    ['Inmuebles rechazados', 'Inmuebles rechazados'],
    ['Actualizar precios', 'Actualizar precios'],
    ['Notificaciones', 'Notificaciones'],
    ['Datos de la inmobiliaria', /.+/],
    ['Usuarios', 'Usuarios'],
    ['Integraciones', 'Integraciones'],
    ['Inicio', 'Inicio'],
  ] as const) {
    await test.step(entry, async () => {
      await goThroughMenu(page, entry);
      await expectFits(page, title);
    });
  }
  await page.goto('/catalogo/inmuebles/crear');
  await expectFits(page, 'Crear inmueble');
});
