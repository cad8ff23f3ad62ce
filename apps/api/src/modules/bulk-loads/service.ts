import { es } from '@tu360/domain';
import type { LoadKind } from '@tu360/domain/contracts';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulkLoads } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { LeaseLost } from '../../lib/job-queue.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Principal } from '../auth/identity.ts';
import { notifyBulkLoadEnd } from '../notifications/events.ts';
import { ValidationError } from '../properties/service.ts';
import { agencyPropertiesHandler } from './agency-properties.ts';
import { builderPropertiesHandler } from './builder-properties.ts';
import type { LoadHandler, LoadRow, StoredFile } from './handler.ts';
import { imagesLoadHandler } from './images-load.ts';
import { JobStopped, loadJobPending, throwIfStopped } from './jobs.ts';
import { liveLoads } from './live-progress.ts';
import { projectsLoadHandler } from './projects-load.ts';
import { propertyDeletionHandler } from './property-deletion.ts';
import { loadView } from './view.ts';
import { WorkbookRefused } from './workbook-reader.ts';

export type { LoadRow };

/** Where a load's file is kept in the app's storage (`xlsx` for a workbook, `zip` for images). */
export const storageKeyOf = (loadId: string, extension: 'xlsx' | 'zip' = 'xlsx') =>
  `bulk-loads/${loadId}.${extension}`;

export { loadView };

const finished = () => new Date();

/** Marks a load that failed on its own; its message says why, in Spanish. */
async function endLoad(db: Db, loadId: string, error: unknown) {
  const message =
    error instanceof WorkbookRefused || error instanceof HttpError ? error.message : es.bulkLoads.unreadable;
  await db
    .update(bulkLoads)
    .set({ status: 'Failed', message, finishedAt: finished() })
    .where(eq(bulkLoads.id, loadId));
}

/**
 * The job running a load (the durable queue's): `assertHeld` in a transaction throws LeaseLost, and rolls it back,
 * when the job went to another instance meanwhile. Without one (a direct call), nothing is checked.
 */
export interface LoadJob {
  assertHeld(tx: Db): Promise<void>;
}
const unchecked: LoadJob = { assertHeld: async () => {} };

/**
 * Stopped with the app, or its job taken by another instance (or any error once told to stop, a stream's abort
 * say): the load stays as it is for the job's next run.
 */
const leftAsIs = (error: unknown) => error instanceof JobStopped || error instanceof LeaseLost;

/** A load's file in the app's storage (404 "El archivo de la carga ya no está disponible" when it is gone). */
function storedFile(storage: FileStorage, load: LoadRow): StoredFile {
  return {
    async stream() {
      const stream = await storage.open(load.storageKey);
      if (!stream) throw new HttpError(404, es.bulkLoads.fileGone);
      return stream;
    },
    async bytes() {
      const bytes = await storage.get(load.storageKey);
      if (!bytes) throw new HttpError(404, es.bulkLoads.fileGone);
      return bytes;
    },
  };
}

/** The handler of each kind of load. */
const HANDLERS: Partial<Record<LoadKind, LoadHandler>> = {
  BuilderProperties: builderPropertiesHandler,
  Projects: projectsLoadHandler,
  AgencyProperties: agencyPropertiesHandler,
  PropertyImages: imagesLoadHandler,
  ProjectImages: imagesLoadHandler,
  PropertyDeletion: propertyDeletionHandler,
};
export const handlerOf = (kind: string): LoadHandler | undefined => HANDLERS[kind as LoadKind];

/** A running load's progress is written to its row at most this often. */
const PROGRESS_EVERY_MS = 500;

/**
 * Sets a running load's progress (rows read while Validating, rows written while Applying, never backwards); not
 * awaited by the job: on PGlite it runs once a transaction in flight ends, on PostgreSQL at once.
 */
function reportProgress(db: Db, loadId: string, status: 'Validating' | 'Applying', rows: number) {
  void db
    .update(bulkLoads)
    .set(
      status === 'Validating'
        ? { rowsDone: rows, rowsTotal: rows }
        : { rowsDone: sql`greatest(${bulkLoads.rowsDone}, ${rows})` },
    )
    .where(and(eq(bulkLoads.id, loadId), eq(bulkLoads.status, status)))
    .catch(() => {});
}

/** The dry run: the kind's handler reads and checks the file; the counts and row errors are stored, nothing else. */
export async function validateLoad(
  db: Db,
  storage: FileStorage,
  loadId: string,
  signal: AbortSignal,
  job: LoadJob = unchecked,
) {
  const [load] = await db.select().from(bulkLoads).where(eq(bulkLoads.id, loadId));
  if (load?.status !== 'Validating') return;
  try {
    const handler = handlerOf(load.kind);
    if (!handler) throw new HttpError(400, es.bulkLoads.templateNotAvailable);
    const pass = await handler.check({ db, storage, signal }, load, storedFile(storage, load), (rows) =>
      reportProgress(db, loadId, 'Validating', rows),
    );
    throwIfStopped(signal);
    await db.transaction(async (tx) => {
      await job.assertHeld(tx as unknown as Db);
      await tx
        .update(bulkLoads)
        .set({
          status: pass.rows ? 'Validated' : 'Failed',
          message: pass.rows ? null : es.bulkLoads.noRows,
          rowsTotal: pass.rows,
          rowsDone: pass.rows,
          toCreate: pass.toCreate,
          toUpdate: pass.toUpdate,
          errorRows: pass.errorRows,
          errors: pass.errors,
          ...(pass.rows ? {} : { finishedAt: finished() }),
        })
        .where(and(eq(bulkLoads.id, loadId), eq(bulkLoads.status, 'Validating')));
    });
  } catch (error) {
    if (leftAsIs(error) || signal.aborted) throw error;
    await db.transaction(async (tx) => {
      await job.assertHeld(tx as unknown as Db);
      await endLoad(tx as unknown as Db, loadId, error);
    });
    if (!(error instanceof WorkbookRefused || error instanceof HttpError)) throw error;
  }
}

