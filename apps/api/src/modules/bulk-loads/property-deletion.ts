// Deleting a project's properties by file (issue 11, spec section 8): a one-column workbook of references. The dry
// run names each property to delete or the row's error; the confirmation deletes them all, or none, exactly as the
// single delete does (deleteProperties), with an audit entry each.
import { randomUUID } from 'node:crypto';
import {
  DELETION_REFERENCE_HEADER,
  deletionTemplateColumns,
  es,
  isDeletionExample,
  mapDeletionRow,
} from '@tu360/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, properties } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import { deleteProperties } from '../properties/deletion.ts';
import type { CheckResult, LoadHandler, LoadRow, StoredFile } from './handler.ts';
import { throwIfStopped } from './jobs.ts';
import { deletionLayout, writeTemplate } from './template.ts';
import { readTemplateRows } from './workbook-reader.ts';

/** Progress is reported at most this often (and at the end of each step). */
const PROGRESS_EVERY_MS = 500;
/** References are looked up this many at a time. */
const REFERENCE_BATCH = 500;
/** The permission the single delete (delete-product) asks of the role held at the property's project. */
export const DELETE_PERMISSION = 'catalog.write' as const;

/** A property a good row names. */
interface Target {
  id: string;
  refId: string;
}

/** The holders of these references: id, reference, project and builder. */
async function holdersOf(db: Db, refs: string[]) {
  const byRef = new Map<string, { id: string; sellerId: string; constructorId: string }[]>();
  if (!refs.length) return byRef;
  const rows = await db
    .select({
      id: properties.id,
      refId: properties.refId,
      sellerId: properties.sellerId,
      constructorId: properties.constructorId,
    })
    .from(properties)
    .where(inArray(properties.refId, refs));
  for (const r of rows) byRef.set(r.refId, [...(byRef.get(r.refId) ?? []), r]);
  return byRef;
}

/**
 * Reads the workbook (streaming) and checks each reference: given, not repeated in the file, held by exactly one
 * property of the load's project. A reference of another project of the builder says so; one held only by another
 * builder reads as unknown here (another builder's references are not disclosed). The role and tenancy the single
 * delete checks are the project's, checked before the file is read and again at the confirmation; the single delete
 * refuses no property of a project the caller may write, so neither does this.
 * `onBatch` gets each batch of properties to delete.
 */
async function walkReferences(
  db: Db,
  load: LoadRow,
  file: StoredFile,
  signal: AbortSignal,
  onProgress: (rows: number) => void,
  onBatch?: (targets: Target[]) => Promise<void>,
): Promise<CheckResult> {
  const pass: CheckResult = { rows: 0, toCreate: 0, toUpdate: 0, errors: [], errorRows: 0 };
  const seen = new Map<string, number>();
  let batch: { row: number; reference: string | null; message: string | null }[] = [];
  const rowError = (row: number, message: string) => {
    pass.errorRows += 1;
    pass.errors.push({ row, column: DELETION_REFERENCE_HEADER, message });
  };

  const flush = async () => {
    const refs = [...new Set(batch.map((b) => b.reference).filter((r): r is string => !!r))];
    const byRef = await holdersOf(db, refs);
    const targets: Target[] = [];
    for (const b of batch) {
      if (b.message || !b.reference) {
        rowError(b.row, b.message ?? es.bulkLoads.deletion.referenceRequired);
        continue;
      }
      const holders = byRef.get(b.reference) ?? [];
      const here = holders.filter((h) => h.sellerId === load.sellerId);
      if (here.length > 1) rowError(b.row, es.bulkLoads.deletion.ambiguous(here.length));
      else if (here.length === 1) targets.push({ id: here[0].id, refId: b.reference });
      else if (holders.some((h) => h.constructorId === load.constructorId))
        rowError(b.row, es.bulkLoads.foreignReference);
      else rowError(b.row, es.bulkLoads.deletion.notInProject);
    }
    // The properties exist already: the dry run counts them as "to update" (the page labels it "Se eliminarán").
    pass.toUpdate += targets.length;
    batch = [];
    if (onBatch && targets.length) await onBatch(targets);
  };

  let last = Date.now();
  for await (const r of readTemplateRows(await file.stream(), deletionTemplateColumns())) {
    throwIfStopped(signal);
    if (isDeletionExample(r.cells)) continue;
    pass.rows += 1;
    const mapped = mapDeletionRow(r.cells);
    let message = mapped.issue?.message ?? null;
    if (mapped.reference) {
      const first = seen.get(mapped.reference);
      if (first !== undefined) message = es.bulkLoads.duplicateReference(first);
      else seen.set(mapped.reference, r.row);
    }
    batch.push({ row: r.row, reference: mapped.reference, message });
    if (batch.length >= REFERENCE_BATCH) await flush();
    if (Date.now() - last >= PROGRESS_EVERY_MS) {
      last = Date.now();
      onProgress(pass.rows);
    }
  }
  await flush();
  // Row errors in row order (a batch lists its own in order; batches follow one another).
  return pass;
}

/** The deletion of the properties a workbook of references names, in the load's project. */
export const propertyDeletionHandler: LoadHandler = {
  // The load's `updated` counts the properties deleted (they existed).
  done: {
    message: (file, load) => es.bulkLoads.deletion.doneMessage(file, load.updated),
    operation: 'Delete',
  },
  check: (ctx, load, file, progress) => walkReferences(ctx.db, load, file, ctx.signal, progress),

  async apply(ctx, p, load, file, progress) {
    const { db, signal } = ctx;
    const sellerId = load.sellerId;
    if (!sellerId) throw new HttpError(409, es.bulkLoads.cannotConfirmStatus);
    // The single delete's rule, for whoever confirms: their role at the project must carry catalog.write.
    await assertSellerAccess(db, p, sellerId, DELETE_PERMISSION);
    const transactionalId = randomUUID();
    let deleted = 0;
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const pass = await walkReferences(
        txDb,
        load,
        file,
        signal,
        () => {},
        async (targets) => {
          // PGlite answers in microtasks: a turn of the event loop lets timers, requests and a close run.
          await new Promise((resolve) => setImmediate(resolve));
          throwIfStopped(signal);
          const ids = await deleteProperties(
            txDb,
            targets.map((t) => t.id),
          );
          // Another write took one away since the dry run: nothing is deleted.
          if (ids.length !== targets.length) throw new HttpError(409, es.bulkLoads.changedSinceCheck);
          await tx.insert(auditLog).values(
            targets.map((t) => ({
              transactionalId,
              entityType: 'property',
              entityId: t.id,
              constructorId: load.constructorId,
              sellerId,
              userId: p.userId,
              userName: p.userName,
              action: 'delete',
              field: es.bulkLoads.deletion.auditField,
              valueBefore: t.refId,
              valueAfter: load.fileName,
            })),
          );
          deleted += ids.length;
          progress(deleted);
        },
      );
      // The file changed its verdict since the dry run (another write in between): nothing is deleted.
      if (pass.errorRows) throw new HttpError(409, es.bulkLoads.changedSinceCheck);
      throwIfStopped(signal);
      // Deleted properties existed: they are counted where the dry run counted them.
      await ctx.finish(txDb, { created: 0, updated: deleted });
    });
    return { created: 0, updated: deleted };
  },
};

/** The deletion template: a "Referencias" sheet with its one column (text), and an "Instrucciones" sheet. */
export const deletionTemplateWorkbook = (): Promise<Buffer> => writeTemplate(deletionLayout());
