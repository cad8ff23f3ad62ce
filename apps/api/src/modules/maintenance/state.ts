import { randomUUID } from 'node:crypto';
import { maintenanceRetryAfter } from '@tu360/domain';
import type { MaintenanceState as MaintenanceAnswer } from '@tu360/domain/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { auditLog, maintenance } from '../../db/schema.ts';
import type { Principal } from '../auth/identity.ts';

/** The channel a committed change of maintenance mode is announced on (payload: "changed"). */
export const MAINTENANCE_CHANNEL = 'tu360_maintenance';
/** The safety net: every instance reads the row again this often, should a NOTIFY be lost (a dropped LISTEN). */
export const MAINTENANCE_REFRESH_MS = 5_000;
/** audit_log wants a UUID entity: the one maintenance row is this one. */
export const MAINTENANCE_ENTITY_ID = '00000000-0000-4000-8000-00000000000a';

export interface MaintenanceSnapshot {
  enabled: boolean;
  message: string;
  expectedEnd: Date | null;
  updatedAt: Date | null;
}

const OFF: MaintenanceSnapshot = { enabled: false, message: '', expectedEnd: null, updatedAt: null };

const same = (a: MaintenanceSnapshot, b: MaintenanceSnapshot) =>
  a.enabled === b.enabled &&
  a.message === b.message &&
  (a.expectedEnd?.getTime() ?? null) === (b.expectedEnd?.getTime() ?? null) &&
  (a.updatedAt?.getTime() ?? null) === (b.updatedAt?.getTime() ?? null);

/**
 * Maintenance mode as this instance knows it: kept in memory (the gate reads it on every request, never the
 * database), read again when a NOTIFY says it changed (from any instance on the same PostgreSQL database) and,
 * as a safety net, every few seconds.
 */
export class MaintenanceMode {
  private current: MaintenanceSnapshot = OFF;
  private readonly listeners = new Set<(s: MaintenanceSnapshot) => void>();
  private reading: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly refreshMs = MAINTENANCE_REFRESH_MS,
  ) {}

  /** Reads the row, then listens and re-reads periodically. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(MAINTENANCE_CHANNEL, () => void this.reload());
    await this.reload();
    this.timer = setInterval(() => void this.reload(), this.refreshMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    this.listeners.clear();
    await this.reading.catch(() => undefined);
    if (unlisten) await unlisten().catch(() => undefined);
  }

  get snapshot(): MaintenanceSnapshot {
    return this.current;
  }

  /** Whether a caller (null: anonymous) is refused now: maintenance is on and the caller no platform admin. */
  blocks(p: Pick<Principal, 'isAdmin'> | null | undefined): boolean {
    return this.current.enabled && !p?.isAdmin;
  }

  /** The public answer (GET), with the Retry-After the gate gives now. */
  answer(now = new Date()): MaintenanceAnswer {
    const s = this.current;
    return {
      enabled: s.enabled,
      message: s.message,
      expectedEnd: s.expectedEnd?.toISOString() ?? null,
      retryAfter: s.enabled ? maintenanceRetryAfter(s.expectedEnd, now) : null,
    };
  }

  /** Calls `fn` on every change this instance sees; returns the function that stops it. */
  onChange(fn: (s: MaintenanceSnapshot) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Reads the row again (one read at a time, in order); a failed read keeps what was known. */
  reload(): Promise<void> {
    this.reading = this.reading.then(async () => {
      try {
        const [row] = await this.database.db.select().from(maintenance).where(eq(maintenance.id, 1));
        const next: MaintenanceSnapshot = row
          ? {
              enabled: row.enabled,
              message: row.message,
              expectedEnd: row.expectedEnd,
              updatedAt: row.updatedAt,
            }
          : OFF;
        if (same(next, this.current)) return;
        this.current = next;
        for (const fn of [...this.listeners]) fn(next);
      } catch (error) {
        this.log.warn({ err: error }, 'maintenance state could not be read; the last known state stays');
      }
    });
    return this.reading;
  }

  /**
   * Switches it (platform administrators): the row, its audit entries and the NOTIFY in one transaction (every
   * instance reads the row again once it commits); this instance reads it at once.
   */
  async set(
    p: Principal,
    input: { enabled: boolean; message: string; expectedEnd: string | null },
  ): Promise<MaintenanceAnswer> {
    const db = this.database.db;
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(maintenance).where(eq(maintenance.id, 1)).for('update');
      const values = input.enabled
        ? {
            enabled: true,
            message: input.message,
            expectedEnd: input.expectedEnd ? new Date(input.expectedEnd) : null,
          }
        : { enabled: false };
      const [after] = await tx
        .insert(maintenance)
        .values({ id: 1, ...values, updatedBy: p.userId, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: maintenance.id,
          set: { ...values, updatedBy: p.userId, updatedAt: new Date() },
        })
        .returning();
      const changes: [string, string | null, string | null][] = [
        ['Estado', before?.enabled ? 'Activo' : 'Inactivo', after.enabled ? 'Activo' : 'Inactivo'],
        ['Mensaje', before?.message || null, after.message || null],
        [
          'Fin previsto',
          before?.expectedEnd?.toISOString() ?? null,
          after.expectedEnd?.toISOString() ?? null,
        ],
      ];
      const transactionalId = randomUUID();
      await tx.insert(auditLog).values(
        changes
          .filter(([, b, a], i) => i === 0 || b !== a)
          .map(([field, valueBefore, valueAfter]) => ({
            transactionalId,
            entityType: 'Maintenance',
            entityId: MAINTENANCE_ENTITY_ID,
            userId: p.userId,
            userName: p.userName,
            action: after.enabled ? 'Enable' : 'Disable',
            field,
            valueBefore,
            valueAfter,
          })),
      );
      await tx.execute(sql`select pg_notify(${MAINTENANCE_CHANNEL}, 'changed')`);
    });
    await this.reload();
    return this.answer();
  }
}
