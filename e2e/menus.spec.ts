import type { Page } from '@playwright/test';
import { expect, mainMenu, menuEntries, signIn, signOut, test } from './fixtures.ts';

/**
 * The menu of every demo account, written out by hand from spec sections 2 and 6 and ADR 0003
 * (not computed with the domain's functions), so that the screen and the rules must agree.
 * "# X" is a section title, "X (deshabilitado)" an entry shown but not followable.
 */
interface Row {
  userName: string;
  /** Top bar: user name and role label. */
  name: string;
  roleLabel: string;
  /** Where the sign-in lands: the admin home, the projects summary or the auto-selected store. */
  landing: { adminHome: string } | 'resumen de proyectos' | { store: string };
  menu: string[];
  changePassword: boolean;
  /** Runs after the journeys that change this account (see playwright.config.ts). */
  afterAccountChanges?: true;
}

const ADMIN_SECTIONS_FOOT = [
  '# Clientes',
  'Clientes potenciales',
  'Notificaciones',
  '# Dependencias',
  'Datos básicos',
  'Usuarios',
  'Integraciones',
  'Parámetros',
];

const ROWS: Row[] = [
  {
    userName: 'superadmin@tu360.test',
    name: 'Sofía Restrepo',
    roleLabel: 'Administrador Bancolombia',
    landing: { adminHome: 'Hola, Sofía' },
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      'Aprobaciones de inmuebles',
      'Aprobaciones de proyectos',
      // No builder chosen in the side panel yet: no load templates (spec section 2).
      'Actualizar precios',
      ...ADMIN_SECTIONS_FOOT,
      // Maintenance mode's switch (issue 15): platform administrators who change things.
      '# Plataforma',
      'Mantenimiento',
    ],
    changePassword: false,
  },
  {
    userName: 'admin.banco@tu360.test',
    name: 'Andrés Gómez',
    roleLabel: 'Administrador',
    landing: { adminHome: 'Hola, Andrés' },
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      'Aprobaciones de inmuebles',
      'Aprobaciones de proyectos',
      // No builder chosen in the side panel yet: no load templates (spec section 2).
      'Actualizar precios',
      ...ADMIN_SECTIONS_FOOT,
      // Maintenance mode's switch (issue 15): platform administrators who change things.
      '# Plataforma',
      'Mantenimiento',
    ],
    changePassword: false,
  },
  {
    // Read-only: no price updates, no load templates.
    userName: 'visor.banco@tu360.test',
    name: 'Valentina Ríos',
    roleLabel: 'Visualizador',
    landing: { adminHome: 'Hola, Valentina' },
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      'Aprobaciones de inmuebles',
      'Aprobaciones de proyectos',
      ...ADMIN_SECTIONS_FOOT,
    ],
    changePassword: false,
  },
  {
    // Andina has a rejected project, so "Proyectos rechazados" shows.
    userName: 'admin@andina.test',
    name: 'Carlos Mejía',
    roleLabel: 'Administrador',
    landing: 'resumen de proyectos',
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      'Proyectos rechazados',
      'Inmuebles rechazados',
      'Actualizar precios',
      'Plantillas de carga',
      '# Clientes',
      'Clientes potenciales',
      'Notificaciones',
      '# Constructora',
      'Datos básicos',
      'Usuarios',
      'Integraciones',
    ],
    changePassword: false,
  },
  {
    // Operativo: no Usuarios, Integraciones disabled, Cambiar contraseña shown.
    userName: 'operativo@andina.test',
    name: 'Laura Zapata',
    roleLabel: 'Operativo',
    landing: 'resumen de proyectos',
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      'Proyectos rechazados',
      'Inmuebles rechazados',
      'Actualizar precios',
      'Plantillas de carga',
      '# Clientes',
      'Clientes potenciales',
      'Notificaciones',
      '# Constructora',
      'Datos básicos',
      'Integraciones (deshabilitado)',
    ],
    changePassword: true,
  },
  {
    // Visualizador_Seller is sent from /notificaciones to /inicio (spec section 6): no entry for it.
    userName: 'visor@andina.test',
    name: 'Miguel Arango',
    roleLabel: 'Visualizador',
    landing: 'resumen de proyectos',
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      '# Clientes',
      'Clientes potenciales',
      '# Constructora',
      'Datos básicos',
      'Usuarios',
      'Integraciones (deshabilitado)',
    ],
    changePassword: false,
  },
  {
    // Neither administrator nor viewer: Cambiar contraseña shown (ADR 0003). change-password.spec.ts uses it.
    userName: 'asesor@andina.test',
    name: 'Daniela Ospina',
    roleLabel: 'Asesor Comercial',
    landing: 'resumen de proyectos',
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      '# Clientes',
      'Clientes potenciales',
      'Notificaciones',
      '# Constructora',
      'Datos básicos',
      'Usuarios',
      'Integraciones (deshabilitado)',
    ],
    changePassword: true,
    afterAccountChanges: true,
  },
  {
    // Administrador of Torres del Río and viewer of Mirador de la Sierra: neither is rejected.
    userName: 'multi@andina.test',
    name: 'Juliana Vélez',
    roleLabel: 'Administrador',
    landing: 'resumen de proyectos',
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      'Inmuebles rechazados',
      'Actualizar precios',
      'Plantillas de carga',
      '# Clientes',
      'Clientes potenciales',
      'Notificaciones',
      '# Constructora',
      'Datos básicos',
      'Usuarios',
      'Integraciones',
    ],
    changePassword: false,
  },
  {
    // Agency with a single store: auto-selected; no Proyectos; its own section labels; Cambiar contraseña.
    userName: 'admin@capital.test',
    name: 'Felipe Cárdenas',
    roleLabel: 'Administrador',
    landing: { store: 'Inmobiliaria Capital' },
    menu: [
      'Inicio',
      '# Catálogo',
      'Inmuebles',
      'Inmuebles rechazados',
      'Actualizar precios',
      'Plantillas de carga',
      '# Clientes',
      'Clientes potenciales',
      'Notificaciones',
      '# Inmobiliaria',
      'Datos de la inmobiliaria',
      'Usuarios',
      'Integraciones',
    ],
    changePassword: true,
  },
  {
    userName: 'admin@horizonte.test',
    name: 'Natalia Herrera',
    roleLabel: 'Administrador',
    landing: 'resumen de proyectos',
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      'Inmuebles rechazados',
      'Actualizar precios',
      'Plantillas de carga',
      '# Clientes',
      'Clientes potenciales',
      'Notificaciones',
      '# Constructora',
      'Datos básicos',
      'Usuarios',
      'Integraciones',
    ],
    changePassword: false,
  },
  {
    // Single store, auto-selected. Its terms are accepted by terms.spec.ts before this row runs.
    userName: 'nuevo@pacifico.test',
    name: 'Tomás Mosquera',
    roleLabel: 'Administrador',
    landing: { store: 'Brisas del Pacífico' },
    menu: [
      'Inicio',
      '# Catálogo',
      'Proyectos',
      'Inmuebles',
      'Inmuebles rechazados',
      'Actualizar precios',
      'Plantillas de carga',
      '# Clientes',
      'Clientes potenciales',
      'Notificaciones',
      '# Constructora',
      'Datos básicos',
      'Usuarios',
      'Integraciones',
    ],
    changePassword: false,
    afterAccountChanges: true,
  },
];

