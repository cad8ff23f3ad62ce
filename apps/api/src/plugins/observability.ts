import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/** A Cache-Control that says the answer never changes under its address. */
const IMMUTABLE = /\bimmutable\b/;

/** A request id given by the balancer (nginx's $request_id) is kept when it looks like one; else a new UUID. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: every log line of a request and its X-Request-Id answer carry the same id. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

/** What a draining instance answers to the requests it refuses (and its readiness). */
export const DRAINING_MESSAGE = 'Esta instancia se está deteniendo: no acepta trabajo nuevo.';

/** Requests a balancer may send again to another instance: a draining instance refuses new ones (503). */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answered while draining all the same: liveness, readiness (its own 503) and the metrics. */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/health/ready', '/api/metrics']);

/** Whether this instance takes new work; `draining` is set by the SIGTERM handler (server.ts). */
export interface Lifecycle {
  draining: boolean;
}

/** What a module reports about itself to the metrics: read when Prometheus scrapes (a query may answer it). */
export interface InstanceGauges {
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
    metrics: InstanceGauges;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Request ids, the draining state and Prometheus metrics (issue 16). Metrics are per app (their own registry):
 * requests by route pattern and status, latency per route, database statements, and what modules register
 * (open event streams, bulk load jobs); the process's CPU, memory and event loop. GET /api/metrics answers the
 * text format to a bearer of METRICS_TOKEN, or, without one, only to a direct connection from this machine (a
 * request relayed by a proxy carries X-Forwarded-For and is refused: the committed nginx config also denies it).
 */
export const observability = fp(
  async (
    app: FastifyInstance,
    opts: { database: Database; metricsToken?: string; lifecycle?: Lifecycle },
  ) => {
    const lifecycle = opts.lifecycle ?? { draining: false };
    app.decorate('lifecycle', lifecycle);
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'tu360_' });
    app.decorate('metrics', {
      gauge: (name, help, read) =>
        void new Gauge({
          name,
          help,
          registers: [registry],
          async collect() {
            this.set(await read());
          },
        }),
    } satisfies InstanceGauges);
    const requests = new Counter({
      name: 'tu360_http_requests_total',
      help: 'Peticiones atendidas, por método, ruta (su patrón) y estado',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'tu360_http_request_duration_seconds',
      help: 'Duración de las peticiones, por método y ruta (su patrón)',
      labelNames: ['method', 'route'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    app.metrics.gauge(
      'tu360_database_statements_total',
      'Sentencias enviadas a la base de datos por esta instancia desde que arrancó',
      () => opts.database.queries,
    );
    // One read of the pool per scrape: the three gauges are collected together, and three reads at once would see
    // each other as active connections.
    let poolRead: ReturnType<Database['pool']> | null = null;
    const pool = () => {
      poolRead ??= opts.database.pool().finally(() => {
        poolRead = null;
      });
      return poolRead;
    };
    app.metrics.gauge(
      'tu360_database_pool_max',
      'Conexiones que el pool de esta instancia puede abrir',
      async () => (await pool()).max,
    );
    app.metrics.gauge(
      'tu360_database_pool_active',
      'Conexiones de esta instancia ejecutando una sentencia (sin contar la de esta lectura)',
      async () => (await pool()).active,
    );
    app.metrics.gauge(
      'tu360_database_pool_idle',
      'Conexiones abiertas y libres de esta instancia',
      async () => (await pool()).idle,
    );
    app.metrics.gauge('tu360_ready', '1 si la instancia acepta trabajo nuevo, 0 mientras se detiene', () =>
      lifecycle.draining ? 0 : 1,
    );

    // Draining: a new request that a balancer may safely send elsewhere (GET, HEAD, OPTIONS) is refused with 503
    // before any work, which nginx's proxy_next_upstream sends to another instance and counts as this instance's
    // failure (it then sends it nothing new for its fail_timeout), so that no connection is on its way when the
    // port closes. Other methods are served to the end: nginx never sends them twice.
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!lifecycle.draining || !RETRYABLE_METHODS.has(request.method)) return;
      if (ALWAYS_ANSWERED.has(request.url.split('?')[0])) return;
      return reply.code(503).header('retry-after', '1').send({ Message: DRAINING_MESSAGE });
    });
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      // Every answer names its request, for whoever reports a problem, except an immutable file served whole (a
      // hashed script of the portal, a stored image): the same bytes for everyone, which nobody quotes (issue 10:
      // 52 bytes on each of the 6–40 files of a first load). Its request is still logged under its id; an error
      // answer (a missing file) is not immutable and carries it.
      if (!IMMUTABLE.test(String(reply.getHeader('cache-control') ?? '')))
        reply.header('x-request-id', request.id);
      // Draining: the connection closes after this answer, so the client's next request finds another instance.
      if (lifecycle.draining) reply.header('connection', 'close');
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      // The route's pattern, never the raw URL: ids in paths would make a series per row.
      const route = request.routeOptions.url ?? 'sin ruta';
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      const auth = request.headers.authorization;
      const allowed = opts.metricsToken
        ? typeof auth === 'string' &&
          auth.startsWith('Bearer ') &&
          sameSecret(auth.slice(7), opts.metricsToken)
        : LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
      if (!allowed)
        return reply.code(403).send({
          Message: 'Las métricas solo se sirven con su token o en conexiones directas desde este equipo.',
        });
      reply.header('content-type', registry.contentType);
      reply.header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'observability' },
);
