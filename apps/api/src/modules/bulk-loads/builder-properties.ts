// Loads of properties from a workbook: a builder's (a category's template) and, through the same walk, an
// agency's (agency-properties.ts): each row through the wizard's own rules and save for its flow.
import {
  type BuilderTemplate,
  builderColumnOf,
  builderTemplateColumns,
  DETAIL_KEYS,
  es,
  isExampleRow,
  type MappedRow,
  mapBuilderRow,
  type PropertyFlow,
  placeKey,
  type TemplateColumn,
} from '@tu360/domain';
import { propertyBody } from '@tu360/domain/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, departments, properties } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { savePropertiesInBatch } from '../properties/batch-save.ts';
import type { PropertyRow } from '../properties/service.ts';
import type { CheckResult, LoadHandler, LoadRow, StoredFile } from './handler.ts';
import { throwIfStopped } from './jobs.ts';
import { readTemplateRows } from './workbook-reader.ts';

/** Progress is reported at most this often (and at the end of each step). */
const PROGRESS_EVERY_MS = 500;
const REFERENCE_BATCH = 500;
/** Rows written by one batched save (its statements bind about 40 values a row per table). */
const WRITE_BATCH = 100;
const REFERENCE_HEADER = 'Referencia';

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

/** What a kind of properties load is made of: the flow whose rules and save it follows, and its template. */
export interface PropertiesLoad {
  flow: PropertyFlow;
  /** The template's columns (the header row must hold its required ones). */
  columns(load: LoadRow): TemplateColumn[];
  /** A row (cells by header) mapped to the wizard's body and checked by the flow's rules. */
  map(load: LoadRow, cells: Record<string, string>): MappedRow;
  /** The header a field is shown under (null: none). */
  columnOf(load: LoadRow, field: string): string | null;
}

/** A row of the file, mapped and resolved: the wizard's body with its location ids, or its issues. */
interface CheckedRow {
  row: number;
  mapped: MappedRow;
  departmentId?: string;
  cityId?: string;
  issues: { column: string | null; message: string }[];
}

function resolvePlaces(
  columnOf: (field: string) => string | null,
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
    if (!departmentId) add(columnOf(DETAIL_KEYS.department), es.validation.selectOption);
  }
  if (mapped.municipalityName) {
    cityId = departmentId
      ? places.municipality.get(`${departmentId}|${placeKey(mapped.municipalityName)}`)
      : undefined;
    if (!cityId) add(columnOf(DETAIL_KEYS.municipality), es.validation.selectOption);
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

type Pass = CheckResult;

/**
 * Reads the load's workbook (streaming) and checks each row: the wizard's rules (domain mapping), DIVIPOLA names,
 * references repeated in the file or held by a property of another project or builder. `onBatch` gets each batch
 * of good rows with the property each one updates (undefined: a new one).
 */
async function walkRows(
  kind: PropertiesLoad,
  db: Db,
  load: LoadRow,
  file: StoredFile,
  signal: AbortSignal,
  onProgress: (pass: Pass) => void,
  onBatch?: (rows: { checked: CheckedRow; existing?: PropertyRow }[]) => Promise<void>,
): Promise<Pass> {
  const columns = kind.columns(load);
  const columnOf = (field: string) => kind.columnOf(load, field);
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
  for await (const r of readTemplateRows(await file.stream(), columns)) {
    throwIfStopped(signal);
    if (isExampleRow(r.cells[REFERENCE_HEADER])) continue;
    pass.rows += 1;
    const checked = resolvePlaces(columnOf, kind.map(load, r.cells), places, r.row);
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

/**
 * The handler of a kind of properties load: the dry run walks the rows with the flow's rules; the confirmation
 * walks them again in one transaction and writes each batch through the wizard's save for the flow.
 */
export function propertiesHandler(kind: PropertiesLoad): LoadHandler {
  return {
    check: (ctx, load, file, progress) =>
      walkRows(kind, ctx.db, load, file, ctx.signal, (pass) => progress(pass.rows)),

    async apply(ctx, p, load, file, progress) {
      const { db, signal } = ctx;
      const sellerId = load.sellerId;
      if (!sellerId) throw new HttpError(409, es.bulkLoads.cannotConfirmStatus);
      let created = 0;
      let updated = 0;
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const pass = await walkRows(
          kind,
          txDb,
          load,
          file,
          signal,
          () => {},
          async (batch) => {
            // Written WRITE_BATCH rows at a time: the progress moves often, and each batch's objects die young.
            for (let start = 0; start < batch.length; start += WRITE_BATCH) {
              const rows = batch.slice(start, start + WRITE_BATCH);
              // PGlite answers in microtasks: a turn of the event loop between batches lets timers, requests and
              // a close run during a long load.
              await new Promise((resolve) => setImmediate(resolve));
              throwIfStopped(signal);
              await savePropertiesInBatch(
                txDb,
                p,
                kind.flow,
                sellerId,
                rows.map(({ checked, existing }) => ({
                  body: propertyBody.parse({
                    ...checked.mapped.body,
                    sellerId,
                    ...(checked.departmentId ? { departmentId: checked.departmentId } : {}),
                    ...(checked.cityId ? { cityId: checked.cityId } : {}),
                  }),
                  existing,
                  refId: checked.mapped.reference,
                })),
                () => ({ field: 'carga masiva', valueAfter: load.fileName }),
              );
              for (const { existing } of rows) {
                if (existing) updated += 1;
                else created += 1;
              }
              // Every batch: the service keeps it in memory and writes it to the load at its own pace.
              progress(created + updated);
            }
          },
        );
        // The file changed its verdict since the dry run (another write in between): nothing is written.
        if (pass.errorRows) throw new HttpError(409, es.bulkLoads.changedSinceCheck);
        throwIfStopped(signal);
        await ctx.finish(txDb, { created, updated });
      });
      return { created, updated };
    },
  };
}

/** A builder's properties, one category's template (the load's): the builder's rules, then the wizard's save. */
export const builderPropertiesHandler = propertiesHandler({
  flow: 'builder',
  columns: (load) => builderTemplateColumns(load.template as BuilderTemplate),
  map: (load, cells) => mapBuilderRow(load.template as BuilderTemplate, cells),
  columnOf: (load, field) => builderColumnOf(load.template as BuilderTemplate, field),
});
