import { effectiveKeyword, es } from '@tu360/domain';
import { getUsers } from '@tu360/domain/contracts';
import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { constructors, sellers, userSellers, users } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern, requirePermission } from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import { toBuilderUser } from './list-item.ts';

/** The state filter of the list, as SQL (the same rule as userState of packages/domain). */
const STATE_SQL: Record<string, SQL> = {
  Inactivo: eq(users.isActive, false),
  Pendiente: and(eq(users.isActive, true), isNull(users.lastVisitAt)) as SQL,
  Activo: and(eq(users.isActive, true), isNotNull(users.lastVisitAt)) as SQL,
};

/** GET /auth/api/users: platform admins see every company's users (or one's); a store user its own company's. */
export async function userListRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getUsers),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      requirePermission(p, 'users.read');
      const q = request.query;
      if (!p.isAdmin && q.ConstructorId && q.ConstructorId !== p.constructorId)
        throw notFound(es.builder.notFound);
      const constructorId = p.isAdmin ? q.ConstructorId : (p.constructorId ?? undefined);
      const keyword = effectiveKeyword(q.Keyword);
      const where = and(
        isNull(users.deletedAt),
        constructorId ? eq(users.constructorId, constructorId) : p.isAdmin ? undefined : sql`false`,
        q.IsActive === undefined ? undefined : eq(users.isActive, q.IsActive),
        q.State ? STATE_SQL[q.State] : undefined,
        q.RoleName
          ? or(
              eq(users.role, q.RoleName),
              sql`exists (select 1 from ${userSellers} where ${userSellers.userId} = ${users.id} and ${userSellers.role} = ${q.RoleName})`,
            )
          : undefined,
        q.SellerId
          ? sql`exists (select 1 from ${userSellers} where ${userSellers.userId} = ${users.id} and ${userSellers.sellerId} = ${q.SellerId})`
          : undefined,
        keyword
          ? or(
              ilike(users.givenName, likePattern(keyword)),
              ilike(users.familyName, likePattern(keyword)),
              ilike(users.userName, likePattern(keyword)),
              sql`(${users.givenName} || ' ' || ${users.familyName}) ilike ${likePattern(keyword)}`,
            )
          : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: users.id,
            givenName: users.givenName,
            familyName: users.familyName,
            email: users.email,
            role: users.role,
            isActive: users.isActive,
            lastVisitAt: users.lastVisitAt,
            constructorId: users.constructorId,
            constructorName: constructors.name,
            projects: sql<{ sellerId: string; name: string; role: string }[]>`coalesce((
              select json_agg(json_build_object('sellerId', ${sellers.id}, 'name', ${sellers.name}, 'role', ${userSellers.role}) order by lower(${sellers.name}))
              from ${userSellers} join ${sellers} on ${sellers.id} = ${userSellers.sellerId}
              where ${userSellers.userId} = ${users.id}), '[]'::json)`,
          })
          .from(users)
          .leftJoin(constructors, eq(constructors.id, users.constructorId))
          .where(where)
          .orderBy(asc(sql`lower(${users.givenName})`), asc(sql`lower(${users.familyName})`), asc(users.id))
          .limit(q.PageSize)
          .offset((q.PageNumber - 1) * q.PageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
      ]);
      return {
        data: rows.map(toBuilderUser),
        totalData: total,
      };
    },
  });
}
