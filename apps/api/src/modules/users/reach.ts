import {
  COMPANY_ADMIN_ROLES,
  type CompanyKind,
  canGrantRole,
  canManageUser,
  es,
  type GrantActor,
  grantableStoreRoles,
  isCompanyAdminRole,
  managesUsers,
} from '@tu360/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constructors, sellers, userSellers, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Principal } from '../auth/identity.ts';

/**
 * Who may act on which user (issue 13), read from the database on every call: platform administrators per their
 * platform role; a store caller on its own company's users only, and on a project only where its own role there
 * manages users. The grant table itself is packages/domain's users/role-grants.ts.
 */

type Reader = Pick<Db, 'select'>;

/** The caller as the grant rules see it, with the role it holds at each of its projects. */
export interface Caller {
  p: Principal;
  actor: GrantActor;
  /** A store caller's company kind (null for platform administrators). */
  kind: CompanyKind | null;
  /** Role the caller holds at each project it is assigned to (store callers). */
  rolesAt: Map<string, string>;
  /** A store caller's role that manages its company's users ('' when it holds none). */
  managingRole: string;
}

export const kindOf = (realState: boolean): CompanyKind => (realState ? 'agency' : 'builder');

export async function callerOf(db: Reader, p: Principal): Promise<Caller> {
  if (p.isAdmin)
    return {
      p,
      actor: { isAdmin: true, role: p.role, roles: p.roles },
      kind: null,
      rolesAt: new Map(),
      managingRole: p.role,
    };
  const [me] = await db
    .select({ role: users.role, realState: constructors.realState })
    .from(users)
    .leftJoin(constructors, eq(constructors.id, users.constructorId))
    .where(eq(users.id, p.userId));
  const held = await db
    .select({ sellerId: userSellers.sellerId, role: userSellers.role })
    .from(userSellers)
    .where(eq(userSellers.userId, p.userId));
  const kind = kindOf(me?.realState ?? false);
  const actor: GrantActor = { isAdmin: false, role: me?.role ?? p.role, roles: p.roles };
  const managingRole =
    held.map((h) => h.role).find((r) => managesUsers(r) && grantableStoreRoles(actor, kind, r).length) ?? '';
  return { p, actor, kind, rolesAt: new Map(held.map((h) => [h.sellerId, h.role])), managingRole };
}

/** Role the caller holds at a project (platform administrators: their platform role everywhere). */
export const roleThere = (c: Caller, sellerId: string): string | null =>
  c.p.isAdmin ? c.p.role : (c.rolesAt.get(sellerId) ?? null);

