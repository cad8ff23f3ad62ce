import { isSuperAdmin, permissionsOf } from '@tu360/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constructors, sellers, userSellers, users } from '../../db/schema.ts';

/** Who is calling, resolved once per request from the token. */
export interface Principal {
  userId: string;
  userName: string;
  givenName: string;
  familyName: string;
  /** Every role of the user (platform role, or the roles held across stores). */
  roles: string[];
  /** Role at the selected store, else the profile role. */
  role: string;
  constructorId: string | null;
  sellerId: string | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  permissions: string[];
  /** Refresh-token family of a portal session. */
  sessionId: string | null;
  source: 'portal' | 'idp';
  /**
   * Set when the caller is an integration key (issue 15, modules/integrations): it reaches its builder's projects
   * only (tenant-scope.ts), its permissions come from its scopes, and the audit names the key instead of a user
   * (auditActorOf). Its userId is the key's id, which no user has, so that a query by user finds nothing.
   */
  apiKey?: { id: string; name: string };
}

/** Who an audit row names: the user, or the integration key (user_id null, api_key_id set). */
export function auditActorOf(p: Principal): {
  userId: string | null;
  userName: string;
  apiKeyId: string | null;
} {
  return p.apiKey
    ? { userId: null, userName: p.userName, apiKeyId: p.apiKey.id }
    : { userId: p.userId, userName: p.userName, apiKeyId: null };
}

export type UserRow = typeof users.$inferSelect;

export async function findUserByName(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.trim().toLowerCase()} and ${users.deletedAt} is null`);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function storeRoleOf(db: Db, userId: string, sellerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ role: userSellers.role })
    .from(userSellers)
    .innerJoin(sellers, eq(sellers.id, userSellers.sellerId))
    .where(and(eq(userSellers.userId, userId), eq(userSellers.sellerId, sellerId)));
  return row?.role;
}

/** Builds the principal of a user with an optional selected store (ignored when the user has no access to it). */
export async function principalOf(
  db: Db,
  user: UserRow,
  sellerId: string | null,
  extra: { sessionId?: string | null; source?: 'portal' | 'idp' } = {},
): Promise<Principal> {
  const storeRoles = user.isAdmin
    ? []
    : await db
        .selectDistinct({ role: userSellers.role })
        .from(userSellers)
        .where(eq(userSellers.userId, user.id));
  const roles = [...new Set([user.role, ...storeRoles.map((r) => r.role)])];
  const selectedRole = sellerId && !user.isAdmin ? await storeRoleOf(db, user.id, sellerId) : undefined;
  const role = selectedRole ?? user.role;
  return {
    userId: user.id,
    userName: user.userName,
    givenName: user.givenName,
    familyName: user.familyName,
    roles,
    role,
    constructorId: user.constructorId,
    sellerId: selectedRole ? sellerId : null,
    isAdmin: user.isAdmin,
    isSuperAdmin: isSuperAdmin(roles),
    permissions: permissionsOf(role),
    sessionId: extra.sessionId ?? null,
    source: extra.source ?? 'portal',
  };
}

export async function constructorOf(db: Db, id: string | null) {
  if (!id) return undefined;
  const [row] = await db
    .select({ id: constructors.id, name: constructors.name, realState: constructors.realState })
    .from(constructors)
    .where(eq(constructors.id, id));
  return row;
}
