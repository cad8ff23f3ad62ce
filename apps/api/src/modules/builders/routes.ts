import {
  agencyBodySchema,
  agencyUpdateBodySchema,
  builderBodySchema,
  builderStateBodySchema,
  builderUpdateBodySchema,
  es,
} from '@tu360/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { constructors } from '../../db/schema.ts';
import { badRequest, errorMessage, validationMessage } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import {
  assertConstructorAccess,
  assertConstructorWrite,
  requirePlatformPermission,
} from '../../lib/tenant-scope.ts';
import { fileField, fileFrom, saveUploadedImages } from '../../lib/uploads.ts';
import { principal } from '../../plugins/auth.ts';
import type { Principal } from '../auth/identity.ts';
import { fileUrl } from '../files/routes.ts';
import { assertNitFree, findBuilder, toBuilderDetail, unreadNotifications } from './repository.ts';

const builderDetail = z.object({
  id: z.string(),
  name: z.string(),
  nit: z.string(),
  email: z.string().nullable(),
  age: z.number().nullable(),
  pageUrl: z.string().nullable(),
  guild: z.string().nullable(),
  departmentId: z.string().nullable(),
  cityId: z.string().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  whatsAppPhone: z.string().nullable(),
  description: z.string().nullable(),
  state: z.boolean(),
  realState: z.boolean(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  status: z.string().nullable(),
  totalNotification: z.number(),
});
const images = z.object({ logo: z.string().nullable(), banner: z.string().nullable() });
const NO_FILE = 'Seleccione el archivo que desea cargar.';
const constructorQuery = z.object({ constructorId: z.uuid(es.validation.selectOption) });

/** Platform admins with builders.manage, or a user whose role at that very builder/agency carries company.edit. */
async function assertCanEdit(db: Db, p: Principal, constructorId: string) {
  await assertConstructorWrite(db, p, constructorId, p.isAdmin ? 'builders.manage' : 'company.edit');
}

export async function builderRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  const { db, storage } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  r.get(
    '/seller/api/constructor/v2/get-constructor-by-id',
    {
      ...auth,
      schema: {
        tags: ['builders'],
        operationId: 'getConstructorById',
        summary: 'Una constructora o inmobiliaria',
        querystring: constructorQuery,
        response: { 200: builderDetail, 404: errorMessage },
      },
    },
    async (request) => {
      const p = principal(request);
      assertConstructorAccess(p, request.query.constructorId);
      const row = await findBuilder(db, request.query.constructorId);
      return toBuilderDetail(row, await unreadNotifications(db, row.id));
    },
  );

  const create = (realState: boolean) => async (body: z.infer<typeof agencyBodySchema>, p: Principal) => {
    requirePlatformPermission(p, 'builders.manage');
    await assertNitFree(db, body.nit);
    const [row] = await db
      .insert(constructors)
      .values({ ...body, whatsAppPhone: realState ? (body.whatsAppPhone ?? null) : null, realState })
      .returning({ id: constructors.id });
    return row;
  };
  const update =
    (realState: boolean) => async (body: z.infer<typeof agencyUpdateBodySchema>, p: Principal) => {
      await assertCanEdit(db, p, body.id);
      const current = await findBuilder(db, body.id);
      if (current.realState !== realState)
        throw badRequest(
          realState ? 'El registro no es una inmobiliaria.' : 'El registro no es una constructora.',
        );
      await assertNitFree(db, body.nit, body.id);
      const { id, ...values } = body;
      await db
        .update(constructors)
        .set({
          ...values,
          age: values.age ?? null,
          whatsAppPhone: realState ? (values.whatsAppPhone ?? null) : null,
          updatedAt: new Date(),
        })
        .where(eq(constructors.id, id));
      return { id };
    };

  r.post(
    '/seller/api/constructor/v3/create-constructor',
    {
      ...auth,
      schema: {
        tags: ['builders'],
        operationId: 'createConstructor',
        summary: 'Crea una constructora',
        body: builderBodySchema,
        response: { 201: z.object({ id: z.string() }), 403: errorMessage, 409: errorMessage },
      },
    },
    async (request, reply) => reply.code(201).send(await create(false)(request.body, principal(request))),
  );
  r.post(
    '/seller/api/realestate/v1/create-realestate',
    {
      ...auth,
      schema: {
        tags: ['builders'],
        operationId: 'createRealestate',
        summary: 'Crea una inmobiliaria',
        body: agencyBodySchema,
        response: { 201: z.object({ id: z.string() }), 403: errorMessage, 409: errorMessage },
      },
    },
    async (request, reply) => reply.code(201).send(await create(true)(request.body, principal(request))),
  );
  r.put(
    '/seller/api/constructor/v3/update-constructor',
    {
      ...auth,
      schema: {
        tags: ['builders'],
        operationId: 'updateConstructor',
        summary: 'Actualiza una constructora',
        body: builderUpdateBodySchema,
        response: { 200: z.object({ id: z.string() }), 403: errorMessage, 404: errorMessage },
      },
    },
    async (request) => update(false)(request.body, principal(request)),
  );
  r.put(
    '/seller/api/realestate/v1/update-realestate',
    {
      ...auth,
      schema: {
        tags: ['builders'],
        operationId: 'updateRealestate',
        summary: 'Actualiza una inmobiliaria',
        body: agencyUpdateBodySchema,
        response: { 200: z.object({ id: z.string() }), 403: errorMessage, 404: errorMessage },
      },
    },
    async (request) => update(true)(request.body, principal(request)),
  );

  r.put(
    '/product/api/constructor/v3/update-constructor-state',
    {
      ...auth,
      schema: {
        tags: ['builders'],
        operationId: 'updateConstructorState',
        summary: 'Activa o desactiva una constructora o inmobiliaria (administradores de la plataforma)',
        body: builderStateBodySchema,
        response: {
          200: z.object({ id: z.string(), state: z.boolean() }),
          403: errorMessage,
          404: errorMessage,
        },
      },
    },
    async (request) => {
      const p = principal(request);
      requirePlatformPermission(p, 'builders.manage');
      await findBuilder(db, request.body.id);
      await db
        .update(constructors)
        .set({ state: request.body.state, updatedAt: new Date() })
        .where(eq(constructors.id, request.body.id));
      return { id: request.body.id, state: request.body.state };
    },
  );

  /** Stores whichever of logo and banner came, after checking all of them: nothing is stored if one is bad. */
  async function saveImages(
    constructorId: string,
    p: Principal,
    files: { logo?: unknown; banner?: unknown },
  ) {
    await assertCanEdit(db, p, constructorId);
    await findBuilder(db, constructorId);
    if (!fileFrom(files.logo) && !fileFrom(files.banner)) throw badRequest(NO_FILE, [NO_FILE]);
    const [logo, banner] = await saveUploadedImages(db, storage, [files.logo, files.banner], constructorId);
    const [row] = await db
      .update(constructors)
      .set({ ...(logo ? { logo } : {}), ...(banner ? { banner } : {}), updatedAt: new Date() })
      .where(eq(constructors.id, constructorId))
      .returning();
    return { logo: fileUrl(row.logo), banner: fileUrl(row.banner) };
  }

  const uploadSchema = (operationId: string, summary: string, body: z.ZodObject) => ({
    ...auth,
    schema: {
      tags: ['builders'],
      operationId,
      summary,
      consumes: ['multipart/form-data'],
      querystring: constructorQuery,
      body,
      response: {
        200: images,
        400: validationMessage,
        403: errorMessage,
        404: errorMessage,
        413: errorMessage,
        415: errorMessage,
      },
    },
  });
  r.put(
    '/seller/api/constructor/v2/update-logo-banner',
    uploadSchema(
      'updateLogoBanner',
      'Carga el logo, el banner o ambos',
      z.object({ logo: fileField(), banner: fileField() }),
    ),
    async (request) =>
      saveImages(
        request.query.constructorId,
        principal(request),
        request.body as { logo?: unknown; banner?: unknown },
      ),
  );
  r.put(
    '/seller/api/constructor/v3/update-logo',
    uploadSchema('updateLogo', 'Carga el logo', z.object({ logo: fileField() })),
    async (request) =>
      saveImages(request.query.constructorId, principal(request), {
        logo: (request.body as { logo?: unknown }).logo,
      }),
  );
  r.put(
    '/seller/api/constructor/v2/update-Banner',
    uploadSchema('updateBanner', 'Carga el banner', z.object({ banner: fileField() })),
    async (request) =>
      saveImages(request.query.constructorId, principal(request), {
        banner: (request.body as { banner?: unknown }).banner,
      }),
  );
  r.put(
    '/seller/api/constructor/v2/delete-banner',
    {
      ...auth,
      schema: {
        tags: ['builders'],
        operationId: 'deleteBanner',
        summary: 'Quita el banner',
        querystring: constructorQuery,
        response: { 200: images, 403: errorMessage, 404: errorMessage },
      },
    },
    async (request) => {
      const p = principal(request);
      await assertCanEdit(db, p, request.query.constructorId);
      await findBuilder(db, request.query.constructorId);
      const [row] = await db
        .update(constructors)
        .set({ banner: null, updatedAt: new Date() })
        .where(eq(constructors.id, request.query.constructorId))
        .returning();
      return { logo: fileUrl(row.logo), banner: null };
    },
  );
}
