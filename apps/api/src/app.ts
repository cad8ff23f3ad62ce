import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { IMAGE_MAX_BYTES } from './lib/images.ts';
import { JobQueue } from './lib/job-queue.ts';
import { redactUrl } from './lib/redact.ts';
import type { FileStorage } from './lib/storage.ts';
import { accountRoutes } from './modules/auth/account-routes.ts';
import { type AttemptCounter, MemoryAttemptCounter } from './modules/auth/attempt-counter.ts';
import { type CaptchaVerifier, disabledCaptcha, remoteCaptcha } from './modules/auth/captcha.ts';
import type { AuthContext } from './modules/auth/context.ts';
import { LoginLockout } from './modules/auth/lockout.ts';
import { MailQueue } from './modules/auth/mail-queue.ts';
import { createMailer, type Mailer } from './modules/auth/mailer.ts';
import { profileRoutes } from './modules/auth/profile-routes.ts';
import { RedisAttemptCounter } from './modules/auth/redis-attempt-counter.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInGuard } from './modules/auth/sign-in-guard.ts';
import type { SigningKeys } from './modules/auth/signing-keys.ts';
import { tokenRoutes } from './modules/auth/token-routes.ts';
import { type ExternalIssuer, remoteIssuer, TokenService } from './modules/auth/token-service.ts';
import { builderRoutes } from './modules/builders/routes.ts';
import { bulkLoadRoutes } from './modules/bulk-loads/routes.ts';
import { certificateRoutes } from './modules/certificates/routes.ts';
import { constructorRoutes } from './modules/constructors/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { integrationApi } from './modules/integrations/api-plugin.ts';
import { apiKeyRoutes } from './modules/integrations/keys-routes.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { lookupRoutes } from './modules/lookups/routes.ts';
import { maintenanceGate } from './modules/maintenance/gate.ts';
import { maintenanceRoutes } from './modules/maintenance/routes.ts';
import { MaintenanceMode } from './modules/maintenance/state.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { SIGN_IN_STYLE_HASH } from './modules/oidc-dev/interaction-page.ts';
import { mountDevIdentityProvider } from './modules/oidc-dev/provider.ts';
import { priceRoutes } from './modules/prices/routes.ts';
import { contactRoutes } from './modules/projects/contacts-routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { propertyRoutes } from './modules/properties/index.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { sellerRoutes } from './modules/sellers/routes.ts';
import { storeCatalogRoutes } from './modules/store-catalog/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import { userRoutes } from './modules/users/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { type Lifecycle, observability, requestIdOf } from './plugins/observability.ts';
import { API_TAGS, finishDocument, openApiConventions } from './plugins/openapi.ts';
import { securityHeaders, swaggerUiCsp } from './plugins/security-headers.ts';
import { inlineBlockHashes, serveWebApp, spaDocuments } from './plugins/web-app.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  storage: FileStorage;
  signingKeys: SigningKeys;
  /** Data directory for keys and dev mail; undefined in tests that keep everything in memory. */
  dataDir?: string;
  logger?: FastifyServerOptions['logger'];
  captcha?: CaptchaVerifier;
  mailer?: Mailer;
  /**
   * Counters of the request limits; in memory (one process) unless a shared store is given. A RedisAttemptCounter
   * (REDIS_URL) also joins the readiness check and reports its commands to the metrics.
   */
  attempts?: AttemptCounter;
  /** The live notifications' heartbeat, 25 s unless a test shortens it. */
  notificationHeartbeatMs?: number;
  /** How often maintenance mode is read again besides its NOTIFY (5 s unless a test changes it). */
  maintenanceRefreshMs?: number;
  /** Whether the instance is draining (server.ts sets it on SIGTERM through app.lifecycle). */
  lifecycle?: Lifecycle;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        // Request headers, wherever a logger prints them (req, or @fastify/multipart's trace of busboyOptions).
        '*.headers.authorization',
        '*.headers.cookie',
        '*.password',
        '*.refresh_token',
        '*.access_token',
      ],
      censor: '[oculto]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Believing every X-Forwarded-For would let any client pick its own IP and reset its rate limit.
    trustProxy: env.TRUST_PROXY,
    // A malformed URL is refused in Spanish like any other bad request.
    frameworkErrors,
    // The balancer's X-Request-Id when it sends one: one id across nginx's log and ours.
    genReqId: requestIdOf,
    // A request that reaches a closing instance on a connection it already had is served, not refused with 503:
    // while draining every answer closes its connection (plugins/observability.ts), so none keeps coming, and a
    // POST refused here would be lost (a balancer retries only what it never sent, or idempotent methods).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, {
    spaDocument: env.webDistExists ? spaDocuments(env.WEB_DIST).send : undefined,
  });
  // Before any route: request ids, draining and metrics cover every route and 404.
  await app.register(observability, {
    database,
    metricsToken: env.METRICS_TOKEN,
    lifecycle: deps.lifecycle,
  });
  // First, so that every route below (the identity provider's included) and every 404 carries them.
  const webInline = env.webDistExists ? inlineBlockHashes(env.WEB_DIST) : { styles: [], scripts: [] };
  await app.register(securityHeaders, {
    env,
    styleHashes: [...(env.devIdp ? [SIGN_IN_STYLE_HASH] : []), ...webInline.styles],
    scriptHashes: webInline.scripts,
  });

  const lockout = new LoginLockout(database.db);
  // One credential check and one set of counters for every sign-in door (token endpoint, /oidc form).
  // Counters of every request limit (sign-in doors, integration keys): one store, shared when instances are several.
  const attempts = deps.attempts ?? new MemoryAttemptCounter();
  const redisLimits = attempts instanceof RedisAttemptCounter ? attempts : null;
  if (redisLimits)
    app.metrics.gauge(
      'tu360_redis_commands_total',
      'Comandos enviados a Redis (límites compartidos) por esta instancia desde que arrancó',
      () => redisLimits.commands,
    );
  const guard = new SignInGuard(database.db, lockout, attempts, {
    ...DEFAULT_SIGN_IN_LIMITS,
    requestsPerAddress: env.SIGN_IN_RATE_CEILING,
    failuresPerAddress: env.SIGN_IN_FAILURES_PER_ADDRESS,
  });
  const devIdp = env.devIdp ? await mountDevIdentityProvider(app, { env, db: database.db, guard }) : null;
  const external: ExternalIssuer | null = devIdp
    ? devIdp.issuer
    : env.OIDC_ISSUER
      ? remoteIssuer(env.OIDC_ISSUER, env.OIDC_AUDIENCE)
      : null;
  const tokens = new TokenService(database.db, deps.signingKeys, `${env.PUBLIC_URL}/api/auth`, external);
  // Maintenance mode (issue 15): kept in memory, refreshed by NOTIFY and every few seconds; its gate answers 503.
  const maintenance = new MaintenanceMode(database, app.log, deps.maintenanceRefreshMs);
  await maintenance.start();
  app.addHook('onClose', () => maintenance.stop());
  await app.register(maintenanceGate, { mode: maintenance, tokens });
  const captcha =
    deps.captcha ??
    (env.CAPTCHA_VERIFIER === 'recaptcha' && env.CAPTCHA_SECRET
      ? remoteCaptcha(env.CAPTCHA_SECRET)
      : disabledCaptcha);
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: deps.dataDir, log: app.log });
  // The durable job queue (issue 16): bulk loads and mail. This instance's worker takes jobs once the app is ready
  // (not while its plugins load: on PGlite a load's write holds the one connection), and stops before any other
  // closing work (preClose), which may wait on the database a running job holds; a stopped job goes back to the
  // queue for another instance.
  const jobQueue = new JobQueue(database, app.log);
  app.metrics.gauge(
    'tu360_job_queue_depth',
    'Trabajos en cola (esperando, o abandonados por una instancia que se detuvo), de todas las instancias',
    () => jobQueue.depth(),
  );
  app.addHook('onReady', () => jobQueue.start());
  app.addHook('preClose', () => jobQueue.stop());
  const ctx: AuthContext = {
    env,
    db: database.db,
    tokens,
    lockout,
    guard,
    captcha,
    mail: new MailQueue(jobQueue, database.db, mailer, app.log),
  };

  await app.register(
    async (api) => {
      await api.register(swagger, {
        openapi: {
          info: {
            title: 'Tu360 Inmobiliario · API del portal',
            version: '1.0.0',
            description:
              'API del portal back-office. Las operaciones protegidas piden el token de acceso (bearer) que entrega ' +
              'POST /api/auth/connect/token; los errores responden { Message, MessageList? } en español.',
          },
          servers: [{ url: env.PUBLIC_URL, description: 'Este servidor (PUBLIC_URL)' }],
          tags: API_TAGS,
          components: {
            securitySchemes: {
              bearer: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'JWT',
                description:
                  'Token de acceso (ES256) de POST /api/auth/connect/token o del proveedor de identidad',
              },
            },
          },
        },
        transform: jsonSchemaTransform,
        transformObject: finishDocument,
      });
      await api.register(swaggerUi, {
        routePrefix: '/docs',
        // Its page at /api/docs (no trailing slash) links its assets from this prefix.
        indexPrefix: '/api',
        transformStaticCSP: swaggerUiCsp,
      });
      await api.register(formbody, { bodyLimit: 64 * 1024 });
      await api.register(multipart, {
        attachFieldsToBody: 'keyValues',
        limits: { fileSize: IMAGE_MAX_BYTES, files: 20, fields: 60, fieldSize: 64 * 1024, parts: 100 },
      });
      await api.register(authPlugin, { tokens });
      // After the auth plugin (it reads app.authenticate), before every route it documents.
      await api.register(openApiConventions);
      await api.register(systemRoutes, {
        database,
        env,
        oidcAuthority: devIdp?.authority ?? env.OIDC_ISSUER ?? null,
        redisPing: redisLimits ? () => redisLimits.ping() : undefined,
      });
      await api.register(fileRoutes, { db: database.db, storage: deps.storage });
      await api.register(async (s) => {
        await tokenRoutes(s, ctx);
        await profileRoutes(s, ctx);
        await accountRoutes(s, ctx);
      });
      await api.register(sellerRoutes, { db: database.db });
      await api.register(constructorRoutes, { db: database.db });
      await api.register(builderRoutes, { db: database.db, storage: deps.storage });
      await api.register(lookupRoutes, { db: database.db });
      await api.register(projectRoutes, { db: database.db, storage: deps.storage });
      await api.register(contactRoutes, { db: database.db });
      await api.register(certificateRoutes, { db: database.db, storage: deps.storage });
      await api.register(propertyRoutes, { db: database.db, storage: deps.storage });
      await api.register(userRoutes, { auth: ctx });
      await api.register(bulkLoadRoutes, { db: database.db, queue: jobQueue, storage: deps.storage });
      await api.register(reportRoutes, { db: database.db });
      await api.register(priceRoutes, { db: database.db });
      await api.register(leadRoutes, { db: database.db, tokens });
      await api.register(storeCatalogRoutes, { db: database.db, tokens });
      await api.register(apiKeyRoutes, { db: database.db });
      await api.register(termsRoutes, { db: database.db });
      await api.register(dashboardRoutes, { db: database.db });
      await api.register(maintenanceRoutes, { mode: maintenance });
      await api.register(notificationRoutes, {
        database,
        tokens,
        maintenance,
        heartbeatMs: deps.notificationHeartbeatMs,
      });
    },
    { prefix: '/api' },
  );
  // The integration API (issue 15): beside the portal's scope, with its own OpenAPI document.
  await app.register(integrationApi, {
    prefix: '/api',
    env,
    db: database.db,
    storage: deps.storage,
    attempts,
  });

  if (env.webDistExists) await serveWebApp(app, env.WEB_DIST);
  return app;
}
