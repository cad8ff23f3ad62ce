import {
  isPlatformRole,
  isRoleName,
  isSuperAdmin,
  PLATFORM_ROLES,
  permissionsOf,
  ROLE_NAMES,
  type RoleName,
} from '../roles.ts';

/**
 * Who may give which role to whom (issue 13): nobody grants a role above their own or outside their reach.
 *
 * - SuperAdmin grants every role, and is the only one who grants SuperAdmin and Administrador_Bancolombia.
 * - Administrador_Bancolombia grants the other platform roles and every store role.
 * - A store administrator (a role with `users.write` at a project: Admintrador_Seller, Administrador_SellerDeSeller)
 *   grants its company's store roles, on the projects where it holds that role.
 * - Everyone else (Operativo, Visualizador, Asesor Comercial) grants nothing.
 *
 * The same table decides who may manage an existing user: a user whose roles the caller could not grant is out
 * of the caller's reach (a builder's administrator does not deactivate a platform administrator, an
 * Administrador_Bancolombia does not demote a SuperAdmin).
 */

/** The store roles of a builder's users. */
export const BUILDER_STORE_ROLES = [
  'Admintrador_Seller',
  'Operativo_Seller',
  'Visualizador_Seller',
  'Asesor_Comercial',
] as const satisfies readonly RoleName[];

/** An agency's users hold the builder's store roles and Administrador_SellerDeSeller. */
export const AGENCY_STORE_ROLES = [
  'Administrador_SellerDeSeller',
  ...BUILDER_STORE_ROLES,
] as const satisfies readonly RoleName[];

/** The roles that make a user an administrator of its company (the last active one cannot be removed). */
export const COMPANY_ADMIN_ROLES = [
  'Admintrador_Seller',
  'Administrador_SellerDeSeller',
] as const satisfies readonly RoleName[];

const ONLY_SUPER_ADMIN_GRANTS: readonly RoleName[] = ['SuperAdmin', 'Administrador_Bancolombia'];

/** The caller as the grant rules see it. */
export interface GrantActor {
  /** Platform administrator (isAdmin flag). */
  isAdmin: boolean;
  /** The caller's profile role (for platform administrators, their platform role). */
  role: string;
  /** Every role claim of the caller (SuperAdmin is detected among them). */
  roles?: readonly string[];
}

/** The kind of company a store role belongs to. */
export type CompanyKind = 'builder' | 'agency';

export function storeRolesOf(kind: CompanyKind): readonly RoleName[] {
  return kind === 'agency' ? AGENCY_STORE_ROLES : BUILDER_STORE_ROLES;
}

export function isCompanyAdminRole(role: string | null | undefined): boolean {
  return (COMPANY_ADMIN_ROLES as readonly string[]).includes(role ?? '');
}

/** Whether a role lets its holder manage users (at a project, for a store role). */
export function managesUsers(role: string | null | undefined): boolean {
  return permissionsOf(role).includes('users.write');
}

/**
 * The platform roles a platform administrator may grant (none for store users, nor for platform users without
 * `users.write`).
 */
export function grantablePlatformRoles(actor: GrantActor): RoleName[] {
  if (!actor.isAdmin || !managesUsers(actor.role)) return [];
  const superAdmin = isSuperAdmin(actor.roles ?? [actor.role]);
  return PLATFORM_ROLES.filter((r) => superAdmin || !ONLY_SUPER_ADMIN_GRANTS.includes(r));
}

/**
 * The store roles the caller may grant on a company of this kind, holding `roleThere` at the project (a store
 * user's role at that project; platform administrators hold their platform role everywhere).
 */
export function grantableStoreRoles(
  actor: GrantActor,
  kind: CompanyKind,
  roleThere?: string | null,
): RoleName[] {
  if (actor.isAdmin) return managesUsers(actor.role) ? [...storeRolesOf(kind)] : [];
  if (!managesUsers(roleThere)) return [];
  const roles = storeRolesOf(kind);
  // A builder's administrator does not make agency administrators (the role belongs to agencies only).
  return roles.includes(roleThere as RoleName) ? [...roles] : [];
}

/** Whether the caller may give `role` at a project where it holds `roleThere` (store roles) or at all (platform). */
export function canGrantRole(
  actor: GrantActor,
  role: string,
  target: { kind: CompanyKind | null; roleThere?: string | null },
): boolean {
  if (!isRoleName(role)) return false;
  if (isPlatformRole(role)) return target.kind === null && grantablePlatformRoles(actor).includes(role);
  if (target.kind === null) return false;
  return grantableStoreRoles(actor, target.kind, target.roleThere).includes(role);
}

/**
 * Every role the caller could grant on a company of this kind (null: a platform user, or "any company" for
 * platform administrators), holding `roleThere` (a store user's managing role; ignored for platform users).
 */
export function grantableRoles(
  actor: GrantActor,
  kind: CompanyKind | null,
  roleThere?: string | null,
): RoleName[] {
  const allowed = new Set<RoleName>(grantablePlatformRoles(actor));
  if (actor.isAdmin) {
    if (managesUsers(actor.role))
      for (const r of kind ? storeRolesOf(kind) : AGENCY_STORE_ROLES) allowed.add(r);
  } else {
    for (const r of grantableStoreRoles(actor, kind ?? 'builder', roleThere ?? actor.role)) allowed.add(r);
  }
  return ROLE_NAMES.filter((r) => allowed.has(r));
}

/** A user as the reach rule sees it: what it holds, and what the caller holds where it holds it. */
export interface ManagedUser {
  /** The user's company kind; null for a platform user. */
  kind: CompanyKind | null;
  /** The user's profile role. */
  role: string;
  /** Each project the user is assigned to: its role there and the caller's role there (null: none). */
  projects: readonly { role: string; actorRoleThere: string | null }[];
}

/**
 * Whether the caller may change a user (edit, deactivate, reactivate, delete, resend its invitation): it could
 * grant the user's profile role (a store caller through `managingRole`, its role at a project where it manages
 * users) and every role the user holds at its projects, at each of them.
 */
export function canManageUser(actor: GrantActor, target: ManagedUser, managingRole?: string | null): boolean {
  if (!canGrantRole(actor, target.role, { kind: target.kind, roleThere: managingRole ?? actor.role }))
    return false;
  return target.projects.every((p) =>
    canGrantRole(actor, p.role, {
      kind: target.kind,
      roleThere: actor.isAdmin ? actor.role : p.actorRoleThere,
    }),
  );
}
