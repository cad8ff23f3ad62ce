import type { PropertyFlow } from '@tu360/domain';
import {
  createIntegrationProperty,
  createIntegrationPropertyImages,
  getIntegrationLeads,
  getIntegrationProject,
  getIntegrationProjects,
  getIntegrationProperties,
  getIntegrationProperty,
  type IntegrationLeadPage,
  updateIntegrationProperty,
} from '@tu360/domain/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { leads, properties, sellers, users } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { HttpError } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import type { AttemptCounter } from '../auth/attempt-counter.ts';
import { leadColumns, leadItemOf } from '../leads/queries.ts';
import { leadScope } from '../leads/scope.ts';
import { getProject, listProjects } from '../projects/repository.ts';
import { listProperties } from '../properties/list-query.ts';
import { propertyDetailOf } from '../properties/read-routes.ts';
import { companyOf, findPropertyByProductId } from '../properties/repository.ts';
import { saveProperty, ValidationError } from '../properties/service.ts';
import { addPropertyImages, imageParts } from '../properties/write-routes.ts';
import { integrationCaller, integrationKeyAuth } from './key-auth.ts';
import { keyPrincipal } from './key-principal.ts';
import { decodeLeadCursor, encodeLeadCursor } from './lead-cursor.ts';

export interface IntegrationRoutesOptions {
  db: Db;
  storage: FileStorage;
  attempts: AttemptCounter;
  ratePerMinute: number;
}

/**
 * The wizard's rules refused the property: the same messages and fields as the portal's answer, as a 422 (the
 * request was well formed; what it says breaks a rule of the catalog).
 */
async function unprocessableOnRules<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ValidationError)
      throw new HttpError(422, error.message, error.messageList, { errors: error.errors });
    throw error;
  }
}

/** The wizard's flow of the key's builder: an agency's properties follow the agency's rules. */
async function flowOf(db: Db, constructorId: string): Promise<PropertyFlow> {
  return (await companyOf(db, constructorId))?.realState ? 'agency' : 'builder';
}

/**
 * The integration API's routes (issue 15): each behind the key check of its scope, each acting as the key
 * (keyPrincipal) through the very code of the portal's routes: the project and property lists and reads, the
 * wizard's save (saveProperty: same rules, messages, completeness, status and audit) and the image upload
 * (addPropertyImages: same checks). The key's builder bounds everything (tenant-scope.ts).
 */
export async function integrationApiRoutes(app: FastifyInstance, opts: IntegrationRoutesOptions) {
  const { db, storage } = opts;
  const requireKey = integrationKeyAuth(app, opts);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => keyPrincipal(integrationCaller(request));

  r.route({
    ...contractRoute(getIntegrationProjects),
    preHandler: requireKey('catalog:read'),
    handler: async (request) => {
      const page = await listProjects(db, actor(request), request.query);
      return { data: page.data.map(({ role: _role, ...project }) => project), totalData: page.totalData };
    },
  });

  r.route({
    ...contractRoute(getIntegrationProject),
    preHandler: requireKey('catalog:read'),
    handler: async (request) => {
      const { role: _role, ...project } = await getProject(db, actor(request), request.params.id);
      return project;
    },
  });

  r.route({
    ...contractRoute(getIntegrationProperties),
    preHandler: requireKey('catalog:read'),
    handler: async (request) => {
      const p = actor(request);
      // A project of another builder is not a filter that answers nothing: it does not exist for this key.
      if (request.query.SellerId) await assertSellerAccess(db, p, request.query.SellerId);
      const { data, totalData, totalDataEstimated } = await listProperties(db, p, request.query);
      return { data, totalData, totalDataEstimated };
    },
  });

  r.route({
    ...contractRoute(getIntegrationProperty),
    preHandler: requireKey('catalog:read'),
    handler: async (request) =>
      propertyDetailOf(db, await findPropertyByProductId(db, actor(request), request.params.productId)),
  });

  r.route({
    ...contractRoute(createIntegrationProperty),
    preHandler: requireKey('catalog:write'),
    handler: async (request, reply) => {
      const p = actor(request);
      const flow = await flowOf(db, p.constructorId as string);
      const saved = await unprocessableOnRules(() => saveProperty(db, p, flow, request.body));
      return reply.code(201).send(saved);
    },
  });

  r.route({
    ...contractRoute(updateIntegrationProperty),
    preHandler: requireKey('catalog:write'),
    handler: async (request) => {
      const p = actor(request);
      const existing = await findPropertyByProductId(db, p, request.params.productId);
      const flow = await flowOf(db, existing.constructorId);
      return unprocessableOnRules(() =>
        saveProperty(
          db,
          p,
          flow,
          { ...request.body, productId: existing.productId, sellerId: existing.sellerId },
          existing,
        ),
      );
    },
  });

  r.route({
    ...contractRoute(createIntegrationPropertyImages),
    preHandler: requireKey('catalog:write'),
    handler: async (request) => {
      const p = actor(request);
      const row = await findPropertyByProductId(db, p, request.params.productId);
      await assertSellerAccess(db, p, row.sellerId, 'catalog.write');
      return addPropertyImages(db, storage, p, row, imageParts((request.body as { Image?: unknown }).Image));
    },
  });

  r.route({
    ...contractRoute(getIntegrationLeads),
    preHandler: requireKey('leads:read'),
    handler: async (request): Promise<IntegrationLeadPage> => {
      const { limit } = request.query;
      const after = request.query.cursor ? decodeLeadCursor(request.query.cursor) : undefined;
      const at = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
      const rows = await db
        .select({ ...leadColumns, cursorAt: at })
        .from(leads)
        .leftJoin(sellers, eq(sellers.id, leads.sellerId))
        .leftJoin(properties, eq(properties.id, leads.propertyId))
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(
          and(
            leadScope(actor(request)),
            after
              ? sql`(${leads.createdAt}, ${leads.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(leads.createdAt), asc(leads.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map(({ cursorAt: _at, ...row }) => leadItemOf(row)),
        nextCursor: last
          ? encodeLeadCursor({ at: last.cursorAt, id: last.id })
          : (request.query.cursor ?? null),
        hasMore: rows.length > limit,
      };
    },
  });
}
