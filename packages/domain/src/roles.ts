/** Role names exactly as the identity service spells them (spec section 6). */
export const ROLE_NAMES = [
  'SuperAdmin',
  'Admintrador_Seller',
  'Visualizador_Seller',
  'Operativo_Seller',
  'Asesor_Comercial',
  'Administrador_Bancolombia',
  'Visualizador_Bancolombia',
  'Operativo_Bancolombia',
  'Administrador_SellerDeSeller',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const PLATFORM_ROLES = [
  'SuperAdmin',
  'Administrador_Bancolombia',
  'Visualizador_Bancolombia',
  'Operativo_Bancolombia',
] as const satisfies readonly RoleName[];

export const STORE_ROLES = [
  'Admintrador_Seller',
  'Visualizador_Seller',
  'Operativo_Seller',
  'Asesor_Comercial',
  'Administrador_SellerDeSeller',
] as const satisfies readonly RoleName[];

const ROLE_LABELS: Record<RoleName, string> = {
  SuperAdmin: 'Administrador Bancolombia',
  Admintrador_Seller: 'Administrador',
  Visualizador_Seller: 'Visualizador',
  Operativo_Seller: 'Operativo',
  Asesor_Comercial: 'Asesor Comercial',
  Administrador_Bancolombia: 'Administrador',
  Visualizador_Bancolombia: 'Visualizador',
  Operativo_Bancolombia: 'Operativo',
  Administrador_SellerDeSeller: 'Administrador',
};

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}

/** Spanish label of a role; any other role is "Rol". */
export function roleLabel(role: string | null | undefined): string {
  return isRoleName(role) ? ROLE_LABELS[role] : 'Rol';
}

/**
 * Tag shown beside a project in the store selector and on project cards: "Visualizador (solo lectura)" for
 * viewers, otherwise the role's label of section 6 (an Asesor is "Asesor Comercial", not "Administrador").
 */
export function storeRoleTag(role: string | null | undefined): string {
  return isViewerRole(role) ? 'Visualizador (solo lectura)' : roleLabel(role);
}

export function isPlatformRole(role: string | null | undefined): boolean {
  return (PLATFORM_ROLES as readonly string[]).includes(role ?? '');
}

/** Super admin is detected by a role claim containing SuperAdmin. */
export function isSuperAdmin(roles: readonly string[] | string | null | undefined): boolean {
  const list = Array.isArray(roles) ? roles : roles ? [roles] : [];
  return list.some((r) => r.includes('SuperAdmin'));
}

export function isViewerRole(role: string | null | undefined): boolean {
  return role === 'Visualizador_Seller' || role === 'Visualizador_Bancolombia';
}

export function isAdministratorRole(role: string | null | undefined): boolean {
  return roleLabel(role) === 'Administrador' || role === 'SuperAdmin';
}

export function isOperativeRole(role: string | null | undefined): boolean {
  return role === 'Operativo_Seller' || role === 'Operativo_Bancolombia';
}

/**
 * Title for an identity-provider user with no selected store: Administrador if any
 * store has role Admintrador_Seller, else Visualizador (spec section 6).
 */
export function titleWithoutSelectedStore(storeRoles: readonly string[]): string {
  return storeRoles.includes('Admintrador_Seller') ? 'Administrador' : 'Visualizador';
}

/** Permission claims carried in tokens and returned by claims-by-role. */
export const PERMISSIONS = [
  'portal.read',
  'catalog.write',
  'catalog.approve',
  'prices.update',
  'templates.load',
  'users.read',
  'users.write',
  'integrations.manage',
  'builders.manage',
  'company.edit',
  'certificates.manage',
  /** Publishing a new version of the terms and conditions (issue 15): platform administrators. */
  'terms.publish',
  'leads.read',
  'notifications.read',
  /** Switch maintenance mode on and off (platform administrators who change things; issue 15). */
  'maintenance.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ: Permission[] = ['portal.read', 'leads.read', 'notifications.read'];

const ROLE_PERMISSIONS: Record<RoleName, Permission[]> = {
  SuperAdmin: [...PERMISSIONS],
  Administrador_Bancolombia: PERMISSIONS.filter((p) => p !== 'certificates.manage'),
  Operativo_Bancolombia: [...READ, 'catalog.write', 'catalog.approve', 'prices.update', 'templates.load'],
  Visualizador_Bancolombia: [...READ, 'users.read'],
  Admintrador_Seller: [
    ...READ,
    'catalog.write',
    'prices.update',
    'templates.load',
    'users.read',
    'users.write',
    'integrations.manage',
    'company.edit',
  ],
  Administrador_SellerDeSeller: [
    ...READ,
    'catalog.write',
    'prices.update',
    'templates.load',
    'users.read',
    'users.write',
    'integrations.manage',
    'company.edit',
  ],
  Operativo_Seller: [...READ, 'catalog.write', 'prices.update', 'templates.load'],
  Asesor_Comercial: [...READ, 'users.read'],
  Visualizador_Seller: [...READ.filter((p) => p !== 'notifications.read'), 'users.read'],
};

export function permissionsOf(role: string | null | undefined): Permission[] {
  return isRoleName(role) ? [...ROLE_PERMISSIONS[role]] : [];
}

export function hasPermission(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}
