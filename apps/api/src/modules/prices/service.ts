// Price updates ("Actualizar precios", issue 12): the project's properties for pricing, the preview (the domain's
// rules, packages/domain/src/prices), apply in one transaction with a batch and the history, and undo.
import { createHash, randomUUID } from 'node:crypto';
import {
  areaOfDetail,
  changePercent,
  checkNewPrice,
  DETAIL_KEYS,
  effectiveKeyword,
  es,
  pricePerM2,
  projectMedianPricePerM2,
} from '@tu360/domain';
import type {
  PriceChange,
  PriceFilterQuery,
  PriceItem,
  PriceListQuery,
  PricePreview,
  PricePreviewRow,
} from '@tu360/domain/contracts';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertMany } from '../../db/insert-many.ts';
import {
  auditLog,
  priceBatchChanges,
  priceBatches,
  properties,
  propertyDetails,
  sellers,
} from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';
import { categoryOf, propertyFilters } from '../properties/list-query.ts';

/** The permission of the price module (Administrador and Operativo; platform admins at any builder). */
export const PRICES_PERMISSION = 'prices.update' as const;

/** A property of the project, with what the price rules read. */
export interface PricedProperty {
  id: string;
  productId: number;
  refId: string;
  name: string;
  listPrice: number | null;
  status: PriceItem['status'];
  vtexCategoryId: number | null;
  isRealState: boolean;
  area: number | null;
  initialPayment: string | null;
  administrationPrice: string | null;
}

/** The project, after its role and tenancy check on the project itself (404 outside the caller's scope, 403). */
export async function projectForPrices(db: Db, p: Principal, sellerId: string) {
  await assertSellerAccess(db, p, sellerId, PRICES_PERMISSION);
  const [seller] = await db
    .select({ id: sellers.id, constructorId: sellers.constructorId, name: sellers.name })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) throw notFound(es.project.notFound);
  return seller;
}

const RULE_KEYS = [DETAIL_KEYS.area, DETAIL_KEYS.initialPayment, DETAIL_KEYS.administrationPrice];

/**
 * The property list's filters (keyword, status, completeness, price range, categories, departments, cities) within
 * the project, as the list's SQL applies them (properties/list-query.ts propertyFilters, the caller's scope
 * included); undefined when none is set.
 */
function filtersOf(p: Principal, sellerId: string, f: PriceFilterQuery) {
  const set =
    effectiveKeyword(f.KeyWord) ||
    f.SkuStatus ||
    f.Progress ||
    f.MinimumPrice !== undefined ||
    f.MaximumPrice !== undefined ||
    f.Categories?.length ||
    f.CityDepartments?.length ||
    f.Cities?.length;
  return set ? propertyFilters(p, { ...f, SellerId: sellerId }) : undefined;
}

/**
 * Every property of the project (or those the list's filters leave) with its area, initial payment and
 * administration fee details.
 */
export async function projectProperties(db: Db, sellerId: string, filter?: SQL): Promise<PricedProperty[]> {
  const rows = await db
    .select({
      id: properties.id,
      productId: properties.productId,
      refId: properties.refId,
      name: properties.name,
      listPrice: properties.listPrice,
      status: properties.status,
      vtexCategoryId: properties.vtexCategoryId,
      isRealState: properties.isRealState,
    })
    .from(properties)
    .where(and(eq(properties.sellerId, sellerId), filter));
  const details = rows.length
    ? await db
        .select({
          propertyId: propertyDetails.propertyId,
          key: propertyDetails.key,
          value: propertyDetails.value,
        })
        .from(propertyDetails)
        .innerJoin(properties, eq(properties.id, propertyDetails.propertyId))
        .where(and(eq(properties.sellerId, sellerId), filter, inArray(propertyDetails.key, RULE_KEYS)))
    : [];
  const byProperty = new Map<string, Map<string, string>>();
  for (const d of details) {
    const m = byProperty.get(d.propertyId) ?? new Map<string, string>();
    m.set(d.key, d.value);
    byProperty.set(d.propertyId, m);
  }
  return rows.map((r) => {
    const d = byProperty.get(r.id);
    return {
      ...r,
      status: r.status as PriceItem['status'],
      area: areaOfDetail(d?.get(DETAIL_KEYS.area)),
      initialPayment: d?.get(DETAIL_KEYS.initialPayment) ?? null,
      administrationPrice: d?.get(DETAIL_KEYS.administrationPrice) ?? null,
    };
  });
}

const medianOf = (items: PricedProperty[]) =>
  projectMedianPricePerM2(items.map((i) => ({ price: i.listPrice, area: i.area })));

