import { es, WORKBOOK_MAX_BYTES } from '@tu360/domain';
import {
  cancelBulkLoad,
  confirmBulkLoad,
  createAgencyRealstateMassive,
  createMassiveProjects,
  createProductMassive,
  getBulkLoad,
  getBulkLoadErrorFile,
  getBulkLoads,
  getLoadTemplate,
  type LoadKind,
  type LoadTemplate,
} from '@tu360/domain/contracts';
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { bulkLoads, constructors, sellers, userSellers } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import type { FileStorage } from '../../lib/storage.ts';
import {
  assertConstructorAccess,
  assertConstructorWrite,
  assertSellerAccess,
} from '../../lib/tenant-scope.ts';
import { attachment, workbookAnswer, XLSX } from '../../lib/xlsx-download.ts';
import { confirmSession, principal } from '../../plugins/auth.ts';
import type { Principal } from '../auth/identity.ts';
import { sessionLiveSql } from '../auth/token-service.ts';
import { propertyDeletionRoutes } from './deletion-routes.ts';
import { errorWorkbook, layoutOfLoad } from './error-file.ts';
import { imageZipRoutes } from './images-routes.ts';
import {
  type ApplyPayload,
  enqueueApply,
  enqueueValidation,
  LOAD_JOBS,
  registerLoadJobs,
  type ValidatePayload,
} from './jobs.ts';
import { liveLoads } from './live-progress.ts';
import {
  applyLoad,
  failLoad,
  handlerOf,
  interruptLeftovers,
  type LoadRow,
  loadView,
  storageKeyOf,
  validateLoad,
} from './service.ts';
import { TEMPLATE_WORKBOOKS } from './template.ts';
import { type WorkbookCheck as UploadCheck, verifyWorkbook } from './workbook-guard.ts';

/** The upload routes take one workbook up to the contract's size (the app's default part limit is an image's). */
const WORKBOOK_UPLOAD = {
  multipartOptions: { limits: { fileSize: WORKBOOK_MAX_BYTES, files: 1 } },
};
/** Loads a user may act on are those of projects where their role carries this permission. */
const LOAD_PERMISSION = 'templates.load' as const;

/** Loads the caller may see: platform admins all; store users those of their builder's projects they are in. */
function loadScope(p: Principal): SQL | undefined {
  if (p.isAdmin) return undefined;
  if (!p.constructorId) return sql`false`;
  return and(
    eq(bulkLoads.constructorId, p.constructorId),
    or(
      // A load of the builder itself (projects), or of a project the user is in.
      isNull(bulkLoads.sellerId),
      inArray(
        bulkLoads.sellerId,
        sql`(select ${userSellers.sellerId} from ${userSellers} where ${userSellers.userId} = ${p.userId})`,
      ),
    ),
  );
}

