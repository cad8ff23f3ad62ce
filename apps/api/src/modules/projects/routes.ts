import {
  es,
  PAGE_SIZES,
  PROJECT_STATUSES,
  plainText,
  projectBodySchema,
  projectStatusBodySchema,
} from '@tu360/domain';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sellerImages, sellers } from '../../db/schema.ts';
import { badRequest, errorMessage, notFound, validationMessage } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import { fileField, fileFrom, saveUploadedImage, saveUploadedImages } from '../../lib/uploads.ts';
import { principal } from '../../plugins/auth.ts';
import { fileUrl } from '../files/routes.ts';
import { countProjects, getProject, listProjects, projectImages, SORT_FIELDS } from './repository.ts';
import { changeProjectStatus, createProject, updateProject } from './service.ts';

const uuid = () => z.uuid(es.validation.invalidField('id'));
const booleanQuery = z
  .enum(['true', 'false'], { error: es.validation.boolean })
  .transform((v) => v === 'true');

const listQuery = z.object({
  PageNumber: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(PAGE_SIZES.sellerList),
  Keyword: plainText(150).optional(),
  Status: z.enum(PROJECT_STATUSES, { error: es.validation.selectOption }).optional(),
  field: z.enum(SORT_FIELDS, { error: es.validation.selectOption }).optional(),
  order: z.enum(['asc', 'desc'], { error: es.validation.selectOption }).optional(),
  IdConstructor: uuid().optional(),
  IdSeller: uuid().optional(),
  Active: booleanQuery.optional(),
});

const projectItem = z.object({
  id: z.string(),
  name: z.string(),
  businessName: z.string().nullable(),
  status: z.string(),
  statusDetail: z.string().nullable(),
  percent: z.number(),
  constructorId: z.string(),
  constructorName: z.string(),
  logo: z.string().nullable(),
  cityName: z.string().nullable(),
  departmentName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isCertificate: z.boolean(),
  role: z.string().nullable(),
});
const image = z.object({
  id: z.string(),
  image: z.string(),
  name: z.string().nullable(),
  label: z.string().nullable(),
  text: z.string().nullable(),
  isMain: z.boolean(),
  order: z.number(),
});
const projectDetail = projectItem.omit({ cityName: true, departmentName: true }).extend({
  email: z.string().nullable(),
  address: z.string().nullable(),
  departmentId: z.string().nullable(),
  cityId: z.string().nullable(),
  phone: z.string().nullable(),
  whatsAppPhone: z.string().nullable(),
  realState: z.boolean(),
  banner: z.string().nullable(),
  level: z.number(),
  certificateId: z.string().nullable(),
  certificate: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }).nullable(),
  rentingAvaliable: z.boolean(),
  detailSellers: z.array(z.object({ key: z.string(), value: z.string() })),
  images: z.array(image),
});
const logoBanner = z.object({ logo: z.string().nullable(), banner: z.string().nullable() });
const NO_FILE = 'Seleccione el archivo que desea cargar.';