const itemOf = (r: PricedProperty): PriceItem => ({
  productId: r.productId,
  refId: r.refId,
  name: r.name,
  category: categoryOf(r.vtexCategoryId),
  area: r.area,
  price: r.listPrice,
  pricePerM2: pricePerM2(r.listPrice, r.area),
  status: r.status,
});

/** The project's properties the list's filters leave (all of them without a filter), for the sheet. */
export const filteredProperties = (db: Db, p: Principal, sellerId: string, f: PriceFilterQuery) =>
  projectProperties(db, sellerId, filtersOf(p, sellerId, f));

/**
 * The pricing list. The filters are the property list's, applied in SQL (filtersOf); the project's median needs
 * every property, so they are read whole (a project holds hundreds, not hundreds of thousands) and only the
 * filtered ones' ids are asked apart; sorting by area or price per m² (details of the property) and paging happen
 * here.
 */
export async function listForPricing(db: Db, p: Principal, q: PriceListQuery) {
  const all = await projectProperties(db, q.SellerId);
  const filter = filtersOf(p, q.SellerId, q);
  const kept = filter
    ? new Set(
        (
          await db
            .select({ productId: properties.productId })
            .from(properties)
            .where(and(eq(properties.sellerId, q.SellerId), filter))
        ).map((r) => r.productId),
      )
    : undefined;
  let items = (kept ? all.filter((r) => kept.has(r.productId)) : all).map(itemOf);
  const field = q.field ?? 'refId';
  const dir = q.order === 'desc' ? -1 : 1;
  const key = (i: PriceItem) => (field === 'price' ? i.price : i[field]);
  items = items.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return a.productId - b.productId;
    if (x === null) return 1;
    if (y === null) return -1;
    return (
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'es-CO')) *
      dir
    );
  });
  const start = (q.PageNumber - 1) * q.PageSize;
  return {
    data: items.slice(start, start + q.PageSize),
    totalData: items.length,
    medianPricePerM2: medianOf(all),
  };
}

// --- Preview ------------------------------------------------------------------------------------------------------

/** A requested new price: by product id (the page) or by reference (the sheet, with its row number). */
export type PriceRequest =
  | { row: null; productId: number; newPrice: number }
  | { row: number; refId: string; name: string; newPrice: number | null; error?: string };

/**
 * The preview's seal: a SHA-256 over the project and each row's property, old and new price. Apply recomputes the
 * preview from the database and refuses (409) when the seal differs: a price changed since, or other changes were
 * sent. It proves what the user saw, not who may apply (apply checks that itself), so it needs no secret: any
 * instance of the API recomputes the same seal, and a restart between preview and apply changes nothing.
 */
function sealOf(sellerId: string, rows: PricePreviewRow[]): string {
  const h = createHash('sha256').update(sellerId);
  for (const r of [...rows].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0)))
    h.update(`|${r.productId}:${r.oldPrice}:${r.newPrice}`);
  return h.digest('base64url');
}

export interface PreviewResult extends PricePreview {
  /** The project's properties by product id (for apply). */
  byProductId: Map<number, PricedProperty>;
}

/** The preview of some new prices against the project's properties as they are now. */
export async function previewOf(db: Db, sellerId: string, requests: PriceRequest[]): Promise<PreviewResult> {
  const all = await projectProperties(db, sellerId);
  const byProductId = new Map(all.map((r) => [r.productId, r]));
  const byRef = new Map(all.map((r) => [r.refId.trim().toLocaleUpperCase('es-CO'), r]));
  const median = medianOf(all);
  const seen = new Set<number>();
  const rows: PricePreviewRow[] = requests.map((req) => {
    const target =
      req.row === null
        ? byProductId.get(req.productId)
        : req.refId.trim()
          ? byRef.get(req.refId.trim().toLocaleUpperCase('es-CO'))
          : undefined;
    const errors: string[] = [];
    if (req.row !== null && req.error) errors.push(req.error);
    else if (!target)
      errors.push(
        req.row === null
          ? es.prices.notInProject
          : req.refId.trim()
            ? es.prices.unknownReference(req.refId.trim())
            : es.prices.missingReference,
      );
    else if (seen.has(target.productId)) errors.push(es.prices.duplicateProduct);
    // Only a price is written here, so completeness and status are left as they are: a property without a price
    // gets its first one from the wizard, whose save recomputes them.
    else if (target.listPrice === null) errors.push(es.prices.noCurrentPrice);
    if (target) seen.add(target.productId);
    const newPrice = req.newPrice;
    // A price left as it is is not written: nothing to check nor to confirm (a property already far from the
    // median asked for a tick on a row that changes nothing).
    const check =
      target && newPrice !== null && newPrice !== target.listPrice && !errors.length
        ? checkNewPrice({
            oldPrice: target.listPrice,
            newPrice,
            area: target.area,
            medianPricePerM2: median,
            initialPayment: target.initialPayment,
            administrationPrice: target.administrationPrice,
            flow: target.isRealState ? 'agency' : 'builder',
          })
        : { errors: [], warnings: [] };
    return {
      row: req.row,
      productId: target?.productId ?? null,
      refId: target?.refId ?? (req.row !== null ? req.refId : String(req.productId)),
      name: target?.name ?? (req.row !== null ? req.name : ''),
      area: target?.area ?? null,
      oldPrice: target?.listPrice ?? null,
      newPrice,
      changePercent: target && newPrice !== null ? changePercent(target.listPrice, newPrice) : null,
      oldPricePerM2: target ? pricePerM2(target.listPrice, target.area) : null,
      newPricePerM2: target && newPrice !== null ? pricePerM2(newPrice, target.area) : null,
      errors: [...errors, ...check.errors],
      warnings: check.warnings,
    };
  });
  const changing = rows.filter((r) => !r.errors.length && r.newPrice !== r.oldPrice);
  return {
    sellerId,
    rows,
    changes: changing.length,
    errorRows: rows.filter((r) => r.errors.length).length,
    warningRows: rows.filter((r) => r.warnings.length).length,
    medianPricePerM2: median,
    previewToken: sealOf(sellerId, rows),
    byProductId,
  };
}

