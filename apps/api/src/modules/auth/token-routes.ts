import { CAPTCHA_FALLBACK_TOKEN, es, MARKETPLACE_ID } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { errorMessage, throttledMessage, validationMessage } from '../../lib/errors.ts';
import type { AuthContext } from './context.ts';
import { findUserById, principalOf } from './identity.ts';
import type { Throttled } from './sign-in-guard.ts';

export const PORTAL_CLIENT_ID = 'tu360-portal';
const ALLOWED_SCOPES = ['openid', 'profile', 'email', 'offline_access', 'gateway', 'sellers'];
const tokenQuery = z.object({
  marketplaceId: z.string().max(100).optional(),
  tokenCaptcha: z.string().max(4096).optional(),
  // Accepted as the portal sends it, never believed: the address is the request's (request.ip).
  currentIp: z.string().max(100).optional(),
});

const field = z.string().max(4096).optional();
const tokenBody = z
  .object({
    grant_type: field,
    username: field,
    password: field,
    scope: field,
    client_id: field,
    redirect_uri: field,
    response_type: field,
    post_logout_redirect_uri: field,
    refresh_token: field,
    secret_id: field,
  })
  .passthrough();

const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  refresh_token: z.string(),
  scope: z.string(),
});

/** OAuth's error and description beside the API's Message; a request its schema refuses has neither. */
const oauthErrorMessage = validationMessage
  .extend({
    error: z.string().optional().describe('Código de error de OAuth 2.0 (invalid_grant, invalid_request…)'),
    error_description: z.string().optional().describe('Lo mismo que Message'),
  })
  .meta({ id: 'OAuthError' });

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

export async function tokenRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/connect/token',
    {
      // Refused before the body is parsed: past the ceiling, or a JSON or text body.
      onRequest: async (request, reply) => {
        const refusal = await ctx.guard.admit(request.ip);
        if (refusal) return tooManyAttempts(reply, refusal);
        const type = request.headers['content-type'];
        if (type && !FORM_TYPES.test(type))
          return reply.code(415).send({ Message: es.validation.unsupportedMediaType });
      },
      schema: {
        tags: ['auth'],
        operationId: 'connectToken',
        summary: 'Servidor de tokens: grant_type password (cliente del portal) y refresh_token con rotación',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        querystring: tokenQuery,
        body: tokenBody,
        response: {
          200: tokenResponse,
          400: oauthErrorMessage,
          415: errorMessage,
          429: throttledMessage,
        },
      },
    },
    async (request, reply) => {
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
      return oauthError(reply, 'unsupported_grant_type', es.auth.unsupportedGrant);
    },
  );

  r.post(
    '/auth/connect/endsession',
    {
      schema: {
        tags: ['auth'],
        operationId: 'endSession',
        summary: 'Cierre de sesión (beacon): revoca la sesión del token',
        querystring: z.object({
          userId: z.string().max(100).optional(),
          token: z.string().max(4096).optional(),
        }),
        response: { 204: z.undefined().describe('Sesión revocada (o nada que revocar)') },
      },
    },
    async (request, reply) => {
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
  );

  r.get(
    '/auth/.well-known/jwks.json',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getJwks',
        summary: 'Claves públicas de firma (JWKS)',
        response: {
          200: z.object({
            keys: z.array(z.looseObject({ kty: z.string().optional(), kid: z.string().optional() })),
          }),
        },
      },
    },
    async () => ctx.tokens.jwks(),
  );
  r.get(
    '/auth/.well-known/openid-configuration',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getOpenidConfiguration',
        summary: 'Metadatos del servidor de tokens',
        response: {
          200: z.object({
            issuer: z.string(),
            jwks_uri: z.string(),
            token_endpoint: z.string(),
            userinfo_endpoint: z.string(),
            grant_types_supported: z.array(z.string()),
            id_token_signing_alg_values_supported: z.array(z.string()),
          }),
        },
      },
    },
    async () => ({
      issuer: ctx.tokens.issuer,
      jwks_uri: `${ctx.env.PUBLIC_URL}/api/auth/.well-known/jwks.json`,
      token_endpoint: `${ctx.env.PUBLIC_URL}/api/auth/connect/token`,
      userinfo_endpoint: `${ctx.env.PUBLIC_URL}/api/auth/connect/userinfo`,
      grant_types_supported: ['password', 'refresh_token'],
      id_token_signing_alg_values_supported: ['ES256'],
    }),
  );
}
