import { es } from '@tu360/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal } from '../modules/auth/identity.ts';
import type { TokenService } from '../modules/auth/token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** Session liveness still being checked (read-only routes only); onSend waits for it. */
    sessionLive: Promise<boolean> | null;
  }
  interface FastifyContextConfig {
    /** A GET that changes nothing: its queries may run while the session check is in flight. */
    readOnly?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token of either issuer is present. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 403 unless the caller is a platform administrator. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionLive', null);
  const refuse = (reply: FastifyReply) =>
    reply.code(401).header('WWW-Authenticate', 'Bearer').send({ Message: es.auth.unauthorized });
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerOf(request);
    const result = token ? await opts.tokens.authenticateDeferred(token) : undefined;
    if (!result) return refuse(reply);
    // A read-only GET runs its queries beside the liveness check; nothing is sent before it is known.
    if (request.method === 'GET' && request.routeOptions.config.readOnly) request.sessionLive = result.live;
    else if (!(await result.live)) return refuse(reply);
    request.principal = result.principal;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.sessionLive || (await request.sessionLive)) return payload;
    reply.code(401).header('WWW-Authenticate', 'Bearer').type('application/json; charset=utf-8');
    return JSON.stringify({ Message: es.auth.unauthorized });
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.principal?.isAdmin) return reply.code(403).send({ Message: es.auth.forbidden });
  });
});

/** The principal of an authenticated route (set by app.authenticate). */
export function principal(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('Ruta sin autenticación: falta app.authenticate');
  return request.principal;
}
