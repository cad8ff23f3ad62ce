import { effectiveKeyword } from '@tu360/domain';
import { getAllConstructors } from '@tu360/domain/contracts';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { constructors, notifications } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { likePattern } from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import { fileUrl } from '../files/routes.ts';

export async function constructorRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getAllConstructors),
    preHandler: [app.authenticate, app.requireAdmin],
    handler: async (request) => {
      const { Keyword, PageNumber, PageSize, IsRealEstate, IsWithNotification } = request.query;
      const keyword = effectiveKeyword(Keyword);
      // Built with the query builder so that the outer column is written "constructors"."id": in a raw
      // fragment over a single-table query drizzle writes a bare "id", which the subquery reads as its own.
      // The caller's own unread notifications of each builder (issue 14: each notification is its recipient's).
      const unreadOf = opts.db
        .select({ count: sql`count(*)` })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, principal(request).userId),
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
  });
}
