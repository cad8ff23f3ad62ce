import { describe, expect, it } from 'vitest';
import { type AccessContext, menuFor, pathAfterTabChange, routeDecision, sidePanelFor } from './access.ts';

const store = (role: string, extra: Partial<AccessContext> = {}): AccessContext => ({
  role,
  roles: [role],
  isAdmin: false,
  isAgency: false,
  builderSelected: true,
  ...extra,
});
const admin = (role: string): AccessContext => ({ role, roles: [role], isAdmin: true, isAgency: false });

const labels = (ctx: AccessContext) =>
  menuFor(ctx).sections.map((s) => [s.title, s.items.map((i) => (i.disabled ? `(${i.label})` : i.label))]);

describe('store-user side menu (spec section 2): role × agency flag', () => {
  it.each<[string, AccessContext, unknown]>([
    [
      'Administrador of a builder with a rejected project',
      store('Admintrador_Seller', { hasRejectedProject: true }),
      [
        [null, ['Inicio']],
        [
          'Catálogo',
          [
            'Proyectos',
            'Inmuebles',
            'Proyectos rechazados',
            'Inmuebles rechazados',
            'Actualizar precios',
            'Plantillas de carga',
          ],
        ],
        ['Clientes', ['Clientes potenciales', 'Notificaciones']],
        ['Constructora', ['Datos básicos', 'Usuarios', 'Integraciones']],
      ],
    ],
    [
      'Administrador of a builder without rejected projects',
      store('Admintrador_Seller'),
      [
        [null, ['Inicio']],
        [
          'Catálogo',
          ['Proyectos', 'Inmuebles', 'Inmuebles rechazados', 'Actualizar precios', 'Plantillas de carga'],
        ],
        ['Clientes', ['Clientes potenciales', 'Notificaciones']],
        ['Constructora', ['Datos básicos', 'Usuarios', 'Integraciones']],
      ],
    ],
    [
      'Operativo',
      store('Operativo_Seller', { hasRejectedProject: true }),
      [
        [null, ['Inicio']],
        [
          'Catálogo',
          [
            'Proyectos',
            'Inmuebles',
            'Proyectos rechazados',
            'Inmuebles rechazados',
            'Actualizar precios',
            'Plantillas de carga',
          ],
        ],
        ['Clientes', ['Clientes potenciales', 'Notificaciones']],
        ['Constructora', ['Datos básicos', '(Integraciones)']],
      ],
    ],
    [
      'Visualizador',
      store('Visualizador_Seller', { hasRejectedProject: true }),
      [
        [null, ['Inicio']],
        ['Catálogo', ['Proyectos', 'Inmuebles']],
        ['Clientes', ['Clientes potenciales']],
        ['Constructora', ['Datos básicos', 'Usuarios', '(Integraciones)']],
      ],
    ],
    [
      'Asesor Comercial',
      store('Asesor_Comercial'),
      [
        [null, ['Inicio']],
        ['Catálogo', ['Proyectos', 'Inmuebles']],
        ['Clientes', ['Clientes potenciales', 'Notificaciones']],
        ['Constructora', ['Datos básicos', 'Usuarios', '(Integraciones)']],
      ],
    ],
    [
      'Administrador of an agency (reduced menu)',
      store('Admintrador_Seller', { isAgency: true, hasRejectedProject: true }),
      [
        [null, ['Inicio']],
        ['Catálogo', ['Inmuebles', 'Inmuebles rechazados', 'Actualizar precios', 'Plantillas de carga']],
        ['Clientes', ['Clientes potenciales', 'Notificaciones']],
        ['Inmobiliaria', ['Datos de la inmobiliaria', 'Usuarios', 'Integraciones']],
      ],
    ],
    [
      'Administrador in all-estates mode (flag F)',
      store('Admintrador_Seller', { allEstatesMode: true }),
      [
        [null, ['Inicio']],
        ['Catálogo', ['Proyectos', 'Inmuebles']],
        ['Clientes', ['Clientes potenciales', 'Notificaciones']],
        ['Constructora', ['Datos básicos', 'Usuarios', 'Integraciones']],
      ],
    ],
    [
      'Administrador with no builder selected (no load templates)',
      store('Admintrador_Seller', { builderSelected: false }),
      [
        [null, ['Inicio']],
        ['Catálogo', ['Proyectos', 'Inmuebles', 'Inmuebles rechazados', 'Actualizar precios']],
        ['Clientes', ['Clientes potenciales', 'Notificaciones']],
        ['Constructora', ['Datos básicos', 'Usuarios', 'Integraciones']],
      ],
    ],
  ])('%s', (_name, ctx, expected) => {
    expect(labels(ctx)).toEqual(expected);
  });

  it.each<[string, AccessContext, boolean]>([
    ['Administrador of a builder', store('Admintrador_Seller'), false],
    ['Visualizador', store('Visualizador_Seller'), false],
    ['Operativo', store('Operativo_Seller'), true],
    ['Asesor Comercial', store('Asesor_Comercial'), true],
    ['Administrador of an agency', store('Admintrador_Seller', { isAgency: true }), true],
    ['Visualizador of an agency', store('Visualizador_Seller', { isAgency: true }), true],
  ])('Cambiar contraseña for %s: %s', (_n, ctx, shown) => {
    expect(menuFor(ctx).showChangePassword).toBe(shown);
  });
});

