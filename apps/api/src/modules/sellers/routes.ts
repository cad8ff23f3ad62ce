import { effectiveKeyword, type ProjectStatus, type RoleName } from '@tu360/domain';
import { getAllByUser } from '@tu360/domain/contracts';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { constructors, sellers, userSellers } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { likePattern } from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import { fileUrl } from '../files/routes.ts';

export async function sellerRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getAllByUser),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const { PageNumber, PageSize, Keyword, IdConstructor } = request.query;
      const keyword = effectiveKeyword(Keyword);
      // Qualified by hand: inside a subquery drizzle may print bare column names.
      const nit = sql<
        string | null
      >`(select sd.value from seller_details sd where sd.seller_id = ${sellers.id} and sd.key = 'Nit')`;
      const filters = [
        keyword ? ilike(sellers.name, likePattern(keyword)) : undefined,
        IdConstructor ? eq(sellers.constructorId, IdConstructor) : undefined,
      ];
      // Platform admins reach every store; store users only those they are assigned to.
      const base = p.isAdmin
        ? opts.db
            .select({
              id: sellers.id,
              name: sellers.name,
              logo: sellers.logo,
              role: sql<string>`${p.role}`,
              status: sellers.status,
              nit,
              constructorId: sellers.constructorId,
              constructorName: constructors.name,
              total: sql<number>`count(*) over ()`.mapWith(Number),
            })
            .from(sellers)
            .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
            .where(and(...filters))
        : opts.db
            .select({
              id: sellers.id,
              name: sellers.name,
              logo: sellers.logo,
              role: userSellers.role,
              status: sellers.status,
              nit,
              constructorId: sellers.constructorId,
              constructorName: constructors.name,
              total: sql<number>`count(*) over ()`.mapWith(Number),
            })
            .from(userSellers)
            .innerJoin(sellers, eq(sellers.id, userSellers.sellerId))
            .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
            .where(and(eq(userSellers.userId, p.userId), ...filters));
      const rows = await base
        .orderBy(asc(sql`lower(${sellers.name})`), asc(sellers.id))
        .limit(PageSize)
        .offset((PageNumber - 1) * PageSize);
      // The window count rides on the rows; a page past the end has none, so count on its own.
      const count = sql<number>`count(*)`.mapWith(Number);
      const totalData =
        rows[0]?.total ??
        (PageNumber > 1
          ? (
              await (p.isAdmin
                ? opts.db
                    .select({ count })
                    .from(sellers)
                    .where(and(...filters))
                : opts.db
                    .select({ count })
                    .from(userSellers)
                    .innerJoin(sellers, eq(sellers.id, userSellers.sellerId))
                    .where(and(eq(userSellers.userId, p.userId), ...filters)))
            )[0].count
          : 0);
      return {
        // The columns' check constraints keep a role one of ROLE_NAMES and a status one of PROJECT_STATUSES.
        data: rows.map(({ total: _t, logo, role, status, ...row }) => ({
          ...row,
          role: role as RoleName,
          status: status as ProjectStatus,
          logo: fileUrl(logo),
        })),
        totalData,
      };
    },
  });
}
