import { es } from '@tu360/domain';
import {
  anonymiseLead as anonymiseLeadOp,
  createLead,
  exportLeads,
  getLeadHistory,
  getLeadSellers,
  getLeads,
  updateLead as updateLeadOp,
} from '@tu360/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { errorMessage } from '../../lib/errors.ts';
import { assertConstructorAccess, requirePermission } from '../../lib/tenant-scope.ts';
import { workbookAnswer } from '../../lib/xlsx-download.ts';
import { principal } from '../../plugins/auth.ts';
import type { TokenService } from '../auth/token-service.ts';
import { streamReport } from '../reports/routes.ts';
import { anonymiseLead, leadHistory, updateLead } from './changes.ts';
import { storeClientOnly } from './client-auth.ts';
import { leadExportBatches, leadExportWhere, leadSheet } from './export.ts';
import { takeLead } from './intake.ts';
import { leadPage, leadSellerPage } from './queries.ts';

/** The intake's route: the contract's, protected by the store's bearer token (documented as every bearer route). */
function intakeRoute() {
  const route = contractRoute(createLead);
  return {
    ...route,
    schema: {
      ...route.schema,
      security: [{ bearer: [] as string[] }],
      response: { ...route.schema.response, 401: errorMessage },
    },
  };
}

/**
 * Potential customers (clientes potenciales, issue 14): the store's intake (client-credentials token only), and for
 * the portal the list with its projects, the changes with their history, anonymisation and the export.
 */
export async function leadRoutes(app: FastifyInstance, opts: { db: Db; tokens: TokenService }) {
  const { db, tokens } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...intakeRoute(),
    preHandler: storeClientOnly(tokens),
    handler: async (request, reply) => {
      const outcome = await takeLead(db, request.body);
      // Ids and counts only: the person's contact data never goes to the log.
      request.log.info({ leadId: outcome.id, merged: outcome.merged }, 'cliente potencial recibido');
      return reply.code(outcome.merged ? 200 : 201).send(outcome);
    },
  });

  r.route({
    ...contractRoute(getLeads),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      requirePermission(p, 'leads.read');
      return leadPage(db, p, request.query);
    },
  });

  r.route({
    ...contractRoute(getLeadSellers),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      requirePermission(p, 'leads.read');
      if (request.query.ConstructorId) assertConstructorAccess(p, request.query.ConstructorId);
      return leadSellerPage(db, p, request.query);
    },
  });

  r.route({
    ...workbookAnswer(exportLeads, 'Los clientes potenciales filtrados (.xlsx)'),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      requirePermission(p, 'leads.read');
      const where = await leadExportWhere(db, p, request.query);
      return streamReport(request, reply, es.leads.title, leadSheet(), (signal) =>
        leadExportBatches(db, where, signal),
      );
    },
  });

  r.route({
    ...contractRoute(updateLeadOp),
    preHandler: app.authenticate,
    handler: async (request) => updateLead(db, principal(request), request.params.id, request.body),
  });

  r.route({
    ...contractRoute(getLeadHistory),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      requirePermission(p, 'leads.read');
      return leadHistory(db, p, request.params.id);
    },
  });

  r.route({
    ...contractRoute(anonymiseLeadOp),
    preHandler: app.authenticate,
    handler: async (request) => anonymiseLead(db, principal(request), request.params.id),
  });
}
