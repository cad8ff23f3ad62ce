import { es, hasPermission, type Permission, permissionsOf } from '@tu360/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { constructors, sellers, userSellers } from '../db/schema.ts';
import type { Principal } from '../modules/auth/identity.ts';
import { forbidden, notFound } from './errors.ts';

/**
 * Tenant scope, resolved once per request from the token and applied in the query:
 * platform admins see everything; store users see their own builder and the projects they are assigned to.
 */
export function sellerScope(p: Principal): SQL | undefined {
  if (p.isAdmin) return undefined;
  return inArray(
    sellers.id,
    sql`(select ${userSellers.sellerId} from ${userSellers} where ${userSellers.userId} = ${p.userId})`,
  );
}

export function constructorScope(p: Principal): SQL | undefined {
  if (p.isAdmin) return undefined;
  return p.constructorId ? eq(constructors.id, p.constructorId) : sql`false`;
}

/** 403 unless the caller's role carries the permission. */
export function requirePermission(p: Principal, permission: Permission): void {
  if (!hasPermission(p.permissions, permission)) throw forbidden(es.auth.forbidden);
}

/** Role the caller holds at a project (platform admins: their platform role); undefined when out of scope. */
export async function roleAtSeller(db: Db, p: Principal, sellerId: string): Promise<string | undefined> {
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
  if (permission && !permissionsOf(role).includes(permission)) throw forbidden(es.auth.forbidden);
  return role;
}

/** The builder/agency if the caller may see it (404 otherwise). */
export function assertConstructorAccess(p: Principal, constructorId: string): void {
  if (!p.isAdmin && p.constructorId !== constructorId) throw notFound(es.builder.notFound);
}

export const likePattern = (keyword: string) => `%${keyword.replace(/[%_\\]/g, '\\$&')}%`;
