import { effectiveKeyword, es, PAGE_SIZES, plainText } from '@tu360/domain';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { constructors, notifications } from '../../db/schema.ts';
import { likePattern } from '../../lib/tenant-scope.ts';
import { fileUrl } from '../files/routes.ts';

const booleanQuery = z
  .enum(['true', 'false'], { error: es.validation.invalidField('booleano') })
  .transform((v) => v === 'true')
  .optional();

export async function constructorRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/seller/api/constructor/v2/get-all',
    {
      preHandler: [app.authenticate, app.requireAdmin],
      schema: {
        tags: ['constructors'],
        operationId: 'getAllConstructors',
        summary:
          'Constructoras o inmobiliarias por nombre, sin distinguir mayúsculas (administradores de la plataforma)',
        querystring: z.object({
          Keyword: plainText(150).optional(),
          PageNumber: z.coerce.number().int().min(1).default(1),
          PageSize: z.coerce
            .number()
            .int()
            .min(1)
            .max(PAGE_SIZES.builderListFull)
            .default(PAGE_SIZES.builderList),
          IsRealEstate: booleanQuery,
          IsWithNotification: booleanQuery,
        }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                nit: z.string(),
                logo: z.string().nullable(),
                realState: z.boolean(),
                state: z.boolean(),
                totalNotification: z.number(),
              }),
            ),
            totalData: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const { Keyword, PageNumber, PageSize, IsRealEstate, IsWithNotification } = request.query;
      const keyword = effectiveKeyword(Keyword);
      // Built with the query builder so that the outer column is written "constructors"."id": in a raw
      // fragment over a single-table query drizzle writes a bare "id", which the subquery reads as its own.
      const unreadOf = opts.db
        .select({ count: sql`count(*)` })
        .from(notifications)
        .where(
          and(
            eq(notifications.constructorId, constructors.id),
            eq(notifications.notificationState, 'NotRead'),
            isNull(notifications.deletedAt),
          ),
        );
      const unread = IsWithNotification
        ? sql<number>`(${unreadOf})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number);
      const where = and(
        IsRealEstate === undefined ? undefined : eq(constructors.realState, IsRealEstate),
        keyword ? ilike(constructors.name, likePattern(keyword)) : undefined,
      );
      const rows = await opts.db
        .select({
          id: constructors.id,
          name: constructors.name,
          nit: constructors.nit,
          logo: constructors.logo,
          realState: constructors.realState,
          state: constructors.state,
          totalNotification: unread,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(constructors)
        .where(where)
        .orderBy(asc(sql`lower(${constructors.name})`), asc(constructors.id))
        .limit(PageSize)
        .offset((PageNumber - 1) * PageSize);
      // The window count rides on the rows; a page past the end has none, so count on its own.
      const totalData =
        rows[0]?.total ??
        (PageNumber > 1
          ? (
              await opts.db
                .select({ count: sql<number>`count(*)`.mapWith(Number) })
                .from(constructors)
                .where(where)
            )[0].count
          : 0);
      return {
        data: rows.map(({ total: _t, logo, ...row }) => ({ ...row, logo: fileUrl(logo) })),
        totalData,
      };
    },
  );
}
