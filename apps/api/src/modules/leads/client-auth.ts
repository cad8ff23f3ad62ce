import { es, LEAD_INTAKE_SCOPE } from '@tu360/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf } from '../../plugins/auth.ts';
import type { TokenService } from '../auth/token-service.ts';

/**
 * preHandler of the lead intake: only the public store's client-credentials token with the lead-intake scope
 * passes. No token, or one that is invalid or expired: 401 (as every protected route); a user's valid token: 403,
 * in Spanish (a user of the portal does not post leads; the store does).
 */
export function storeClientOnly(tokens: TokenService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerOf(request);
    const client = token ? await tokens.verifyClientToken(token, LEAD_INTAKE_SCOPE) : undefined;
    if (client) return;
    if (token && (await tokens.verify(token)))
      return reply.code(403).send({ Message: es.leads.invalidClient });
    return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ Message: es.auth.unauthorized });
  };
}
