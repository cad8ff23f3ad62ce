import { randomUUID } from 'node:crypto';
import {
  type BuilderTemplate,
  builderColumnOf,
  builderTemplateColumns,
  DETAIL_KEYS,
  es,
  isExampleRow,
  type MappedRow,
  mapBuilderRow,
  placeKey,
} from '@tu360/domain';
import { type BulkLoad, type LoadRowError, propertyBody } from '@tu360/domain/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, bulkLoads, cities, departments, notifications, properties } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Principal } from '../auth/identity.ts';
import { type PropertyRow, saveProperty, ValidationError } from '../properties/service.ts';
import { JobStopped, throwIfStopped } from './jobs.ts';
import { readTemplateRows, WorkbookRefused } from './workbook-reader.ts';

export type LoadRow = typeof bulkLoads.$inferSelect;
/** Progress is written at most this often (and at the end of each step). */
const PROGRESS_EVERY_MS = 500;
const REFERENCE_BATCH = 500;
const REFERENCE_HEADER = 'Referencia';

export const storageKeyOf = (loadId: string) => `bulk-loads/${loadId}.xlsx`;

/** A load as the contract answers it. */
export function loadView(row: LoadRow): BulkLoad {
  return {
    id: row.id,
    kind: row.kind as BulkLoad['kind'],
    template: row.template as BulkLoad['template'],
    fileName: row.fileName,
    status: row.status as BulkLoad['status'],
    constructorId: row.constructorId,
    sellerId: row.sellerId,
    createdBy: { id: row.createdBy, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    toCreate: row.toCreate,
    toUpdate: row.toUpdate,
    errorRows: row.errorRows,
    created: row.created,
    updated: row.updated,
    message: row.message,
    hasErrorFile: row.errorRows > 0 && row.status !== 'Validating',
  };
}

/** The DIVIPOLA names of the database, to resolve a row's Departamento and Municipio to their ids. */
async function placeIndex(db: Db) {
  const deps = await db.select({ id: departments.id, name: departments.name }).from(departments);
  const munis = await db
    .select({ id: cities.id, name: cities.name, departmentId: cities.departmentId })
    .from(cities);
  return {
    department: new Map(deps.map((d) => [placeKey(d.name), d.id])),
    municipality: new Map(munis.map((m) => [`${m.departmentId}|${placeKey(m.name)}`, m.id])),
  };
}
type Places = Awaited<ReturnType<typeof placeIndex>>;

/** A row of the file, mapped and resolved: the wizard's body with its location ids, or its issues. */
interface CheckedRow {
  row: number;
  mapped: MappedRow;
  departmentId?: string;
  cityId?: string;
  issues: { column: string | null; message: string }[];
}

function resolvePlaces(
  template: BuilderTemplate,
  mapped: MappedRow,
  places: Places,
  row: number,
): CheckedRow {
  const issues = [...mapped.issues];
  const add = (column: string | null, message: string) => {
    if (!issues.some((i) => i.column === column)) issues.push({ column, message });
  };
  let departmentId: string | undefined;
  let cityId: string | undefined;
  if (mapped.departmentName) {
    departmentId = places.department.get(placeKey(mapped.departmentName));
    if (!departmentId) add(builderColumnOf(template, DETAIL_KEYS.department), es.validation.selectOption);
  }
  if (mapped.municipalityName) {
    cityId = departmentId
      ? places.municipality.get(`${departmentId}|${placeKey(mapped.municipalityName)}`)
      : undefined;
    if (!cityId) add(builderColumnOf(template, DETAIL_KEYS.municipality), es.validation.selectOption);
  }
  return { row, mapped, departmentId, cityId, issues };
}

/** The properties that hold these references, wherever they are. */
async function propertiesByReference(db: Db, refs: string[]) {
  if (!refs.length) return new Map<string, PropertyRow[]>();
  const rows = await db.select().from(properties).where(inArray(properties.refId, refs));
  const byRef = new Map<string, PropertyRow[]>();
  for (const r of rows) byRef.set(r.refId, [...(byRef.get(r.refId) ?? []), r]);
  return byRef;
}

interface Pass {
  rows: number;
  toCreate: number;
  toUpdate: number;
  errors: LoadRowError[];
  errorRows: number;
}

/**
 * Reads the load's workbook (streaming) and checks each row: the wizard's rules (domain mapping), DIVIPOLA names,
 * references repeated in the file or held by a property of another project or builder. `onBatch` gets each batch
 * of good rows with the property each one updates (undefined: a new one).
 */
async function walkRows(
  db: Db,
  load: LoadRow,
  bytes: Buffer,
  signal: AbortSignal,
  onProgress: (pass: Pass) => void,
  onBatch?: (rows: { checked: CheckedRow; existing?: PropertyRow }[]) => Promise<void>,
): Promise<Pass> {
  const template = load.template as BuilderTemplate;
  const columns = builderTemplateColumns(template);
  const places = await placeIndex(db);
  const pass: Pass = { rows: 0, toCreate: 0, toUpdate: 0, errors: [], errorRows: 0 };
  const seen = new Map<string, number>();
  let batch: CheckedRow[] = [];

  const flush = async () => {
    const refs = [...new Set(batch.map((b) => b.mapped.reference).filter((r): r is string => !!r))];
    const byRef = await propertiesByReference(db, refs);
    const good: { checked: CheckedRow; existing?: PropertyRow }[] = [];
    for (const b of batch) {
      let existing: PropertyRow | undefined;
      if (b.mapped.reference) {
        const holders = byRef.get(b.mapped.reference) ?? [];
        existing = holders.find((h) => h.sellerId === load.sellerId);
        if (!existing && holders.length)
          b.issues.push({ column: REFERENCE_HEADER, message: es.bulkLoads.foreignReference });
      }
      if (b.issues.length) {
        pass.errorRows += 1;
        for (const i of b.issues) pass.errors.push({ row: b.row, column: i.column, message: i.message });
        continue;
      }
      if (existing) pass.toUpdate += 1;
      else pass.toCreate += 1;
      good.push({ checked: b, existing });
    }
    batch = [];
    if (onBatch && good.length) await onBatch(good);
  };

  let last = Date.now();
  for await (const r of readTemplateRows(bytes, columns)) {
    throwIfStopped(signal);
    if (isExampleRow(r.cells[REFERENCE_HEADER])) continue;
    pass.rows += 1;
    const checked = resolvePlaces(template, mapBuilderRow(template, r.cells), places, r.row);
    const ref = checked.mapped.reference;
    if (ref) {
      const first = seen.get(ref);
      if (first !== undefined)
        checked.issues.push({ column: REFERENCE_HEADER, message: es.bulkLoads.duplicateReference(first) });
      else seen.set(ref, r.row);
    }
    batch.push(checked);
    if (batch.length >= REFERENCE_BATCH) await flush();
    if (Date.now() - last >= PROGRESS_EVERY_MS) {
      last = Date.now();
      onProgress(pass);
    }
  }
  await flush();
  return pass;
}

const finished = () => new Date();

/** Marks a load that stopped on its own or with the app; its message says why, in Spanish. */
async function endLoad(db: Db, loadId: string, error: unknown) {
  const stopped = error instanceof JobStopped;
  const message =
    error instanceof WorkbookRefused || error instanceof HttpError
      ? error.message
      : stopped
        ? es.bulkLoads.interrupted
        : es.bulkLoads.unreadable;
  await db
    .update(bulkLoads)
    .set({ status: stopped ? 'Interrupted' : 'Failed', message, finishedAt: finished() })
    .where(eq(bulkLoads.id, loadId));
}

/** The dry run: reads and checks every row, stores the counts and the row errors; writes nothing else. */
export async function validateLoad(db: Db, storage: FileStorage, loadId: string, signal: AbortSignal) {
  const [load] = await db.select().from(bulkLoads).where(eq(bulkLoads.id, loadId));
  if (load?.status !== 'Validating') return;
  try {
    const bytes = await storage.get(load.storageKey);
    if (!bytes) throw new HttpError(404, es.bulkLoads.fileGone);
    const pass = await walkRows(db, load, bytes, signal, (p) => {
      void db
        .update(bulkLoads)
        .set({ rowsDone: p.rows, rowsTotal: p.rows })
        .where(and(eq(bulkLoads.id, loadId), eq(bulkLoads.status, 'Validating')))
        .catch(() => {});
    });
    throwIfStopped(signal);
    await db
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
  } catch (error) {
    await endLoad(db, loadId, error);
    if (!(error instanceof WorkbookRefused || error instanceof JobStopped || error instanceof HttpError))
      throw error;
  }
}

/**
 * Writes a confirmed load in ONE transaction: each row through the wizard's own save (saveProperty: its rules,
 * completeness, status, defaults and audit entries), plus an audit entry "carga masiva". Any failure rolls back
 * everything and the load ends Failed (or Interrupted when the app closes).
 */
export async function applyLoad(
  db: Db,
  storage: FileStorage,
  p: Principal,
  loadId: string,
  signal: AbortSignal,
) {
  const [load] = await db.select().from(bulkLoads).where(eq(bulkLoads.id, loadId));
  if (load?.status !== 'Applying' || !load.sellerId) return;
  const sellerId = load.sellerId;
  try {
    const bytes = await storage.get(load.storageKey);
    if (!bytes) throw new HttpError(404, es.bulkLoads.fileGone);
    let created = 0;
    let updated = 0;
    let last = Date.now();
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const pass = await walkRows(
        txDb,
        load,
        bytes,
        signal,
        () => {},
        async (rows) => {
          for (const { checked, existing } of rows) {
            // PGlite answers in microtasks: without a turn of the event loop now and then, no timer, request or
            // close would run until the whole load is written.
            if ((created + updated) % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
            throwIfStopped(signal);
            const body = propertyBody.parse({
              ...checked.mapped.body,
              sellerId,
              ...(checked.departmentId ? { departmentId: checked.departmentId } : {}),
              ...(checked.cityId ? { cityId: checked.cityId } : {}),
            });
            const saved = await saveProperty(txDb, p, 'builder', body, existing);
            const ref = checked.mapped.reference;
            if (!existing && ref)
              await tx.update(properties).set({ refId: ref }).where(eq(properties.id, saved.id));
            await tx.insert(auditLog).values({
              transactionalId: randomUUID(),
              entityType: 'property',
              entityId: saved.id,
              constructorId: load.constructorId,
              sellerId,
              userId: p.userId,
              userName: p.userName,
              action: existing ? 'update' : 'create',
              field: 'carga masiva',
              valueBefore: null,
              valueAfter: load.fileName,
            });
            if (existing) updated += 1;
            else created += 1;
            if (Date.now() - last >= PROGRESS_EVERY_MS) {
              last = Date.now();
              const done = created + updated;
              // Not awaited: on PGlite it runs once the transaction ends; on PostgreSQL it shows at once.
              void db
                .update(bulkLoads)
                .set({ rowsDone: sql`greatest(${bulkLoads.rowsDone}, ${done})` })
                .where(and(eq(bulkLoads.id, loadId), eq(bulkLoads.status, 'Applying')))
                .catch(() => {});
            }
          }
        },
      );
      // The file changed its verdict since the dry run (another write in between): nothing is written.
      if (pass.errorRows) throw new HttpError(409, es.bulkLoads.changedSinceCheck);
      throwIfStopped(signal);
    });
    // The end and its notification together: whoever sees the load ended sees its notification too.
    await db.transaction(async (tx) => {
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
      await notifyEnd(tx as unknown as Db, loadId);
    });
  } catch (error) {
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await endLoad(
        txDb,
        loadId,
        error instanceof ValidationError ? new HttpError(400, error.message) : error,
      );
      await notifyEnd(txDb, loadId);
    });
    if (!(error instanceof JobStopped || error instanceof HttpError)) throw error;
  }
}

/** The project's notification that a confirmed load ended: written, or failed with nothing written. */
async function notifyEnd(db: Db, loadId: string) {
  const [load] = await db.select().from(bulkLoads).where(eq(bulkLoads.id, loadId));
  if (!load || (load.status !== 'Done' && load.status !== 'Failed')) return;
  const file = escapeHtml(load.fileName);
  await db.insert(notifications).values({
    constructorId: load.constructorId,
    sellerId: load.sellerId,
    title: load.status === 'Done' ? es.bulkLoads.doneTitle : es.bulkLoads.failedTitle,
    message:
      load.status === 'Done'
        ? es.bulkLoads.doneMessage(file, load.created, load.updated)
        : es.bulkLoads.failedMessage(file, escapeHtml(load.message ?? es.bulkLoads.failed)),
    type: 'Product',
    operation: load.status === 'Done' ? 'Create' : 'Reported',
  });
}

/** Loads left Validating or Applying by a process that stopped: they end Interrupted (nothing was written). */
export async function interruptLeftovers(db: Db) {
  await db
    .update(bulkLoads)
    .set({ status: 'Interrupted', message: es.bulkLoads.interrupted, finishedAt: finished() })
    .where(inArray(bulkLoads.status, ['Validating', 'Applying']));
}