describe('platform admin menu', () => {
  it('gives the admin-only pages, with Parámetros for certificates and Integraciones', () => {
    const items = menuFor(admin('SuperAdmin')).sections.flatMap((s) =>
      s.items.map((i) => `${i.label} ${i.to}`),
    );
    expect(items).toEqual(
      expect.arrayContaining([
        'Aprobaciones de inmuebles /catalogo/aprobaciones',
        'Aprobaciones de proyectos /catalogo/aprobaciones-proyectos',
        'Parámetros /certificado-sostenible',
        'Integraciones /tiendas/integraciones',
        'Usuarios /tiendas/usuarios',
      ]),
    );
  });
  const catalogOf = (ctx: AccessContext) =>
    menuFor(ctx)
      .sections.find((sec) => sec.title === 'Catálogo')
      ?.items.map((i) => i.label);
  it.each<[string, AccessContext, string[]]>([
    [
      'no builder chosen in the side panel: no load templates',
      admin('SuperAdmin'),
      [
        'Proyectos',
        'Inmuebles',
        'Aprobaciones de inmuebles',
        'Aprobaciones de proyectos',
        'Actualizar precios',
      ],
    ],
    [
      '"Ver todos los inmuebles" (all-estates mode): no load templates',
      { ...admin('SuperAdmin'), builderSelected: true, allEstatesMode: true },
      [
        'Proyectos',
        'Inmuebles',
        'Aprobaciones de inmuebles',
        'Aprobaciones de proyectos',
        'Actualizar precios',
      ],
    ],
    [
      'a builder chosen: load templates',
      { ...admin('Administrador_Bancolombia'), builderSelected: true, allEstatesMode: false },
      [
        'Proyectos',
        'Inmuebles',
        'Aprobaciones de inmuebles',
        'Aprobaciones de proyectos',
        'Actualizar precios',
        'Plantillas de carga',
      ],
    ],
  ])('catalog of a bank administrator, %s', (_n, ctx, expected) => {
    expect(catalogOf(ctx)).toEqual(expected);
  });

  it('hides price updates and templates from the bank viewer', () => {
    const items = menuFor(admin('Visualizador_Bancolombia')).sections.flatMap((s) =>
      s.items.map((i) => i.label),
    );
    expect(items).not.toContain('Actualizar precios');
    expect(items).not.toContain('Plantillas de carga');
  });
});

describe('route guards (spec section 2)', () => {
  const visitor = null;
  it.each<[string, string, AccessContext | null, string | true]>([
    ['public route for a visitor', '/login', visitor, true],
    ['public callback', '/callback', visitor, true],
    ['reset password', '/nueva-contrasena', visitor, true],
    ['maintenance', '/mantenimiento', visitor, true],
    ['terms page', '/terminos-condiciones', visitor, true],
    ['unknown path', '/no-existe', visitor, '/login'],
    ['unknown path signed in', '/no-existe', store('Admintrador_Seller'), '/login'],
    ['authenticated route for a visitor', '/inicio', visitor, '/login'],
    ['login when signed in', '/login', store('Admintrador_Seller'), '/inicio'],
    ['admin-only for a store user', '/catalogo/aprobaciones', store('Admintrador_Seller'), '/inicio'],
    [
      'certificate edit for a store user',
      '/certificado-sostenible/123',
      store('Admintrador_Seller'),
      '/inicio',
    ],
    ['admin users for a store user', '/tiendas/usuarios', store('Admintrador_Seller'), '/inicio'],
    ['admin-only for an admin', '/catalogo/aprobaciones-proyectos', admin('Administrador_Bancolombia'), true],
    ['certificate create for an admin', '/certificado-sostenible/crear', admin('SuperAdmin'), true],
    ['non-admin-only for an admin', '/catalogo/inmuebles-rechazados', admin('SuperAdmin'), '/inicio'],
    ['store users page for an admin', '/mi-tienda/usuarios', admin('SuperAdmin'), '/inicio'],
    ['non-admin-only for a store user', '/mi-tienda/mis-datos', store('Operativo_Seller'), true],
    [
      'integrations for the store Administrador',
      '/mi-tienda/integraciones',
      store('Admintrador_Seller'),
      true,
    ],
    [
      'integrations for the agency Administrador',
      '/mi-tienda/integraciones',
      store('Administrador_SellerDeSeller', { isAgency: true }),
      true,
    ],
    ['integrations for Operativo', '/mi-tienda/integraciones', store('Operativo_Seller'), '/inicio'],
    ['integrations for Visualizador', '/mi-tienda/integraciones', store('Visualizador_Seller'), '/inicio'],
    [
      'integrations for an Asesor Comercial',
      '/mi-tienda/integraciones',
      store('Asesor_Comercial'),
      '/inicio',
    ],
    ['store integrations for an admin', '/mi-tienda/integraciones', admin('SuperAdmin'), '/inicio'],
    [
      'admin integrations for a store Administrador',
      '/tiendas/integraciones',
      store('Admintrador_Seller'),
      '/inicio',
    ],
    [
      'admin integrations for the bank viewer',
      '/tiendas/integraciones',
      admin('Visualizador_Bancolombia'),
      true,
    ],
    ['store user detail', '/mi-tienda/usuarios/detalle/abc', store('Admintrador_Seller'), true],
    ['notifications for Visualizador_Seller', '/notificaciones', store('Visualizador_Seller'), '/inicio'],
    ['notifications for Administrador', '/notificaciones', store('Admintrador_Seller'), true],
    ['notifications for the bank viewer', '/notificaciones', admin('Visualizador_Bancolombia'), true],
    [
      'projects for an agency',
      '/catalogo/proyectos',
      store('Admintrador_Seller', { isAgency: true }),
      '/catalogo/inmuebles',
    ],
    [
      'project edit page for an agency',
      '/catalogo/proyectos/123',
      store('Admintrador_Seller', { isAgency: true }),
      '/catalogo/inmuebles',
    ],
    ['project create page for a builder', '/catalogo/proyectos/crear', store('Operativo_Seller'), true],
    ['project edit page for an admin', '/catalogo/proyectos/abc', admin('SuperAdmin'), true],
    ['every-role route', '/catalogo/actualizar-precios', store('Asesor_Comercial'), true],
    ['basic data for a viewer', '/dependencias/datos-basicos', store('Visualizador_Seller'), true],
  ])('%s: %s', (_name, path, ctx, expected) => {
    const decision = routeDecision(path, ctx);
    if (expected === true) expect(decision).toEqual({ allow: true });
    else expect(decision).toEqual({ allow: false, redirectTo: expected });
  });
});

