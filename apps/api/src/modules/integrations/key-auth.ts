import { es, INTEGRATION_SCOPE_LABELS, type IntegrationScope } from '@tu360/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { apiKeys, constructors } from '../../db/schema.ts';
import { type AttemptCounter, LimitsUnavailableError, type Tally } from '../auth/attempt-counter.ts';
import { tokenMatches } from './key-secrets.ts';

/** The caller of an integration route: the key, its builder and what it may do. */
export interface IntegrationCaller {
  keyId: string;
  keyName: string;
  constructorId: string;
  scopes: readonly IntegrationScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by an integration route's key check (integrationKeyAuth). */
    integration: IntegrationCaller | null;
  }
}

export const APPLICATION_KEY_HEADER = 'x-application-key';
export const TOKEN_HEADER = 'x-api-token';
const RATE_WINDOW_MS = 60_000;
/** last_used_at is written at most this often per key, so that reads do not turn into a write each. */
const LAST_USED_GRANULARITY = sql`interval '1 minute'`;

export interface KeyAuthOptions {
  db: Db;
  /** The per-key request counters (the same store as the sign-in limits: memory, or shared between instances). */
  attempts: AttemptCounter;
  /** Requests a minute per key. */
  ratePerMinute: number;
  now?: () => Date;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  const value = Array.isArray(v) ? v[0] : v;
  return value && value.length <= 200 ? value : undefined;
}

/**
 * preHandler factory of the integration API: the key and token headers must name a key that is neither revoked nor
 * expired, of an active builder, holding `scope`; then the key's per-minute limit applies (429 with Retry-After).
 * Unknown, revoked or expired: 401 (the same answer, so that a caller learns nothing about other keys); a valid key
 * without the scope: 403. A revocation takes effect on the very next request (nothing is cached).
 */
export function integrationKeyAuth(app: FastifyInstance, opts: KeyAuthOptions) {
  const { db, attempts, ratePerMinute } = opts;
  if (!app.hasRequestDecorator('integration')) app.decorateRequest('integration', null);
  const now = opts.now ?? (() => new Date());
  return (scope: IntegrationScope) =>
    async function requireIntegrationKey(request: FastifyRequest, reply: FastifyReply) {
      const applicationKey = headerOf(request, APPLICATION_KEY_HEADER);
      const token = headerOf(request, TOKEN_HEADER);
      if (!applicationKey || !token)
        return reply.code(401).send({ Message: es.integrations.missingCredentials });
      const [key] = await db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          constructorId: apiKeys.constructorId,
          tokenHash: apiKeys.tokenHash,
          scopes: apiKeys.scopes,
          expiresAt: apiKeys.expiresAt,
          revokedAt: apiKeys.revokedAt,
          builderActive: constructors.state,
        })
        .from(apiKeys)
        .innerJoin(constructors, eq(constructors.id, apiKeys.constructorId))
        .where(eq(apiKeys.applicationKey, applicationKey))
        .limit(1);
      const at = now();
      if (
        !key ||
        !tokenMatches(token, key.tokenHash) ||
        key.revokedAt ||
        (key.expiresAt && key.expiresAt <= at) ||
        !key.builderActive
      )
        return reply.code(401).send({ Message: es.integrations.invalidKey });
      const scopes = key.scopes as IntegrationScope[];
      if (!scopes.includes(scope))
        return reply
          .code(403)
          .send({ Message: es.integrations.scopeMissing(INTEGRATION_SCOPE_LABELS[scope]) });

      // The limit protects capacity, not a secret: while a shared store (Redis) does not answer, the key's calls go
      // on uncounted (the counter logs the outage) rather than every integration stopping with it.
      let tally: Tally | null = null;
      try {
        tally = await attempts.add(`integration-key:${key.id}`, RATE_WINDOW_MS);
      } catch (e) {
        if (!(e instanceof LimitsUnavailableError)) throw e;
      }
      if (tally && tally.count > ratePerMinute) {
        const seconds = Math.max(1, Math.ceil(tally.resetInMs / 1000));
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({ Message: es.integrations.tooManyRequests(seconds) });
      }
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, key.id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, sql`${at.toISOString()}::timestamptz - ${LAST_USED_GRANULARITY}`),
            ),
          ),
        );
      request.integration = { keyId: key.id, keyName: key.name, constructorId: key.constructorId, scopes };
    };
}

/** The caller of a route behind integrationKeyAuth. */
export function integrationCaller(request: FastifyRequest): IntegrationCaller {
  if (!request.integration) throw new Error('Ruta de integración sin clave: falta integrationKeyAuth');
  return request.integration;
}
