import { getAuditLogProduct, getLastChanges, type PropertyChange } from '@tu360/domain/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { auditLog, properties } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { principal } from '../../plugins/auth.ts';
import { propertyScope } from './list-query.ts';
import { findPropertyByProductId } from './repository.ts';

/** Who changed what and when, with the values before and after. */
export async function propertyHistoryRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const _auth = { preHandler: app.authenticate };

  r.route({
    ...contractRoute(getLastChanges),
    preHandler: app.authenticate,
    handler: async (request) => {
      const row = await findPropertyByProductId(db, principal(request), request.query.productId);
      const entries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, row.id)))
        .orderBy(desc(auditLog.createdAt), asc(auditLog.field))
        .limit(500);
      const groups = new Map<string, PropertyChange>();
      for (const e of entries) {
        const g = groups.get(e.transactionalId) ?? {
          transactionalId: e.transactionalId,
          date: e.createdAt.toISOString(),
          userName: e.userName,
          action: e.action,
          changes: [],
        };
        g.changes.push({ field: e.field, before: e.valueBefore, after: e.valueAfter });
        groups.set(e.transactionalId, g);
      }
      return [...groups.values()];
    },
  });

  r.route({
    ...contractRoute(getAuditLogProduct),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const entries = await db
        .select({ log: auditLog })
        .from(auditLog)
        .innerJoin(properties, eq(properties.id, auditLog.entityId))
        .where(
          and(
            eq(auditLog.transactionalId, request.query.TransactionalId),
            eq(auditLog.entityType, 'property'),
            propertyScope(p),
          ),
        )
        .orderBy(asc(auditLog.field));
      return entries.map(({ log }) => ({
        field: log.field,
        before: log.valueBefore,
        after: log.valueAfter,
        userName: log.userName,
        action: log.action,
        createdAt: log.createdAt.toISOString(),
      }));
    },
  });
}
