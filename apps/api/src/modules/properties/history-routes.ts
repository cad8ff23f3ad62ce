import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog, properties } from '../../db/schema.ts';
import { principal } from '../../plugins/auth.ts';
import { propertyScope } from './list-query.ts';
import { findPropertyByProductId } from './repository.ts';
import { message } from './schemas.ts';

const change = z.object({
  field: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/** Who changed what and when, with the values before and after. */
export async function propertyHistoryRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  r.get(
    '/product/api/v1/get-last-changes',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'getLastChanges',
        summary: 'Cambios de un inmueble, del más reciente al más antiguo, agrupados por guardado',
        querystring: z.object({ productId: z.coerce.number().int().min(1) }),
        response: {
          200: z.array(
            z.object({
              transactionalId: z.string(),
              date: z.string(),
              userName: z.string().nullable(),
              action: z.string(),
              changes: z.array(change),
            }),
          ),
          404: message,
        },
      },
    },
    async (request) => {
      const row = await findPropertyByProductId(db, principal(request), request.query.productId);
      const entries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, row.id)))
        .orderBy(desc(auditLog.createdAt), asc(auditLog.field))
        .limit(500);
      const groups = new Map<
        string,
        {
          transactionalId: string;
          date: string;
          userName: string | null;
          action: string;
          changes: z.infer<typeof change>[];
        }
      >();
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
  );

  r.get(
    '/product/api/v2/get-audit-log-product',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'getAuditLogProduct',
        summary: 'Los registros de un guardado de un inmueble',
        querystring: z.object({ TransactionalId: z.uuid() }),
        response: {
          200: z.array(
            z.object({
              field: z.string().nullable(),
              before: z.string().nullable(),
              after: z.string().nullable(),
              userName: z.string().nullable(),
              action: z.string(),
              createdAt: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
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
  );
}