const LAST_VISIT =
  /^Última visita \d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4},?( a las)? \d{1,2}:\d{2}\s[ap]\.\s?m\.$/;

async function expectLanding(page: Page, landing: Row['landing']) {
  const main = page.getByRole('main');
  if (landing === 'resumen de proyectos') {
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Resumen de proyectos');
  } else if ('store' in landing) {
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Inicio');
    await expect(main.getByText('Proyecto seleccionado')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(landing.store);
    await expect(mainMenu(page).getByText(landing.store, { exact: true })).toBeVisible();
  } else {
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(landing.adminHome);
    await expect(page.getByRole('complementary', { name: 'Inicio' })).toBeVisible();
  }
}

for (const row of ROWS) {
  test(
    `${row.userName} ve su menú`,
    row.afterAccountChanges ? { tag: '@tras-cambios-de-cuenta' } : {},
    async ({ page }) => {
      const storeUser = typeof row.landing === 'string' || 'store' in row.landing;
      // Store users: the terms check is answered before looking for a modal below.
      const termsChecked = storeUser
        ? page.waitForResponse((res) => res.url().includes('/auth/api/terms/v2/constructor'))
        : null;
      await signIn(page, row.userName);
      await expectLanding(page, row.landing);
      await termsChecked;

      const banner = page.getByRole('banner');
      await expect(banner.getByText(row.name, { exact: true })).toBeVisible();
      await expect(banner.getByText(row.roleLabel, { exact: true })).toBeVisible();

      const menu = mainMenu(page);
      await expect.poll(() => menuEntries(page)).toEqual(row.menu);
      for (const label of row.menu.filter((entry) => entry.endsWith('(deshabilitado)'))) {
        const entry = menu.getByRole('link', { name: label.replace(' (deshabilitado)', '') });
        await expect(entry).toBeDisabled();
        await expect(entry).not.toHaveAttribute('href');
      }
      await expect(menu.getByRole('button', { name: 'Cambiar contraseña' })).toHaveCount(
        row.changePassword ? 1 : 0,
      );
      await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
      await expect(menu.getByText(LAST_VISIT)).toBeVisible();
      // No modal stands between the user and the menu.
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );
}

test('Plantillas de carga aparece para el administrador del banco sólo con una constructora elegida', async ({
  page,
}) => {
  await signIn(page, 'admin.banco@tu360.test');
  const templates = mainMenu(page).getByRole('link', { name: 'Plantillas de carga' });
  await expect(mainMenu(page).getByRole('link', { name: 'Actualizar precios' })).toBeVisible();
  await expect(templates).toHaveCount(0);

  await mainMenu(page).getByRole('link', { name: 'Inmuebles', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Inmuebles' });
  await panel.getByRole('button', { name: 'Constructora Andina' }).click();
  await expect(templates).toBeVisible();
  // "Ver todos los inmuebles" is the all-estates mode: the templates belong to one builder.
  await panel.getByRole('button', { name: 'Ver todos los inmuebles' }).click();
  await expect(templates).toHaveCount(0);
});

test('la página de aprobaciones ofrece "Ver todos los inmuebles" tras elegir una constructora', async ({
  page,
}) => {
  await signIn(page, 'superadmin@tu360.test');
  await mainMenu(page).getByRole('link', { name: 'Aprobaciones de inmuebles' }).click();
  const panel = page.getByRole('complementary', { name: 'Aprobaciones de inmuebles' });
  const main = page.getByRole('main');
  await panel.getByRole('button', { name: 'Constructora Andina' }).click();
  await expect(main.getByText('Constructora Andina', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Inmuebles de constructoras', { exact: true })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Ver todos los inmuebles' }).click();
  await expect(main.getByText('Inmuebles de constructoras', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Limpiar filtros' })).toBeVisible();
});

test('un usuario de tienda llega a Notificaciones desde el menú; el Visualizador vuelve a Inicio', async ({
  page,
}) => {
  await signIn(page, 'operativo@andina.test');
  await mainMenu(page).getByRole('link', { name: 'Notificaciones' }).click();
  await expect(page).toHaveURL(/\/notificaciones$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Notificaciones');
  await signOut(page);

  await signIn(page, 'visor@andina.test');
  await expect(mainMenu(page).getByRole('link', { name: 'Notificaciones' })).toHaveCount(0);
  await page.goto('/notificaciones');
  await expect(page).toHaveURL(/\/inicio$/);
});