/** A user as the users routes read it (deleted users do not exist for them). */
export async function loadUser(db: Reader, id: string) {
  const [row] = await db
    .select({
      user: users,
      constructorName: constructors.name,
      realState: constructors.realState,
    })
    .from(users)
    .leftJoin(constructors, eq(constructors.id, users.constructorId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) return undefined;
  const projects = await db
    .select({ sellerId: sellers.id, name: sellers.name, role: userSellers.role })
    .from(userSellers)
    .innerJoin(sellers, eq(sellers.id, userSellers.sellerId))
    .where(eq(userSellers.userId, id))
    .orderBy(sql`lower(${sellers.name})`, sellers.id);
  return {
    ...row.user,
    constructorName: row.constructorName,
    kind: row.user.isAdmin ? null : kindOf(row.realState ?? false),
    realState: row.realState ?? false,
    projects,
  };
}
export type LoadedUser = NonNullable<Awaited<ReturnType<typeof loadUser>>>;

/**
 * The user if the caller may see it: platform administrators see everyone, a store caller its own company's
 * users (another company's user, a platform user or a deleted one answers 404 alike).
 */
export async function visibleUser(db: Reader, c: Caller, id: string): Promise<LoadedUser> {
  const user = await loadUser(db, id);
  if (!user || (!c.p.isAdmin && (!user.constructorId || user.constructorId !== c.p.constructorId)))
    throw notFound(es.users.notFound);
  return user;
}

/** Whether the caller may change this user (edit, deactivate, reactivate, delete, re-invite). */
export function mayManage(c: Caller, user: LoadedUser): boolean {
  return canManageUser(
    c.actor,
    {
      kind: user.kind,
      role: user.role,
      projects: user.projects.map((x) => ({ role: x.role, actorRoleThere: roleThere(c, x.sellerId) })),
    },
    c.p.isAdmin ? c.p.role : c.managingRole,
  );
}

/** A user the caller may see and change (404 / 403 es.users.userNotAllowed otherwise). */
export async function manageableUser(db: Reader, c: Caller, id: string): Promise<LoadedUser> {
  const user = await visibleUser(db, c, id);
  if (!mayManage(c, user)) throw forbidden(es.users.userNotAllowed);
  return user;
}

/**
 * The company of a store user being created or edited: the caller's own (store caller; another given is 404) or
 * the one a platform administrator chose (required, and it must exist).
 */
export async function companyFor(
  db: Reader,
  c: Caller,
  constructorId: string | undefined,
): Promise<{ id: string; kind: CompanyKind }> {
  if (!c.p.isAdmin) {
    if (!c.p.constructorId || (constructorId && constructorId !== c.p.constructorId))
      throw notFound(es.builder.notFound);
    return { id: c.p.constructorId, kind: c.kind ?? 'builder' };
  }
  if (!constructorId) throw badRequest(es.users.chooseCompany);
  const [row] = await db
    .select({ id: constructors.id, realState: constructors.realState })
    .from(constructors)
    .where(eq(constructors.id, constructorId));
  if (!row) throw notFound(es.builder.notFound);
  return { id: row.id, kind: kindOf(row.realState) };
}

/**
 * Projects of a user's form or of a bulk assignment: each must exist and belong to the company (a store caller
 * does not learn of another company's project: 404), with each role one the caller may grant where it holds
 * its role (403 es.users.projectNotAllowed where it does not manage users, es.users.roleNotAllowed otherwise).
 */
export async function checkProjects(
  db: Reader,
  c: Caller,
  company: { id: string; kind: CompanyKind },
  projects: readonly { sellerId: string; role: string }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(projects.map((x) => x.sellerId))];
  const rows = ids.length
    ? await db
        .select({ id: sellers.id, name: sellers.name, constructorId: sellers.constructorId })
        .from(sellers)
        .where(inArray(sellers.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || (!c.p.isAdmin && row.constructorId !== c.p.constructorId))
      throw notFound(es.project.notFound);
    if (row.constructorId !== company.id) throw badRequest(es.users.projectNotOfCompany);
  }
  for (const x of projects) {
    const there = roleThere(c, x.sellerId);
    if (!c.p.isAdmin && !managesUsers(there)) throw forbidden(es.users.projectNotAllowed);
    if (!canGrantRole(c.actor, x.role, { kind: company.kind, roleThere: there }))
      throw forbidden(es.users.roleNotAllowed);
  }
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The profile role: a platform role for platform users (no company), a store role of the company's kind. */
export function checkProfileRole(c: Caller, role: string, kind: CompanyKind | null): void {
  if (!canGrantRole(c.actor, role, { kind, roleThere: c.p.isAdmin ? c.p.role : c.managingRole }))
    throw forbidden(es.users.roleNotAllowed);
}

/**
 * Serializes, per company, the changes that may remove an administrator (edit, deactivate, delete): taken in the
 * change's transaction before isLastAdmin, so that two administrators removing each other at once cannot both
 * pass. An advisory lock writes nothing (a refused change still changes nothing).
 */
export async function lockCompanyAdmins(
  tx: Pick<Db, 'execute'>,
  constructorId: string | null,
): Promise<void> {
  if (constructorId)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users-admins:${constructorId}`}))`);
}

/**
 * Whether this user is its company's last active administrator (the profile role is a company administrator's,
 * active, not deleted): it cannot be demoted, deactivated or deleted.
 */
export async function isLastAdmin(db: Reader, user: LoadedUser): Promise<boolean> {
  if (!user.constructorId || !user.isActive || !isCompanyAdminRole(user.role)) return false;
  const [{ others }] = await db
    .select({ others: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.constructorId, user.constructorId),
        ne(users.id, user.id),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        inArray(users.role, [...COMPANY_ADMIN_ROLES]),
      ),
    );
  return others === 0;
}
