import { es } from '@tu360/domain';
import {
  changeNotificationState,
  deleteNotifications,
  getNotificationStateCount,
  getNotifications,
  streamNotifications,
  updateNotifications,
} from '@tu360/domain/contracts';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { notFound } from '../../lib/errors.ts';
import { requirePermission } from '../../lib/tenant-scope.ts';
import { bearerOf, principal } from '../../plugins/auth.ts';
import type { TokenService } from '../auth/token-service.ts';
import type { MaintenanceMode } from '../maintenance/state.ts';
import { NotificationHub } from './hub.ts';
import { announce } from './notify.ts';
import { listNotifications, ownIds, stateCount } from './repository.ts';
import { openNotificationStream } from './stream.ts';

export interface NotificationRoutesOptions {
  database: Database;
  tokens: TokenService;
  /** The live stream's heartbeat (tests shorten it). */
  heartbeatMs?: number;
  /** Maintenance mode (issue 15): switching it on ends the streams of everyone it refuses. */
  maintenance?: MaintenanceMode;
}

/** The caller, who must be allowed to read notifications (Visualizador_Seller is not: spec section 6). */
function reader(request: FastifyRequest) {
  const p = principal(request);
  requirePermission(p, 'notifications.read');
  return p;
}

/**
 * The five notification calls of spec section 7 and the live stream (issue 14). Every call acts on the caller's
 * own rows; another user's notification is a 404 and nothing is changed. Each change is announced to the
 * caller's other tabs, in the same transaction.
 */
export async function notificationRoutes(app: FastifyInstance, opts: NotificationRoutesOptions) {
  const db: Db = opts.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hub = new NotificationHub(opts.database);
  app.metrics.gauge(
    'tu360_event_streams_open',
    'Flujos de notificaciones abiertos en esta instancia',
    () => hub.size,
  );
  // Open streams would keep the server from closing: they end first, then requests in flight finish.
  app.addHook('preClose', () => hub.close());
  // Maintenance switched on: every stream checks its session again (as for a delivery), and those of callers the
  // API now refuses end; the portal, reconnecting, meets the 503 and shows /mantenimiento.
  const stopWatching = opts.maintenance?.onChange((s) => {
    if (s.enabled) hub.wakeAll();
  });
  app.addHook('onClose', async () => stopWatching?.());

  r.route({
    ...contractRoute(getNotifications),
    preHandler: app.authenticate,
    handler: async (request) => listNotifications(db, reader(request).userId, request.query),
  });

  r.route({
    ...contractRoute(getNotificationStateCount),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { NotificationState, ...scope } = request.query;
      return { totalData: await stateCount(db, reader(request).userId, scope, NotificationState) };
    },
  });

  /**
   * Changes the caller's rows in one transaction: 404 (and no change) unless every id is one of the caller's
   * rows in the state the change needs.
   */
  async function change(
    userId: string,
    ids: string[],
    needs: 'live' | 'any',
    write: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], ids: string[]) => Promise<number>,
  ) {
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const own = await ownIds(tx, userId, unique, needs);
      if (own.length !== unique.length) throw notFound(es.notification.notFound);
      const total = await write(tx, own);
      await announce(tx, [userId]);
      return { total };
    });
  }

  r.route({
    ...contractRoute(changeNotificationState),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { userId } = reader(request);
      const byState = new Map<string, string>(
        request.body.map((b) => [b.NotificationId, b.NotificationState]),
      );
      return change(userId, [...byState.keys()], 'live', async (tx, ids) => {
        let total = 0;
        for (const state of ['Read', 'NotRead'] as const) {
          const these = ids.filter((id) => byState.get(id) === state);
          if (!these.length) continue;
          const changed = await tx
            .update(notifications)
            .set({ notificationState: state })
            .where(and(inArray(notifications.id, these), eq(notifications.recipientId, userId)))
            .returning({ id: notifications.id });
          total += changed.length;
        }
        return total;
      });
    },
  });

  r.route({
    ...contractRoute(deleteNotifications),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { userId } = reader(request);
      return change(
        userId,
        request.body.map((b) => b.NotificationId),
        'live',
        async (tx, ids) =>
          // Soft: the read state stays as it was, for "Deshacer".
          (
            await tx
              .update(notifications)
              .set({ deletedAt: new Date() })
              .where(
                and(
                  inArray(notifications.id, ids),
                  eq(notifications.recipientId, userId),
                  isNull(notifications.deletedAt),
                ),
              )
              .returning({ id: notifications.id })
          ).length,
      );
    },
  });

  r.route({
    ...contractRoute(updateNotifications),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { userId } = reader(request);
      return change(
        userId,
        request.body.map((b) => b.NotificationId),
        'any',
        async (tx, ids) =>
          // "Deshacer": the deleted ones come back with the read state they had.
          (
            await tx
              .update(notifications)
              .set({ deletedAt: null })
              .where(
                and(
                  inArray(notifications.id, ids),
                  eq(notifications.recipientId, userId),
                  isNotNull(notifications.deletedAt),
                ),
              )
              .returning({ id: notifications.id })
          ).length,
      );
    },
  });

  r.route({
    ...contractRoute(streamNotifications),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const { userId, sessionId, isAdmin } = reader(request);
      const token = bearerOf(request) as string;
      // The session is checked again before every event and heartbeat: the same token, still valid, still live
      // (and not refused by maintenance mode).
      const live = async () => {
        if (opts.maintenance?.blocks({ isAdmin })) return false;
        const verified = await opts.tokens.verify(token);
        return !!verified && verified.principal.userId === userId && (await verified.live());
      };
      await openNotificationStream(reply, {
        db,
        hub,
        userId,
        live,
        // The tabs of one session share its check; a token without a session is its own.
        liveKey: sessionId ?? token,
        heartbeatMs: opts.heartbeatMs,
        log: request.log,
      });
      return reply;
    },
  });
}
