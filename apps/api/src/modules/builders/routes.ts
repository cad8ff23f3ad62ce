import type { agencyBodySchema, agencyUpdateBodySchema } from '@tu360/domain';
import {
  createConstructor,
  createRealestate,
  deleteBanner,
  getConstructorById,
  updateBanner,
  updateConstructor,
  updateConstructorState,
  updateLogo,
  updateLogoBanner,
  updateRealestate,
} from '@tu360/domain/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { constructors } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import {
  assertConstructorAccess,
  assertConstructorWrite,
  requirePlatformPermission,
} from '../../lib/tenant-scope.ts';
import { fileFrom, saveUploadedImages } from '../../lib/uploads.ts';
import { principal } from '../../plugins/auth.ts';
import type { Principal } from '../auth/identity.ts';
import { fileUrl } from '../files/routes.ts';
import { assertNitFree, findBuilder, toBuilderDetail, unreadNotifications } from './repository.ts';

const NO_FILE = 'Seleccione el archivo que desea cargar.';

/** Platform admins with builders.manage, or a user whose role at that very builder/agency carries company.edit. */
async function assertCanEdit(db: Db, p: Principal, constructorId: string) {
  await assertConstructorWrite(db, p, constructorId, p.isAdmin ? 'builders.manage' : 'company.edit');
}

export async function builderRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  const { db, storage } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  r.route({
    ...contractRoute(getConstructorById),
    ...auth,
    handler: async (request) => {
      const p = principal(request);
      assertConstructorAccess(p, request.query.constructorId);
      const row = await findBuilder(db, request.query.constructorId);
      return toBuilderDetail(row, await unreadNotifications(db, row.id, p.userId));
    },
  });

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

  r.route({
    ...contractRoute(createConstructor),
    ...auth,
    handler: async (request, reply) =>
      reply.code(201).send(await create(false)(request.body, principal(request))),
  });
  r.route({
    ...contractRoute(createRealestate),
    ...auth,
    handler: async (request, reply) =>
      reply.code(201).send(await create(true)(request.body, principal(request))),
  });
  r.route({
    ...contractRoute(updateConstructor),
    ...auth,
    handler: async (request) => update(false)(request.body, principal(request)),
  });
  r.route({
    ...contractRoute(updateRealestate),
    ...auth,
    handler: async (request) => update(true)(request.body, principal(request)),
  });

  r.route({
    ...contractRoute(updateConstructorState),
    ...auth,
    handler: async (request) => {
      const p = principal(request);
      requirePlatformPermission(p, 'builders.manage');
      await findBuilder(db, request.body.id);
      await db
        .update(constructors)
        .set({ state: request.body.state, updatedAt: new Date() })
        .where(eq(constructors.id, request.body.id));
      return { id: request.body.id, state: request.body.state };
    },
  });

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

  r.route({
    ...contractRoute(updateLogoBanner),
    ...auth,
    handler: async (request) =>
      saveImages(request.query.constructorId, principal(request), {
        logo: request.body.logo,
        banner: request.body.banner,
      }),
  });
  r.route({
    ...contractRoute(updateLogo),
    ...auth,
    handler: async (request) =>
      saveImages(request.query.constructorId, principal(request), { logo: request.body.logo }),
  });
  r.route({
    ...contractRoute(updateBanner),
    ...auth,
    handler: async (request) =>
      saveImages(request.query.constructorId, principal(request), { banner: request.body.banner }),
  });
  r.route({
    ...contractRoute(deleteBanner),
    ...auth,
    handler: async (request) => {
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
  });
}
