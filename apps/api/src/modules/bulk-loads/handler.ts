import type { Readable } from 'node:stream';
import type { LoadRowError } from '@tu360/domain/contracts';
import type { Db } from '../../db/client.ts';
import type { bulkLoads } from '../../db/schema.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Principal } from '../auth/identity.ts';

export type LoadRow = typeof bulkLoads.$inferSelect;

/** What a dry run found: rows read, what they would create or update, and the rows in error. */
export interface CheckResult {
  rows: number;
  toCreate: number;
  toUpdate: number;
  errors: LoadRowError[];
  errorRows: number;
}

/** A load's stored file: read as a stream (a workbook), or whole (a zip, whose directory is at its end). */
export interface StoredFile {
  stream(): Promise<Readable>;
  bytes(): Promise<Buffer>;
}

export interface HandlerContext {
  db: Db;
  storage: FileStorage;
  signal: AbortSignal;
}

/** What `apply` gets besides: the end of the load, to commit with its writes. */
export interface ApplyContext extends HandlerContext {
  /**
   * Ends the load Done (its counts and notification) in the handler's own transaction, called as its last
   * statement, so the load's end commits with its writes: a process killed between two commits could otherwise
   * leave the rows written and the load Interrupted. Every handler calls it.
   */
  finish: (tx: Db, counts: { created: number; updated: number }) => Promise<void>;
}

/**
 * What one kind of load does with its stored file (service.ts runs it: statuses, progress, the end and its
 * notification are the same for every kind).
 */
export interface LoadHandler {
  /** The dry run: reads and checks the file, writes nothing. `progress` gets the rows read so far. */
  check(
    ctx: HandlerContext,
    load: LoadRow,
    file: StoredFile,
    progress: (rows: number) => void,
  ): Promise<CheckResult>;
  /**
   * Writes a confirmed load, all or nothing (in its own transaction); throws when anything fails, and then nothing
   * is left written. `progress` gets the rows written so far. Answers the records created and updated.
   */
  apply(
    ctx: ApplyContext,
    p: Principal,
    load: LoadRow,
    file: StoredFile,
    progress: (done: number) => void,
  ): Promise<{ created: number; updated: number }>;
  /**
   * The notification of a load written (its author's project): the message naming the file (HTML-escaped) and
   * what was done, and the notification's operation. Without it: properties created and updated.
   */
  done?: { message(file: string, load: LoadRow): string; operation: 'Create' | 'Update' | 'Delete' };
}
