// The durable job queue (issue 16): a job commits with its caller's transaction, runs once, never on two workers
// at once, is taken again when its worker dies, ends failed after its attempts, and a worker that lost its job
// cannot commit. On PGlite and on PostgreSQL (TEST_DB_KIND=postgres), as the rest of the suite.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPostgres } from '../src/db/client.ts';
import { jobs } from '../src/db/schema.ts';
import { type JobKind, JobQueue, type JobQueueOptions, LeaseLost } from '../src/lib/job-queue.ts';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
/** On PostgreSQL, a second pool on the same database (another instance's connections); on PGlite the same one. */
let other: Database;
const queues: JobQueue[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let kindSeq = 0;
/** A kind of job no other test (nor the app) takes. */
const freshKind = (name: string) => `test.${name}.${++kindSeq}.${Date.now()}`;

function queue(database: Database, kinds: Record<string, JobKind<never>>, opts: JobQueueOptions = {}) {
  const q = new JobQueue(database, t.app.log, { pollMs: 50, retryDelayMs: () => 0, ...opts });
  for (const [kind, handler] of Object.entries(kinds)) q.register(kind, handler);
  queues.push(q);
  return q;
}

const jobRow = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];

/** Waits (by the clock) until the job's row satisfies `done`, and answers it. */
async function until(id: string, done: (row: typeof jobs.$inferSelect) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const row = await jobRow(id);
    if (row && done(row)) return row;
    if (Date.now() > deadline) throw new Error(`the job never got there: ${JSON.stringify(row)}`);
    await sleep(25);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  other = t.databaseUrl ? await openPostgres(t.databaseUrl, 4) : t.database;
});

afterAll(async () => {
  await Promise.allSettled(queues.map((q) => q.stop()));
  if (other !== t.database) await other.close();
  await t.close();
});

