import type { OperationContract } from '@tu360/domain/contracts';

/** The Fastify schema of an operation of the contract, with its shapes' types kept for the type provider. */
type RouteSchema<O extends OperationContract> = {
  operationId: O['operationId'];
  tags: string[];
  summary: string;
  description?: string;
  consumes?: string[];
  response: O['responses'];
} & (O extends { params: infer P } ? { params: P } : unknown) &
  (O extends { query: infer Q } ? { querystring: Q } : unknown) &
  (O extends { body: infer B } ? { body: B } : unknown);

/**
 * The method, URL and schema of a route, from its operation in packages/domain/src/contracts (ADR 0011): the
 * route validates and serializes with the very shapes the portal is typed with. Spread it into `r.route({...})`
 * with the route's own pre-handlers and handler:
 *
 *     r.route({ ...contractRoute(getCities), preHandler: app.authenticate, handler: async (request) => ... })
 */
export function contractRoute<const O extends OperationContract>(c: O) {
  const schema: Record<string, unknown> = {
    operationId: c.operationId,
    tags: [...c.tags],
    summary: c.summary,
    response: { ...c.responses },
  };
  if (c.description) schema.description = c.description;
  if (c.consumes) schema.consumes = [...c.consumes];
  else if (c.multipart) schema.consumes = ['multipart/form-data'];
  if (c.params) schema.params = c.params;
  if (c.query) schema.querystring = c.query;
  if (c.body) schema.body = c.body;
  return {
    method: c.method,
    url: c.path.replace(/\{(\w+)\}/g, ':$1'),
    schema: schema as RouteSchema<O>,
  };
}
