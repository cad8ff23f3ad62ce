import { es } from '@tu360/domain';
import {
  getStoreProject,
  getStoreProjects,
  getStoreProperties,
  getStoreProperty,
  type OperationContract,
} from '@tu360/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { notFound } from '../../lib/errors.ts';
import type { TokenService } from '../auth/token-service.ts';
import { storeCatalogClientOnly } from './client-auth.ts';
import { httpCaching } from './http-cache.ts';
import {
  publicProject,
  publicProjectDetail,
  publicProperty,
  publicPropertyDetail,
} from './public-mapping.ts';
import { projectById, projectPage, propertyByProductId, propertyPage } from './queries.ts';

/** A catalog route: the contract's, protected by the store's bearer token (documented as every bearer route). */
function catalogRoute<const O extends OperationContract>(op: O) {
  const route = contractRoute(op);
  return { ...route, schema: { ...route.schema, security: [{ bearer: [] as string[] }] } };
}

/**
 * The published catalog for the public store (issue 15), read only under /store/v1: published projects and
 * properties with their public fields, filtered and paged, each answer with an ETag (304 on If-None-Match) and a
 * short public Cache-Control for a CDN. The store's client-credentials token with the catalog scope only.
 */
export async function storeCatalogRoutes(app: FastifyInstance, opts: { db: Db; tokens: TokenService }) {
  const { db, tokens } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  httpCaching(app);
  const preHandler = storeCatalogClientOnly(tokens);

  r.route({
    ...catalogRoute(getStoreProjects),
    preHandler,
    handler: async (request) => {
      const { rows, total } = await projectPage(db, request.query);
      return { data: rows.map(publicProject), totalData: total };
    },
  });

  r.route({
    ...catalogRoute(getStoreProject),
    preHandler,
    handler: async (request) => {
      const project = await projectById(db, request.params.id);
      if (!project) throw notFound(es.storeCatalog.projectNotFound);
      return publicProjectDetail(project);
    },
  });

  r.route({
    ...catalogRoute(getStoreProperties),
    preHandler,
    handler: async (request) => {
      const { rows, total, capped } = await propertyPage(db, request.query);
      return { data: rows.map(publicProperty), totalData: total, totalCapped: capped };
    },
  });

  r.route({
    ...catalogRoute(getStoreProperty),
    preHandler,
    handler: async (request) => {
      const property = await propertyByProductId(db, request.params.productId);
      if (!property) throw notFound(es.storeCatalog.propertyNotFound);
      return publicPropertyDetail(property);
    },
  });
}
