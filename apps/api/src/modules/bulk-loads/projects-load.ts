// Loads of a builder's projects (the "Proyectos" template, create-massive-projects): each row through the project
// form's own schema, then the projects module's own createProject/updateProject, all in one transaction.
import { randomUUID } from 'node:crypto';
import {
  es,
  isExampleRow,
  type MappedProjectRow,
  mapProjectRow,
  permissionsOf,
  placeKey,
  projectBodySchema,
  projectHeaderOf,
  projectNameKey,
  projectTemplateColumns,
} from '@tu360/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, certificates, cities, departments, sellers, userSellers, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { Principal } from '../auth/identity.ts';
import { createProject, updateProject } from '../projects/service.ts';
import type { CheckResult, LoadHandler, LoadRow, StoredFile } from './handler.ts';
import { throwIfStopped } from './jobs.ts';
import { readTemplateRows } from './workbook-reader.ts';

/** Progress is reported at most this often (and at the end of each step). */
const PROGRESS_EVERY_MS = 500;
const P = es.bulkLoads.projects;
const REFERENCE = projectHeaderOf('reference');
const NAME = projectHeaderOf('name');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The active sustainability certificates (the form and the template offer the same). */
const activeCertificates = (db: Db) =>
  db
    .select({ id: certificates.id, name: certificates.name })
    .from(certificates)
    .where(eq(certificates.isActive, true));

