import { es } from '@tu360/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal } from '../modules/auth/identity.ts';
import type { TokenService } from '../modules/auth/token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** On a `sessionInQuery` route: what the handler's own query said of the session (null: not said yet). */
    sessionLive: boolean | null;
  }
  interface FastifyContextConfig {
    /**
     * A GET that changes nothing and checks the session inside its own query (`sessionLiveSql`), saving a round
     * trip on the hottest route; it reports the result with `confirmSession`. Until it does, the answer is a 401.
     */
    sessionInQuery?: boolean;
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
    const result = token ? await opts.tokens.verify(token) : undefined;
    if (!result) return refuse(reply);
    // Only a GET may leave the check to its query: anything that writes knows the session is live first.
    if (!(request.method === 'GET' && request.routeOptions.config.sessionInQuery)) {
      if (!(await result.live())) return refuse(reply);
      request.sessionLive = true;
    }
    request.principal = result.principal;
  });
  // Fails closed: a sessionInQuery route's data leaves only when its query confirmed the session; error answers
  // (bad input, server errors) carry no data and keep their status.
  app.addHook('onRoute', (route) => {
    if (!route.config?.sessionInQuery) return;
    const unconfirmed: onSendHookHandler = async (request, reply, payload) => {
      if (request.sessionLive === true || reply.statusCode >= 400) return payload;
      reply.code(401).header('WWW-Authenticate', 'Bearer').type('application/json; charset=utf-8');
      return JSON.stringify({ Message: es.auth.unauthorized });
    };
    route.onSend = [
      ...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []),
      unconfirmed,
    ];
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.principal?.isAdmin) return reply.code(403).send({ Message: es.auth.forbidden });
  });
});

/** A sessionInQuery route reports what its query said of the session. */
export function confirmSession(request: FastifyRequest, live: boolean) {
  request.sessionLive = live;
}

/** The principal of an authenticated route (set by app.authenticate). */
export function principal(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('Ruta sin autenticación: falta app.authenticate');
  return request.principal;
}