export const previewAnswer = ({ byProductId: _, ...preview }: PreviewResult): PricePreview => preview;

// --- Apply ------------------------------------------------------------------------------------------------------

/**
 * Applies what was previewed, all or nothing: the preview is computed again and must carry the same seal (409
 * otherwise), no error (400), and every warning ticked (400 naming the property). In one transaction: each
 * property's listPrice and costPrice (as the wizard's save stores a price; its status is kept, so a published
 * property stays published), guarded on its price being still the previewed one; a history entry per change; the
 * batch and its changes.
 */
export async function applyPrices(
  db: Db,
  p: Principal,
  seller: { id: string; constructorId: string },
  v: { changes: PriceChange[]; previewToken: string; acceptedWarnings: number[] },
) {
  const preview = await previewOf(
    db,
    seller.id,
    v.changes.map((c) => ({ row: null, productId: c.productId, newPrice: c.newPrice })),
  );
  if (preview.previewToken !== v.previewToken) throw conflict(es.prices.previewOutdated);
  if (preview.errorRows) {
    const messages = preview.rows.flatMap((r) => r.errors.map((e) => `${r.refId}: ${e}`));
    throw badRequest(es.prices.previewHasErrors, [es.prices.previewHasErrors, ...messages]);
  }
  const accepted = new Set(v.acceptedWarnings);
  const unticked = preview.rows.filter((r) => r.warnings.length && !accepted.has(r.productId ?? 0));
  if (unticked.length) {
    const messages = unticked.map((r) => es.prices.warningNotAccepted(r.refId));
    throw badRequest(messages[0], messages);
  }
  const changing = preview.rows.filter((r) => r.newPrice !== r.oldPrice);
  if (!changing.length) throw badRequest(es.prices.nothingToApply);
  const batchId = randomUUID();
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(priceBatches).values({
      id: batchId,
      sellerId: seller.id,
      constructorId: seller.constructorId,
      createdBy: p.userId,
      createdByName: p.userName,
      createdAt: now,
      count: changing.length,
    });
    // Each price its own UPDATE (guarded on the previewed price), as the batched save does; the batch's changes
    // and history entries one statement each (insertMany).
    const targets = changing.map((r) => ({
      prop: preview.byProductId.get(r.productId as number) as PricedProperty,
      newPrice: r.newPrice as number,
    }));
    for (const { prop, newPrice } of targets) {
      const [saved] = await tx
        .update(properties)
        .set({ listPrice: newPrice, costPrice: newPrice, updatedAt: now })
        .where(
          and(
            eq(properties.id, prop.id),
            eq(properties.sellerId, seller.id),
            prop.listPrice === null ? isNull(properties.listPrice) : eq(properties.listPrice, prop.listPrice),
          ),
        )
        .returning({ id: properties.id });
      // A save between the preview's read and this write: nothing of the batch is kept.
      if (!saved) throw conflict(es.prices.previewOutdated);
    }
    await insertMany(
      tx,
      priceBatchChanges,
      targets.map(({ prop, newPrice }) => ({
        batchId,
        propertyId: prop.id,
        oldPrice: prop.listPrice,
        newPrice,
      })),
    );
    await insertMany(
      tx,
      auditLog,
      targets.map(({ prop, newPrice }) =>
        historyEntry(p, seller, prop.id, batchId, 'prices', prop.listPrice, newPrice),
      ),
    );
  });
  return { batchId, count: changing.length };
}

/**
 * A history entry of a price change: the batch id is an apply's transactionalId (get-audit-log-product lists a
 * batch's entries), the field "actualización de precios", the prices before and after.
 */
