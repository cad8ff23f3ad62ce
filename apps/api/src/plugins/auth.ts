import { es } from '@tu360/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal } from '../modules/auth/identity.ts';
import type { TokenService } from '../modules/auth/token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
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
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerOf(request);
    const principal = token ? await opts.tokens.authenticate(token) : undefined;
    if (!principal) {
      reply.header('WWW-Authenticate', 'Bearer');
      return reply.code(401).send({ Message: es.auth.unauthorized });
    }
    request.principal = principal;
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
