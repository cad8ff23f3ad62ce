import { es } from './messages/es.ts';
import {
  hasPermission,
  isAdministratorRole,
  isOperativeRole,
  isSuperAdmin,
  isViewerRole,
  permissionsOf,
} from './roles.ts';
import {
  ADMIN_ONLY_ROUTES,
  EVERY_ROLE_ROUTES,
  NON_ADMIN_ONLY_ROUTES,
  PAGE_TITLES,
  PROJECT_ROUTES,
  PUBLIC_ROUTES,
  ROUTES,
  routePatternOf,
  USER_ROUTES,
} from './routes.ts';

/** Who is looking at the portal: everything the visibility rules of spec sections 2 and 6 depend on. */
export interface AccessContext {
  /** Effective role: the selected store's role, else the profile's. */
  role: string | null;
  /** Every role claim of the user (super admin is detected among them). */
  roles?: readonly string[];
  /** Platform administrator (isAdmin flag). */
  isAdmin: boolean;
  /** The user's company is a real-estate agency (realState true). */
  isAgency: boolean;
  /** A builder (constructora) is selected. */
  builderSelected?: boolean;
  /** The catalog is in all-estates mode ("Ver todos los inmuebles"). This is flag F of section 2. */
  allEstatesMode?: boolean;
  /** The builder has a project in Rejected status. */
  hasRejectedProject?: boolean;
}

export interface MenuItem {
  label: string;
  to: string;
  /** Shown as a label that cannot be followed. */
  disabled?: boolean;
}
export interface MenuSection {
  title: string | null;
  items: MenuItem[];
}
export interface StoreMenu {
  sections: MenuSection[];
  showChangePassword: boolean;
}

/** The store-user side menu of spec section 2. */
export function storeMenu(ctx: AccessContext): StoreMenu {
  const admin = isAdministratorRole(ctx.role);
  const operative = isOperativeRole(ctx.role);
  const catalog: MenuItem[] = [];
  if (!ctx.isAgency) catalog.push({ label: 'Proyectos', to: ROUTES.projects });
  catalog.push({ label: 'Inmuebles', to: ROUTES.properties });
  if ((admin || operative) && !ctx.allEstatesMode) {
    if (!ctx.isAgency && ctx.hasRejectedProject)
      catalog.push({ label: 'Proyectos rechazados', to: ROUTES.rejectedProjects });
    catalog.push({ label: 'Inmuebles rechazados', to: ROUTES.rejectedProperties });
    catalog.push({ label: 'Actualizar precios', to: ROUTES.updatePrices });
    if (ctx.builderSelected) catalog.push({ label: 'Plantillas de carga', to: ROUTES.uploadTemplates });
  }
  const company: MenuItem[] = [
    { label: ctx.isAgency ? 'Datos de la inmobiliaria' : 'Datos básicos', to: ROUTES.basicData },
  ];
  if (!operative) company.push({ label: 'Usuarios', to: ROUTES.storeUsers });
  company.push({ label: 'Integraciones', to: ROUTES.storeIntegrations, disabled: !admin });
  // /notificaciones is a route of every role (section 2); Visualizador_Seller is sent from it to /inicio
  // (section 6), so the menu does not offer it a link that bounces.
  const customers: MenuItem[] = [{ label: 'Clientes potenciales', to: ROUTES.leads }];
  if (ctx.role !== 'Visualizador_Seller')
    customers.push({ label: 'Notificaciones', to: ROUTES.notifications });
  return {
    sections: [
      { title: null, items: [{ label: 'Inicio', to: ROUTES.home }] },
      { title: 'Catálogo', items: catalog },
      { title: 'Clientes', items: customers },
      { title: ctx.isAgency ? 'Inmobiliaria' : 'Constructora', items: company },
    ],
    showChangePassword: ctx.isAgency || operative || (!admin && !isViewerRole(ctx.role)),
  };
}

/** The navigation of platform administrators (beside the admin side panel). */
export function adminMenu(ctx: AccessContext): StoreMenu {
  const viewer = isViewerRole(ctx.role);
  const catalog: MenuItem[] = [
    { label: 'Proyectos', to: ROUTES.projects },
    { label: 'Inmuebles', to: ROUTES.properties },
    { label: 'Aprobaciones de inmuebles', to: ROUTES.approvals },
    { label: 'Aprobaciones de proyectos', to: ROUTES.projectApprovals },
  ];
  if (!viewer) {
    catalog.push({ label: 'Actualizar precios', to: ROUTES.updatePrices });
    // Load templates belong to one builder: offered once one is chosen in the side panel, not for "all".
    if (ctx.builderSelected && !ctx.allEstatesMode)
      catalog.push({ label: 'Plantillas de carga', to: ROUTES.uploadTemplates });
  }
  return {
    sections: [
      { title: null, items: [{ label: 'Inicio', to: ROUTES.home }] },
      { title: 'Catálogo', items: catalog },
      {
        title: 'Clientes',
        items: [
          { label: 'Clientes potenciales', to: ROUTES.leads },
          { label: 'Notificaciones', to: ROUTES.notifications },
        ],
      },
      {
        title: 'Dependencias',
        items: [
          { label: 'Datos básicos', to: ROUTES.basicData },
          // "Operativo does not see Usuarios" (section 6), on the platform's side too (issue 13).
          ...(isOperativeRole(ctx.role) ? [] : [{ label: 'Usuarios', to: ROUTES.adminUsers }]),
          { label: 'Integraciones', to: ROUTES.adminIntegrations },
          { label: 'Parámetros', to: ROUTES.certificates },
        ],
      },
      // Maintenance mode (issue 15): the switch lives on /mantenimiento, for those whose role may use it.
      ...(hasPermission(permissionsOf(ctx.role), 'maintenance.manage')
        ? [
            {
              title: es.maintenance.menuSection,
              items: [{ label: es.maintenance.menuEntry, to: ROUTES.maintenance }],
            },
          ]
        : []),
    ],
    showChangePassword: isOperativeRole(ctx.role),
  };
}

