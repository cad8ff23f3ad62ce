import { PassThrough } from 'node:stream';
import { es } from '@tu360/domain';
import {
  getRealestateOfferDashboard,
  getRealestatesDashboardReport,
  getSellerDashboardReport,
  getUserDashboardReport,
} from '@tu360/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { assertConstructorAccess, assertSellerAccess, requirePermission } from '../../lib/tenant-scope.ts';
import { attachment, workbookAnswer, XLSX } from '../../lib/xlsx-download.ts';
import { principal } from '../../plugins/auth.ts';
import { projectReportBatches, projectSheet } from './projects-report.ts';
import { propertyReportBatches, propertySheet } from './properties-report.ts';
import { userReportBatches, userSheet } from './users-report.ts';
import { bogotaDay, type ReportSheet, writeReport } from './writer.ts';

/**
 * Sends a report as it is written. The first batch is read before any byte leaves, so a failing query still
 * answers a proper error; then the workbook streams, batch after batch, and a client that disconnects aborts
 * the loop (the response's 'close' before it finished).
 */
export async function streamReport<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  title: string,
  sheet: ReportSheet<R>,
  batches: (signal: AbortSignal) => AsyncIterable<R[]>,
) {
  const controller = new AbortController();
  const { signal } = controller;
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
  });
  const iterator = batches(signal)[Symbol.asyncIterator]();
  const first = await iterator.next();
  const rest: AsyncIterable<R[]> = {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
  const out = new PassThrough();
  writeReport(out, sheet, rest, signal).then(
    (rows) => request.log.info({ report: title, rows }, 'report written'),
    (error: unknown) => {
      if (signal.aborted) request.log.info({ report: title }, 'report stopped: the client went away');
      else request.log.error({ err: error, report: title }, 'report failed while streaming');
      out.destroy(signal.aborted ? undefined : (error as Error));
    },
  );
  return reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', attachment(es.reports.fileName(title, bogotaDay())))
    .header('Cache-Control', 'no-store')
    .send(out);
}

export async function reportRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...workbookAnswer(getSellerDashboardReport, 'El reporte de proyectos (.xlsx)'),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const q = request.query;
      if (q.IdConstructor) assertConstructorAccess(p, q.IdConstructor);
      if (q.IdSeller) await assertSellerAccess(db, p, q.IdSeller);
      return streamReport(request, reply, es.reports.projects.title, projectSheet(), (signal) =>
        projectReportBatches(db, p, q, signal),
      );
    },
  });

  r.route({
    ...workbookAnswer(getUserDashboardReport, 'El reporte de usuarios (.xlsx)'),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const q = request.query;
      requirePermission(p, 'users.read');
      if (q.ConstructorId) assertConstructorAccess(p, q.ConstructorId);
      if (q.SellerId) await assertSellerAccess(db, p, q.SellerId);
      return streamReport(request, reply, es.reports.users.title, userSheet(), (signal) =>
        userReportBatches(db, p, q, signal),
      );
    },
  });

  const propertyReport = (isRealState: boolean) => {
    const names = isRealState ? es.reports.agencies : es.reports.offer;
    return async (
      request: FastifyRequest & { query: Parameters<typeof propertyReportBatches>[2] },
      reply: FastifyReply,
    ) => {
      const p = principal(request);
      const q = request.query;
      if (q.ConstructorId) assertConstructorAccess(p, q.ConstructorId);
      if (q.SellerId) await assertSellerAccess(db, p, q.SellerId);
      return streamReport(request, reply, names.title, propertySheet(names.sheet), (signal) =>
        propertyReportBatches(db, p, q, isRealState, signal),
      );
    };
  };

  r.route({
    ...workbookAnswer(getRealestateOfferDashboard, 'El reporte de la oferta de las constructoras (.xlsx)'),
    preHandler: app.authenticate,
    handler: propertyReport(false),
  });

  r.route({
    ...workbookAnswer(getRealestatesDashboardReport, 'El reporte de inmuebles de las inmobiliarias (.xlsx)'),
    preHandler: app.authenticate,
    handler: propertyReport(true),
  });
}
