import { es } from '@tu360/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cities, departments } from '../../db/schema.ts';

/** Colombian departments and municipalities (DANE DIVIPOLA) for the forms. */
export async function lookupRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/lookups/departments',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['lookups'],
        operationId: 'getDepartments',
        summary: 'Departamentos de Colombia',
        response: { 200: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })) },
      },
    },
    async () => opts.db.select().from(departments).orderBy(asc(departments.name)),
  );
  r.get(
    '/lookups/cities',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['lookups'],
        operationId: 'getCities',
        summary: 'Municipios de un departamento',
        querystring: z.object({ departmentId: z.uuid(es.validation.selectOption) }),
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              code: z.string(),
              name: z.string(),
              departmentId: z.string(),
              latitude: z.number().nullable(),
              longitude: z.number().nullable(),
            }),
          ),
        },
      },
    },
    async (request) =>
      opts.db
        .select()
        .from(cities)
        .where(eq(cities.departmentId, request.query.departmentId))
        .orderBy(asc(cities.name)),
  );
}