export async function bulkLoadRoutes(
  app: FastifyInstance,
  opts: { db: Db; queue: JobQueue; storage: FileStorage },
) {
  const { db, storage, queue } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The loads' dry runs and writes are jobs of the durable queue (issue 16, started and stopped by app.ts): this
  // instance's worker runs them, or another instance's when this one stops or dies.
  registerLoadJobs(queue, db, app.log, {
    validate: (job: JobContext<ValidatePayload>) =>
      validateLoad(db, storage, job.payload.loadId, job.signal, job),
    apply: (job: JobContext<ApplyPayload>) =>
      applyLoad(db, storage, job.payload.principal, job.payload.loadId, job.signal, job),
    fail: failLoad,
  });
  app.metrics.gauge('tu360_bulk_load_jobs_running', 'Cargas masivas en curso en esta instancia', () =>
    queue.runningCount((kind) => LOAD_JOBS.includes(kind)),
  );
  const templates = new Map<string, Promise<Buffer>>();
  // A load left running with no job to run it is never "running" forever.
  await interruptLeftovers(db);

  async function visibleLoad(p: Principal, id: string): Promise<LoadRow> {
    const [row] = await db
      .select()
      .from(bulkLoads)
      .where(and(eq(bulkLoads.id, id), loadScope(p)));
    if (!row) throw notFound(es.bulkLoads.loadNotFound);
    return row;
  }
  /** The load, if the caller could have uploaded it (403 for a read-only role at its project). */
  async function writableLoad(p: Principal, id: string): Promise<LoadRow> {
    const row = await visibleLoad(p, id);
    if (row.sellerId) await assertSellerAccess(db, p, row.sellerId, LOAD_PERMISSION);
    else await assertConstructorWrite(db, p, row.constructorId, LOAD_PERMISSION);
    return row;
  }

  /**
   * A new load of a checked upload: the file is stored, the row created (Validating) and its dry run started. A
   * kind without its handler yet ends Failed at once.
   */
  async function newLoad(
    p: Principal,
    v: {
      kind: LoadKind;
      template: LoadTemplate | null;
      constructorId: string;
      sellerId: string | null;
      file: unknown;
      fileName?: string;
      /** The content check of the upload (a workbook by default); the extension and type it is stored with. */
      verify?: (bytes: Buffer) => Promise<UploadCheck>;
      stored?: { extension: 'xlsx' | 'zip'; contentType: string };
    },
  ) {
    if (!Buffer.isBuffer(v.file)) throw badRequest(es.bulkLoads.fileRequired, [es.bulkLoads.fileRequired]);
    const check = await (v.verify ?? verifyWorkbook)(v.file);
    if (!check.ok) throw new HttpError(check.status, check.message, [check.message]);
    const stored = v.stored ?? { extension: 'xlsx', contentType: XLSX };
    const id = crypto.randomUUID();
    const storageKey = storageKeyOf(id, stored.extension);
    const ready = !!handlerOf(v.kind);
    await storage.put(storageKey, v.file, stored.contentType);
    let row: LoadRow;
    try {
      // The load and its dry run's job commit together.
      row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(bulkLoads)
          .values({
            id,
            kind: v.kind,
            template: v.template,
            fileName:
              v.fileName?.trim() ||
              (v.template
                ? es.bulkLoads.templateFileName(es.bulkLoads.templateLabels[v.template])
                : es.bulkLoadsUi.kinds[v.kind]),
            status: ready ? 'Validating' : 'Failed',
            message: ready ? null : es.bulkLoads.templateNotAvailable,
            constructorId: v.constructorId,
            sellerId: v.sellerId,
            createdBy: p.userId,
            createdByName: `${p.givenName} ${p.familyName}`.trim() || p.userName,
            storageKey,
            ...(ready ? {} : { finishedAt: new Date() }),
          })
          .returning();
        if (ready) await enqueueValidation(queue, tx as unknown as Db, created.id);
        return created;
      });
    } catch (error) {
      await storage.delete(storageKey).catch(() => {});
      throw error;
    }
    return row;
  }

  /** The project must be the builder's (404 otherwise, like a project out of reach). */
  async function projectOf(p: Principal, sellerId: string, constructorId: string) {
    await assertSellerAccess(db, p, sellerId, LOAD_PERMISSION);
    const [seller] = await db
      .select({ constructorId: sellers.constructorId, realState: constructors.realState })
      .from(sellers)
      .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
      .where(eq(sellers.id, sellerId));
    if (!seller || seller.constructorId !== constructorId) throw notFound(es.bulkLoads.projectNotOfBuilder);
    return seller;
  }

  // Deleting properties by file: its template and upload (deletion-routes.ts).
  await propertyDeletionRoutes(app, { db, upload: WORKBOOK_UPLOAD, projectOf, newLoad });

  // Images by zip: the spec's three FileZip calls (images-routes.ts).
  imageZipRoutes(app, {
    newLoad,
    projectOf,
    assertBuilderWrite: (p, constructorId) => assertConstructorWrite(db, p, constructorId, LOAD_PERMISSION),
  });

  r.route({
    ...workbookAnswer(getLoadTemplate, 'La plantilla (.xlsx)'),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const template = request.params.template;
      const make = TEMPLATE_WORKBOOKS[template];
      if (!make) return reply.code(404).send({ Message: es.bulkLoads.templateNotAvailable });
      // Made once per process and template: the fields and DIVIPOLA lists it is made of do not change while it runs.
      let bytes = templates.get(template);
      if (!bytes) {
        bytes = make(db);
        // The projects template lists the active certificates, which an administrator may change: made each time.
        if (template !== 'Projects') templates.set(template, bytes);
        bytes.catch(() => templates.delete(template));
      }
      return reply
        .header('Content-Type', XLSX)
        .header(
          'Content-Disposition',
          attachment(es.bulkLoads.templateFileName(es.bulkLoads.templateLabels[template])),
        )
        .header('Cache-Control', 'no-store')
        .send(await bytes);
    },
  });

  r.route({
    ...contractRoute(createProductMassive),
    config: WORKBOOK_UPLOAD,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const { ConstructorId, SellerId, TemplateProduct, File, FileName } = request.body;
      // Role and tenancy first: a read-only role or another builder's project never gets its file read.
      const seller = await projectOf(p, SellerId, ConstructorId);
      if (seller.realState) throw badRequest(es.bulkLoads.notABuilder, [es.bulkLoads.notABuilder]);
      const row = await newLoad(p, {
        kind: 'BuilderProperties',
        template: TemplateProduct,
        constructorId: ConstructorId,
        sellerId: SellerId,
        file: File,
        fileName: FileName,
      });
      return reply.code(202).send(loadView(row));
    },
  });

  r.route({
    ...contractRoute(createAgencyRealstateMassive),
    config: WORKBOOK_UPLOAD,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const { ConstructorId, SellerId, File, FileName } = request.body;
      // Role and tenancy first, then the company's kind: a builder's project never gets an agency's file read.
      const seller = await projectOf(p, SellerId, ConstructorId);
      if (!seller.realState) throw badRequest(es.bulkLoads.notAnAgency, [es.bulkLoads.notAnAgency]);
      const row = await newLoad(p, {
        kind: 'AgencyProperties',
        template: 'AgencyRealstate',
        constructorId: ConstructorId,
        sellerId: SellerId,
        file: File,
        fileName: FileName,
      });
      return reply.code(202).send(loadView(row));
    },
  });

  r.route({
    ...contractRoute(createMassiveProjects),
    config: WORKBOOK_UPLOAD,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const { ConstructorId, File, FileName } = request.body;
      await assertConstructorWrite(db, p, ConstructorId, LOAD_PERMISSION);
      // An agency has no projects of its own to load (its menu has no Proyectos): refused before its file is read.
      const [company] = await db
        .select({ realState: constructors.realState })
        .from(constructors)
        .where(eq(constructors.id, ConstructorId));
      if (company?.realState) throw forbidden(es.bulkLoads.notABuilder);
      const row = await newLoad(p, {
        kind: 'Projects',
        template: 'Projects',
        constructorId: ConstructorId,
        sellerId: null,
        file: File,
        fileName: FileName,
      });
      return reply.code(202).send(loadView(row));
    },
  });

  r.route({
    ...contractRoute(getBulkLoads),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const { ConstructorId, SellerId, PageNumber, PageSize } = request.query;
      if (ConstructorId) assertConstructorAccess(p, ConstructorId);
      if (SellerId) await assertSellerAccess(db, p, SellerId);
      const where = and(
        loadScope(p),
        ConstructorId ? eq(bulkLoads.constructorId, ConstructorId) : undefined,
        SellerId ? eq(bulkLoads.sellerId, SellerId) : undefined,
      );
      const rows = await db
        .select()
        .from(bulkLoads)
        .where(where)
        .orderBy(desc(bulkLoads.createdAt), desc(bulkLoads.id))
        .limit(PageSize)
        .offset((PageNumber - 1) * PageSize);
      const [{ total }] = await db.select({ total: count() }).from(bulkLoads).where(where);
      return { data: rows.map(loadView), totalData: total };
    },
  });

  r.route({
    ...contractRoute(getBulkLoad),
    preHandler: app.authenticate,
    // The page polls this while a load is written. Its author's session (the one that confirmed it, checked live
    // then) is answered from this process's memory while this process writes it: no database call, so the bar
    // moves on PGlite, whose one connection the load's transaction holds (ADR 0016). Anyone else reads the
    // database, the session's check inside the same query.
    config: { sessionInQuery: true },
    handler: async (request) => {
      const p = principal(request);
      const live = liveLoads.answer(request.params.id, p);
      if (live) {
        confirmSession(request, true);
        return live;
      }
      const [found] = await db
        .select({ row: bulkLoads, live: sessionLiveSql(p.userId, p.sessionId) })
        .from(bulkLoads)
        .where(and(eq(bulkLoads.id, request.params.id), loadScope(p)));
      if (!found) throw notFound(es.bulkLoads.loadNotFound);
      confirmSession(request, found.live);
      return { ...loadView(found.row), errors: found.row.errors.slice(0, 500) };
    },
  });

  r.route({
    ...contractRoute(confirmBulkLoad),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const row = await writableLoad(p, request.params.id);
      if (row.status !== 'Validated') throw conflict(es.bulkLoads.cannotConfirmStatus);
      if (row.errorRows > 0) throw conflict(es.bulkLoads.cannotConfirmErrors);
      // Applying and its write's job commit together.
      const applying = await db.transaction(async (tx) => {
        const [set] = await tx
          .update(bulkLoads)
          .set({ status: 'Applying', rowsDone: 0 })
          .where(and(eq(bulkLoads.id, row.id), eq(bulkLoads.status, 'Validated')))
          .returning();
        if (set) await enqueueApply(queue, tx as unknown as Db, row.id, p);
        return set;
      });
      if (!applying) throw conflict(es.bulkLoads.cannotConfirmStatus);
      liveLoads.confirmed(applying, p);
      return reply.code(202).send(loadView(applying));
    },
  });

  r.route({
    ...contractRoute(cancelBulkLoad),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const row = await writableLoad(p, request.params.id);
      const [cancelled] = await db
        .update(bulkLoads)
        .set({ status: 'Cancelled', finishedAt: new Date() })
        .where(and(eq(bulkLoads.id, row.id), inArray(bulkLoads.status, ['Validating', 'Validated'])))
        .returning();
      if (!cancelled) throw conflict(es.bulkLoads.cannotCancel);
      return loadView(cancelled);
    },
  });

  r.route({
    ...workbookAnswer(getBulkLoadErrorFile, 'El libro cargado con la columna "Errores" (.xlsx)'),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const row = await visibleLoad(principal(request), request.params.id);
      if (!loadView(row).hasErrorFile) return reply.code(404).send({ Message: es.bulkLoads.noErrorFile });
      // The load's template again, with the user's rows: read and written as streams.
      const layout = await layoutOfLoad(db, row);
      if (!layout) return reply.code(404).send({ Message: es.bulkLoads.noErrorFile });
      const file = await storage.open(row.storageKey);
      if (!file) return reply.code(404).send({ Message: es.bulkLoads.fileGone });
      const data = await errorWorkbook(layout, file, row.errors);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', attachment(es.bulkLoads.errorFileName(row.fileName)))
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  });
}
