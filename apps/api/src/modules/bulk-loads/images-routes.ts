// The spec's three calls that upload a zip of images (issue 11): role and tenancy first, then the zip's content
// check, then a load whose dry run images-load.ts runs.
import { es, IMAGE_ZIP_MAX_BYTES } from '@tu360/domain';
import {
  createImagesAgencyRealstatesMassive,
  createImagesMassiveProjects,
  createImagesProductMassive,
  type LoadKind,
  type LoadTemplate,
} from '@tu360/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { principal } from '../../plugins/auth.ts';
import type { Principal } from '../auth/identity.ts';
import type { LoadRow } from './handler.ts';
import { verifyImageZip } from './images-load.ts';
import { loadView } from './service.ts';
import type { WorkbookCheck } from './workbook-guard.ts';

/** The upload routes take one zip up to the contract's size (the app's default part limit is an image's). */
const ZIP_UPLOAD = { multipartOptions: { limits: { fileSize: IMAGE_ZIP_MAX_BYTES, files: 1 } } };
const STORED_ZIP = { extension: 'zip', contentType: 'application/zip' } as const;

/** What routes.ts lends these routes: its load creation and its checks of role and tenancy. */
export interface ImageRouteDeps {
  newLoad(
    p: Principal,
    v: {
      kind: LoadKind;
      template: LoadTemplate | null;
      constructorId: string;
      sellerId: string | null;
      file: unknown;
      fileName?: string;
      verify?: (bytes: Buffer) => Promise<WorkbookCheck>;
      stored?: { extension: 'xlsx' | 'zip'; contentType: string };
    },
  ): Promise<LoadRow>;
  /** The project, when the caller may load at it and it is the builder's (403 / 404 otherwise). */
  projectOf(p: Principal, sellerId: string, constructorId: string): Promise<{ realState: boolean }>;
  /** The caller may load at the builder itself (403 otherwise). */
  assertBuilderWrite(p: Principal, constructorId: string): Promise<unknown>;
}

export function imageZipRoutes(app: FastifyInstance, deps: ImageRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(createImagesProductMassive),
    config: ZIP_UPLOAD,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const { ConstructorId, SellerId, FileZip, FileName } = request.body;
      // Role and tenancy first: a read-only role or another builder's project never gets its file read.
      const seller = await deps.projectOf(p, SellerId, ConstructorId);
      if (seller.realState) throw badRequest(es.bulkLoads.notABuilder, [es.bulkLoads.notABuilder]);
      const row = await deps.newLoad(p, {
        kind: 'PropertyImages',
        template: null,
        constructorId: ConstructorId,
        sellerId: SellerId,
        file: FileZip,
        fileName: FileName,
        verify: verifyImageZip,
        stored: STORED_ZIP,
      });
      return reply.code(202).send(loadView(row));
    },
  });

  r.route({
    ...contractRoute(createImagesAgencyRealstatesMassive),
    config: ZIP_UPLOAD,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const { ConstructorId, SellerId, FileZip, FileName } = request.body;
      // As the agency's workbook call: a builder's project goes through the builders' call.
      const seller = await deps.projectOf(p, SellerId, ConstructorId);
      if (!seller.realState) throw badRequest(es.bulkLoads.notAnAgency, [es.bulkLoads.notAnAgency]);
      const row = await deps.newLoad(p, {
        kind: 'PropertyImages',
        template: null,
        constructorId: ConstructorId,
        sellerId: SellerId,
        file: FileZip,
        fileName: FileName,
        verify: verifyImageZip,
        stored: STORED_ZIP,
      });
      return reply.code(202).send(loadView(row));
    },
  });

  r.route({
    ...contractRoute(createImagesMassiveProjects),
    config: ZIP_UPLOAD,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const { ConstructorId, FileZip, FileName } = request.body;
      await deps.assertBuilderWrite(p, ConstructorId);
      const row = await deps.newLoad(p, {
        kind: 'ProjectImages',
        template: null,
        constructorId: ConstructorId,
        sellerId: null,
        file: FileZip,
        fileName: FileName,
        verify: verifyImageZip,
        stored: STORED_ZIP,
      });
      return reply.code(202).send(loadView(row));
    },
  });
}
