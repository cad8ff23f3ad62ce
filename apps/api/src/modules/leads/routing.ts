import { COMPANY_ADMIN_ROLES } from '@tu360/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type properties, userSellers, users } from '../../db/schema.ts';
import { responsibleUsersFor } from '../properties/responsible.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type PropertyRef = Pick<typeof properties.$inferSelect, 'id' | 'constructorId' | 'cityId' | 'listPrice'>;

/** Why a lead went to its users: a rule of the property's responsible users, or the project's administrators. */
export type RoutingReason = 'product' | 'location' | 'price' | 'administrators';

/** Active users assigned to the project, among these ids, in the order given. */
async function withAccess(tx: Tx, sellerId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(userSellers)
    .innerJoin(users, eq(users.id, userSellers.userId))
    .where(
      and(
        eq(userSellers.sellerId, sellerId),
        inArray(users.id, ids),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  const allowed = new Set(rows.map((r) => r.id));
  return ids.filter((id) => allowed.has(id));
}

/** The project's administrators: active users holding an administrator role at it, by name. */
async function projectAdministrators(tx: Tx, sellerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(userSellers)
    .innerJoin(users, eq(users.id, userSellers.userId))
    .where(
      and(
        eq(userSellers.sellerId, sellerId),
        inArray(userSellers.role, [...COMPANY_ADMIN_ROLES]),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.givenName), asc(users.familyName), asc(users.id));
  return rows.map((r) => r.id);
}

/**
 * Who a new lead goes to (issue 14): the property's responsible users by the existing rules, the most specific
 * rule that names anyone winning (a specific product, else a location, else a price range), among those with
 * access to the project; else the project's administrators. The first is the lead's assignee; all are notified.
 */
export async function routeLead(
  tx: Tx,
  sellerId: string,
  property: PropertyRef | null,
): Promise<{ userIds: string[]; reason: RoutingReason }> {
  if (property) {
    const found = (await responsibleUsersFor(tx, [property])).get(property.id) ?? [];
    const byName = [...found].sort(
      (a, b) => a.name.localeCompare(b.name, 'es') || a.userId.localeCompare(b.userId),
    );
    for (const reason of ['product', 'location', 'price'] as const) {
      const ids = await withAccess(
        tx,
        sellerId,
        byName.filter((u) => u.reason === reason).map((u) => u.userId),
      );
      if (ids.length) return { userIds: ids, reason };
    }
  }
  return { userIds: await projectAdministrators(tx, sellerId), reason: 'administrators' };
}
