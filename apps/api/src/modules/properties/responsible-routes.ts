import { es } from '@tu360/domain';
import { addUserConfig, removeUserSku } from '@tu360/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  properties,
  responsibleExclusions,
  responsibleRuleProducts,
  responsibleRules,
  sellers,
  users,
} from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  assertBuilderWideWrite,
  assertConstructorAccess,
  assertConstructorWrite,
  assertSellerAccess,
  assertSellersWrite,
} from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import { propertyScope } from './list-query.ts';
import { responsibleUsersFor } from './responsible.ts';

export async function responsibleRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(addUserConfig),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const b = request.body;
      const constructorId = p.isAdmin ? b.ConstructorId : p.constructorId;
      if (!constructorId) throw badRequest(es.property.responsible.chooseBuilder);
      assertConstructorAccess(p, constructorId);
      if (b.IsSetSpecificProduct && !b.SkuIds.length) throw badRequest(es.property.chooseProperties);
      if (b.IsSetLocation && !b.Locations.length) throw badRequest(es.property.responsible.chooseLocation);
      if (!b.IsSetSpecificProduct && !b.IsSetLocation && b.MinPrice == null && b.MaxPrice == null)
        throw badRequest(es.property.responsible.chooseRule);
      if (b.MinPrice != null && b.MaxPrice != null && b.MinPrice > b.MaxPrice)
        throw badRequest(es.property.responsible.priceRange);
      const members = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, b.Users), eq(users.constructorId, constructorId)));
      if (members.length !== new Set(b.Users).size) throw notFound(es.property.responsible.userNotOfBuilder);
      const targets = b.SkuIds.length
        ? await db
            .select({ id: properties.id, sellerId: properties.sellerId })
            .from(properties)
            .where(
              and(
                inArray(properties.productId, b.SkuIds),
                eq(properties.constructorId, constructorId),
                propertyScope(p),
              ),
            )
        : [];
      if (targets.length !== new Set(b.SkuIds).size) throw notFound(es.property.notFound);
      // The caller's role where the rule reaches: each named property's project, the named project, and every
      // project of the builder for a rule by location or price.
      if (b.SellerId) {
        const [project] = await db
          .select({ constructorId: sellers.constructorId })
          .from(sellers)
          .where(eq(sellers.id, b.SellerId));
        if (project?.constructorId !== constructorId) throw notFound(es.project.notFound);
      }
      await assertSellersWrite(
        db,
        p,
        [...targets.map((t) => t.sellerId), ...(b.SellerId ? [b.SellerId] : [])],
        'catalog.write',
      );
      if (b.IsSetLocation || b.MinPrice != null || b.MaxPrice != null)
        await assertBuilderWideWrite(db, p, constructorId, 'catalog.write');
      else await assertConstructorWrite(db, p, constructorId, 'catalog.write');
      const total = await db.transaction(async (tx) => {
        let n = 0;
        for (const userId of new Set(b.Users)) {
          const [rule] = await tx
            .insert(responsibleRules)
            .values({
              constructorId,
              sellerId: b.SellerId ?? null,
              userId,
              assignType: b.AssignType,
              isSetLocation: b.IsSetLocation,
              isSetSpecificProduct: b.IsSetSpecificProduct,
              minPrice: b.MinPrice ?? null,
              maxPrice: b.MaxPrice ?? null,
              locations: b.Locations.map((l) => ({ cityId: l.CityId, departmentId: l.DepartmentId })),
            })
            .returning({ id: responsibleRules.id });
          if (targets.length) {
            await tx
              .insert(responsibleRuleProducts)
              .values(targets.map((t) => ({ ruleId: rule.id, propertyId: t.id })));
            // Naming a property again puts back a user who had been taken off it.
            await tx.delete(responsibleExclusions).where(
              and(
                eq(responsibleExclusions.userId, userId),
                inArray(
                  responsibleExclusions.propertyId,
                  targets.map((t) => t.id),
                ),
              ),
            );
          }
          n++;
        }
        return n;
      });
      return { total };
    },
  });

  r.route({
    ...contractRoute(removeUserSku),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const [row] = await db
        .select({
          id: properties.id,
          sellerId: properties.sellerId,
          constructorId: properties.constructorId,
          cityId: properties.cityId,
          listPrice: properties.listPrice,
        })
        .from(properties)
        .where(and(eq(properties.productId, request.body.ProductId), propertyScope(p)));
      if (!row) throw notFound(es.property.notFound);
      await assertSellerAccess(db, p, row.sellerId, 'catalog.write');
      const wanted = [...new Set(request.body.Users)];
      const members = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, wanted), eq(users.constructorId, row.constructorId)));
      if (members.length !== wanted.length) throw notFound(es.property.responsible.userNotOfBuilder);
      const before = (await responsibleUsersFor(db, [row])).get(row.id) ?? [];
      const removed = before.filter((u) => wanted.includes(u.userId));
      // Off this property whatever made them responsible: its own link goes, and no location or price rule
      // brings them back to it.
      await db.transaction(async (tx) => {
        const rules = await tx
          .select({ id: responsibleRules.id })
          .from(responsibleRules)
          .where(
            and(
              eq(responsibleRules.constructorId, row.constructorId),
              inArray(responsibleRules.userId, wanted),
            ),
          );
        if (rules.length)
          await tx.delete(responsibleRuleProducts).where(
            and(
              eq(responsibleRuleProducts.propertyId, row.id),
              inArray(
                responsibleRuleProducts.ruleId,
                rules.map((r) => r.id),
              ),
            ),
          );
        await tx
          .insert(responsibleExclusions)
          .values(wanted.map((userId) => ({ userId, propertyId: row.id })))
          .onConflictDoNothing();
      });
      return { total: removed.length };
    },
  });
}
