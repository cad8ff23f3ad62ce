// The bulk loads' background jobs (issue 11), on the durable queue (issue 16, lib/job-queue.ts): the dry run of an
// upload and the write of a confirmed load, each a job that survives the instance that started or ran it.
import { es } from '@tu360/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bulkLoads, jobs } from '../../db/schema.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import type { Principal } from '../auth/identity.ts';

/**
 * The job stops where it is (a transaction in flight rolls back): the app closes (the job goes back to the queue)
 * or its lease went to another instance. The load is left as it is, for whoever runs the job next.
 */
export class JobStopped extends Error {
  constructor() {
    super('La carga se detuvo porque el servidor se está cerrando.');
  }
}

export function throwIfStopped(signal: AbortSignal): void {
  if (signal.aborted) throw new JobStopped();
}

/** The dry run of an uploaded load, and the write of a confirmed one. */
export const VALIDATE_JOB = 'bulk-load.validate';
export const APPLY_JOB = 'bulk-load.apply';
export const LOAD_JOBS = [VALIDATE_JOB, APPLY_JOB];

export interface ValidatePayload {
  loadId: string;
}
export interface ApplyPayload {
  loadId: string;
  /** Who confirmed it, as the write needs it (its audit and notifications), without its session. */
  principal: Principal;
}

/** The job of a new load's dry run, in the transaction that creates the load. */
export const enqueueValidation = (queue: JobQueue, tx: Db, loadId: string) =>
  queue.enqueue(tx, VALIDATE_JOB, { loadId } satisfies ValidatePayload);

/** The job of a confirmed load's write, in the transaction that sets it Applying. */
export const enqueueApply = (queue: JobQueue, tx: Db, loadId: string, p: Principal) =>
  queue.enqueue(tx, APPLY_JOB, { loadId, principal: { ...p, sessionId: null } } satisfies ApplyPayload);

/** What the jobs run (service.ts), lent by routes.ts so that this file does not import the service. */
export interface LoadWork {
  validate(ctx: JobContext<ValidatePayload>): Promise<void>;
  apply(ctx: JobContext<ApplyPayload>): Promise<void>;
  /** Ends a load whose job gave up (Failed, with its notification when it was being written). */
  fail(tx: Db, loadId: string, message: string): Promise<void>;
}

/**
 * Registers the two kinds on the queue. A run that ended its load (Failed, with its message) is over even when it
 * threw: retrying a file that cannot be read would fail again. A run that left its load running (the database
 * went away, say) is retried; the handlers do nothing when the load is no longer Validating / Applying.
 */
export function registerLoadJobs(queue: JobQueue, db: Db, log: FastifyBaseLogger, work: LoadWork) {
  const settled =
    (status: 'Validating' | 'Applying', run: (ctx: JobContext<never>) => Promise<void>) =>
    async (ctx: JobContext<{ loadId: string }>) => {
      try {
        await run(ctx as JobContext<never>);
      } catch (error) {
        if (error instanceof JobStopped || ctx.signal.aborted) throw error;
        const [load] = await db
          .select({ status: bulkLoads.status })
          .from(bulkLoads)
          .where(eq(bulkLoads.id, ctx.payload.loadId));
        if (load?.status === status) throw error;
        log.error({ err: error, loadId: ctx.payload.loadId }, 'bulk load job failed');
      }
    };
  const onFailed = async (tx: Db, job: { payload: { loadId: string }; attempts: number }) =>
    work.fail(tx, job.payload.loadId, es.bulkLoads.retriesExhausted(job.attempts));
  queue.register<ValidatePayload>(VALIDATE_JOB, {
    run: settled('Validating', (ctx) => work.validate(ctx)),
    onFailed,
  });
  queue.register<ApplyPayload>(APPLY_JOB, { run: settled('Applying', (ctx) => work.apply(ctx)), onFailed });
}

/** Whether a load's job (of the bulk_loads row in scope) is still waiting or running: it will run, or run again. */
export const loadJobPending = () =>
  sql`exists (select 1 from ${jobs} where ${inArray(jobs.kind, LOAD_JOBS)} and ${inArray(jobs.status, ['queued', 'running'])} and ${jobs.payload}->>'loadId' = "bulk_loads"."id"::text)`;
