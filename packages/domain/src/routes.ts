/** Every route of spec section 2. */
export const ROUTES = {
  maintenance: '/mantenimiento',
  callback: '/callback',
  callback2: '/callback2',
  callbackHabitat: '/callback-habitat',
  loginCognito: '/login/cognito',
  terms: '/terminos-condiciones',
  login: '/login',
  newPassword: '/nueva-contrasena',

  home: '/inicio',
  properties: '/catalogo/inmuebles',
  /** Property wizard: create, and edit/detail by the store productId. */
  propertyCreate: '/catalogo/inmuebles/crear',
  propertyEdit: '/catalogo/inmuebles/:productId',
  updatePrices: '/catalogo/actualizar-precios',
  uploadTemplates: '/catalogo/pantilla-de-carga',
  leads: '/clientes-potenciales/clientes-potenciales',
  notifications: '/notificaciones',
  projects: '/catalogo/proyectos',
  /** Project create/edit pages under the projects list (ADR 0004). */
  projectCreate: '/catalogo/proyectos/crear',
  projectEdit: '/catalogo/proyectos/:id',
  basicData: '/dependencias/datos-basicos',

  adminUsers: '/tiendas/usuarios',
  adminUsersCreate: '/tiendas/usuarios/crear',
  adminUserDetail: '/tiendas/usuarios/detalle/:id',
  adminUserEdit: '/tiendas/usuarios/:id',
  storeUsers: '/mi-tienda/usuarios',
  storeUsersCreate: '/mi-tienda/usuarios/crear',
  storeUserDetail: '/mi-tienda/usuarios/detalle/:id',
  storeUserEdit: '/mi-tienda/usuarios/:id',

  approvals: '/catalogo/aprobaciones',
  projectApprovals: '/catalogo/aprobaciones-proyectos',
  certificates: '/certificado-sostenible',
  certificateCreate: '/certificado-sostenible/crear',
  certificateEdit: '/certificado-sostenible/:id',
  adminIntegrations: '/tiendas/integraciones',

  rejectedProperties: '/catalogo/inmuebles-rechazados',
  rejectedProjects: '/catalogo/proyectos-rechazados',
  myData: '/mi-tienda/mis-datos',
  storeIntegrations: '/mi-tienda/integraciones',
} as const;
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

export const PUBLIC_ROUTES: readonly string[] = [
  ROUTES.maintenance,
  ROUTES.callback,
  ROUTES.callback2,
  ROUTES.callbackHabitat,
  ROUTES.loginCognito,
  ROUTES.terms,
  ROUTES.login,
  ROUTES.newPassword,
];

export const EVERY_ROLE_ROUTES: readonly string[] = [
  ROUTES.home,
  ROUTES.properties,
  ROUTES.propertyCreate,
  ROUTES.propertyEdit,
  ROUTES.updatePrices,
  ROUTES.uploadTemplates,
  ROUTES.leads,
  ROUTES.notifications,
  ROUTES.projects,
  ROUTES.projectCreate,
  ROUTES.projectEdit,
  ROUTES.basicData,
];

export const ADMIN_ONLY_ROUTES: readonly string[] = [
  ROUTES.approvals,
  ROUTES.projectApprovals,
  ROUTES.certificates,
  ROUTES.certificateCreate,
  ROUTES.certificateEdit,
  ROUTES.adminIntegrations,
  ROUTES.adminUsers,
  ROUTES.adminUsersCreate,
  ROUTES.adminUserDetail,
  ROUTES.adminUserEdit,
];

export const NON_ADMIN_ONLY_ROUTES: readonly string[] = [
  ROUTES.rejectedProperties,
  ROUTES.rejectedProjects,
  ROUTES.myData,
  ROUTES.storeIntegrations,
  ROUTES.storeUsers,
  ROUTES.storeUsersCreate,
  ROUTES.storeUserDetail,
  ROUTES.storeUserEdit,
];

/** Spanish page titles, shown in the admin side panel and on each page. */
export const PAGE_TITLES: Record<string, string> = {
  [ROUTES.home]: 'Inicio',
  [ROUTES.properties]: 'Inmuebles',
  [ROUTES.propertyCreate]: 'Crear inmueble',
  [ROUTES.propertyEdit]: 'Detalle del inmueble',
  [ROUTES.updatePrices]: 'Actualizar precios',
  [ROUTES.uploadTemplates]: 'Plantillas de carga',
  [ROUTES.leads]: 'Clientes potenciales',
  [ROUTES.notifications]: 'Notificaciones',
  [ROUTES.projects]: 'Proyectos',
  [ROUTES.projectCreate]: 'Crear proyecto',
  [ROUTES.projectEdit]: 'Editar proyecto',
  [ROUTES.basicData]: 'Datos básicos',
  [ROUTES.adminUsers]: 'Usuarios',
  [ROUTES.adminUsersCreate]: 'Crear usuario',
  [ROUTES.adminUserDetail]: 'Detalle del usuario',
  [ROUTES.adminUserEdit]: 'Editar usuario',
  [ROUTES.storeUsers]: 'Usuarios',
  [ROUTES.storeUsersCreate]: 'Crear usuario',
  [ROUTES.storeUserDetail]: 'Detalle del usuario',
  [ROUTES.storeUserEdit]: 'Editar usuario',
  [ROUTES.approvals]: 'Aprobaciones de inmuebles',
  [ROUTES.projectApprovals]: 'Aprobaciones de proyectos',
  [ROUTES.certificates]: 'Parámetros',
  [ROUTES.certificateCreate]: 'Crear certificado',
  [ROUTES.certificateEdit]: 'Editar certificado',
  [ROUTES.adminIntegrations]: 'Integraciones',
  [ROUTES.rejectedProperties]: 'Inmuebles rechazados',
  [ROUTES.rejectedProjects]: 'Proyectos rechazados',
  [ROUTES.myData]: 'Mis datos',
  [ROUTES.storeIntegrations]: 'Integraciones',
};

/** The users pages, of platform administrators and of store users (Operativo reaches none, issue 13). */
export const USER_ROUTES: readonly string[] = [
  ROUTES.adminUsers,
  ROUTES.adminUsersCreate,
  ROUTES.adminUserDetail,
  ROUTES.adminUserEdit,
  ROUTES.storeUsers,
  ROUTES.storeUsersCreate,
  ROUTES.storeUserDetail,
  ROUTES.storeUserEdit,
];

/** The projects list and its create/edit pages. */
export const PROJECT_ROUTES: readonly string[] = [ROUTES.projects, ROUTES.projectCreate, ROUTES.projectEdit];

/** Matches a concrete path against a route pattern with :params. */
export function matchRoute(pattern: string, path: string): boolean {
  const p = pattern.split('/').filter(Boolean);
  const a = path.split('?')[0].split('/').filter(Boolean);
  if (p.length !== a.length) return false;
  return p.every((seg, i) => seg.startsWith(':') || seg === a[i]);
}

/** The route pattern a concrete path belongs to (static routes win over :params). */
export function routePatternOf(path: string): string | undefined {
  const all = Object.values(ROUTES) as string[];
  return all.find((r) => !r.includes(':') && matchRoute(r, path)) ?? all.find((r) => matchRoute(r, path));
}
