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
  /**
   * Redis (7 or later) holding the counters of the request limits (sign-in doors, integration keys), shared by every
   * instance; unset: each process counts in its own memory.
   */
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
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
  /** Requests a minute one integration key may make to /api/integration/v1 before it gets 429 (issue 15). */
  INTEGRATION_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /**
   * How many API instances serve this deployment (issue 16). Above 1, start-up refuses what one process keeps to
   * itself: the embedded database (DATABASE_URL is required), uploads on a local disk (S3_BUCKET is required,
   * or SHARED_DISK=on when DATA_DIR is a disk every instance mounts) and the request limits' counters in memory
   * (REDIS_URL is required).
   */
  INSTANCE_COUNT: z.coerce.number().int().min(1).default(1),
  SHARED_DISK: z.enum(['on', 'off']).default('off'),
  /**
   * The tokens' signing key (a private ES256 JWK file, e.g. a mounted secret); unset: one made and kept under
   * DATA_DIR/keys. Several instances must sign with the same key: this file, or a DATA_DIR they share.
   */
  SIGNING_KEY_FILE: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /**
   * On SIGTERM, how long an instance keeps serving while draining (not ready, every answer closing its connection)
   * before it closes its port: 2 s with several instances, 0 alone.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(15_000).optional(),
  /** Bearer token of GET /api/metrics; unset: the metrics answer only direct connections from this machine. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined),
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
  const several: string[] = [];
  if (env.INSTANCE_COUNT > 1 && !env.DATABASE_URL)
    several.push(
      '  DATABASE_URL: varias instancias (INSTANCE_COUNT > 1) necesitan PostgreSQL; PGlite sirve a una sola.',
    );
  if (env.INSTANCE_COUNT > 1 && !env.S3_BUCKET && env.SHARED_DISK !== 'on')
    several.push(
      '  S3_BUCKET: varias instancias (INSTANCE_COUNT > 1) necesitan un almacenamiento de archivos compartido: S3_BUCKET, o SHARED_DISK=on si DATA_DIR es un disco que todas montan.',
    );
  if (env.INSTANCE_COUNT > 1 && !env.REDIS_URL)
    several.push(
      '  REDIS_URL: varias instancias (INSTANCE_COUNT > 1) necesitan Redis para compartir los límites de ingreso y de las claves de integración; en memoria, cada instancia contaría aparte.',
    );
  if (env.INSTANCE_COUNT > 1 && env.SHARED_DISK !== 'on' && !env.SIGNING_KEY_FILE)
    several.push(
      '  SIGNING_KEY_FILE: varias instancias (INSTANCE_COUNT > 1) deben firmar los tokens con la misma llave: SIGNING_KEY_FILE, o SHARED_DISK=on si DATA_DIR es un disco que todas montan.',
    );
  if (several.length) throw new Error(`Configuración inválida:\n${several.join('\n')}`);
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
