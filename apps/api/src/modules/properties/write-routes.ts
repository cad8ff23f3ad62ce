import { es, type PropertyFlow, plainText } from '@tu360/domain';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog, propertyImages } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import { fileField, fileFrom, saveUploadedImages } from '../../lib/uploads.ts';
import { principal } from '../../plugins/auth.ts';
import { findPropertyByProductId, findPropertyByRefId, propertyImagesOf } from './repository.ts';
import { image, message, propertyBody, saveAnswer, validationError } from './schemas.ts';
import { type PropertyBody, saveProperty } from './service.ts';

export async function propertyWriteRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  const { db, storage } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };
  const errors = { 400: validationError, 403: message, 404: message, 409: message };

  const create =
    (flow: PropertyFlow) =>
    async (request: { body: z.infer<typeof propertyBody> }, p: ReturnType<typeof principal>) =>
      saveProperty(db, p, flow, request.body as PropertyBody);
  const update =
    (flow: PropertyFlow) =>
    async (request: { body: z.infer<typeof propertyBody> }, p: ReturnType<typeof principal>) => {
      if (!request.body.productId) throw badRequest(es.validation.missingField('productId'));
      const existing = await findPropertyByProductId(db, p, request.body.productId);
      return saveProperty(
        db,
        p,
        flow,
        { ...(request.body as PropertyBody), sellerId: existing.sellerId },
        existing,
      );
    };

  r.post(
    '/product/api/v5/create-product',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'createProduct',
        summary: 'Crea un inmueble de constructora (guardado del asistente)',
        body: propertyBody,
        response: { 201: saveAnswer, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await create('builder')(request, principal(request))),
  );
  r.put(
    '/product/api/v5/update-product',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'updateProduct',
        summary: 'Actualiza un inmueble de constructora (guardado del asistente)',
        body: propertyBody,
        response: { 200: saveAnswer, ...errors },
      },
    },
    async (request) => update('builder')(request, principal(request)),
  );
  r.post(
    '/product/api/estate-agency/v5/create-agency-realstate',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'createAgencyRealstate',
        summary: 'Crea un inmueble de inmobiliaria (guardado del asistente)',
        body: propertyBody,
        response: { 201: saveAnswer, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await create('agency')(request, principal(request))),
  );
  r.patch(
    '/product/api/estate-agency/v5/update-agency-realstate',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'updateAgencyRealstate',
        summary: 'Actualiza un inmueble de inmobiliaria (guardado del asistente)',
        body: propertyBody,
        response: { 200: saveAnswer, ...errors },
      },
    },
    async (request) => update('agency')(request, principal(request)),
  );

  const imagesAnswer = {
    200: z.array(image),
    400: validationError,
    403: message,
    404: message,
    413: message,
    415: message,
  };

  r.post(
    '/product/api/v5/create-images-product',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'createImagesProduct',
        summary: 'Carga imágenes de un inmueble (todas o ninguna)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ refId: plainText(100).min(1) }),
        body: z.object({ Image: fileField(), SellerId: z.string().max(100).optional() }),
        response: imagesAnswer,
      },
    },
    async (request) => {
      const p = principal(request);
      const row = await findPropertyByRefId(db, p, request.query.refId);
      await assertSellerAccess(db, p, row.sellerId, 'catalog.write');
      const raw = (request.body as { Image?: unknown }).Image;
      const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
        .map(fileFrom)
        .filter((b): b is Buffer => !!b);
      if (!parts.length)
        throw badRequest('Seleccione el archivo que desea cargar.', [
          'Seleccione el archivo que desea cargar.',
        ]);
      const fileIds = (await saveUploadedImages(db, storage, parts, row.constructorId)) as string[];
      await db.transaction(async (tx) => {
        const [{ last, count }] = await tx
          .select({ last: max(propertyImages.order), count: sql<number>`count(*)::int` })
          .from(propertyImages)
          .where(eq(propertyImages.propertyId, row.id));
        await tx.insert(propertyImages).values(
          fileIds.map((fileId, i) => ({
            propertyId: row.id,
            constructorId: row.constructorId,
            fileId,
            order: (last ?? -1) + 1 + i,
            isMain: count === 0 && i === 0,
          })),
        );
        await tx.insert(auditLog).values({
          transactionalId: crypto.randomUUID(),
          entityType: 'property',
          entityId: row.id,
          constructorId: row.constructorId,
          sellerId: row.sellerId,
          userId: p.userId,
          userName: p.userName,
          action: 'images',
          field: 'Imágenes',
          valueBefore: String(count),
          valueAfter: String(count + fileIds.length),
        });
      });
      return propertyImagesOf(db, row.id);
    },
  );

  r.delete(
    '/product/api/v1/delete-image-product',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'deleteImageProduct',
        summary: 'Elimina una imagen de un inmueble',
        querystring: z.object({ imageId: z.uuid(), RefId: plainText(100).min(1) }),
        response: imagesAnswer,
      },
    },
    async (request) => {
      const p = principal(request);
      const row = await findPropertyByRefId(db, p, request.query.RefId);
      await assertSellerAccess(db, p, row.sellerId, 'catalog.write');
      const deleted = await db
        .delete(propertyImages)
        .where(and(eq(propertyImages.id, request.query.imageId), eq(propertyImages.propertyId, row.id)))
        .returning({ isMain: propertyImages.isMain });
      if (!deleted.length) throw notFound('La imagen no existe.');
      if (deleted[0].isMain) {
        const [first] = await db
          .select({ id: propertyImages.id })
          .from(propertyImages)
          .where(eq(propertyImages.propertyId, row.id))
          .orderBy(asc(propertyImages.order))
          .limit(1);
        if (first)
          await db.update(propertyImages).set({ isMain: true }).where(eq(propertyImages.id, first.id));
      }
      return propertyImagesOf(db, row.id);
    },
  );

  r.put(
    '/product/api/product-massive/v2/product-image-order',
    {
      ...auth,
      schema: {
        tags: ['properties'],
        operationId: 'updateProductImageOrder',
        summary: 'Orden, imagen principal, etiqueta y texto de las imágenes de un inmueble',
        body: z.object({
          RefId: plainText(100).min(1),
          images: z
            .array(
              z.object({
                id: z.uuid(),
                order: z.number().int().min(0).max(1000),
                isMain: z.boolean(),
                label: plainText(150).nullable().optional(),
                text: plainText(500).nullable().optional(),
              }),
            )
            .min(1)
            .max(100),
        }),
        response: imagesAnswer,
      },
    },
    async (request) => {
      const p = principal(request);
      const row = await findPropertyByRefId(db, p, request.body.RefId);
      await assertSellerAccess(db, p, row.sellerId, 'catalog.write');
      const { images } = request.body;
      if (images.filter((i) => i.isMain).length !== 1)
        throw badRequest('Debe haber exactamente una imagen principal.');
      const owned = await db
        .select({ id: propertyImages.id })
        .from(propertyImages)
        .where(
          and(
            eq(propertyImages.propertyId, row.id),
            inArray(
              propertyImages.id,
              images.map((i) => i.id),
            ),
          ),
        );
      if (owned.length !== new Set(images.map((i) => i.id)).size) throw notFound('La imagen no existe.');
      await db.transaction(async (tx) => {
        await tx.update(propertyImages).set({ isMain: false }).where(eq(propertyImages.propertyId, row.id));
        for (const i of images)
          await tx
            .update(propertyImages)
            .set({
              order: i.order,
              isMain: i.isMain,
              ...(i.label !== undefined ? { label: i.label } : {}),
              ...(i.text !== undefined ? { text: i.text } : {}),
            })
            .where(eq(propertyImages.id, i.id));
      });
      return propertyImagesOf(db, row.id);
    },
  );
}
