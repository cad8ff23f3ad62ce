import { es, type PropertyFlow } from '@tu360/domain';
import {
  createAgencyRealstate,
  createImagesProduct,
  createProduct,
  deleteImageProduct,
  type PropertySave,
  updateAgencyRealstate,
  updateProduct,
  updateProductImageOrder,
} from '@tu360/domain/contracts';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { auditLog, propertyImages } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import { fileFrom, saveUploadedImages } from '../../lib/uploads.ts';
import { principal } from '../../plugins/auth.ts';
import { auditActorOf, type Principal } from '../auth/identity.ts';
import { findPropertyByProductId, findPropertyByRefId, propertyImagesOf } from './repository.ts';
import { saveProperty } from './service.ts';

/** The files of an upload's Image field (one or several); 400 when there is none. */
export function imageParts(raw: unknown): Buffer[] {
  const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .map(fileFrom)
    .filter((b): b is Buffer => !!b);
  if (!parts.length)
    throw badRequest('Seleccione el archivo que desea cargar.', ['Seleccione el archivo que desea cargar.']);
  return parts;
}

/**
 * Adds checked images to a property the caller may write (the wizard's upload, and the integration API's): every
 * file is checked by content, size and pixels before any is stored (lib/uploads.ts), the first image of a property
 * becomes its main one, and the audit names who added them. Answers the property's images in their order.
 */
export async function addPropertyImages(
  db: Db,
  storage: FileStorage,
  p: Principal,
  row: { id: string; constructorId: string; sellerId: string },
  parts: Buffer[],
) {
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
      ...auditActorOf(p),
      action: 'images',
      field: 'Imágenes',
      valueBefore: String(count),
      valueAfter: String(count + fileIds.length),
    });
  });
  return propertyImagesOf(db, row.id);
}

export async function propertyWriteRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  const { db, storage } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const create =
    (flow: PropertyFlow) => async (request: { body: PropertySave }, p: ReturnType<typeof principal>) =>
      saveProperty(db, p, flow, request.body);
  const update =
    (flow: PropertyFlow) => async (request: { body: PropertySave }, p: ReturnType<typeof principal>) => {
      if (!request.body.productId) throw badRequest(es.validation.missingField('productId'));
      const existing = await findPropertyByProductId(db, p, request.body.productId);
      return saveProperty(db, p, flow, { ...request.body, sellerId: existing.sellerId }, existing);
    };

  r.route({
    ...contractRoute(createProduct),
    preHandler: app.authenticate,
    handler: async (request, reply) =>
      reply.code(201).send(await create('builder')(request, principal(request))),
  });
  r.route({
    ...contractRoute(updateProduct),
    preHandler: app.authenticate,
    handler: async (request) => update('builder')(request, principal(request)),
  });
  r.route({
    ...contractRoute(createAgencyRealstate),
    preHandler: app.authenticate,
    handler: async (request, reply) =>
      reply.code(201).send(await create('agency')(request, principal(request))),
  });
  r.route({
    ...contractRoute(updateAgencyRealstate),
    preHandler: app.authenticate,
    handler: async (request) => update('agency')(request, principal(request)),
  });

  r.route({
    ...contractRoute(createImagesProduct),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const row = await findPropertyByRefId(db, p, request.query.refId);
      await assertSellerAccess(db, p, row.sellerId, 'catalog.write');
      return addPropertyImages(db, storage, p, row, imageParts((request.body as { Image?: unknown }).Image));
    },
  });

  r.route({
    ...contractRoute(deleteImageProduct),
    preHandler: app.authenticate,
    handler: async (request) => {
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
  });

  r.route({
    ...contractRoute(updateProductImageOrder),
    preHandler: app.authenticate,
    handler: async (request) => {
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
  });
}
