import { es, hasPermission, type Permission, permissionsOf } from '@tu360/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { constructors, sellers, userSellers, users } from '../db/schema.ts';
import type { Principal } from '../modules/auth/identity.ts';
import { forbidden, notFound } from './errors.ts';

/**
 * Tenant scope, resolved once per request from the token and applied in the query:
 * platform admins see everything; store users see their own builder and the projects they are assigned to.
 */
export function sellerScope(p: Principal): SQL | undefined {
  if (p.isAdmin) return undefined;
  // An integration key reaches every project of its builder, and nothing else.
  if (p.apiKey) return p.constructorId ? eq(sellers.constructorId, p.constructorId) : sql`false`;
  return inArray(
    sellers.id,
    sql`(select ${userSellers.sellerId} from ${userSellers} where ${userSellers.userId} = ${p.userId})`,
  );
}

export function constructorScope(p: Principal): SQL | undefined {
  if (p.isAdmin) return undefined;
  return p.constructorId ? eq(constructors.id, p.constructorId) : sql`false`;
}

/**
 * 403 unless the caller's own role carries the permission. Only for what has no project or builder as its target
 * (platform operations such as certificates, new builders, approvals; reads): a write on a project or a builder
 * checks the role held there (assertSellerAccess, assertConstructorWrite), never "any role anywhere".
 */
export function requirePermission(p: Principal, permission: Permission): void {
  if (!hasPermission(p.permissions, permission)) throw forbidden(es.auth.forbidden);
}

/** 403 unless the caller is a platform administrator whose role carries the permission. */
export function requirePlatformPermission(p: Principal, permission: Permission): void {
  if (!p.isAdmin) throw forbidden(es.auth.forbidden);
  requirePermission(p, permission);
}

/** Role the caller holds at a project (platform admins: their platform role); undefined when out of scope. */
export async function roleAtSeller(db: Db, p: Principal, sellerId: string): Promise<string | undefined> {
  if (p.apiKey) {
    if (!p.constructorId) return undefined;
    const [own] = await db
      .select({ id: sellers.id })
      .from(sellers)
      .where(and(eq(sellers.id, sellerId), eq(sellers.constructorId, p.constructorId)));
    return own ? p.role : undefined;
  }
  const [row] = await db
    .select({ id: sellers.id, role: userSellers.role })
    .from(sellers)
    .leftJoin(userSellers, and(eq(userSellers.sellerId, sellers.id), eq(userSellers.userId, p.userId)))
    .where(eq(sellers.id, sellerId));
  if (!row) return undefined;
  if (p.isAdmin) return p.role;
  return row.role ?? undefined;
}

/**
 * The project if the caller may see it (404 otherwise, so that other builders' records stay invisible) and,
 * when a permission is asked for, 403 unless the role held at that project carries it.
 */
export async function assertSellerAccess(
  db: Db,
  p: Principal,
  sellerId: string,
  permission?: Permission,
): Promise<string> {
  const role = await roleAtSeller(db, p, sellerId);
  if (!role) throw notFound(es.project.notFound);
  // An integration key holds no role: its permissions are those of its scopes.
  const held = p.apiKey ? p.permissions : permissionsOf(role);
  if (permission && !held.includes(permission)) throw forbidden(es.auth.forbidden);
  return role;
}

/** The builder/agency if the caller may see it (404 otherwise). */
export function assertConstructorAccess(p: Principal, constructorId: string): void {
  if (!p.isAdmin && p.constructorId !== constructorId) throw notFound(es.builder.notFound);
}

/**
 * Role the caller holds at a builder/agency, read now: platform admins their platform role, a store user of that
 * builder the builder-wide role of their profile; undefined when the builder does not exist or is not theirs.
 */
export async function roleAtConstructor(
  db: Db,
  p: Principal,
  constructorId: string,
): Promise<string | undefined> {
  if (p.isAdmin) {
    const [row] = await db
      .select({ id: constructors.id })
      .from(constructors)
      .where(eq(constructors.id, constructorId));
    return row ? p.role : undefined;
  }
  if (p.constructorId !== constructorId) return undefined;
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, p.userId), eq(users.constructorId, constructorId)));
  return row?.role;
}

/**
 * A write on the builder/agency itself (its data, a new project, its contacts): 404 when the caller may not see
 * it, 403 unless the role held at that builder carries the permission.
 */
export async function assertConstructorWrite(
  db: Db,
  p: Principal,
  constructorId: string,
  permission: Permission,
): Promise<string> {
  const role = await roleAtConstructor(db, p, constructorId);
  if (!role) throw notFound(es.builder.notFound);
  if (!permissionsOf(role).includes(permission)) throw forbidden(es.auth.forbidden);
  return role;
}

/**
 * A write that reaches every project of a builder (a responsible-user rule by location or price): the builder's
 * role must carry the permission, and so must the role the caller holds at each of the builder's projects.
 */
export async function assertBuilderWideWrite(
  db: Db,
  p: Principal,
  constructorId: string,
  permission: Permission,
): Promise<void> {
  await assertConstructorWrite(db, p, constructorId, permission);
  if (p.isAdmin) return;
  const held = await db
    .select({ role: userSellers.role })
    .from(userSellers)
    .innerJoin(sellers, eq(sellers.id, userSellers.sellerId))
    .where(and(eq(userSellers.userId, p.userId), eq(sellers.constructorId, constructorId)));
  if (held.some((h) => !permissionsOf(h.role).includes(permission))) throw forbidden(es.auth.forbidden);
}

/** A write on several projects at once: each must be visible and writable (404/403 as assertSellerAccess). */
export async function assertSellersWrite(
  db: Db,
  p: Principal,
  sellerIds: Iterable<string>,
  permission: Permission,
): Promise<void> {
  for (const id of new Set(sellerIds)) await assertSellerAccess(db, p, id, permission);
}

export const likePattern = (keyword: string) => `%${keyword.replace(/[%_\\]/g, '\\$&')}%`;
