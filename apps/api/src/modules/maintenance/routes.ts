import { getMaintenance, updateMaintenance } from '@tu360/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { requirePlatformPermission } from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import type { MaintenanceMode } from './state.ts';

/**
 * Maintenance mode (issue 15): its state, open to everyone at all times (the portal's /mantenimiento asks it), and
 * the switch, for platform administrators whose role may use it (maintenance.manage), audited.
 */
export async function maintenanceRoutes(app: FastifyInstance, opts: { mode: MaintenanceMode }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getMaintenance),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.mode.answer();
    },
  });

  r.route({
    ...contractRoute(updateMaintenance),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      requirePlatformPermission(p, 'maintenance.manage');
      const answer = await opts.mode.set(p, request.body);
      request.log.info({ enabled: answer.enabled, userId: p.userId }, 'maintenance mode switched');
      reply.header('Cache-Control', 'no-store');
      return answer;
    },
  });
}
