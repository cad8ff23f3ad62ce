// The durable job queue (issue 16): background work kept in PostgreSQL's `jobs` table (schema-platform.ts) rather
// than in one process's memory, so that a job outlives the instance that started or ran it.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** The channel an enqueued job is announced on (payload: its kind), so that a worker starts it at once. */
export const JOBS_CHANNEL = 'tu360_jobs';
/** How long a worker holds a job without renewing it; it renews every third of it while the job runs. */
export const JOB_LEASE_MS = 30_000;
/** The safety net besides NOTIFY: every worker looks for runnable jobs this often. */
export const JOB_POLL_MS = 750;

/** The job went to another worker (its lease ran out and was taken): this worker must not commit its work. */
export class LeaseLost extends Error {
  constructor(readonly jobId: string) {
    super('El trabajo pasó a otra instancia: esta no guarda su resultado.');
  }
}

/** The worker is stopping (the app closes): the job goes back to the queue, for this or another instance. */
export class WorkerStopping extends Error {
  constructor() {
    super('El trabajo se detuvo porque el servidor se está cerrando; se retomará.');
  }
}

/** What a handler gets: the job, a signal aborted when it must stop, and the check of its lease. */
export interface JobContext<P> {
  id: string;
  kind: string;
  payload: P;
  /** This run's number (1 the first time). */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the app closes (reason WorkerStopping) or the lease is lost (reason LeaseLost). */
  signal: AbortSignal;
  /**
   * Inside the handler's final write transaction: locks the job's row and throws LeaseLost unless this worker
   * still holds it, so that a worker whose job was taken over rolls back instead of committing twice. While the
   * transaction holds the row no other worker can take the job (they skip locked rows).
   */
  assertHeld(tx: Db): Promise<void>;
}

/** A job that ended failed: its last error and how many times it ran. */
export interface FailedJob<P> {
  id: string;
  kind: string;
  payload: P;
  attempts: number;
  error: string;
}

export interface JobKind<P> {
  run(job: JobContext<P>): Promise<void>;
  /** In the transaction that marks the job failed (no attempt left): whatever the job's subject must show. */
  onFailed?(tx: Db, job: FailedJob<P>): Promise<void>;
  /**
   * What the job's row keeps of its payload once the job has ended (done or failed); all of it unless given. A
   * payload that carries a credential (a mail's single-use link) keeps none of it.
   */
  kept?(payload: P): Record<string, unknown>;
}

export interface EnqueueOptions {
  /** Runs, a failed run retried, up to this many times (3 unless given). */
  maxAttempts?: number;
  /** Not before this moment. */
  runAfter?: Date;
}

export interface JobQueueOptions {
  /** This worker's name in `locked_by`; unique per process (host, pid and a random part) unless given. */
  workerId?: string;
  leaseMs?: number;
  pollMs?: number;
  /** Jobs run at the same time by this worker. */
  concurrency?: number;
  /** The wait before retry n (1, 2, …) of a job whose run failed: 2 s doubling, at most a minute, unless given. */
  retryDelayMs?: (attempt: number) => number;
}

interface Claimed {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
}

interface Running {
  kind: string;
  controller: AbortController;
  done: Promise<void>;
}

/** The payload an ended job's row keeps (its kind's choice), as a column to set; nothing to set by default. */
const kept = (handler: JobKind<Record<string, unknown>>, payload: Record<string, unknown>) =>
  handler.kept ? { payload: handler.kept(payload) } : {};

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2_000) || 'Error sin mensaje';

/**
 * Workers alive in this process, by database. PGlite is one process by construction (the data directory's lock),
 * so a job left running by a worker not among these was left by a process that died: it is taken again at once,
 * without waiting for its lease to run out.
 */
const liveWorkers = new WeakMap<Database, Set<string>>();

/**
 * A worker of the durable queue: it claims the oldest runnable job of its kinds (waiting, or running on a lease that
 * ran out because its worker died) with FOR UPDATE SKIP LOCKED, holds it by a lease it renews while the job runs,
 * and ends it done, queued again for a later retry, or failed once its attempts are spent. A job is never run by
 * two workers at once: every end is written only while this worker still holds the job, and a handler's final
 * write checks that too (assertHeld). Every statement is short: the poll never holds PGlite's one connection.
 */
