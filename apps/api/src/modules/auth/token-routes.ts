import {
  CAPTCHA_FALLBACK_TOKEN,
  es,
  MARKETPLACE_ID,
  STORE_CLIENT_ID,
  STORE_CLIENT_SCOPES,
} from '@tu360/domain';
import {
  clientTokenAnswer,
  connectToken,
  endSession,
  getJwks,
  getOpenidConfiguration,
  tokenAnswer,
} from '@tu360/domain/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import type { AuthContext } from './context.ts';
import { findUserById, principalOf } from './identity.ts';
import type { Throttled } from './sign-in-guard.ts';
import { secretMatches } from './token-service.ts';

export const PORTAL_CLIENT_ID = 'tu360-portal';
const ALLOWED_SCOPES = ['openid', 'profile', 'email', 'offline_access', 'gateway', 'sellers'];

function oauthError(reply: FastifyReply, error: string, description: string, status = 400) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error, error_description: description, Message: description });
}

/** 429 with Retry-After, as every sign-in limit answers. */
export function tooManyAttempts(reply: FastifyReply, refusal: Throttled) {
  return reply
    .code(429)
    .header('Retry-After', String(refusal.retryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .send({ statusCode: 429, Message: refusal.message, retryAfter: refusal.retryAfterSeconds });
}

/** The token endpoint takes form bodies only (multipart as the portal sends them, or urlencoded as OAuth does). */
const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

function grantedScope(requested: string | undefined): string {
  const asked = (requested ?? '').split(/\s+/).filter((s) => ALLOWED_SCOPES.includes(s));
  return (asked.length ? asked : ALLOWED_SCOPES).join(' ');
}

/**
 * The token endpoint's route: the contract's, whose 200 is the portal's token pair, plus the store's
 * client-credentials answer (an access token alone, issue 14), which the portal never asks for.
 */
function tokenEndpoint() {
  const route = contractRoute(connectToken);
  return {
    ...route,
    schema: {
      ...route.schema,
      summary:
        'Servidor de tokens: grant_type password (cliente del portal), refresh_token con rotación y client_credentials (tienda)',
      response: { ...route.schema.response, 200: tokenAnswer.or(clientTokenAnswer) },
    },
  };
}

export async function tokenRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...tokenEndpoint(),
    // Refused before the body is parsed: past the ceiling, or a JSON or text body.
    onRequest: async (request, reply) => {
      const refusal = await ctx.guard.admit(request.ip);
      if (refusal) return tooManyAttempts(reply, refusal);
      const type = request.headers['content-type'];
      if (type && !FORM_TYPES.test(type))
        return reply.code(415).send({ Message: es.validation.unsupportedMediaType });
    },
    handler: async (request, reply) => {
      const body = request.body ?? {};
      if (request.query.marketplaceId !== MARKETPLACE_ID)
        return oauthError(reply, 'invalid_request', es.auth.invalidMarketplace);
      if (body.grant_type === 'password') {
        if (body.client_id !== PORTAL_CLIENT_ID)
          return oauthError(reply, 'unauthorized_client', es.auth.invalidClient);
        if (
          !(await ctx.captcha.verify(
            request.query.tokenCaptcha ?? (ctx.captcha.enabled ? undefined : CAPTCHA_FALLBACK_TOKEN),
            request.ip,
          ))
        )
          return oauthError(reply, 'invalid_request', es.auth.captchaInvalid);
        const userName = (body.username ?? '').trim();
        const password = body.password ?? '';
        if (!userName || !password)
          return oauthError(
            reply,
            'invalid_request',
            es.validation.missingField(!userName ? 'username' : 'password'),
          );
        const check = await ctx.guard.checkPassword(userName, password, request.ip);
        if (!check.ok)
          return check.reason === 'throttled'
            ? tooManyAttempts(reply, check)
            : oauthError(reply, 'invalid_grant', check.message);
        const { user } = check;
        request.log.info({ userId: user.id, ip: request.ip }, 'ingreso con contraseña');
        await ctx.db
          .update(users)
          .set({ previousVisitAt: user.lastVisitAt, lastVisitAt: new Date(), currentSellerId: null })
          .where(eq(users.id, user.id));
        const p = await principalOf(ctx.db, user, null);
        return reply
          .header('Cache-Control', 'no-store')
          .send(await ctx.tokens.issue(p, PORTAL_CLIENT_ID, grantedScope(body.scope)));
      }
      if (body.grant_type === 'refresh_token') {
        if (!body.refresh_token)
          return oauthError(reply, 'invalid_request', es.validation.missingField('refresh_token'));
        const clientId = body.client_id ?? PORTAL_CLIENT_ID;
        const outcome = await ctx.tokens.consumeRefreshToken(body.refresh_token, clientId);
        if (!outcome.ok) {
          if (outcome.reason === 'reused') request.log.warn('refresh token reutilizado: familia revocada');
          return oauthError(reply, 'invalid_grant', es.auth.invalidRefresh);
        }
        const user = await findUserById(ctx.db, outcome.userId);
        if (!user?.isActive) return oauthError(reply, 'invalid_grant', es.auth.invalidRefresh);
        const p = await principalOf(ctx.db, user, outcome.sellerId);
        return reply
          .header('Cache-Control', 'no-store')
          .send(await ctx.tokens.issue(p, outcome.clientId, grantedScope(body.scope), outcome.familyId));
      }
      if (body.grant_type === 'client_credentials') {
        // The public store's client only (issue 14); refused when no secret is configured.
        const expected = ctx.env.STORE_CLIENT_SECRET;
        if (
          body.client_id !== STORE_CLIENT_ID ||
          !expected ||
          !secretMatches(body.client_secret ?? '', expected)
        ) {
          request.log.warn({ ip: request.ip }, 'client_credentials rechazado');
          return oauthError(reply, 'invalid_client', es.leads.invalidClient);
        }
        // Every scope of the store's client (lead intake, catalog), or those of them it asks for (issue 15).
        const asked = body.scope?.split(/\s+/).filter(Boolean) ?? [];
        const scopes = asked.length
          ? STORE_CLIENT_SCOPES.filter((s) => asked.includes(s))
          : [...STORE_CLIENT_SCOPES];
        if (!scopes.length || asked.some((s) => !scopes.includes(s as (typeof scopes)[number])))
          return oauthError(reply, 'invalid_scope', es.storeCatalog.invalidScope);
        request.log.info({ clientId: STORE_CLIENT_ID, ip: request.ip }, 'token de cliente emitido');
        return reply
          .header('Cache-Control', 'no-store')
          .send(await ctx.tokens.issueClientToken(STORE_CLIENT_ID, scopes.join(' ')));
      }
      return oauthError(reply, 'unsupported_grant_type', es.auth.unsupportedGrant);
    },
  });

  r.route({
    ...contractRoute(endSession),
    handler: async (request, reply) => {
      const { token, userId } = request.query;
      if (token) {
        const principal = await ctx.tokens.authenticate(token);
        if (principal?.sessionId && (!userId || userId === principal.userId))
          await ctx.tokens.revokeFamily(principal.sessionId);
        else {
          const fam = await ctx.tokens.familyOfRefreshToken(token);
          if (fam && (!userId || userId === fam.userId)) await ctx.tokens.revokeFamily(fam.familyId);
        }
      }
      return reply.code(204).send();
    },
  });

  r.route({ ...contractRoute(getJwks), handler: async () => ctx.tokens.jwks() });
  r.route({
    ...contractRoute(getOpenidConfiguration),
    handler: async () => ({
      issuer: ctx.tokens.issuer,
      jwks_uri: `${ctx.env.PUBLIC_URL}/api/auth/.well-known/jwks.json`,
      token_endpoint: `${ctx.env.PUBLIC_URL}/api/auth/connect/token`,
      userinfo_endpoint: `${ctx.env.PUBLIC_URL}/api/auth/connect/userinfo`,
      grant_types_supported: ['password', 'refresh_token', 'client_credentials'],
      id_token_signing_alg_values_supported: ['ES256'],
    }),
  });
}
