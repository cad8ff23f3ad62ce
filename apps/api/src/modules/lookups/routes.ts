import { getCities, getDepartments } from '@tu360/domain/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { cities, departments } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';

/** Colombian departments and municipalities (DANE DIVIPOLA) for the forms. */
export async function lookupRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(getDepartments),
    preHandler: app.authenticate,
    handler: async () => opts.db.select().from(departments).orderBy(asc(departments.name)),
  });
  r.route({
    ...contractRoute(getCities),
    preHandler: app.authenticate,
    handler: async (request) =>
      opts.db
        .select()
        .from(cities)
        .where(eq(cities.departmentId, request.query.departmentId))
        .orderBy(asc(cities.name)),
  });
}
