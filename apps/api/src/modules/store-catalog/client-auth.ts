import { es, LEAD_INTAKE_SCOPE, STORE_CATALOG_SCOPE } from '@tu360/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf } from '../../plugins/auth.ts';
import type { TokenService } from '../auth/token-service.ts';

/**
 * preHandler of the catalog: only the store's client-credentials token with the catalog scope passes. No token,
 * or one that is invalid or expired: 401 (as every protected route); a valid token that is not the store's
 * catalog token (a portal user's, or the store's without the catalog scope): 403, in Spanish.
 */
export function storeCatalogClientOnly(tokens: TokenService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerOf(request);
    if (token && (await tokens.verifyClientToken(token, STORE_CATALOG_SCOPE))) return;
    if (token && ((await tokens.verifyClientToken(token, LEAD_INTAKE_SCOPE)) || (await tokens.verify(token))))
      return reply.code(403).header('Cache-Control', 'no-store').send({ Message: es.storeCatalog.storeOnly });
    return reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer')
      .header('Cache-Control', 'no-store')
      .send({ Message: es.auth.unauthorized });
  };
}
