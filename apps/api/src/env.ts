import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root: apps/api/src → ../../.. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const schema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  /** External identity provider; the embedded development provider is used when unset. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('tu360-portal'),
  OIDC_SECOND_CLIENT_ID: z.string().default('tu360-habitat'),
  OIDC_AUDIENCE: z.string().optional(),
  /** Mount the embedded development identity provider (default: on when OIDC_ISSUER is unset). */
  DEV_IDP: z.enum(['on', 'off']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tu360Inmobiliario <no-responder@tu360.test>'),
  CAPTCHA_VERIFIER: z.enum(['disabled', 'recaptcha']).default('disabled'),
  CAPTCHA_SECRET: z.string().optional(),
  FAQ_URL: z.string().default('https://www.tu360inmobiliario.com/preguntas-frecuentes'),
  /**
   * Ceiling of requests a minute from one address to the sign-in doors (token endpoint, all grants, and
   * the development provider's form), whatever their outcome. TOKEN_RATE_LIMIT is its former name.
   */
  SIGN_IN_RATE_CEILING: z.coerce.number().int().min(1).optional(),
  TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  /** Wrong passwords a minute from one address before the sign-in doors answer 429. */
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /**
   * Which proxies to believe about the client IP (X-Forwarded-For, used by the rate limits): unset or
   * "false" for none, "true" for any, or the proxies' addresses/CIDRs separated by commas.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Strict-Transport-Security: on, off, or (unset) on exactly when PUBLIC_URL starts with https. */
  HSTS: z.enum(['on', 'off']).optional(),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  /** S3-compatible object storage for uploads; local disk under DATA_DIR/files when S3_BUCKET is unset. */
  S3_ENDPOINT: z.string().url().default('https://s3.amazonaws.com'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Secret of the public store's OAuth client (tu360-store, client-credentials grant) that posts leads (issue 14).
   * Unset or empty: the grant is refused and no lead can come in from the store.
   */
  STORE_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
});

export type Env = Omit<
  z.infer<typeof schema>,
  'TRUST_PROXY' | 'SIGN_IN_RATE_CEILING' | 'TOKEN_RATE_LIMIT'
> & {
  PUBLIC_URL: string;
  SIGN_IN_RATE_CEILING: number;
  devIdp: boolean;
  webDistExists: boolean;
  TRUST_PROXY: boolean | string;
};

/** Fastify's trustProxy from TRUST_PROXY. */
function trustProxyOf(value: string): boolean | string {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  return v === 'true' ? true : v;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuración inválida:\n${lines}`);
  }
  const { TOKEN_RATE_LIMIT, ...env } = parsed.data;
  return {
    ...env,
    SIGN_IN_RATE_CEILING: env.SIGN_IN_RATE_CEILING ?? TOKEN_RATE_LIMIT ?? 600,
    DATA_DIR: path.resolve(env.DATA_DIR),
    TRUST_PROXY: trustProxyOf(env.TRUST_PROXY),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    devIdp: env.DEV_IDP ? env.DEV_IDP === 'on' : !env.OIDC_ISSUER,
    webDistExists: existsSync(path.join(env.WEB_DIST, 'index.html')),
  };
}