function historyEntry(
  p: Principal,
  seller: { id: string; constructorId: string },
  propertyId: string,
  transactionalId: string,
  action: string,
  before: number | null,
  after: number | null,
) {
  return {
    transactionalId,
    entityType: 'property',
    entityId: propertyId,
    constructorId: seller.constructorId,
    sellerId: seller.id,
    userId: p.userId,
    userName: p.userName,
    action,
    field: es.prices.historyField,
    valueBefore: before === null ? null : String(before),
    valueAfter: after === null ? null : String(after),
  };
}

// --- History and undo -------------------------------------------------------------------------------------------

export async function listBatches(db: Db, sellerId: string, page: number, size: number) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(priceBatches)
    .where(eq(priceBatches.sellerId, sellerId));
  const rows = await db
    .select()
    .from(priceBatches)
    .where(eq(priceBatches.sellerId, sellerId))
    .orderBy(desc(priceBatches.createdAt), desc(priceBatches.id))
    .limit(size)
    .offset((page - 1) * size);
  const last = await lastLiveBatch(db, sellerId);
  return {
    data: rows.map((b) => ({
      id: b.id,
      sellerId: b.sellerId,
      createdBy: { id: b.createdBy, name: b.createdByName },
      createdAt: b.createdAt.toISOString(),
      count: b.count,
      undoneAt: b.undoneAt?.toISOString() ?? null,
      canUndo: b.id === last?.id,
    })),
    totalData: total,
  };
}

async function lastLiveBatch(db: Pick<Db, 'select'>, sellerId: string) {
  const [row] = await db
    .select({ id: priceBatches.id })
    .from(priceBatches)
    .where(and(eq(priceBatches.sellerId, sellerId), isNull(priceBatches.undoneAt)))
    .orderBy(desc(priceBatches.createdAt), desc(priceBatches.id))
    .limit(1);
  return row;
}

/** The batch's project, for the role and tenancy check before anything else (404 for an unknown batch). */
export async function batchProject(db: Db, batchId: string) {
  const [row] = await db
    .select({ sellerId: priceBatches.sellerId })
    .from(priceBatches)
    .where(eq(priceBatches.id, batchId));
  if (!row) throw notFound(es.prices.batchNotFound);
  return row.sellerId;
}

/**
 * Undoes the project's last batch, all or nothing, in one transaction: refused (409, with the reason) when it is
 * undone already, not the last one, or when a property's price is no longer the batch's new price (a later save
 * touched it). Each price goes back to the batch's old price, with its history entry (same batch id).
 */
export async function undoBatch(
  db: Db,
  p: Principal,
  seller: { id: string; constructorId: string },
  batchId: string,
) {
  return db.transaction(async (tx) => {
    // The batch row is locked: two undos of it at once run one after the other.
    const [batch] = await tx.select().from(priceBatches).where(eq(priceBatches.id, batchId)).for('update');
    if (!batch || batch.sellerId !== seller.id) throw notFound(es.prices.batchNotFound);
    if (batch.undoneAt) throw conflict(es.prices.alreadyUndone);
    const last = await lastLiveBatch(tx, seller.id);
    if (last?.id !== batch.id) throw conflict(es.prices.notLastBatch);
    const changes = await tx
      .select({
        propertyId: priceBatchChanges.propertyId,
        oldPrice: priceBatchChanges.oldPrice,
        newPrice: priceBatchChanges.newPrice,
        current: properties.listPrice,
        refId: properties.refId,
      })
      .from(priceBatchChanges)
      .innerJoin(properties, eq(properties.id, priceBatchChanges.propertyId))
      .where(eq(priceBatchChanges.batchId, batchId))
      .for('update', { of: properties });
    const touched = changes.filter((c) => c.current !== c.newPrice);
    if (touched.length)
      throw new HttpError(
        409,
        es.prices.laterChange(touched.map((t) => t.refId).join(', ')),
        touched.map((t) => es.prices.laterChange(t.refId)),
      );
    const now = new Date();
    for (const c of changes)
      await tx
        .update(properties)
        .set({ listPrice: c.oldPrice, costPrice: c.oldPrice, updatedAt: now })
        .where(eq(properties.id, c.propertyId));
    // The undo is its own entry of each property's history (its own transactionalId; the batch's is the apply's).
    const undoId = randomUUID();
    await insertMany(
      tx,
      auditLog,
      changes.map((c) =>
        historyEntry(p, seller, c.propertyId, undoId, 'prices-undo', c.newPrice, c.oldPrice),
      ),
    );
    await tx.update(priceBatches).set({ undoneAt: now }).where(eq(priceBatches.id, batchId));
    return { batchId, count: changes.length };
  });
}
