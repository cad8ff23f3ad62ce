import {
  es,
  grantableRoles,
  isPlatformRole,
  ROLE_HELP,
  ROLE_NAMES,
  roleLabel,
  userState,
} from '@tu360/domain';
import { getRoles, getUser, getUserHistory, getUsersBySeller } from '@tu360/domain/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { auditLog, constructors, userSellers, users } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { notFound } from '../../lib/errors.ts';
import { assertSellerAccess, requirePermission } from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import { toBuilderUser } from './list-item.ts';
import { callerOf, kindOf, mayManage, visibleUser } from './reach.ts';

/** A user's detail, its history, who has access to a project, and the roles (issue 13); users.read and tenant. */
export async function userReadRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getUser),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      requirePermission(p, 'users.read');
      const c = await callerOf(db, p);
      const u = await visibleUser(db, c, request.params.id);
      return {
        ...toBuilderUser(u),
        identification: u.identification,
        phone: u.phoneNumber,
        isActive: u.isActive,
        realState: u.realState,
        createdAt: u.createdAt.toISOString(),
        canManage: u.id !== p.userId && mayManage(c, u),
      };
    },
  });

  r.route({
    ...contractRoute(getUserHistory),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      requirePermission(p, 'users.read');
      const u = await visibleUser(db, await callerOf(db, p), request.params.id);
      const { PageNumber, PageSize } = request.query;
      const where = and(eq(auditLog.entityType, 'User'), eq(auditLog.entityId, u.id));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.transactionalId), asc(auditLog.id))
          .limit(PageSize)
          .offset((PageNumber - 1) * PageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      return {
        data: rows.map((x) => ({
          id: x.id,
          action: x.action,
          field: x.field,
          valueBefore: x.valueBefore,
          valueAfter: x.valueAfter,
          userName: x.userName,
          createdAt: x.createdAt.toISOString(),
        })),
        totalData: total,
      };
    },
  });

  r.route({
    ...contractRoute(getUsersBySeller),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      requirePermission(p, 'users.read');
      await assertSellerAccess(db, p, request.params.id, 'users.read');
      const rows = await db
        .select({
          id: users.id,
          givenName: users.givenName,
          lastName: users.familyName,
          email: users.email,
          role: userSellers.role,
          isActive: users.isActive,
          lastVisitAt: users.lastVisitAt,
        })
        .from(userSellers)
        .innerJoin(users, eq(users.id, userSellers.userId))
        .where(and(eq(userSellers.sellerId, request.params.id), isNull(users.deletedAt)))
        .orderBy(asc(sql`lower(${users.givenName})`), asc(sql`lower(${users.familyName})`), asc(users.id));
      return rows.map(({ isActive, lastVisitAt, ...u }) => ({
        ...u,
        state: userState({ isActive, lastVisitAt }),
      }));
    },
  });

  r.route({
    ...contractRoute(getRoles),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      requirePermission(p, 'users.read');
      const c = await callerOf(db, p);
      const { ConstructorId } = request.query;
      let kind = c.kind;
      if (ConstructorId) {
        if (!p.isAdmin && ConstructorId !== p.constructorId) throw notFound(es.builder.notFound);
        const [row] = await db
          .select({ realState: constructors.realState })
          .from(constructors)
          .where(eq(constructors.id, ConstructorId));
        if (!row) throw notFound(es.builder.notFound);
        kind = kindOf(row.realState);
      }
      const grantable = new Set<string>(grantableRoles(c.actor, kind, p.isAdmin ? p.role : c.managingRole));
      return ROLE_NAMES.map((name) => ({
        name,
        label: roleLabel(name),
        description: ROLE_HELP[name],
        platform: isPlatformRole(name),
        grantable: grantable.has(name),
      }));
    },
  });
}
