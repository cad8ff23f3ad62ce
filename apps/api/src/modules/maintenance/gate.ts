import { es, MAINTENANCE_HEADER, maintenanceRetryAfter } from '@tu360/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerOf } from '../../plugins/auth.ts';
import type { TokenService } from '../auth/token-service.ts';
import type { MaintenanceMode } from './state.ts';

/**
 * The API routes that answer while maintenance is on, whoever calls: the maintenance state itself, what signing in
 * and out needs (the token endpoint for the password and refresh grants, end-session, the token server's keys and
 * metadata), the health and readiness probes, the metrics and the portal's public configuration. A platform administrator's own calls (the
 * user info after signing in among them) pass on their token.
 */
export const MAINTENANCE_OPEN_ROUTES: readonly string[] = [
  '/api/system/api/v1/maintenance',
  '/api/auth/connect/token',
  '/api/auth/connect/endsession',
  '/api/auth/.well-known/jwks.json',
  '/api/auth/.well-known/openid-configuration',
  '/api/health',
  '/api/health/ready',
  '/api/metrics',
  '/api/config',
];

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
const isDocs = (url: string) =>
  url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');

/** Whether the gate lets this request through whatever the mode (route pattern as Fastify names it). */
export function openDuringMaintenance(routeUrl: string | undefined, url: string): boolean {
  if (!isApi(url) || isDocs(url)) return true;
  return !!routeUrl && MAINTENANCE_OPEN_ROUTES.includes(routeUrl);
}

/**
 * While maintenance is on, every other /api request answers 503 { Message } with Retry-After (seconds until the
 * expected end, or five minutes) and X-Maintenance: 1, before its body is even read, unless its bearer token is a
 * platform administrator's. The SPA (non-/api paths) is served as always. Reads only memory, plus the token's
 * signature for a caller with a token while it is on.
 */
export const maintenanceGate = fp(
  async (app: FastifyInstance, opts: { mode: MaintenanceMode; tokens: TokenService }) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const state = opts.mode.snapshot;
      if (!state.enabled) return;
      if (openDuringMaintenance(request.routeOptions.url, request.url)) return;
      const token = bearerOf(request);
      if (token) {
        const verified = await opts.tokens.verify(token);
        if (verified?.principal.isAdmin) return;
      }
      return reply
        .code(503)
        .header('Retry-After', String(maintenanceRetryAfter(state.expectedEnd, new Date())))
        .header(MAINTENANCE_HEADER, '1')
        .header('Cache-Control', 'no-store')
        .send({ Message: es.maintenance.apiUnavailable });
    });
  },
  { name: 'maintenance-gate' },
);
