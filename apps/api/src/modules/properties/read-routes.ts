import { canonicalPropertyStatus, plainText } from '@tu360/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { leads, properties, sellers } from '../../db/schema.ts';
import { confirmSession, principal } from '../../plugins/auth.ts';
import { categoryOf, listProperties, propertyFilters } from './list-query.ts';
import { detailsOf, findPropertyByProductId, propertyImagesOf, sellerStratum } from './repository.ts';
import { responsibleUsersFor } from './responsible.ts';
import { detail, listItem, listQuery, message } from './schemas.ts';

const uuid = () => z.uuid();
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export async function propertyReadRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  r.get(
    '/product/api/v2/get-realstates',
    {
      ...auth,
      // The hottest route: its answer comes typed from our own query, so it is written as it is (the schema
      // below still documents it) instead of being re-validated item by item.
      serializerCompiler: () => (data) => JSON.stringify(data),
      config: { sessionInQuery: true },
      schema: {
        tags: ['properties'],
        operationId: 'getRealstates',
        summary: 'Inmuebles al alcance con todos los filtros del listado, orden y paginación',
        querystring: listQuery,
        response: { 200: z.object({ data: z.array(listItem), totalData: z.number() }) },
      },
    },
    async (request) => {
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
  );

  r.get(
    '/product/api/v2/get-realstate-count',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'getRealstateCount',
        summary: 'Cantidad de inmuebles al alcance',
        querystring: z.object({
          SellerId: uuid().optional(),
          SkuStatus: listQuery.shape.SkuStatus,
          ConstructorId: uuid().optional(),
          IsRealEstate: booleanQuery.optional(),
        }),
        response: { 200: z.object({ totalData: z.number() }) },
      },
    },
    async (request) => {
      const { SellerId, SkuStatus, ConstructorId, IsRealEstate } = request.query;
      const where = propertyFilters(principal(request), {
        SellerId,
        SkuStatus,
        ConstructorId,
        IsRealState: IsRealEstate,
      });
      const [{ totalData }] = await db
        .select({ totalData: sql<number>`count(*)::int` })
        .from(properties)
        .where(where);
      return { totalData };
    },
  );

  r.get(
    '/product/api/v2/get-data-dashboard',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'getDataDashboard',
        summary: 'Cifras del tablero de inicio',
        querystring: z.object({ SellerId: uuid().optional() }),
        response: {
          200: z.object({
            total: z.number(),
            byStatus: z.record(z.string(), z.number()),
            byProgress: z.record(z.string(), z.number()),
            leads: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const p = principal(request);
      const where = propertyFilters(p, { SellerId: request.query.SellerId });
      const rows = await db
        .select({ status: properties.status, progress: properties.progress, n: sql<number>`count(*)::int` })
        .from(properties)
        .where(where)
        .groupBy(properties.status, properties.progress);
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
  );

  r.get(
    '/product/api/v2/get-realstatestypes-count',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'getRealstatestypesCount',
        summary: 'Cantidad de inmuebles por categoría',
        querystring: z.object({
          IsRealState: booleanQuery.optional(),
          SellerId: uuid().optional(),
          ConstructorId: uuid().optional(),
          SkuStatus: listQuery.shape.SkuStatus,
          KeyWord: plainText(150).optional(),
        }),
        response: {
          200: z.object({
            data: z.array(z.object({ category: z.string().nullable(), total: z.number() })),
            totalData: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const rows = await db
        .select({ category: properties.vtexCategoryId, total: sql<number>`count(*)::int` })
        .from(properties)
        .where(propertyFilters(principal(request), request.query))
        .groupBy(properties.vtexCategoryId)
        .orderBy(properties.vtexCategoryId);
      return {
        data: rows.map((r) => ({ category: categoryOf(r.category), total: r.total })),
        totalData: rows.reduce((t, r) => t + r.total, 0),
      };
    },
  );

  r.get(
    '/product/api/v2/get-product-id',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'getProductId',
        summary: 'Un inmueble con sus detalles, imágenes y responsables',
        querystring: z.object({ productId: z.coerce.number().int().min(1) }),
        response: { 200: detail, 404: message },
      },
    },
    async (request) => {
      const row = await findPropertyByProductId(db, principal(request), request.query.productId);
      const [seller] = await db
        .select({ name: sellers.name })
        .from(sellers)
        .where(eq(sellers.id, row.sellerId));
      const readers = await responsibleUsersFor(db, [row]);
      return {
        ...row,
        sellerName: seller.name,
        category: categoryOf(row.vtexCategoryId),
        sellerStratum: await sellerStratum(db, row.sellerId),
        detailProducts: await detailsOf(db, row.id),
        images: await propertyImagesOf(db, row.id),
        responsibleUsers: readers.get(row.id) ?? [],
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  );
}
