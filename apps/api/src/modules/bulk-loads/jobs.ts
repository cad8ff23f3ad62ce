import type { FastifyBaseLogger } from 'fastify';

/** The app is closing: the job stops where it is (a transaction in flight rolls back). */
export class JobStopped extends Error {
  constructor() {
    super('La carga se detuvo porque el servidor se está cerrando.');
  }
}

/**
 * The bulk loads running in this process, in the background of the requests that started them. On close every job
 * is told to stop and awaited, so that its load ends Interrupted before the database closes.
 */
export class BulkLoadJobs {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private closing = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `work` for a load unless one already runs for it (or the app is closing): answers whether it started. */
  start(loadId: string, work: (signal: AbortSignal) => Promise<void>): boolean {
    if (this.closing || this.running.has(loadId)) return false;
    const controller = new AbortController();
    const done = (async () => {
      // Let the request that started the job answer first.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        await work(controller.signal);
      } catch (error) {
        this.log.error({ err: error, loadId }, 'bulk load job failed');
      } finally {
        this.running.delete(loadId);
      }
    })();
    this.running.set(loadId, { controller, done });
    return true;
  }

  isRunning(loadId: string): boolean {
    return this.running.has(loadId);
  }

  /** Stops every job and waits for each to end. */
  async close(): Promise<void> {
    this.closing = true;
    const jobs = [...this.running.values()];
    for (const job of jobs) job.controller.abort();
    await Promise.allSettled(jobs.map((j) => j.done));
  }
}

export function throwIfStopped(signal: AbortSignal): void {
  if (signal.aborted) throw new JobStopped();
}
