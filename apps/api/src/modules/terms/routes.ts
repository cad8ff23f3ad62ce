import { randomUUID } from 'node:crypto';
import { es } from '@tu360/domain';
import { getCurrentTerms, publishTerms } from '@tu360/domain/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { auditLog, termsVersions } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { sanitizeHtml, visibleText } from '../../lib/html.ts';
import { requirePlatformPermission } from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import { currentTerms, toTermsVersion } from './repository.ts';

/**
 * The versioned terms and conditions (issue 15): the current version for everyone (the public page and the terms
 * modal), and the publication of a new one by platform administrators, which makes every builder accept again
 * (GET /auth/api/terms/v2/constructor answers empty until one of its users accepts the new version).
 */
export async function termsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getCurrentTerms),
    handler: async () => {
      const row = await currentTerms(db);
      if (!row) throw notFound(es.termsVersions.notFound);
      return toTermsVersion(row);
    },
  });

  r.route({
    ...contractRoute(publishTerms),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      requirePlatformPermission(p, 'terms.publish');
      const { version, title } = request.body;
      const body = sanitizeHtml(request.body.body);
      if (!visibleText(body)) throw fieldError(400, 'body', es.termsVersions.bodyEmpty);
      const row = await db.transaction(async (tx) => {
        // One label, whatever its case: "V3" is not a new version after "v3".
        await tx.execute(sql`lock table ${termsVersions} in share row exclusive mode`);
        const [taken] = await tx
          .select({ id: termsVersions.id })
          .from(termsVersions)
          .where(sql`lower(${termsVersions.version}) = ${version.toLowerCase()}`);
        if (taken) throw fieldError(409, 'version', es.termsVersions.versionTaken);
        const [created] = await tx
          .insert(termsVersions)
          // The clock of the database: the newest published row is the current one.
          .values({ version, title, body, publishedBy: p.userId, publishedAt: sql`now()` })
          .returning();
        const transactionalId = randomUUID();
        await tx.insert(auditLog).values(
          [
            { field: 'Versión', valueAfter: version },
            { field: 'Título', valueAfter: title },
          ].map((change) => ({
            transactionalId,
            entityType: 'TermsVersion',
            entityId: created.id,
            constructorId: null,
            userId: p.userId,
            userName: p.userName,
            action: 'Publish',
            field: change.field,
            valueBefore: null,
            valueAfter: change.valueAfter,
          })),
        );
        return created;
      });
      return reply.code(201).send(toTermsVersion(row));
    },
  });
}
