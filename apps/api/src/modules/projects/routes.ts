import {
  createProject,
  deleteBannerBySellerId,
  deleteImageProject,
  getAllProjects,
  getAllSellers,
  getSellerById,
  getSellerCount,
  updateBannerBySellerId,
  updateBannerLogoBySellerId,
  updateImageProject,
  updateLogoBySellerId,
  updateProject,
  updateSellerStatus,
} from '@tu360/domain/contracts';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sellerImages, sellers } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import { fileFrom, saveUploadedImage, saveUploadedImages } from '../../lib/uploads.ts';
import { principal } from '../../plugins/auth.ts';
import { fileUrl } from '../files/routes.ts';
import { countProjects, getProject, listProjects, projectImages } from './repository.ts';
import {
  changeProjectStatus,
  createProject as createProjectRow,
  updateProject as updateProjectRow,
} from './service.ts';

const NO_FILE = 'Seleccione el archivo que desea cargar.';

export async function projectRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  const { db, storage } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  for (const op of [getAllSellers, getAllProjects])
    r.route({
      ...contractRoute(op),
      ...auth,
      handler: async (request) => listProjects(db, principal(request), request.query),
    });

  r.route({
    ...contractRoute(getSellerCount),
    ...auth,
    handler: async (request) => countProjects(db, principal(request), request.query.IdConstructor),
  });

  r.route({
    ...contractRoute(getSellerById),
    ...auth,
    handler: async (request) => getProject(db, principal(request), request.params.id),
  });

  r.route({
    ...contractRoute(createProject),
    ...auth,
    handler: async (request, reply) =>
      reply.code(201).send(await createProjectRow(db, principal(request), request.body)),
  });

  r.route({
    ...contractRoute(updateProject),
    ...auth,
    handler: async (request) => {
      const p = principal(request);
      await updateProjectRow(db, p, request.body.id, request.body);
      return getProject(db, p, request.body.id);
    },
  });

  r.route({
    ...contractRoute(updateSellerStatus),
    ...auth,
    handler: async (request) =>
      changeProjectStatus(
        db,
        principal(request),
        request.params.id,
        request.params.status,
        request.body?.statusDetail,
      ),
  });

  // ── Logo and banner ────────────────────────────────────────────────
  async function setImages(
    sellerId: string,
    request: Parameters<typeof principal>[0],
    files: { logo?: unknown; banner?: unknown },
  ) {
    const p = principal(request);
    await assertSellerAccess(db, p, sellerId, 'catalog.write');
    const logoData = fileFrom(files.logo);
    const bannerData = fileFrom(files.banner);
    if (!logoData && !bannerData) throw badRequest(NO_FILE, [NO_FILE]);
    const [{ constructorId }] = await db
      .select({ constructorId: sellers.constructorId })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    const [logo, banner] = await saveUploadedImages(db, storage, [logoData, bannerData], constructorId);
    const [row] = await db
      .update(sellers)
      .set({ ...(logo ? { logo } : {}), ...(banner ? { banner } : {}), updatedAt: new Date() })
      .where(eq(sellers.id, sellerId))
      .returning();
    return { logo: fileUrl(row.logo), banner: fileUrl(row.banner) };
  }
  r.route({
    ...contractRoute(updateLogoBySellerId),
    ...auth,
    handler: async (request) => setImages(request.query.sellerId, request, { logo: request.body.File }),
  });
  r.route({
    ...contractRoute(updateBannerBySellerId),
    ...auth,
    handler: async (request) => setImages(request.query.sellerId, request, { banner: request.body.File }),
  });
  r.route({
    ...contractRoute(updateBannerLogoBySellerId),
    ...auth,
    handler: async (request) =>
      setImages(request.query.SellerId, request, {
        logo: request.body.FileLogo,
        banner: request.body.FileBanner,
      }),
  });
  r.route({
    ...contractRoute(deleteBannerBySellerId),
    ...auth,
    handler: async (request) => {
      await assertSellerAccess(db, principal(request), request.query.sellerId, 'catalog.write');
      const [row] = await db
        .update(sellers)
        .set({ banner: null, updatedAt: new Date() })
        .where(eq(sellers.id, request.query.sellerId))
        .returning();
      return { logo: fileUrl(row.logo), banner: null };
    },
  });

  // ── Project images ─────────────────────────────────────────────────
  r.route({
    ...contractRoute(updateImageProject),
    ...auth,
    handler: async (request) => {
      const p = principal(request);
      const sellerId = request.query.sellerId;
      await assertSellerAccess(db, p, sellerId, 'catalog.write');
      const body = request.body;
      const data = fileFrom(body.File);
      if (!body.Id && !data) throw badRequest(NO_FILE, [NO_FILE]);
      const [{ constructorId }] = await db
        .select({ constructorId: sellers.constructorId })
        .from(sellers)
        .where(eq(sellers.id, sellerId));
      const fileId = data ? await saveUploadedImage(db, storage, data, constructorId) : undefined;
      await db.transaction(async (tx) => {
        if (body.IsMain)
          await tx.update(sellerImages).set({ isMain: false }).where(eq(sellerImages.sellerId, sellerId));
        const values = {
          ...(body.Name !== undefined ? { name: body.Name } : {}),
          ...(body.Label !== undefined ? { label: body.Label } : {}),
          ...(body.Text !== undefined ? { text: body.Text } : {}),
          ...(body.IsMain !== undefined ? { isMain: body.IsMain } : {}),
          ...(body.Order !== undefined ? { order: body.Order } : {}),
          ...(fileId ? { fileId } : {}),
        };
        if (body.Id) {
          const target = and(eq(sellerImages.id, body.Id), eq(sellerImages.sellerId, sellerId));
          // An Id with nothing to change only has to exist (an empty SET is no SQL at all).
          const updated = Object.keys(values).length
            ? await tx.update(sellerImages).set(values).where(target).returning({ id: sellerImages.id })
            : await tx.select({ id: sellerImages.id }).from(sellerImages).where(target);
          if (!updated.length) throw notFound('La imagen no existe.');
        } else {
          const [{ next }] = await tx
            .select({ next: max(sellerImages.order) })
            .from(sellerImages)
            .where(eq(sellerImages.sellerId, sellerId));
          const [{ count }] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(sellerImages)
            .where(eq(sellerImages.sellerId, sellerId));
          await tx.insert(sellerImages).values({
            sellerId,
            constructorId,
            fileId: fileId as string,
            name: body.Name ?? null,
            label: body.Label ?? null,
            text: body.Text ?? null,
            isMain: body.IsMain ?? !count,
            order: body.Order ?? (next ?? -1) + 1,
          });
        }
      });
      return projectImages(db, sellerId);
    },
  });

  r.route({
    ...contractRoute(deleteImageProject),
    ...auth,
    handler: async (request) => {
      const { sellerId, imageId } = request.query;
      await assertSellerAccess(db, principal(request), sellerId, 'catalog.write');
      const deleted = await db
        .delete(sellerImages)
        .where(and(eq(sellerImages.id, imageId), eq(sellerImages.sellerId, sellerId)))
        .returning({ isMain: sellerImages.isMain });
      if (!deleted.length) throw notFound('La imagen no existe.');
      if (deleted[0].isMain) {
        const [first] = await db
          .select({ id: sellerImages.id })
          .from(sellerImages)
          .where(eq(sellerImages.sellerId, sellerId))
          .orderBy(asc(sellerImages.order))
          .limit(1);
        if (first) await db.update(sellerImages).set({ isMain: true }).where(eq(sellerImages.id, first.id));
      }
      return projectImages(db, sellerId);
    },
  });
}
