import { randomUUID } from 'node:crypto';
import { es, type PropertyStatus, propertyCompleteness } from '@tu360/domain';
import {
  deleteProduct,
  hideRealstates,
  onapprobationRealstates,
  requestProductApproval,
  updateState,
  updateStateRealstate,
} from '@tu360/domain/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { properties, propertyImages } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertSellersWrite, requirePlatformPermission } from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import type { Principal } from '../auth/identity.ts';
import { notifyPropertyDecision, notifyPropertySent } from '../notifications/events.ts';
import { deleteProperties } from './deletion.ts';
import { propertyScope } from './list-query.ts';
import { detailsOf, sellerStratum } from './repository.ts';
import { changePropertyStatus, type PropertyRow, type Tx } from './service.ts';

/** Loads the properties in the caller's scope; 404 if any is missing (nothing is changed then). */
async function loadAll(tx: Tx | Db, p: Principal, ids: number[]): Promise<PropertyRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(properties)
    .where(and(inArray(properties.productId, unique), propertyScope(p)));
  if (rows.length !== unique.length) throw notFound(es.property.notFound);
  return rows;
}

/** The caller's role at each property's project must carry catalog.write. */
async function assertWrite(db: Db, p: Principal, rows: PropertyRow[]) {
  await assertSellersWrite(
    db,
    p,
    rows.map((r) => r.sellerId),
    'catalog.write',
  );
}

function assertApprover(p: Principal) {
  requirePlatformPermission(p, 'catalog.approve');
}

export async function propertyLifecycleRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Moves the listed properties to a status in one transaction: all or nothing. */
  async function bulk(p: Principal, ids: number[], to: PropertyStatus, reason: string | null) {
    const rows = await loadAll(db, p, ids);
    if (to === 'Published' || to === 'Rejected') assertApprover(p);
    else await assertWrite(db, p, rows);
    const transactionalId = randomUUID();
    const saved = await db.transaction(async (tx) => {
      const out: PropertyRow[] = [];
      for (const row of rows) {
        out.push(await changePropertyStatus(tx, p, row, to, reason, transactionalId));
        if (to === 'Published' || to === 'Rejected')
          await notifyPropertyDecision(tx, row, to === 'Published', reason);
        if (to === 'OnApprobation') await notifyPropertySent(tx, row);
      }
      return out;
    });
    return { total: saved.length, data: saved.map((s) => ({ productId: s.productId, status: s.status })) };
  }

  r.route({
    ...contractRoute(onapprobationRealstates),
    preHandler: app.authenticate,
    handler: async (request) =>
      bulk(
        principal(request),
        request.body.map((b) => b.ProductId),
        'Published',
        null,
      ),
  });

  for (const [operation, realState] of [
    [updateState, false],
    [updateStateRealstate, true],
  ] as const) {
    r.route({
      ...contractRoute(operation),
      preHandler: app.authenticate,
      handler: async (request) => {
        const p = principal(request);
        const { ProductId, Status, Message } = request.body;
        const reason = Message?.trim() || null;
        if ((Status === 'Rejected' || Status === 'Hidden') && !reason)
          throw badRequest(es.project.reasonRequired);
        const [row] = await loadAll(db, p, [ProductId]);
        if (row.isRealState !== realState)
          throw badRequest(
            realState ? 'El inmueble no es de una inmobiliaria.' : 'El inmueble no es de una constructora.',
          );
        const result = await bulk(
          p,
          [ProductId],
          Status,
          Status === 'Rejected' || Status === 'Hidden' ? reason : null,
        );
        const [saved] = await db
          .select()
          .from(properties)
          .where(eq(properties.productId, result.data[0].productId));
        return { productId: saved.productId, status: saved.status, statusDetail: saved.statusDetail };
      },
    });
  }

  r.route({
    ...contractRoute(requestProductApproval),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const rows = await loadAll(db, p, request.body.productIds);
      // Refused before anything about the properties is said.
      await assertWrite(db, p, rows);
      for (const row of rows) {
        const [{ n }] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(propertyImages)
          .where(eq(propertyImages.propertyId, row.id));
        const details = Object.fromEntries((await detailsOf(db, row.id)).map((d) => [d.key, d.value]));
        const c = propertyCompleteness({
          flow: row.isRealState ? 'agency' : 'builder',
          details,
          listPrice: row.listPrice,
          description: row.description,
          imageCount: n,
          projectStratum: await sellerStratum(db, row.sellerId),
        });
        if (c.status === 'Incomplete')
          throw conflict(`${row.name}: ${c.message ?? es.property.requiredMissingTooltip}`);
      }
      return bulk(p, request.body.productIds, 'OnApprobation', null);
    },
  });

  r.route({
    ...contractRoute(hideRealstates),
    preHandler: app.authenticate,
    handler: async (request) => {
      const reason = request.body.Message.trim();
      if (!reason) throw badRequest(es.project.reasonRequired);
      return bulk(principal(request), request.body.productIds, 'Hidden', reason);
    },
  });

  r.route({
    ...contractRoute(deleteProduct),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const ids = request.body?.length
        ? request.body.map((b) => b.productId)
        : request.query.productId
          ? [request.query.productId]
          : [];
      if (!ids.length) throw badRequest(es.property.chooseProperties);
      const rows = await loadAll(db, p, ids);
      await assertWrite(db, p, rows);
      const ids2 = rows.map((r) => r.id);
      const deleted = await db.transaction((tx) => deleteProperties(tx, ids2));
      return { total: deleted.length };
    },
  });
}