/** What a load's rows are checked against, read once: names to ids, the builder's projects, the uploader's roles. */
async function lookups(db: Db, load: LoadRow) {
  const deps = await db.select({ id: departments.id, name: departments.name }).from(departments);
  const munis = await db
    .select({ id: cities.id, name: cities.name, departmentId: cities.departmentId })
    .from(cities);
  const certs = await activeCertificates(db);
  const projects = await db.select().from(sellers).where(eq(sellers.constructorId, load.constructorId));
  const byName = new Map<string, (typeof projects)[number][]>();
  for (const p of projects) {
    const key = projectNameKey(p.name);
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  // Whether the uploader may edit a project of the builder: as updateProject asks (catalog.write at the project).
  const [user] = await db
    .select({ isAdmin: users.isAdmin, role: users.role })
    .from(users)
    .where(eq(users.id, load.createdBy));
  const held = user?.isAdmin
    ? []
    : await db
        .select({ sellerId: userSellers.sellerId, role: userSellers.role })
        .from(userSellers)
        .where(
          and(eq(userSellers.userId, load.createdBy), eq(userSellers.constructorId, load.constructorId)),
        );
  const roles = new Map(held.map((h) => [h.sellerId, h.role]));
  return {
    department: new Map(deps.map((d) => [placeKey(d.name), d.id])),
    municipality: new Map(munis.map((m) => [`${m.departmentId}|${placeKey(m.name)}`, m.id])),
    certificate: new Map(certs.map((c) => [placeKey(c.name), c.id])),
    byId: new Map(projects.map((p) => [p.id, p])),
    byName,
    mayEdit: (sellerId: string) =>
      permissionsOf(user?.isAdmin ? user.role : roles.get(sellerId)).includes('catalog.write'),
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;
type ProjectRow = typeof sellers.$inferSelect;

/** A row of the file, mapped and resolved: ids of its names, the project it updates (none: a new one), its issues. */
interface CheckedRow {
  row: number;
  mapped: MappedProjectRow;
  departmentId?: string;
  cityId?: string;
  certificateId: string | null;
  existing?: ProjectRow;
  issues: { column: string | null; message: string }[];
}

function checkRow(mapped: MappedProjectRow, row: number, l: Lookups): CheckedRow {
  const issues = [...mapped.issues];
  const add = (column: string | null, message: string) => {
    if (!issues.some((i) => i.column === column)) issues.push({ column, message });
  };
  let departmentId: string | undefined;
  let cityId: string | undefined;
  let certificateId: string | null = null;
  if (mapped.departmentName) {
    departmentId = l.department.get(placeKey(mapped.departmentName));
    if (!departmentId) add(projectHeaderOf('department'), es.validation.selectOption);
  }
  if (mapped.municipalityName) {
    cityId = departmentId
      ? l.municipality.get(`${departmentId}|${placeKey(mapped.municipalityName)}`)
      : undefined;
    if (!cityId) add(projectHeaderOf('municipality'), es.validation.selectOption);
  }
  if (mapped.certificateName) {
    certificateId = l.certificate.get(placeKey(mapped.certificateName)) ?? null;
    if (!certificateId) add(projectHeaderOf('certificate'), es.validation.selectOption);
  }
  // The project the row updates: the one its reference names, else the builder's one of the same name.
  let existing: ProjectRow | undefined;
  if (mapped.reference) {
    existing = UUID.test(mapped.reference) ? l.byId.get(mapped.reference.toLowerCase()) : undefined;
    if (!existing) add(REFERENCE, P.notOfBuilder);
  } else if (mapped.projectName) {
    const same = l.byName.get(projectNameKey(mapped.projectName)) ?? [];
    if (same.length > 1) add(NAME, P.sameName(same.length));
    else existing = same[0];
  }
  if (existing && !l.mayEdit(existing.id)) add(REFERENCE, P.notWritable);
  return { row, mapped, departmentId, cityId, certificateId, existing, issues };
}

/**
 * Reads the load's workbook (streaming) and checks each row: the form's schema (domain mapping), DIVIPOLA and
 * certificate names, the project it updates (of the builder, editable by the uploader), a project twice in the
 * file. `onRow` gets each good row.
 */
async function walkRows(
  db: Db,
  load: LoadRow,
  file: StoredFile,
  signal: AbortSignal,
  onProgress: (pass: CheckResult) => void,
  onRow?: (row: CheckedRow) => Promise<void>,
): Promise<CheckResult> {
  const l = await lookups(db, load);
  const pass: CheckResult = { rows: 0, toCreate: 0, toUpdate: 0, errors: [], errorRows: 0 };
  const seen = new Map<string, number>();
  let last = Date.now();
  for await (const r of readTemplateRows(await file.stream(), projectTemplateColumns())) {
    throwIfStopped(signal);
    if (isExampleRow(r.cells[REFERENCE])) continue;
    pass.rows += 1;
    const checked = checkRow(mapProjectRow(r.cells), r.row, l);
    const target = checked.existing
      ? `id:${checked.existing.id}`
      : checked.mapped.projectName
        ? `name:${projectNameKey(checked.mapped.projectName)}`
        : null;
    if (target) {
      const first = seen.get(target);
      if (first !== undefined) checked.issues.push({ column: null, message: P.repeated(first) });
      else seen.set(target, r.row);
    }
    if (checked.issues.length) {
      pass.errorRows += 1;
      for (const i of checked.issues) pass.errors.push({ row: r.row, column: i.column, message: i.message });
    } else {
      if (checked.existing) pass.toUpdate += 1;
      else pass.toCreate += 1;
      if (onRow) await onRow(checked);
    }
    if (Date.now() - last >= PROGRESS_EVERY_MS) {
      last = Date.now();
      onProgress(pass);
    }
  }
  return pass;
}

/** The form's body of a good row; an update keeps the project's own value of each optional cell left empty. */
function bodyOf(c: CheckedRow, constructorId: string) {
  const { mapped, existing } = c;
  const keep = (f: MappedProjectRow['blank'][number]) => !!existing && mapped.blank.includes(f);
  return projectBodySchema.parse({
    ...mapped.body,
    ...(keep('name') ? { name: existing?.name } : {}),
    ...(keep('whatsAppPhone') ? { whatsAppPhone: existing?.whatsAppPhone ?? undefined } : {}),
    ...(keep('rentingAvaliable') ? { rentingAvaliable: existing?.rentingAvailable } : {}),
    departmentId: c.departmentId,
    cityId: c.cityId,
    certificateId: keep('certificate') ? existing?.certificateId : c.certificateId,
    constructorId,
  });
}

/** A builder's projects: the form's rules, then the projects module's create and update, one transaction. */
export const projectsLoadHandler: LoadHandler = {
  done: {
    message: (file, load) => es.bulkLoads.projects.doneMessage(file, load.created, load.updated),
    operation: 'Create',
  },
  check: (ctx, load, file, progress) =>
    walkRows(ctx.db, load, file, ctx.signal, (pass) => progress(pass.rows)),

  async apply(ctx, p: Principal, load, file, progress) {
    const { db, signal } = ctx;
    let created = 0;
    let updated = 0;
    let last = Date.now();
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const pass = await walkRows(
        txDb,
        load,
        file,
        signal,
        () => {},
        async (row) => {
          // PGlite answers in microtasks: let timers, requests and a close run now and then.
          if ((created + updated) % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
          throwIfStopped(signal);
          const body = bodyOf(row, load.constructorId);
          let id: string;
          if (row.existing) {
            id = row.existing.id;
            await updateProject(txDb, p, id, body);
          } else {
            id = (await createProject(txDb, p, body)).id;
          }
          await tx.insert(auditLog).values({
            transactionalId: randomUUID(),
            entityType: 'seller',
            entityId: id,
            constructorId: load.constructorId,
            sellerId: id,
            userId: p.userId,
            userName: p.userName,
            action: row.existing ? 'update' : 'create',
            field: P.auditField,
            valueBefore: null,
            valueAfter: load.fileName,
          });
          if (row.existing) updated += 1;
          else created += 1;
          if (Date.now() - last >= PROGRESS_EVERY_MS) {
            last = Date.now();
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