describe('admin side panel per page', () => {
  it.each<[string, 'constructoras' | 'inmobiliarias', string[], Record<string, unknown>]>([
    [
      '/notificaciones',
      'constructoras',
      ['SuperAdmin'],
      { firstEntry: 'Todas las constructoras', showUnreadCounts: true },
    ],
    [
      '/notificaciones',
      'inmobiliarias',
      ['SuperAdmin'],
      { firstEntry: 'Todos los inmuebles', showUnreadCounts: true },
    ],
    ['/catalogo/proyectos', 'constructoras', ['SuperAdmin'], { firstEntry: 'Ver todos los proyectos' }],
    ['/catalogo/inmuebles', 'constructoras', ['SuperAdmin'], { firstEntry: 'Ver todos los inmuebles' }],
    ['/catalogo/aprobaciones', 'constructoras', ['SuperAdmin'], { firstEntry: 'Ver todos los inmuebles' }],
    [
      '/catalogo/aprobaciones',
      'inmobiliarias',
      ['Visualizador_Bancolombia'],
      { firstEntry: 'Ver todos los inmuebles' },
    ],
    ['/tiendas/usuarios', 'constructoras', ['SuperAdmin'], { firstEntry: 'Ver todos los usuarios' }],
    [
      '/clientes-potenciales/clientes-potenciales',
      'constructoras',
      ['SuperAdmin'],
      { firstEntry: 'Ver todas las constructoras' },
    ],
    [
      '/clientes-potenciales/clientes-potenciales',
      'inmobiliarias',
      ['SuperAdmin'],
      { firstEntry: 'Ver todas las inmobiliarias' },
    ],
    [
      '/clientes-potenciales/clientes-potenciales',
      'constructoras',
      ['Administrador_Bancolombia'],
      { showList: true },
    ],
    ['/dependencias/datos-basicos', 'constructoras', ['SuperAdmin'], { showAddButton: true }],
    [
      '/certificado-sostenible',
      'constructoras',
      ['SuperAdmin'],
      { showList: false, heading: 'Certificados de sostenibilidad' },
    ],
    [
      '/certificado-sostenible/crear',
      'constructoras',
      ['SuperAdmin'],
      { showList: false, heading: 'Certificados de sostenibilidad' },
    ],
  ])('%s (%s, %j)', (path, tab, roles, expected) => {
    expect(sidePanelFor(path, tab, roles)).toMatchObject(expected);
  });

  it.each(['/clientes-potenciales/clientes-potenciales', '/dependencias/datos-basicos'])(
    'has no special first entry on %s for a bank administrator',
    (path) =>
      expect(sidePanelFor(path, 'constructoras', ['Administrador_Bancolombia']).firstEntry).toBeUndefined(),
  );

  it('takes the title of the current page', () => {
    expect(sidePanelFor('/catalogo/proyectos', 'constructoras', []).title).toBe('Proyectos');
  });

  it.each([
    ['/catalogo/proyectos', 'inmobiliarias', '/catalogo/inmuebles'],
    ['/catalogo/proyectos', 'constructoras', '/catalogo/proyectos'],
    ['/notificaciones', 'inmobiliarias', '/notificaciones'],
  ] as const)('switching tab on %s to %s goes to %s', (path, tab, to) => {
    expect(pathAfterTabChange(path, tab)).toBe(to);
  });
});
