// Mail on the durable queue (issue 16): an invitation or a recovery link is a job written with the request's own
// writes, so that a mail is never lost with the instance that was to send it, nor sent for writes that rolled back.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Mail, Mailer } from './mailer.ts';

export const MAIL_JOB = 'mail';
/** Sends tried before the mail is given up (the queue's wait between them: 2 s doubling, at most a minute). */
export const MAIL_ATTEMPTS = 6;
/** How often `delivered` reads the job while it waits. */
const DELIVERY_POLL_MS = 50;

/** Why a mail is sent: a newer mail of the same purpose to the same user replaces one still waiting. */
export type MailPurpose = 'invitation' | 'recovery';

interface MailPayload {
  purpose: MailPurpose;
  userId: string;
  /** Absent once the job has ended: the mail's link is a credential, and is not kept in the table. */
  mail?: Mail;
}

export class MailQueue {
  constructor(
    private readonly queue: JobQueue,
    private readonly db: Db,
    mailer: Mailer,
    log: FastifyBaseLogger,
  ) {
    queue.register<MailPayload>(MAIL_JOB, {
      run: async ({ payload }) => {
        // A job whose mail was taken out (replaced by a newer one) has nothing to send.
        if (payload.mail) await mailer.send(payload.mail);
      },
      onFailed: async (_tx, job) => {
        // The log names the user and the purpose, never the address's link.
        log.error(
          { userId: job.payload.userId, purpose: job.payload.purpose, attempts: job.attempts },
          'correo no enviado tras todos sus intentos',
        );
      },
      kept: ({ purpose, userId }) => ({ purpose, userId }),
    });
  }

  /**
   * Queues a mail in the caller's transaction (it is sent if and only if the caller's writes commit). A mail of
   * the same purpose to the same user still waiting is replaced: its link was voided by the new one.
   */
  async send(tx: Db, purpose: MailPurpose, userId: string, mail: Mail): Promise<string> {
    await tx
      .update(jobs)
      .set({
        status: 'failed',
        payload: { purpose, userId },
        lastError: 'Reemplazado por un envío posterior.',
        finishedAt: sql`now()`,
      })
      .where(
        and(
          eq(jobs.kind, MAIL_JOB),
          eq(jobs.status, 'queued'),
          sql`${jobs.payload}->>'userId' = ${userId}`,
          sql`${jobs.payload}->>'purpose' = ${purpose}`,
        ),
      );
    return this.queue.enqueue(tx, MAIL_JOB, { purpose, userId, mail } satisfies MailPayload, {
      maxAttempts: MAIL_ATTEMPTS,
    });
  }

  /**
   * Waits, at most `withinMs`, for the first try of a queued mail: true once it is sent, false when a try failed
   * (the queue tries again later) or none ended in time. Any instance's worker may be the one sending it.
   */
  async delivered(id: string, withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const [job] = await this.db
        .select({ status: jobs.status, lastError: jobs.lastError })
        .from(jobs)
        .where(eq(jobs.id, id));
      if (!job || job.status === 'failed' || job.lastError !== null) return false;
      if (job.status === 'done') return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, DELIVERY_POLL_MS));
    }
  }
}
