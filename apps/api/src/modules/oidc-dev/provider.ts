import formbody from '@fastify/formbody';
import { es } from '@tu360/domain';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { LIMITS_UNAVAILABLE, LimitsUnavailableError } from '../auth/attempt-counter.ts';
import { findUserById, principalOf } from '../auth/identity.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import type { ExternalIssuer } from '../auth/token-service.ts';
import { PORTAL_AUDIENCE } from '../auth/token-service.ts';
import { OidcPayloadStore } from './adapter.ts';
import { interactionPage, logoutDonePage, logoutPage } from './interaction-page.ts';
import { loadOrCreateProviderKeys, publicJwkOf } from './keys.ts';

const MOUNT = '/oidc';
const RESOURCE = 'urn:tu360:portal-api';
const SCOPES = 'openid profile email offline_access gateway sellers';

/**
 * Development identity provider (oidc-provider) mounted at /oidc with the demo identities, so the
 * code flow with PKCE works on a machine without network. Its access tokens are JWTs carrying the
 * role, seller and constructor claims that the API maps onto the portal's user model. Its state (interactions,
 * sessions, grants, codes) and its keys live in the database, so that several instances behind a balancer carry
 * one sign-in between them.
 */
export async function mountDevIdentityProvider(
  app: FastifyInstance,
  opts: { env: Env; db: Db; guard: SignInGuard },
) {
  const { env, db, guard } = opts;
  const authority = `${env.PUBLIC_URL}${MOUNT}`;
  // The same signing key and cookie secrets on every instance (see keys.ts), and the provider's state in the
  // database rather than oidc-provider's per-process memory.
  const keys = await loadOrCreateProviderKeys(db);
  const store = new OidcPayloadStore(db);

  const claimsOf = async (accountId: string) => {
    const user = await findUserById(db, accountId);
    if (!user) return undefined;
    const p = await principalOf(db, user, user.currentSellerId, { source: 'idp' });
    return {
      user,
      claims: {
        sub: user.id,
        email: user.email,
        given_name: user.givenName,
        family_name: user.familyName,
        unique_name: user.userName,
        role: p.roles,
        isAdmin: p.isAdmin,
        ...(p.constructorId ? { constructor: p.constructorId } : {}),
        ...(p.sellerId ? { seller: p.sellerId } : {}),
      },
    };
  };

  const portalOrigin = new URL(env.PUBLIC_URL).origin;
  const configuration: Configuration = {
    // The portal's page calls the token and userinfo endpoints from its own origin; no other origin may.
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    clients: [
      {
        client_id: env.OIDC_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${env.PUBLIC_URL}/callback`],
        post_logout_redirect_uris: [`${env.PUBLIC_URL}/login`],
      },
      {
        client_id: env.OIDC_SECOND_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${env.PUBLIC_URL}/callback2`, `${env.PUBLIC_URL}/callback-habitat`],
        post_logout_redirect_uris: [`${env.PUBLIC_URL}/login`],
      },
    ],
    pkce: { required: () => true },
    adapter: store.adapter,
    jwks: { keys: [keys.jwk] },
    cookies: { keys: keys.cookieKeys },
    scopes: SCOPES.split(' '),
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'unique_name'],
      email: ['email'],
      sellers: ['role', 'seller', 'isAdmin'],
    },
    findAccount: async (_ctx, sub) => {
      const found = await claimsOf(sub);
      if (!found) return undefined;
      // ID token and provider userinfo: oidc-provider rejects a claims object with an own `constructor`
      // property (see formats.customizers below), so the builder claim travels in the access token only.
      const { constructor: _builder, ...claims } = found.claims;
      return { accountId: sub, claims: async () => claims };
    },
    features: {
      devInteractions: { enabled: false },
      // The end-session pages in Spanish, like the rest of the sign-in journey.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = logoutDonePage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'openid profile email gateway sellers',
          audience: PORTAL_AUDIENCE,
          accessTokenTTL: 15 * 60,
          accessTokenFormat: 'jwt',
        }),
      },
    },
    // The portal claims go into the JWT access token here rather than through extraTokenClaims:
    // oidc-provider requires that hook (and account claims) to return a plain object, checked as
    // `value.constructor === Object`, which an object carrying the builder claim `constructor` never passes.
    formats: {
      customizers: {
        jwt: async (_ctx, token, jwt) => {
          const accountId = 'accountId' in token ? token.accountId : undefined;
          const found = accountId ? await claimsOf(accountId) : undefined;
          if (found) Object.assign(jwt.payload, found.claims);
          return jwt;
        },
      },
    },
    // First-party clients: consent is implied, the grant is created on the spot.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (!ctx.oidc.session?.accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope(SCOPES);
      grant.addResourceScope(RESOURCE, 'openid profile email gateway sellers');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${MOUNT}/interaction/${interaction.uid}` },
    ttl: { AccessToken: 15 * 60, IdToken: 15 * 60, Session: 8 * 3600, Interaction: 30 * 60, Grant: 8 * 3600 },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="es"><meta charset="utf-8"><title>Error de ingreso</title><body><h1>No pudimos completar el ingreso</h1><p>${String(out.error_description ?? out.error).replace(/[<>&]/g, '')}</p><a href="/login">Volver al inicio de sesión</a></body></html>`;
    },
  };

  const provider = new Provider(authority, configuration);
  // X-Forwarded-* (client address, https) is believed only from the proxies TRUST_PROXY names, as in Fastify.
  provider.proxy = opts.env.TRUST_PROXY !== false;
  // oidc-provider answers "server_error" without saying why; the reason belongs in the server log.
  provider.on('server_error', (_ctx, err) =>
    app.log.error(
      { err: { type: err.name, message: err.message, stack: err.stack } },
      'proveedor de identidad de desarrollo: error interno',
    ),
  );
  const callback = provider.callback();

  // Interaction pages (our own login form for the demo identities).
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    scope.get<{ Params: { uid: string } }>(`${MOUNT}/interaction/:uid`, async (request, reply) => {
      reply.hijack();
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        reply.raw.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        reply.raw.end(interactionPage(details.uid, details.params.client_id as string, undefined));
      } catch {
        reply.raw.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
        reply.raw.end(interactionPage('', '', es.auth.signInExpired));
      }
    });
    scope.post<{ Params: { uid: string }; Body: { username?: string; password?: string } }>(
      `${MOUNT}/interaction/:uid/login`,
      async (request, reply) => {
        reply.hijack();
        try {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          // The same check as the token endpoint's password grant: same limits, lockout and messages.
          const refusal = await guard.admit(request.ip);
          const check = refusal
            ? ({ ok: false, reason: 'throttled', ...refusal } as const)
            : await guard.checkPassword(
                String(request.body?.username ?? ''),
                String(request.body?.password ?? ''),
                request.ip,
              );
          if (!check.ok) {
            reply.raw.writeHead(check.reason === 'throttled' ? 429 : 200, {
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': 'no-store',
              ...(check.reason === 'throttled' ? { 'Retry-After': String(check.retryAfterSeconds) } : {}),
            });
            reply.raw.end(interactionPage(details.uid, details.params.client_id as string, check.message));
            return;
          }
          await provider.interactionFinished(
            request.raw,
            reply.raw,
            { login: { accountId: check.user.id } },
            { mergeWithLastSubmission: false },
          );
        } catch (e) {
          // The shared limits' Redis does not answer: no password is checked (see SignInGuard), and the page says so.
          const unavailable = e instanceof LimitsUnavailableError;
          reply.raw.writeHead(unavailable ? 503 : 400, { 'Content-Type': 'text/html; charset=utf-8' });
          reply.raw.end(interactionPage('', '', unavailable ? LIMITS_UNAVAILABLE : es.auth.signInExpired));
        }
      },
    );
  });

  // Everything else under /oidc goes to the provider, before Fastify parses any body.
  const toProvider = (
    request: { raw: import('node:http').IncomingMessage },
    reply: { hijack(): void; raw: import('node:http').ServerResponse },
  ) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '').slice(MOUNT.length) || '/';
    callback(raw, reply.raw);
  };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${MOUNT}/*`,
      handler: async (req, reply) => toProvider(req, reply),
    });
  });

  const issuer: ExternalIssuer = {
    issuer: authority,
    audience: PORTAL_AUDIENCE,
    jwks: createLocalJWKSet({ keys: [publicJwkOf(keys.jwk)] }),
  };
  return { authority, issuer, provider };
}
