import { certificateBodySchema, effectiveKeyword, es, plainText } from '@tu360/domain';
import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { certificates } from '../../db/schema.ts';
import { errorMessage, notFound, validationMessage } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { likePattern, requirePlatformPermission } from '../../lib/tenant-scope.ts';
import { fileField, saveUploadedImage } from '../../lib/uploads.ts';
import { principal } from '../../plugins/auth.ts';
import { fileUrl } from '../files/routes.ts';

const certificate = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  isActive: z.boolean(),
});
const NOT_FOUND = 'El certificado no existe.';

const toItem = (c: typeof certificates.$inferSelect) => ({
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

  r.get(
    '/certificate/api/v1/get-all',
    {
      ...auth,
      schema: {
        tags: ['certificates'],
        operationId: 'getAllCertificates',
        summary: 'Certificados de sostenibilidad',
        querystring: z.object({
          PageNumber: z.coerce.number().int().min(1).default(1),
          PageSize: z.coerce.number().int().min(1).max(200).default(50),
          Keyword: plainText(150).optional(),
        }),
        response: { 200: z.object({ data: z.array(certificate), totalData: z.number() }) },
      },
    },
    async (request) => {
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
  );

  r.get(
    '/certificate/api/v1/get-by-id/:id',
    {
      ...auth,
      schema: {
        tags: ['certificates'],
        operationId: 'getCertificateById',
        summary: 'Un certificado',
        params: z.object({ id: z.uuid(es.validation.invalidField('id')) }),
        response: { 200: certificate, 404: errorMessage },
      },
    },
    async (request) => {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, request.params.id));
      if (!row) throw notFound(NOT_FOUND);
      return toItem(row);
    },
  );

  const multipartBody = certificateBodySchema.extend({ logo: fileField() });
  r.post(
    '/certificate/api/v1/create',
    {
      ...auth,
      schema: {
        tags: ['certificates'],
        operationId: 'createCertificate',
        summary: 'Crea un certificado',
        consumes: ['multipart/form-data', 'application/json'],
        body: multipartBody,
        response: {
          201: z.object({ id: z.string() }),
          400: validationMessage,
          403: errorMessage,
          413: errorMessage,
          415: errorMessage,
        },
      },
    },
    async (request, reply) => {
      requirePlatformPermission(principal(request), 'certificates.manage');
      const logo = await saveUploadedImage(db, storage, request.body.logo, null);
      const [row] = await db
        .insert(certificates)
        .values({ name: request.body.name, isActive: request.body.isActive, logo: logo ?? null })
        .returning({ id: certificates.id });
      return reply.code(201).send(row);
    },
  );

  r.put(
    '/certificate/api/v1/update/:id',
    {
      ...auth,
      schema: {
        tags: ['certificates'],
        operationId: 'updateCertificate',
        summary: 'Actualiza un certificado',
        consumes: ['multipart/form-data', 'application/json'],
        params: z.object({ id: z.uuid(es.validation.invalidField('id')) }),
        body: multipartBody,
        response: {
          200: z.object({ id: z.string() }),
          400: validationMessage,
          403: errorMessage,
          404: errorMessage,
          413: errorMessage,
          415: errorMessage,
        },
      },
    },
    async (request) => {
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
  );
}
