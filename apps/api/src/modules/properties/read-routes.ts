import { canonicalPropertyStatus } from '@tu360/domain';
import {
  getDataDashboard,
  getProductId,
  getRealstateCount,
  getRealstates,
  getRealstatestypesCount,
} from '@tu360/domain/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { leads, properties, propertyCounts, sellers } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { confirmSession, principal } from '../../plugins/auth.ts';
import { categoryOf, countsWhere, hasFreeFilter, listProperties, propertyFilters } from './list-query.ts';
import { detailsOf, findPropertyByProductId, propertyImagesOf, sellerStratum } from './repository.ts';
import { responsibleUsersFor } from './responsible.ts';
import type { PropertyRow } from './save-plan.ts';

/** A property in scope with its project's name, details and images (the portal's detail, the integration API's). */
export async function propertyDetailOf(db: Db, row: PropertyRow) {
  const [seller] = await db.select({ name: sellers.name }).from(sellers).where(eq(sellers.id, row.sellerId));
  return {
    ...row,
    sellerName: seller.name,
    category: categoryOf(row.vtexCategoryId),
    sellerStratum: await sellerStratum(db, row.sellerId),
    detailProducts: await detailsOf(db, row.id),
    images: await propertyImagesOf(db, row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function propertyReadRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getRealstates),
    preHandler: app.authenticate,
    // The hottest route: its answer comes typed from our own query, so it is written as it is (the contract's
    // shape still documents it) instead of being re-validated item by item.
    serializerCompiler: () => (data) => JSON.stringify(data),
    config: { sessionInQuery: true },
    handler: async (request) => {
      const p = principal(request);
      const { sessionLive, ...page } = await listProperties(db, p, request.query);
      confirmSession(request, sessionLive);
      if (!sessionLive || !request.query.GetReaders) return page;
      if (!page.data.length) return page;
      const rows = await db
        .select({
          id: properties.id,
          constructorId: properties.constructorId,
          cityId: properties.cityId,
          listPrice: properties.listPrice,
        })
        .from(properties)
        .where(
          inArray(
            properties.id,
            page.data.map((d) => d.id),
          ),
        );
      const readers = await responsibleUsersFor(db, rows);
      return {
        ...page,
        data: page.data.map((d) => ({
          ...d,
          responsibleUsers: (readers.get(d.id) ?? []).map(({ userId, name }) => ({ userId, name })),
        })),
      };
    },
  });

  r.route({
    ...contractRoute(getRealstateCount),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { SellerId, SkuStatus, ConstructorId, IsRealEstate } = request.query;
      // The sum of the counts per group (issue 19): a read of a few rows, however many properties.
      const [{ totalData }] = await db
        .select({ totalData: sql<number>`coalesce(sum(${propertyCounts.n}), 0)::int` })
        .from(propertyCounts)
        .where(
          countsWhere(principal(request), { SellerId, SkuStatus, ConstructorId, IsRealState: IsRealEstate }),
        );
      return { totalData };
    },
  });

  r.route({
    ...contractRoute(getDataDashboard),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const rows = await db
        .select({
          status: propertyCounts.status,
          progress: propertyCounts.progress,
          n: sql<number>`sum(${propertyCounts.n})::int`,
        })
        .from(propertyCounts)
        .where(countsWhere(p, { SellerId: request.query.SellerId }))
        .groupBy(propertyCounts.status, propertyCounts.progress);
      const byStatus: Record<string, number> = {
        Published: 0,
        OnApprobation: 0,
        Incomplete: 0,
        Rejected: 0,
        Hidden: 0,
        Approved: 0,
      };
      const byProgress: Record<string, number> = { Full: 0, Medium: 0, Incomplete: 0 };
      for (const r of rows) {
        const s = canonicalPropertyStatus(r.status);
        byStatus[s] = (byStatus[s] ?? 0) + r.n;
        byProgress[r.progress] = (byProgress[r.progress] ?? 0) + r.n;
      }
      const leadScope = p.isAdmin
        ? undefined
        : sql`${leads.sellerId} in (select seller_id from user_sellers where user_id = ${p.userId})`;
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(
          and(leadScope, request.query.SellerId ? eq(leads.sellerId, request.query.SellerId) : undefined),
        );
      return { total: rows.reduce((t, r) => t + r.n, 0), byStatus, byProgress, leads: n };
    },
  });

  r.route({
    ...contractRoute(getRealstatestypesCount),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      // Without a keyword, the counts per group (issue 19); a keyword is counted on the properties themselves.
      const rows = hasFreeFilter(request.query)
        ? await db
            .select({ category: properties.vtexCategoryId, total: sql<number>`count(*)::int` })
            .from(properties)
            .where(propertyFilters(p, request.query))
            .groupBy(properties.vtexCategoryId)
            .orderBy(properties.vtexCategoryId)
        : (
            await db
              .select({
                category: propertyCounts.categoryId,
                total: sql<number>`sum(${propertyCounts.n})::int`,
              })
              .from(propertyCounts)
              .where(countsWhere(p, request.query))
              .groupBy(propertyCounts.categoryId)
              .having(sql`sum(${propertyCounts.n}) <> 0`)
              // As the properties' own order: no category (0 here, null there) last.
              .orderBy(sql`${propertyCounts.categoryId} = 0`, propertyCounts.categoryId)
          ).map((r) => ({ category: r.category || null, total: r.total }));
      return {
        data: rows.map((r) => ({ category: categoryOf(r.category), total: r.total })),
        totalData: rows.reduce((t, r) => t + r.total, 0),
      };
    },
  });

  r.route({
    ...contractRoute(getProductId),
    preHandler: app.authenticate,
    handler: async (request) => {
      const row = await findPropertyByProductId(db, principal(request), request.query.productId);
      const readers = await responsibleUsersFor(db, [row]);
      return { ...(await propertyDetailOf(db, row)), responsibleUsers: readers.get(row.id) ?? [] };
    },
  });
}
