import { effectiveKeyword, es, PAGE_SIZES, plainText } from '@tu360/domain';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { constructors, sellers, userSellers } from '../../db/schema.ts';
import { likePattern } from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import { fileUrl } from '../files/routes.ts';

const pageQuery = {
  PageNumber: z.coerce.number().int().min(1, es.validation.invalidField('PageNumber')).default(1),
  PageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(200, es.validation.invalidField('PageSize'))
    .default(PAGE_SIZES.storeRequest),
  Keyword: plainText(150).optional(),
};

const storeItem = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  role: z.string(),
  status: z.string(),
  nit: z.string().nullable(),
  constructorId: z.string(),
  constructorName: z.string(),
});

export async function sellerRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/seller/api/v1/get-all-by-user',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sellers'],
        operationId: 'getAllByUser',
        summary: 'Tiendas a las que accede el usuario, con el rol que tiene en cada una',
        querystring: z.object({ ...pageQuery, IdConstructor: z.string().uuid().optional() }),
        response: { 200: z.object({ data: z.array(storeItem), totalData: z.number() }) },
      },
    },
    async (request) => {
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
        data: rows.map(({ total: _t, logo, ...row }) => ({ ...row, logo: fileUrl(logo) })),
        totalData,
      };
    },
  );
}