export function menuFor(ctx: AccessContext): StoreMenu {
  return ctx.isAdmin ? adminMenu(ctx) : storeMenu(ctx);
}

export type RouteDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * Route guard of spec section 2 for a signed-in user (or a visitor when ctx is null).
 */
export function routeDecision(path: string, ctx: AccessContext | null): RouteDecision {
  const pattern = routePatternOf(path);
  if (!pattern) return { allow: false, redirectTo: ROUTES.login };
  if (PUBLIC_ROUTES.includes(pattern)) {
    if (pattern === ROUTES.login && ctx) return { allow: false, redirectTo: ROUTES.home };
    return { allow: true };
  }
  if (!ctx) return { allow: false, redirectTo: ROUTES.login };
  if (ADMIN_ONLY_ROUTES.includes(pattern) && !ctx.isAdmin) return { allow: false, redirectTo: ROUTES.home };
  if (NON_ADMIN_ONLY_ROUTES.includes(pattern) && ctx.isAdmin)
    return { allow: false, redirectTo: ROUTES.home };
  if (USER_ROUTES.includes(pattern) && isOperativeRole(ctx.role))
    return { allow: false, redirectTo: ROUTES.home };
  if (pattern === ROUTES.notifications && ctx.role === 'Visualizador_Seller')
    return { allow: false, redirectTo: ROUTES.home };
  // Integraciones: the store's Administrador only; the others see its menu entry as a disabled label (spec §2).
  if (pattern === ROUTES.storeIntegrations && !isAdministratorRole(ctx.role))
    return { allow: false, redirectTo: ROUTES.home };
  if (PROJECT_ROUTES.includes(pattern) && ctx.isAgency && !ctx.isAdmin)
    return { allow: false, redirectTo: ROUTES.properties };
  if (
    EVERY_ROLE_ROUTES.includes(pattern) ||
    ADMIN_ONLY_ROUTES.includes(pattern) ||
    NON_ADMIN_ONLY_ROUTES.includes(pattern)
  )
    return { allow: true };
  return { allow: false, redirectTo: ROUTES.login };
}

/** Special first entries of the admin side panel per page (spec section 2). */
export type SidePanelTab = 'constructoras' | 'inmobiliarias';
export interface SidePanelConfig {
  title: string;
  /** Show the builder/agency list with its tabs and search. */
  showList: boolean;
  /** Heading shown instead of the list. */
  heading?: string;
  firstEntry?: string;
  showAddButton: boolean;
  showUnreadCounts: boolean;
}

export function sidePanelFor(path: string, tab: SidePanelTab, roles: readonly string[]): SidePanelConfig {
  const pattern = routePatternOf(path) ?? path;
  const base: SidePanelConfig = {
    title: PAGE_TITLES[pattern] ?? 'Inicio',
    showList: true,
    showAddButton: false,
    showUnreadCounts: false,
  };
  const agencies = tab === 'inmobiliarias';
  if (pattern.startsWith(ROUTES.certificates))
    return { ...base, showList: false, heading: 'Certificados de sostenibilidad' };
  switch (pattern) {
    case ROUTES.notifications:
      return {
        ...base,
        firstEntry: agencies ? 'Todos los inmuebles' : 'Todas las constructoras',
        showUnreadCounts: true,
      };
    case ROUTES.projects:
      return { ...base, firstEntry: 'Ver todos los proyectos' };
    case ROUTES.properties:
    case ROUTES.approvals:
      return { ...base, firstEntry: 'Ver todos los inmuebles' };
    case ROUTES.adminUsers:
      return { ...base, firstEntry: 'Ver todos los usuarios' };
    case ROUTES.leads:
      return isSuperAdmin(roles)
        ? { ...base, firstEntry: agencies ? 'Ver todas las inmobiliarias' : 'Ver todas las constructoras' }
        : base;
    case ROUTES.basicData:
      return { ...base, showAddButton: true };
    default:
      return base;
  }
}

/** Switching to the agencies tab on the projects page goes to the properties page. */
export function pathAfterTabChange(path: string, tab: SidePanelTab): string {
  return tab === 'inmobiliarias' && routePatternOf(path) === ROUTES.projects ? ROUTES.properties : path;
}