export class JobQueue {
  readonly workerId: string;
  private readonly kinds = new Map<string, JobKind<never>>();
  private readonly running = new Map<string, Running>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly retryDelayMs: (attempt: number) => number;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private filling: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    opts: JobQueueOptions = {},
  ) {
    this.workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
    this.pollMs = opts.pollMs ?? JOB_POLL_MS;
    this.concurrency = opts.concurrency ?? 3;
    this.retryDelayMs = opts.retryDelayMs ?? ((n) => Math.min(60_000, 2_000 * 2 ** (n - 1)));
  }

  private get db(): Db {
    return this.database.db;
  }

  /** The handler of a kind of job; only registered kinds are claimed by this worker. */
  register<P>(kind: string, handler: JobKind<P>): void {
    this.kinds.set(kind, handler as JobKind<never>);
  }

  /**
   * Adds a job, in the caller's transaction when `db` is one (the job exists if and only if the caller's writes
   * commit); workers hear of it by NOTIFY once it commits. Answers its id.
   */
  async enqueue(
    db: Db,
    kind: string,
    payload: Record<string, unknown>,
    opts: EnqueueOptions = {},
  ): Promise<string> {
    const [row] = await db
      .insert(jobs)
      .values({
        kind,
        payload,
        ...(opts.maxAttempts ? { maxAttempts: opts.maxAttempts } : {}),
        ...(opts.runAfter ? { runAfter: opts.runAfter } : {}),
      })
      .returning({ id: jobs.id });
    await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
    return row.id;
  }

  /** Starts taking jobs: at once, on every NOTIFY of an enqueued job, and every poll interval. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const live = liveWorkers.get(this.database) ?? new Set<string>();
    liveWorkers.set(this.database, live);
    live.add(this.workerId);
    this.unlisten = await this.database.listen(JOBS_CHANNEL, (kind) => {
      if (this.kinds.has(kind)) this.wake();
    });
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Stops taking jobs, tells the running ones to stop (their signal) and waits for them: a job stopped this way
   * goes back to the queue without spending an attempt, for another instance or this one's next start.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    // The running jobs are told first: on PGlite any other statement (UNLISTEN included) waits for their
    // transaction, which ends at their next step once told.
    for (const job of this.running.values()) job.controller.abort(new WorkerStopping());
    await this.filling;
    const running = [...this.running.values()];
    for (const job of running) job.controller.abort(new WorkerStopping());
    await Promise.allSettled(running.map((j) => j.done));
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    if (unlisten) await unlisten().catch(() => undefined);
    liveWorkers.get(this.database)?.delete(this.workerId);
  }

  /** Jobs this worker runs now, of the kinds `which` accepts (all by default). */
  runningCount(which: (kind: string) => boolean = () => true): number {
    let n = 0;
    for (const job of this.running.values()) if (which(job.kind)) n++;
    return n;
  }

  /** Jobs waiting (now or for a retry) or left on a lease that ran out: the metrics' queue depth. */
  async depth(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(
        or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`))),
      );
    return Number(row?.n ?? 0);
  }

  /** Looks for work now (the poll and NOTIFY call it); one look at a time, again if asked meanwhile. */
  wake(): void {
    if (this.stopping) return;
    if (this.filling) {
      this.again = true;
      return;
    }
    this.filling = (async () => {
      do {
        this.again = false;
        while (!this.stopping && this.running.size < this.concurrency) {
          let job: Claimed | undefined;
          try {
            job = await this.claim();
          } catch (error) {
            if (!this.stopping) this.log.warn({ err: error }, 'job queue: could not look for jobs');
            return;
          }
          if (!job) break;
          if (this.stopping) {
            await this.release(job.id).catch(() => undefined);
            return;
          }
          this.begin(job);
        }
      } while (this.again && !this.stopping);
    })().finally(() => {
      this.filling = undefined;
    });
  }

  /** Claims the oldest runnable job of this worker's kinds, in one short statement; undefined when there is none. */
  private async claim(): Promise<Claimed | undefined> {
    const kinds = [...this.kinds.keys()];
    if (!kinds.length) return undefined;
    const live = [...(liveWorkers.get(this.database) ?? [this.workerId])];
    // Left by a worker that died: its lease ran out, or (PGlite, one process) it is no worker of this process.
    const orphaned =
      this.database.kind === 'pglite'
        ? or(lt(jobs.lockedUntil, sql`now()`), notInArray(jobs.lockedBy, live))
        : lt(jobs.lockedUntil, sql`now()`);
    const next = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)),
            and(eq(jobs.status, 'running'), sql`${jobs.lockedBy} <> ${this.workerId}`, orphaned),
          ),
        ),
      )
      .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: this.workerId,
        lockedUntil: sql`now() + ${this.leaseMs}::int * interval '1 millisecond'`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, next))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        lastError: jobs.lastError,
      });
    return row;
  }

  /** Runs a claimed job in the background of the loop. */
  private begin(job: Claimed): void {
    const controller = new AbortController();
    const done = this.run(job, controller).finally(() => {
      this.running.delete(job.id);
      this.wake();
    });
    this.running.set(job.id, { kind: job.kind, controller, done });
  }

  private async run(job: Claimed, controller: AbortController): Promise<void> {
    const handler = this.kinds.get(job.kind) as JobKind<Record<string, unknown>>;
    const log = this.log.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts });
    // Its last attempt's worker died: no attempt left, it ends failed.
    if (job.attempts > job.maxAttempts) {
      await this.fail(
        job,
        handler,
        job.lastError ?? 'La instancia que ejecutaba el trabajo se detuvo antes de terminarlo.',
      ).catch((error) => log.error({ err: error }, 'job queue: could not end a job'));
      return;
    }
    let lost = false;
    const renewal = setInterval(
      () =>
        void this.renew(job.id).then(
          (held) => {
            if (held || lost) return;
            lost = true;
            controller.abort(new LeaseLost(job.id));
          },
          (error) => log.warn({ err: error }, 'job queue: could not renew a lease'),
        ),
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    let failure: { error: unknown } | undefined;
    try {
      await handler.run({
        id: job.id,
        kind: job.kind,
        payload: job.payload,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        signal: controller.signal,
        assertHeld: (tx) => this.assertHeld(tx, job.id),
      });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(renewal);
    }
    try {
      if (lost || failure?.error instanceof LeaseLost) {
        log.warn('job queue: the job went to another worker; this one left it');
      } else if (!failure) {
        if (!(await this.complete(job, handler)))
          log.warn('job queue: a job ended after its lease was taken');
      } else if (controller.signal.reason instanceof WorkerStopping) {
        await this.release(job.id);
      } else {
        const message = messageOf(failure.error);
        log.error({ err: failure.error }, 'job queue: a job failed');
        if (job.attempts < job.maxAttempts) await this.retry(job.id, job.attempts, message);
        else await this.fail(job, handler, message);
      }
    } catch (error) {
      log.error({ err: error }, 'job queue: could not end a job');
    }
  }

  private held(id: string) {
    return and(eq(jobs.id, id), eq(jobs.lockedBy, this.workerId), eq(jobs.status, 'running'));
  }

  /** Extends the lease; false when the job is no longer this worker's. */
  private async renew(id: string): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${this.leaseMs}::int * interval '1 millisecond'` })
      .where(this.held(id))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  private async assertHeld(tx: Db, id: string): Promise<void> {
    const rows = await tx.select({ id: jobs.id }).from(jobs).where(this.held(id)).for('update');
    if (!rows.length) throw new LeaseLost(id);
  }

  private async complete(job: Claimed, handler: JobKind<Record<string, unknown>>): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, finishedAt: sql`now()`, ...kept(handler, job.payload) })
      .where(this.held(job.id))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Back to the queue as it was (the app closes): the attempt is not spent. */
  private async release(id: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        lockedBy: null,
        lockedUntil: null,
        runAfter: sql`now()`,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      })
      .where(this.held(id));
  }

  private async retry(id: string, attempts: number, message: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        lockedBy: null,
        lockedUntil: null,
        lastError: message,
        runAfter: sql`now() + ${Math.max(0, Math.round(this.retryDelayMs(attempts)))}::int * interval '1 millisecond'`,
      })
      .where(this.held(id));
  }

  /** Ends the job failed and lets its kind record that, in one transaction. */
  private async fail(job: Claimed, handler: JobKind<Record<string, unknown>>, message: string) {
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(jobs)
        .set({
          status: 'failed',
          // Its runs: a claim that found no attempt left is none.
          attempts: sql`least(${jobs.attempts}, ${jobs.maxAttempts})`,
          lockedUntil: null,
          lastError: message,
          finishedAt: sql`now()`,
          ...kept(handler, job.payload),
        })
        .where(this.held(job.id))
        .returning({ id: jobs.id, attempts: jobs.attempts });
      if (!rows.length || !handler.onFailed) return;
      await handler.onFailed(tx as unknown as Db, {
        id: job.id,
        kind: job.kind,
        payload: job.payload,
        attempts: rows[0].attempts,
        error: message,
      });
    });
  }
}
