import { es } from '@tu360/domain';
import { deleteProductMassive, getPropertyDeletionTemplate } from '@tu360/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import { attachment, XLSX } from '../../lib/xlsx-download.ts';
import { principal } from '../../plugins/auth.ts';
import type { Principal } from '../auth/identity.ts';
import type { LoadRow } from './handler.ts';
import { DELETE_PERMISSION, deletionTemplateWorkbook } from './property-deletion.ts';
import { loadView } from './service.ts';

/** What routes.ts lends these routes: its upload settings, project check and load creation. */
export interface DeletionRouteDeps {
  db: Db;
  /** The upload routes' settings (one workbook up to the contract's size). */
  upload: { multipartOptions: { limits: { fileSize: number; files: number } } };
  /** The project must be the builder's and the caller's role there must carry templates.load (404/403). */
  projectOf(p: Principal, sellerId: string, constructorId: string): Promise<unknown>;
  newLoad(
    p: Principal,
    v: {
      kind: 'PropertyDeletion';
      template: null;
      constructorId: string;
      sellerId: string;
      file: unknown;
      fileName?: string;
    },
  ): Promise<LoadRow>;
}

/** Deleting properties by file: the one-column template and the upload (a dry run; confirm is the shared route). */
export async function propertyDeletionRoutes(app: FastifyInstance, deps: DeletionRouteDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  let template: Promise<Buffer> | undefined;

  const templateRoute = contractRoute(getPropertyDeletionTemplate);
  r.route({
    ...templateRoute,
    schema: {
      ...templateRoute.schema,
      response: {
        200: {
          description: 'La plantilla de eliminación (.xlsx)',
          content: { [XLSX]: { schema: getPropertyDeletionTemplate.responses[200] } },
        },
      },
    },
    preHandler: app.authenticate,
    handler: async (_request, reply) => {
      if (!template) {
        template = deletionTemplateWorkbook();
        template.catch(() => {
          template = undefined;
        });
      }
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', attachment(es.bulkLoads.deletion.templateFileName))
        .header('Cache-Control', 'no-store')
        .send(await template);
    },
  });

  r.route({
    ...contractRoute(deleteProductMassive),
    config: deps.upload,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const { ConstructorId, SellerId, File, FileName } = request.body;
      // Role and tenancy first, before the file is read: the project is the builder's, the caller may load there
      // (templates.load) and may delete its properties (the single delete's catalog.write).
      await deps.projectOf(p, SellerId, ConstructorId);
      await assertSellerAccess(db, p, SellerId, DELETE_PERMISSION);
      const row = await deps.newLoad(p, {
        kind: 'PropertyDeletion',
        template: null,
        constructorId: ConstructorId,
        sellerId: SellerId,
        file: File,
        fileName: FileName,
      });
      return reply.code(202).send(loadView(row));
    },
  });
}