describe(`job queue (${process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite'})`, () => {
  it('enqueues in the caller’s transaction: rolled back, no job is left', async () => {
    const kind = freshKind('rollback');
    const q = queue(t.database, {});
    await expect(
      t.db.transaction(async (tx) => {
        await q.enqueue(tx as unknown as Db, kind, { n: 1 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, kind))).toEqual([]);
    // Committed, it is there, waiting.
    const id = await t.db.transaction((tx) => q.enqueue(tx as unknown as Db, kind, { n: 2 }));
    expect(await jobRow(id)).toMatchObject({ kind, status: 'queued', attempts: 0, payload: { n: 2 } });
    expect(await q.depth()).toBeGreaterThanOrEqual(1);
  });

  it('reports the queue depth (waiting jobs of every instance) in the metrics', async () => {
    const sample = async () => {
      const res = await t.app.inject({ url: '/api/metrics' });
      expect(res.statusCode).toBe(200);
      return Number(/^tu360_job_queue_depth (\d+)$/m.exec(res.body)?.[1] ?? Number.NaN);
    };
    const before = await sample();
    expect(before).toBeGreaterThanOrEqual(0);
    // A kind no worker takes: it waits.
    const id = await queue(t.database, {}).enqueue(t.db, freshKind('waits'), {});
    expect(await sample()).toBe(before + 1);
    await t.db.delete(jobs).where(eq(jobs.id, id));
  });

  it('runs a job once, promptly after it is enqueued, and ends it done', async () => {
    const kind = freshKind('once');
    const seen: unknown[] = [];
    // A slow poll: the start comes from the NOTIFY of the enqueue.
    const q = queue(
      t.database,
      { [kind]: { run: async (job) => void seen.push(job.payload) } },
      { pollMs: 60_000 },
    );
    await q.start();
    const started = Date.now();
    const id = await q.enqueue(t.db, kind, { hello: 'mundo' });
    const row = await until(id, (r) => r.status === 'done', 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(row).toMatchObject({ attempts: 1, lockedBy: q.workerId, lastError: null });
    expect(row.finishedAt).not.toBeNull();
    await sleep(300);
    expect(seen).toEqual([{ hello: 'mundo' }]);
    await q.stop();
  });

  it('never runs a job on two workers at once, nor twice', async () => {
    const kind = freshKind('pair');
    const inside = new Map<string, number>();
    const runs = new Map<string, string[]>();
    let overlap = 0;
    const handler = (worker: string): JobKind<{ n: number }> => ({
      run: async (job) => {
        const now = (inside.get(job.id) ?? 0) + 1;
        inside.set(job.id, now);
        if (now > 1) overlap++;
        runs.set(job.id, [...(runs.get(job.id) ?? []), worker]);
        await sleep(20 + (job.payload.n % 5) * 10);
        inside.set(job.id, (inside.get(job.id) ?? 1) - 1);
      },
    });
    const a = queue(t.database, { [kind]: handler('a') as JobKind<never> }, { workerId: 'worker-a' });
    const b = queue(other, { [kind]: handler('b') as JobKind<never> }, { workerId: 'worker-b' });
    const ids: string[] = [];
    for (let n = 0; n < 24; n++) ids.push(await a.enqueue(t.db, kind, { n }));
    await Promise.all([a.start(), b.start()]);
    for (const id of ids) await until(id, (r) => r.status === 'done');
    expect(overlap).toBe(0);
    expect([...runs.values()].every((w) => w.length === 1)).toBe(true);
    expect(runs.size).toBe(ids.length);
    const rows = await t.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.attempts === 1 && r.status === 'done')).toBe(true);
    // Both workers took jobs (on PGlite as well: the same database, two workers of one process).
    expect(new Set(rows.map((r) => r.lockedBy))).toEqual(new Set(['worker-a', 'worker-b']));
    await Promise.all([a.stop(), b.stop()]);
  });

  it('takes again the job of a worker that died, once its lease runs out, and finishes it', async () => {
    const kind = freshKind('dead');
    const seen: number[] = [];
    const b = queue(other, { [kind]: { run: async (job) => void seen.push(job.attempt) } });
    const id = await b.enqueue(t.db, kind, {});
    // Worker A claimed it and died: it never renews nor ends it. Its lease still runs.
    await t.db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: 'worker-a-muerto',
        attempts: 1,
        lockedUntil: new Date(Date.now() + 60_000),
      })
      .where(eq(jobs.id, id));
    await b.start();
    await sleep(400);
    if (t.database.kind === 'postgres') {
      // Another instance may hold it still: B waits for the lease.
      expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'worker-a-muerto' });
      expect(seen).toEqual([]);
      await t.db
        .update(jobs)
        .set({ lockedUntil: new Date(Date.now() - 1_000) })
        .where(eq(jobs.id, id));
    }
    // PGlite is one process: a worker not alive in it died, and its job is taken at once.
    const row = await until(id, (r) => r.status === 'done');
    expect(row).toMatchObject({ lockedBy: b.workerId, attempts: 2 });
    expect(seen).toEqual([2]);
    await b.stop();
  });

  it('ends failed with its last error after max_attempts runs, and lets its kind record it', async () => {
    const kind = freshKind('fails');
    const failed: unknown[] = [];
    const q = queue(t.database, {
      [kind]: {
        run: async (job) => {
          throw new Error(`falla ${job.attempt}`);
        },
        onFailed: async (tx, job) => {
          // In the transaction that marks it failed: the row is failed already, seen from inside.
          const [row] = await tx.select().from(jobs).where(eq(jobs.id, job.id));
          failed.push({ attempts: job.attempts, error: job.error, status: row.status });
        },
      },
    });
    const id = await q.enqueue(t.db, kind, {}, { maxAttempts: 3 });
    await q.start();
    const row = await until(id, (r) => r.status === 'failed');
    expect(row).toMatchObject({ attempts: 3, lastError: 'falla 3' });
    expect(row.finishedAt).not.toBeNull();
    expect(failed).toEqual([{ attempts: 3, error: 'falla 3', status: 'failed' }]);
    await q.stop();
  });

  it('waits between retries, and a retry that succeeds ends the job done', async () => {
    const kind = freshKind('retry');
    const q = queue(
      t.database,
      {
        [kind]: {
          run: async (job) => {
            if (job.attempt === 1) throw new Error('primera vez');
          },
        },
      },
      { retryDelayMs: () => 300 },
    );
    const id = await q.enqueue(t.db, kind, {});
    await q.start();
    const queued = await until(id, (r) => r.status === 'queued' && r.attempts === 1);
    expect(queued.lastError).toBe('primera vez');
    expect(queued.runAfter.getTime()).toBeGreaterThan(Date.now() - 1_000);
    expect(await until(id, (r) => r.status === 'done')).toMatchObject({ attempts: 2 });
    await q.stop();
  });

  it('a worker whose job was taken over cannot commit its writes', async () => {
    const kind = freshKind('lost');
    const marker = freshKind('marker');
    let proceed = () => {};
    const gate = new Promise<void>((r) => {
      proceed = r;
    });
    let entered = false;
    let outcome: unknown;
    const q = queue(t.database, {
      [kind]: {
        run: async (job) => {
          entered = true;
          await gate;
          try {
            // The job's final write transaction: a write, then the check of the lease.
            await t.db.transaction(async (tx) => {
              await tx.insert(jobs).values({ kind: marker, payload: { from: job.id }, status: 'done' });
              await job.assertHeld(tx as unknown as Db);
            });
            outcome = 'committed';
          } catch (error) {
            outcome = error;
            throw error;
          }
        },
      },
    });
    const id = await q.enqueue(t.db, kind, {});
    await q.start();
    await until(id, () => entered);
    // Its lease ran out and worker C (alive: on PGlite a worker not alive in the process counts as dead) took it.
    await queue(t.database, {}, { workerId: 'worker-c' }).start();
    await t.db.update(jobs).set({ lockedBy: 'worker-c', attempts: 2 }).where(eq(jobs.id, id));
    proceed();
    for (let i = 0; i < 200 && !outcome; i++) await sleep(25);
    expect(outcome).toBeInstanceOf(LeaseLost);
    // Its write rolled back, and the job stays worker C's: neither done nor failed by this worker.
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, marker))).toEqual([]);
    await sleep(200);
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'worker-c', attempts: 2 });
    await q.stop();
  });

  it('aborts a job whose lease was taken while it runs (its renewal finds it gone)', async () => {
    const kind = freshKind('renew');
    let reason: unknown;
    const q = queue(
      t.database,
      {
        [kind]: {
          run: (job) =>
            new Promise<void>((_, reject) => {
              job.signal.addEventListener('abort', () => {
                reason = job.signal.reason;
                reject(job.signal.reason);
              });
            }),
        },
      },
      { leaseMs: 300 },
    );
    const id = await q.enqueue(t.db, kind, {});
    await q.start();
    await until(id, (r) => r.status === 'running');
    // Renewed while it runs: its lease keeps ahead of the clock.
    await sleep(700);
    expect((await jobRow(id)).lockedUntil?.getTime()).toBeGreaterThan(Date.now() - 100);
    await queue(t.database, {}, { workerId: 'worker-c2' }).start();
    await t.db
      .update(jobs)
      .set({ lockedBy: 'worker-c2', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, id));
    for (let i = 0; i < 100 && q.runningCount() > 0; i++) await sleep(25);
    expect(reason).toBeInstanceOf(LeaseLost);
    expect(q.runningCount()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'worker-c2' });
    await q.stop();
  });

  it('on stop, aborts the running job and puts it back in the queue without spending an attempt', async () => {
    const kind = freshKind('stop');
    let aborted = false;
    const q = queue(t.database, {
      [kind]: {
        run: (job) =>
          new Promise<void>((_, reject) => {
            job.signal.addEventListener('abort', () => {
              aborted = true;
              reject(job.signal.reason);
            });
          }),
      },
    });
    const id = await q.enqueue(t.db, kind, {});
    await q.start();
    await until(id, (r) => r.status === 'running');
    expect(q.runningCount()).toBe(1);
    await q.stop();
    expect(aborted).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    // Another worker (the next start, or another instance) takes it.
    const next = queue(other, { [kind]: { run: async () => {} } });
    await next.start();
    expect(await until(id, (r) => r.status === 'done')).toMatchObject({ attempts: 1 });
    await next.stop();
  });
});
