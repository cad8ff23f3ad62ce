import { es, WORKBOOK_MAX_BYTES } from '@tu360/domain';
import {
  applyPrices as applyPricesOp,
  getPriceBatches,
  getPriceProducts,
  getPriceSheet,
  previewPriceSheet,
  previewPrices,
  undoPriceBatch,
} from '@tu360/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { attachment } from '../../lib/xlsx-download.ts';
import { principal } from '../../plugins/auth.ts';
import {
  applyPrices,
  batchProject,
  filteredProperties,
  listBatches,
  listForPricing,
  previewAnswer,
  previewOf,
  projectForPrices,
  undoBatch,
} from './service.ts';
import { priceSheet, readPriceSheet } from './sheet.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * "Actualizar precios" (issue 12). Every route checks the caller's role at the target project itself
 * (prices.update: Administrador and Operativo; platform admins at any builder) before anything else: 404 for a
 * project out of scope, 403 for a role without the permission.
 */
export async function priceRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getPriceProducts),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      await projectForPrices(db, p, request.query.SellerId);
      return listForPricing(db, p, request.query);
    },
  });

  const sheetRoute = contractRoute(getPriceSheet);
  r.route({
    ...sheetRoute,
    schema: {
      ...sheetRoute.schema,
      response: {
        ...sheetRoute.schema.response,
        200: {
          description: 'La hoja de precios (.xlsx)',
          content: { [XLSX]: { schema: getPriceSheet.responses[200] } },
        },
      },
    },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const seller = await projectForPrices(db, p, request.query.SellerId);
      // The rows the page's filters leave: what the user sees is what the sheet holds (all without a filter).
      const bytes = await priceSheet(await filteredProperties(db, p, seller.id, request.query));
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', attachment(es.prices.sheet.fileName(seller.name)))
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  });

  r.route({
    ...contractRoute(previewPrices),
    preHandler: app.authenticate,
    handler: async (request) => {
      const seller = await projectForPrices(db, principal(request), request.body.SellerId);
      const preview = await previewOf(
        db,
        seller.id,
        request.body.changes.map((c) => ({ row: null, productId: c.productId, newPrice: c.newPrice })),
      );
      return previewAnswer(preview);
    },
  });

  r.route({
    ...contractRoute(previewPriceSheet),
    config: { multipartOptions: { limits: { fileSize: WORKBOOK_MAX_BYTES, files: 1 } } },
    preHandler: app.authenticate,
    handler: async (request) => {
      // Role and tenancy first, before the file is read.
      const seller = await projectForPrices(db, principal(request), request.body.SellerId);
      const requests = await readPriceSheet(request.body.File);
      return previewAnswer(await previewOf(db, seller.id, requests));
    },
  });

  r.route({
    ...contractRoute(applyPricesOp),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const seller = await projectForPrices(db, p, request.body.SellerId);
      return applyPrices(db, p, seller, request.body);
    },
  });

  r.route({
    ...contractRoute(getPriceBatches),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { SellerId, PageNumber, PageSize } = request.query;
      await projectForPrices(db, principal(request), SellerId);
      return listBatches(db, SellerId, PageNumber, PageSize);
    },
  });

  r.route({
    ...contractRoute(undoPriceBatch),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const sellerId = await batchProject(db, request.params.id);
      const seller = await projectForPrices(db, p, sellerId);
      return undoBatch(db, p, seller, request.params.id);
    },
  });
}