export async function projectRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  const { db, storage } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  for (const [path, operationId] of [
    ['/seller/api/v1/get-all', 'getAllSellers'],
    ['/seller/api/v1/get-all-projects', 'getAllProjects'],
  ]) {
    r.get(
      path,
      {
        ...auth,
        schema: {
          tags: ['projects'],
          operationId,
          summary: 'Proyectos al alcance: búsqueda, filtro por estado, orden y paginación',
          querystring: listQuery,
          response: { 200: z.object({ data: z.array(projectItem), totalData: z.number() }) },
        },
      },
      async (request) => listProjects(db, principal(request), request.query),
    );
  }

  r.get(
    '/seller/api/v1/get-seller-count',
    {
      ...auth,
      schema: {
        tags: ['projects'],
        operationId: 'getSellerCount',
        summary: 'Cantidad de proyectos al alcance, en total y por estado',
        querystring: z.object({ IdConstructor: uuid().optional() }),
        response: { 200: z.object({ totalData: z.number(), byStatus: z.record(z.string(), z.number()) }) },
      },
    },
    async (request) => countProjects(db, principal(request), request.query.IdConstructor),
  );

  r.get(
    '/seller/api/v1/get-seller-by-id/:id',
    {
      ...auth,
      schema: {
        tags: ['projects'],
        operationId: 'getSellerById',
        summary: 'Un proyecto',
        params: z.object({ id: uuid() }),
        response: { 200: projectDetail, 404: errorMessage },
      },
    },
    async (request) => getProject(db, principal(request), request.params.id),
  );

  r.post(
    '/seller/api/v3/create-project',
    {
      ...auth,
      schema: {
        tags: ['projects'],
        operationId: 'createProject',
        summary: 'Crea un proyecto (nivel 1; queda Incompleto al crearse)',
        body: projectBodySchema,
        response: {
          201: z.object({ id: z.string(), status: z.string(), level: z.number() }),
          400: validationMessage,
          403: errorMessage,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await createProject(db, principal(request), request.body)),
  );

  r.put(
    '/seller/api/v3/update-project',
    {
      ...auth,
      schema: {
        tags: ['projects'],
        operationId: 'updateProject',
        summary: 'Actualiza un proyecto',
        body: z.intersection(projectBodySchema, z.object({ id: uuid() })),
        response: {
          200: projectDetail,
          400: validationMessage,
          403: errorMessage,
          404: errorMessage,
          409: errorMessage,
        },
      },
    },
    async (request) => {
      const p = principal(request);
      await updateProject(db, p, request.body.id, request.body);
      return getProject(db, p, request.body.id);
    },
  );

  r.patch(
    '/seller/api/v1/status/:id/:status',
    {
      ...auth,
      schema: {
        tags: ['projects'],
        operationId: 'updateSellerStatus',
        summary: 'Cambia el estado de un proyecto con su motivo (ocultarlo oculta sus inmuebles)',
        params: z.object({
          id: uuid(),
          status: z.enum(PROJECT_STATUSES, { error: es.validation.selectOption }),
        }),
        body: projectStatusBodySchema.optional(),
        response: {
          200: z.object({
            id: z.string(),
            status: z.string(),
            statusDetail: z.string().nullable(),
            hiddenProperties: z.number(),
          }),
          400: validationMessage,
          403: errorMessage,
          404: errorMessage,
          409: errorMessage,
        },
      },
    },
    async (request) =>
      changeProjectStatus(
        db,
        principal(request),
        request.params.id,
        request.params.status,
        request.body?.statusDetail,
      ),
  );

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
  const sellerIdQuery = z.object({ sellerId: uuid() });
  const upload = (operationId: string, summary: string, querystring: z.ZodObject, body: z.ZodObject) => ({
    ...auth,
    schema: {
      tags: ['projects'],
      operationId,
      summary,
      consumes: ['multipart/form-data'],
      querystring,
      body,
      response: {
        200: logoBanner,
        400: validationMessage,
        403: errorMessage,
        404: errorMessage,
        413: errorMessage,
        415: errorMessage,
      },
    },
  });
  r.put(
    '/seller/api/v1/update-logo-by-seller-id',
    upload(
      'updateLogoBySellerId',
      'Carga el logo del proyecto',
      sellerIdQuery,
      z.object({ File: fileField() }),
    ),
    async (request) =>
      setImages(request.query.sellerId as string, request, {
        logo: (request.body as { File?: unknown }).File,
      }),
  );
  r.put(
    '/seller/api/v1/update-banner-by-seller-id',
    upload(
      'updateBannerBySellerId',
      'Carga el banner del proyecto',
      sellerIdQuery,
      z.object({ File: fileField() }),
    ),
    async (request) =>
      setImages(request.query.sellerId as string, request, {
        banner: (request.body as { File?: unknown }).File,
      }),
  );
  r.put(
    '/seller/api/v1/update-banner-logo-by-seller-id/',
    upload(
      'updateBannerLogoBySellerId',
      'Carga el logo y el banner del proyecto',
      z.object({ SellerId: uuid() }),
      z.object({ FileLogo: fileField(), FileBanner: fileField() }),
    ),
    async (request) => {
      const body = request.body as { FileLogo?: unknown; FileBanner?: unknown };
      return setImages(request.query.SellerId as string, request, {
        logo: body.FileLogo,
        banner: body.FileBanner,
      });
    },
  );
  r.put(
    '/seller/api/v1/delete-banner-by-seller-id',
    {
      ...auth,
      schema: {
        tags: ['projects'],
        operationId: 'deleteBannerBySellerId',
        summary: 'Quita el banner del proyecto',
        querystring: sellerIdQuery,
        response: { 200: logoBanner, 403: errorMessage, 404: errorMessage },
      },
    },
    async (request) => {
      await assertSellerAccess(db, principal(request), request.query.sellerId, 'catalog.write');
      const [row] = await db
        .update(sellers)
        .set({ banner: null, updatedAt: new Date() })
        .where(eq(sellers.id, request.query.sellerId))
        .returning();
      return { logo: fileUrl(row.logo), banner: null };
    },
  );

  // ── Project images ─────────────────────────────────────────────────
  const booleanField = z
    .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
    .transform((v) => v === true || v === 'true' || v === 'True');
  r.post(
    '/seller/api/v5/update-image-project',
    {
      ...auth,
      schema: {
        tags: ['projects'],
        operationId: 'updateImageProject',
        summary:
          'Agrega una imagen al proyecto, o actualiza una (Id) con su etiqueta, texto, orden y si es la principal',
        consumes: ['multipart/form-data'],
        querystring: sellerIdQuery,
        body: z.object({
          Name: plainText(150).optional(),
          Label: plainText(150).optional(),
          Text: plainText(500).optional(),
          Id: uuid()
            .optional()
            .or(z.literal('').transform(() => undefined)),
          IsMain: booleanField.optional(),
          Order: z.coerce.number().int().min(0).max(1000).optional(),
          File: fileField(),
        }),
        response: {
          200: z.array(image),
          400: validationMessage,
          403: errorMessage,
          404: errorMessage,
          413: errorMessage,
          415: errorMessage,
        },
      },
    },
    async (request) => {
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
  );

  r.delete(
    '/seller/api/v3/delete-image-project',
    {
      ...auth,
      schema: {
        tags: ['projects'],
        operationId: 'deleteImageProject',
        summary: 'Elimina una imagen del proyecto',
        querystring: z.object({ sellerId: uuid(), imageId: uuid() }),
        response: { 200: z.array(image), 403: errorMessage, 404: errorMessage },
      },
    },
    async (request) => {
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
  );
}
