// The wizard's save for many properties of one project at once (a bulk load): the same plan per property
// (save-plan.ts: rules, data handling, defaults, completeness, status, audit entries), read and written in a few
// statements per batch instead of a dozen per property.
import { randomUUID } from 'node:crypto';
import type { PropertyFlow } from '@tu360/domain';
import type { PropertySave } from '@tu360/domain/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertMany } from '../../db/insert-many.ts';
import { auditLog, properties, propertyDetails, propertyImages, sellers } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';
import { notifyPropertySent } from '../notifications/events.ts';
import { companyOf, sellerStratum } from './repository.ts';
import { auditChangesOf, type PropertyRow, planPropertySave, type SavePlan } from './save-plan.ts';
import { locationNamer } from './service.ts';

/**
 * PostgreSQL takes at most 65,535 parameters a statement: the rows of a multi-row statement, by the values a row
 * binds (its fields, for the row objects given to an insert; 1 for a list of ids).
 */
const chunksOf = <T>(items: T[], columns?: number): T[][] => {
  const width = columns ?? (items.length ? Object.keys(items[0] as object).length : 1);
  const size = Math.max(1, Math.floor(60_000 / width));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export interface BatchItem {
  body: PropertySave;
  /** The property this row updates; none: a new one. */
  existing?: PropertyRow;
  /** The reference a new property gets (else `INM-<productId>`, as the wizard gives it). */
  refId?: string | null;
}

/** An audit entry a batch adds to each property it writes (e.g. the bulk load and its file). */
export interface ExtraAudit {
  field: string;
  valueAfter: string | null;
}

/**
 * Saves properties of ONE project in the caller's transaction, each exactly as the wizard's saveProperty would
 * (the same plan and audit entries), with the caller's role at the project checked once. Throws the first
 * property's ValidationError or conflict, like saveProperty; the caller's transaction then rolls everything back.
 * Answers each property's row, in the order given.
 */
export async function savePropertiesInBatch(
  tx: Db,
  p: Principal,
  flow: PropertyFlow,
  sellerId: string,
  items: BatchItem[],
  extraAudit?: (existing: PropertyRow | undefined) => ExtraAudit,
): Promise<PropertyRow[]> {
  if (!items.length) return [];
  await assertSellerAccess(tx, p, sellerId, 'catalog.write');
  const [seller] = await tx
    .select({ constructorId: sellers.constructorId })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  const { realState } = await companyOf(tx, seller.constructorId);
  if (realState !== (flow === 'agency'))
    throw badRequest(
      flow === 'agency'
        ? 'El proyecto no pertenece a una inmobiliaria.'
        : 'El proyecto no pertenece a una constructora.',
    );
  for (const item of items)
    if (item.existing && item.existing.sellerId !== sellerId)
      throw badRequest('El inmueble no pertenece al proyecto.');

  // What the plans depend on, read once for the batch.
  const existingIds = items.flatMap((i) => (i.existing ? [i.existing.id] : []));
  const previous = new Map<string, { key: string; value: string }[]>();
  const imageCounts = new Map<string, number>();
  if (existingIds.length) {
    const rows = await tx
      .select({
        propertyId: propertyDetails.propertyId,
        key: propertyDetails.key,
        value: propertyDetails.value,
      })
      .from(propertyDetails)
      .where(inArray(propertyDetails.propertyId, existingIds));
    for (const r of rows) previous.set(r.propertyId, [...(previous.get(r.propertyId) ?? []), r]);
    const counts = await tx
      .select({ propertyId: propertyImages.propertyId, n: sql<number>`count(*)::int` })
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, existingIds))
      .groupBy(propertyImages.propertyId);
    for (const c of counts) imageCounts.set(c.propertyId, c.n);
  }
  const projectStratum = await sellerStratum(tx, sellerId);
  const named = await locationNamer(
    tx,
    items.map((i) => i.body),
  );
  const plans: SavePlan[] = items.map((item) =>
    planPropertySave(named(item.body), item.existing, {
      flow,
      previousDetails: (item.existing && previous.get(item.existing.id)) || [],
      imageCount: (item.existing && imageCounts.get(item.existing.id)) || 0,
      projectStratum,
    }),
  );

  // New properties: one statement (their reference, or INM-<productId> set right after, as the wizard does), then
  // read back as stored (their productId, and the values the audit compares).
  const saved: PropertyRow[] = new Array(items.length);
  const fresh = items.flatMap((item, index) => (item.existing ? [] : [{ item, index, id: randomUUID() }]));
  await insertMany(
    tx,
    properties,
    fresh.map(({ item, index, id }) => ({
      ...plans[index].values,
      id,
      refId: item.refId || `TMP-${id}`,
      sellerId,
      constructorId: seller.constructorId,
      isRealState: flow === 'agency',
      createdBy: p.userId,
    })),
  );
  const unnamed = fresh.filter(({ item }) => !item.refId).map(({ id }) => id);
  for (const ids of chunksOf(unnamed, 1))
    await tx
      .update(properties)
      .set({ refId: sql`'INM-' || ${properties.productId}` })
      .where(inArray(properties.id, ids));
  for (const part of chunksOf(fresh, 1)) {
    const rows = await tx
      .select()
      .from(properties)
      .where(
        inArray(
          properties.id,
          part.map((f) => f.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const f of part) saved[f.index] = byId.get(f.id) as PropertyRow;
  }
  // Updates: each its own values.
  for (const [index, item] of items.entries()) {
    if (!item.existing) continue;
    [saved[index]] = await tx
      .update(properties)
      .set(plans[index].values)
      .where(eq(properties.id, item.existing.id))
      .returning();
  }

  const detailsOf = (index: number) =>
    plans[index].changedDetails.map(([key, value]) => ({
      propertyId: saved[index].id,
      constructorId: saved[index].constructorId,
      key,
      value,
    }));
  // A new property has no details yet: a plain insert; an updated one's change their value in place.
  await insertMany(
    tx,
    propertyDetails,
    fresh.flatMap(({ index }) => detailsOf(index)),
  );
  const changed = items.flatMap((item, index) => (item.existing ? detailsOf(index) : []));
  for (const chunk of chunksOf(changed))
    await tx
      .insert(propertyDetails)
      .values(chunk)
      .onConflictDoUpdate({
        target: [propertyDetails.propertyId, propertyDetails.key],
        set: { value: sql`excluded.value` },
      });

  const entries = items.flatMap((item, index) => {
    const row = saved[index];
    const transactionalId = randomUUID();
    const action = item.existing ? 'update' : 'create';
    const base = {
      transactionalId,
      entityType: 'property',
      entityId: row.id,
      constructorId: row.constructorId,
      sellerId: row.sellerId,
      userId: p.userId,
      userName: p.userName,
      action,
    };
    const changes = auditChangesOf(plans[index], item.existing, row).map((c) => ({
      ...base,
      field: c.field,
      valueBefore: c.before,
      valueAfter: c.after,
    }));
    const extra = extraAudit?.(item.existing);
    return extra
      ? [...changes, { ...base, field: extra.field, valueBefore: null, valueAfter: extra.valueAfter }]
      : changes;
  });
  await insertMany(tx, auditLog, entries);
  // Those the save completes go to approval, as in the wizard: the approvers are told of each.
  for (const [index, item] of items.entries())
    if (saved[index].status === 'OnApprobation' && item.existing?.status !== 'OnApprobation')
      await notifyPropertySent(tx, saved[index]);
  return saved;
}