/**
 * Writes a confirmed load through its kind's handler, all or nothing. Any failure leaves nothing written and the
 * load Failed (or Interrupted when the app closes); either end raises the project's notification.
 */
export async function applyLoad(
  db: Db,
  storage: FileStorage,
  p: Principal,
  loadId: string,
  signal: AbortSignal,
  job: LoadJob = unchecked,
) {
  // From here until the write ends, its author's polls are answered from this process's memory (live-progress.ts).
  liveLoads.started(loadId);
  try {
    await writeLoad(db, storage, p, loadId, signal, job);
  } finally {
    liveLoads.ended(loadId);
  }
}

async function writeLoad(
  db: Db,
  storage: FileStorage,
  p: Principal,
  loadId: string,
  signal: AbortSignal,
  job: LoadJob,
) {
  const [load] = await db.select().from(bulkLoads).where(eq(bulkLoads.id, loadId));
  if (load?.status !== 'Applying') return;
  try {
    const handler = handlerOf(load.kind);
    if (!handler) throw new HttpError(400, es.bulkLoads.templateNotAvailable);
    // The end and its notification together: whoever sees the load ended sees its notification too. The handler
    // ends it in its own transaction (`finish`), so that the end commits with the writes: and only while this
    // instance still holds the load's job, or the whole write rolls back (another instance writes it).
    let ended = false;
    let reported = Date.now();
    const finish = async (tx: Db, { created, updated }: { created: number; updated: number }) => {
      await job.assertHeld(tx);
      await tx
        .update(bulkLoads)
        .set({
          status: 'Done',
          created,
          updated,
          rowsDone: created + updated,
          message: null,
          finishedAt: finished(),
        })
        .where(eq(bulkLoads.id, loadId));
      await notifyEnd(tx, loadId);
      ended = true;
    };
    const counts = await handler.apply(
      { db, storage, signal, finish },
      p,
      load,
      storedFile(storage, load),
      (done) => {
        // In memory at every call; in the database at most every PROGRESS_EVERY_MS (a statement each).
        liveLoads.progress(loadId, done);
        if (Date.now() - reported < PROGRESS_EVERY_MS) return;
        reported = Date.now();
        reportProgress(db, loadId, 'Applying', done);
      },
    );
    if (!ended) await db.transaction((tx) => finish(tx as unknown as Db, counts));
  } catch (error) {
    if (leftAsIs(error) || signal.aborted) throw error;
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await job.assertHeld(txDb);
      await endLoad(
        txDb,
        loadId,
        error instanceof ValidationError ? new HttpError(400, error.message) : error,
      );
      await notifyEnd(txDb, loadId);
    });
    if (!(error instanceof HttpError)) throw error;
  }
}

/**
 * Ends a load whose job gave up (no attempt left): Failed with `message`, and its author's notification when it
 * was being written. In the transaction that marks the job failed.
 */
export async function failLoad(tx: Db, loadId: string, message: string) {
  const [load] = await tx
    .select({ status: bulkLoads.status })
    .from(bulkLoads)
    .where(eq(bulkLoads.id, loadId))
    .for('update');
  if (load?.status !== 'Validating' && load?.status !== 'Applying') return;
  await tx
    .update(bulkLoads)
    .set({ status: 'Failed', message, finishedAt: finished() })
    .where(eq(bulkLoads.id, loadId));
  if (load.status === 'Applying') await notifyEnd(tx, loadId);
}

/** The author's notification that a confirmed load ended: written, or failed with nothing written. */
async function notifyEnd(db: Db, loadId: string) {
  const [load] = await db.select().from(bulkLoads).where(eq(bulkLoads.id, loadId));
  if (!load || (load.status !== 'Done' && load.status !== 'Failed')) return;
  const file = escapeHtml(load.fileName);
  const done = handlerOf(load.kind)?.done ?? {
    message: (f: string, l: LoadRow) => es.bulkLoads.doneMessage(f, l.created, l.updated),
    operation: 'Create' as const,
  };
  // To the load's author (issue 14), if still active.
  await notifyBulkLoadEnd(db, load, {
    title: load.status === 'Done' ? es.bulkLoads.doneTitle : es.bulkLoads.failedTitle,
    message:
      load.status === 'Done'
        ? done.message(file, load)
        : es.bulkLoads.failedMessage(file, escapeHtml(load.message ?? es.bulkLoads.failed)),
    operation: load.status === 'Done' ? done.operation : 'Reported',
  });
}

/**
 * Loads left Validating or Applying with no job to run them (none waiting nor running on the queue): they end
 * Interrupted (nothing was written). A load whose job waits or runs (here or on another instance) is left to it.
 */
export async function interruptLeftovers(db: Db) {
  await db
    .update(bulkLoads)
    .set({ status: 'Interrupted', message: es.bulkLoads.interrupted, finishedAt: finished() })
    .where(and(inArray(bulkLoads.status, ['Validating', 'Applying']), not(loadJobPending())));
}
