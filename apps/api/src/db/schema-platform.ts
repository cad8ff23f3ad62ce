// Tables of the platform itself rather than of the marketplace (issue 16): what several API instances share
// instead of keeping it in one process's memory.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** States of a background job: waiting (or waiting to be retried), taken by a worker, ended well, given up. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable job queue (bulk loads' dry runs and writes, and whatever runs in the background): a worker takes a
 * job with FOR UPDATE SKIP LOCKED and holds it by a lease (`locked_until`) that it renews while it works. A job
 * whose worker died (its lease ran out) is taken again by another instance, up to `max_attempts`; then it is
 * failed. Never run twice at once: a worker only ends a job it still holds.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** The instance (worker id) holding the job, and until when its lease runs. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql.raw(`status in (${JOB_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    // The workers' poll: jobs waiting, or running on a lease that may have run out.
    index('jobs_pending_idx').on(t.runAfter).where(sql`status in ('queued', 'running')`),
    index('jobs_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * The development identity provider's state (oidc-provider's adapter: interactions, sessions, grants, codes),
 * shared by every instance instead of each one's memory. One row per model name and id.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);
