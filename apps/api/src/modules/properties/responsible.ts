import type { PropertyResponsibleUser as ResponsibleUser } from '@tu360/domain/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type properties,
  responsibleExclusions,
  responsibleRuleProducts,
  responsibleRules,
  users,
} from '../../db/schema.ts';

type PropertyRef = Pick<typeof properties.$inferSelect, 'id' | 'constructorId' | 'cityId' | 'listPrice'>;

/**
 * Responsible users of properties: a rule names specific products, or locations (city), or a price range
 * containing the list price; a user taken off a property (remove-user-sku) stays off it whatever the rules say.
 * Resolved for a page of properties in three queries.
 */
export async function responsibleUsersFor(
  db: Pick<Db, 'select'>,
  list: PropertyRef[],
): Promise<Map<string, ResponsibleUser[]>> {
  const result = new Map<string, ResponsibleUser[]>(list.map((p) => [p.id, []]));
  if (!list.length) return result;
  const constructorIds = [...new Set(list.map((p) => p.constructorId))];
  const rules = await db
    .select({
      id: responsibleRules.id,
      userId: responsibleRules.userId,
      name: sql<string>`${users.givenName} || ' ' || ${users.familyName}`,
      isSetLocation: responsibleRules.isSetLocation,
      isSetSpecificProduct: responsibleRules.isSetSpecificProduct,
      minPrice: responsibleRules.minPrice,
      maxPrice: responsibleRules.maxPrice,
      locations: responsibleRules.locations,
      constructorId: responsibleRules.constructorId,
    })
    .from(responsibleRules)
    .innerJoin(users, eq(users.id, responsibleRules.userId))
    // A deactivated or deleted user is nobody's responsible (issue 13); reactivated, its rules hold again.
    .where(and(inArray(responsibleRules.constructorId, constructorIds), eq(users.isActive, true)));
  if (!rules.length) return result;
  const linked = await db
    .select({ ruleId: responsibleRuleProducts.ruleId, propertyId: responsibleRuleProducts.propertyId })
    .from(responsibleRuleProducts)
    .where(
      and(
        inArray(
          responsibleRuleProducts.ruleId,
          rules.map((r) => r.id),
        ),
        inArray(
          responsibleRuleProducts.propertyId,
          list.map((p) => p.id),
        ),
      ),
    );
  const linkedSet = new Set(linked.map((l) => `${l.ruleId}:${l.propertyId}`));
  const excluded = await db
    .select({ userId: responsibleExclusions.userId, propertyId: responsibleExclusions.propertyId })
    .from(responsibleExclusions)
    .where(
      inArray(
        responsibleExclusions.propertyId,
        list.map((p) => p.id),
      ),
    );
  const excludedSet = new Set(excluded.map((e) => `${e.userId}:${e.propertyId}`));
  for (const p of list) {
    const found = result.get(p.id) as ResponsibleUser[];
    for (const r of rules) {
      if (r.constructorId !== p.constructorId || excludedSet.has(`${r.userId}:${p.id}`)) continue;
      let reason: ResponsibleUser['reason'] | undefined;
      if (r.isSetSpecificProduct && linkedSet.has(`${r.id}:${p.id}`)) reason = 'product';
      else if (r.isSetLocation && p.cityId && r.locations.some((l) => l.cityId === p.cityId))
        reason = 'location';
      else if (!r.isSetSpecificProduct && !r.isSetLocation && (r.minPrice !== null || r.maxPrice !== null)) {
        const price = p.listPrice ?? 0;
        if ((r.minPrice === null || price >= r.minPrice) && (r.maxPrice === null || price <= r.maxPrice))
          reason = 'price';
      }
      if (reason && !found.some((f) => f.userId === r.userId))
        found.push({ userId: r.userId, name: r.name, reason, ruleId: r.id });
    }
  }
  return result;
}
