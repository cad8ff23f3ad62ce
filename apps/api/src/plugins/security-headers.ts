import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';

/** CSP source of an empty inline <style> element: the sha256 of the empty string. */
export const EMPTY_INLINE_STYLE = `'sha256-${createHash('sha256').update('').digest('base64')}'`;

/** One year, in seconds. */
const HSTS_MAX_AGE = 365 * 24 * 3600;

type HeaderEnv = Pick<Env, 'PUBLIC_URL' | 'OIDC_ISSUER' | 'HSTS'>;

export interface SecurityHeadersOptions {
  env: HeaderEnv;
  /** CSP hashes ('sha256-…') of fixed <style> blocks served by the app (the development identity provider's). */
  styleHashes?: string[];
  /** CSP hashes of fixed inline <script> blocks served by the app (index.html's start script). */
  scriptHashes?: string[];
}

/** Whether the portal is served over TLS: HSTS=on|off, or else a PUBLIC_URL starting with https. */
export function servedOverTls(env: HeaderEnv): boolean {
  if (env.HSTS) return env.HSTS === 'on';
  return new URL(env.PUBLIC_URL).protocol === 'https:';
}

/** The CSP directives of every response (docs/adr/0007-security-headers-and-csp.md). */
export function cspDirectives(
  env: HeaderEnv,
  styleHashes: string[] = [],
  scriptHashes: string[] = [],
): Record<string, string[]> {
  // An external identity provider: oidc-client-ts reads its discovery document and calls its token
  // endpoint with fetch, and a sign-in form of its own may post back through it. The embedded one is 'self'.
  const idp = env.OIDC_ISSUER ? [new URL(env.OIDC_ISSUER).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // MUI's emotion creates empty <style> elements and fills them with insertRule (CSSOM, which CSP does not
    // govern): the hash of the empty text admits exactly those elements, and no inline style with content.
    'style-src': ["'self'", EMPTY_INLINE_STYLE, ...styleHashes],
    // data: for the favicon and the CSS background drawings, blob: for previews of images before upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...idp],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...idp],
    ...(servedOverTls(env) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Swagger UI's exception, for its routes only (its plugin applies this to them): its React bundle
 * renders a <style> element with content, so style-src gets 'unsafe-inline' there (a browser ignores
 * 'unsafe-inline' next to a hash, hence the hashes go). Scripts stay 'self'.
 */
export function swaggerUiCsp(header: string): string {
  return header
    .split(';')
    .map((d) => (d.trim().startsWith('style-src ') ? "style-src 'self' 'unsafe-inline'" : d))
    .join(';');
}

/**
 * Security headers on every response (SPA, static assets, API JSON, Swagger UI, the development
 * identity provider's pages, errors and 404s): a strict Content-Security-Policy, nosniff, a
 * Referrer-Policy, frame denial, and HSTS only when the portal is served over TLS.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(opts.env, opts.styleHashes, opts.scriptHashes),
      },
      // The sign-in callback carries ?code= in its URL: no Referer leaves the portal.
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: servedOverTls(opts.env)
        ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true }
        : false,
    });
  },
  { name: 'security-headers' },
);
