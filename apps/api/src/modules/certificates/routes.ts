import { effectiveKeyword } from '@tu360/domain';
import {
  type Certificate,
  createCertificate,
  getAllCertificates,
  getCertificateById,
  updateCertificate,
} from '@tu360/domain/contracts';
import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { certificates } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { likePattern, requirePlatformPermission } from '../../lib/tenant-scope.ts';
import { saveUploadedImage } from '../../lib/uploads.ts';
import { principal } from '../../plugins/auth.ts';
import { fileUrl } from '../files/routes.ts';

const NOT_FOUND = 'El certificado no existe.';

const toItem = (c: typeof certificates.$inferSelect): Certificate => ({
  id: c.id,
  name: c.name,
  logo: fileUrl(c.logo),
  isActive: c.isActive,
});

/** Sustainability certificates: the list for every signed-in user (selection), changes for certificates.manage. */
export async function certificateRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  const { db, storage } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  r.route({
    ...contractRoute(getAllCertificates),
    ...auth,
    handler: async (request) => {
      const { PageNumber, PageSize, Keyword } = request.query;
      const keyword = effectiveKeyword(Keyword);
      const where = keyword ? ilike(certificates.name, likePattern(keyword)) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(certificates)
          .where(where)
          .orderBy(asc(sql`lower(${certificates.name})`), asc(certificates.id))
          .limit(PageSize)
          .offset((PageNumber - 1) * PageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(certificates).where(where),
      ]);
      return { data: rows.map(toItem), totalData: total };
    },
  });

  r.route({
    ...contractRoute(getCertificateById),
    ...auth,
    handler: async (request) => {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, request.params.id));
      if (!row) throw notFound(NOT_FOUND);
      return toItem(row);
    },
  });

  r.route({
    ...contractRoute(createCertificate),
    ...auth,
    handler: async (request, reply) => {
      requirePlatformPermission(principal(request), 'certificates.manage');
      const logo = await saveUploadedImage(db, storage, request.body.logo, null);
      const [row] = await db
        .insert(certificates)
        .values({ name: request.body.name, isActive: request.body.isActive, logo: logo ?? null })
        .returning({ id: certificates.id });
      return reply.code(201).send(row);
    },
  });

  r.route({
    ...contractRoute(updateCertificate),
    ...auth,
    handler: async (request) => {
      requirePlatformPermission(principal(request), 'certificates.manage');
      const [current] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.id, request.params.id));
      if (!current) throw notFound(NOT_FOUND);
      const logo = await saveUploadedImage(db, storage, request.body.logo, null);
      await db
        .update(certificates)
        .set({
          name: request.body.name,
          isActive: request.body.isActive,
          ...(logo ? { logo } : {}),
          updatedAt: new Date(),
        })
        .where(eq(certificates.id, request.params.id));
      return { id: request.params.id };
    },
  });
}
