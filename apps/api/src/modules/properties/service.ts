import { randomUUID } from 'node:crypto';
import {
  areaForApi,
  CATEGORY_IDS,
  canTransitionProperty,
  DEFAULT_BRAND_ID,
  DEFAULT_INVENTORY,
  DEFAULT_PROPERTY_STATE,
  DEFAULT_SUBSIDY,
  DETAIL_KEYS,
  type DetailField,
  EMPTY_UUID,
  es,
  isHiddenStatus,
  type PropertyFlow,
  type PropertyStatus,
  type PropertyValues,
  parseMoney,
  progressStatusOnSave,
  propertyCompleteness,
  propertyStatusLabel,
  scoreForApi,
  validateProperty,
} from '@tu360/domain';
import type { PropertySave } from '@tu360/domain/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  cities,
  departments,
  properties,
  propertyDetails,
  propertyImages,
  sellers,
} from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';
import { categoryOf } from './list-query.ts';
import { companyOf, detailsOf, sellerStratum } from './repository.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PropertyRow = typeof properties.$inferSelect;

const FIELD_BY_KEY = Object.fromEntries(
  Object.entries(DETAIL_KEYS).map(([field, key]) => [key, field]),
) as Record<string, DetailField>;
const MONEY_KEYS: string[] = [
  DETAIL_KEYS.initialPayment,
  DETAIL_KEYS.administrationPrice,
  DETAIL_KEYS.propertyTax,
  DETAIL_KEYS.waterCost,
  DETAIL_KEYS.gasCost,
  DETAIL_KEYS.electricityCost,
  DETAIL_KEYS.deedExpenses,
];
const AREA_KEYS: string[] = [DETAIL_KEYS.area, DETAIL_KEYS.privateArea, DETAIL_KEYS.builtArea];

/** 400 with every issue of the form, in the shape the form maps onto its fields. */
export class ValidationError extends HttpError {
  constructor(readonly errors: { field: string; message: string }[]) {
    super(
      400,
      errors[0].message,
      errors.map((e) => e.message),
      { errors },
    );
  }
}

/** Section 5's data handling applied to one detail value before it is stored. */
function normalizeDetail(key: string, value: string): string {
  const v = value.trim();
  if (!v) return v;
  if (MONEY_KEYS.includes(key)) {
    const n = parseMoney(v);
    return Number.isNaN(n) ? v : String(n);
  }
  if (AREA_KEYS.includes(key)) return areaForApi(v);
  return v;
}

/** Validates a body with the same rules as the form; answers the merged details to store. */
export function validateBody(
  body: PropertySave,
  flow: PropertyFlow,
  existing: { key: string; value: string }[] = [],
  existingCategory?: string | null,
) {
  const details = new Map(existing.map((d) => [d.key, d.value]));
  for (const d of body.detailProducts) details.set(d.key, d.value);
  if (flow === 'agency' && !details.get(DETAIL_KEYS.propertyState))
    details.set(DETAIL_KEYS.propertyState, DEFAULT_PROPERTY_STATE);
  const values: PropertyValues = {
    name: body.name,
    description: body.description,
    price: body.price === undefined ? undefined : String(body.price),
    score: body.score === undefined ? undefined : String(body.score),
    // Categoría is required from step 1 like in the form; a property that has one keeps it when not resent.
    category: body.category || existingCategory || undefined,
  };
  for (const [key, value] of details) if (FIELD_BY_KEY[key]) values[FIELD_BY_KEY[key]] = value;
  const issues = validateProperty(values, { flow, step: body.step });
  if (issues.length) throw new ValidationError(issues);
  return new Map([...details].map(([k, v]) => [k, normalizeDetail(k, v)]));
}

async function audit(
  tx: Tx,
  p: Principal,
  row: PropertyRow,
  transactionalId: string,
  action: string,
  changes: { field: string; before: string | null; after: string | null }[],
) {
  if (!changes.length) return;
  await tx.insert(auditLog).values(
    changes.map((c) => ({
      transactionalId,
      entityType: 'property',
      entityId: row.id,
      constructorId: row.constructorId,
      sellerId: row.sellerId,
      userId: p.userId,
      userName: p.userName,
      action,
      field: c.field,
      valueBefore: c.before,
      valueAfter: c.after,
    })),
  );
}

/** Status a save leads to: not red goes to approval, red stays incomplete; hidden ones stay hidden. */
function statusAfterSave(
  current: string | undefined,
  completenessStatus: 'OnApprobation' | 'Incomplete',
): PropertyStatus {
  if (current && isHiddenStatus(current)) return current as PropertyStatus;
  return completenessStatus;
}

/**
 * The Departamento and Municipio details are the names of the chosen ids, whatever text came with them: a
 * municipality must be one of the department's, and an unknown id is refused like a bad option in the form.
 */
async function withLocationNames(db: Db, body: PropertySave): Promise<PropertySave> {
  const departmentId = body.departmentId || undefined;
  const cityId = body.cityId || undefined;
  if (!departmentId && !cityId) return body;
  const [department] = departmentId
    ? await db.select({ name: departments.name }).from(departments).where(eq(departments.id, departmentId))
    : [];
  if (departmentId && !department)
    throw new ValidationError([{ field: 'departmentId', message: es.validation.selectOption }]);
  const [city] = cityId
    ? await db
        .select({ name: cities.name, departmentId: cities.departmentId })
        .from(cities)
        .where(eq(cities.id, cityId))
    : [];
  if (cityId && (!city || (departmentId && city.departmentId !== departmentId)))
    throw new ValidationError([{ field: 'cityId', message: es.validation.selectOption }]);
  const named = new Map<string, string>();
  if (department) named.set(DETAIL_KEYS.department, department.name);
  if (city) named.set(DETAIL_KEYS.municipality, city.name);
  return {
    ...body,
    detailProducts: [
      ...body.detailProducts.filter((d) => !named.has(d.key)),
      ...[...named].map(([key, value]) => ({ key, value })),
    ],
  };
}

/**
 * Creates or updates a property in one transaction: validation, data handling, defaults, completeness,
 * ProgressStatus, details and the audit log.
 */
export async function saveProperty(
  db: Db,
  p: Principal,
  flow: PropertyFlow,
  body: PropertySave,
  existing?: PropertyRow,
) {
  const sellerId = existing?.sellerId ?? body.sellerId;
  await assertSellerAccess(db, p, sellerId, 'catalog.write');
  body = await withLocationNames(db, body);
  const [seller] = await db
    .select({ constructorId: sellers.constructorId })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  const { realState } = await companyOf(db, seller.constructorId);
  if (realState !== (flow === 'agency'))
    throw badRequest(
      flow === 'agency'
        ? 'El proyecto no pertenece a una inmobiliaria.'
        : 'El proyecto no pertenece a una constructora.',
    );
  const previousDetails = existing ? await detailsOf(db, existing.id) : [];
  const details = validateBody(
    body,
    flow,
    previousDetails,
    existing ? categoryOf(existing.vtexCategoryId) : undefined,
  );
  const price =
    body.price !== undefined && String(body.price).trim() !== ''
      ? parseMoney(body.price)
      : (existing?.listPrice ?? null);
  const description = body.description ?? existing?.description ?? null;
  const [{ imageCount }] = existing
    ? await db
        .select({ imageCount: sql<number>`count(*)::int` })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, existing.id))
    : [{ imageCount: 0 }];
  const detailObject = Object.fromEntries(details);
  const completeness = propertyCompleteness({
    flow,
    details: detailObject,
    listPrice: price,
    description,
    imageCount,
    projectStratum: await sellerStratum(db, sellerId),
  });
  const progressStatus = progressStatusOnSave(body.step, detailObject, imageCount);
  const status = statusAfterSave(existing?.status, completeness.status);
  if (
    existing &&
    status !== existing.status &&
    !canTransitionProperty(existing.status as PropertyStatus, status)
  )
    throw conflict(
      es.property.transitionNotAllowed(propertyStatusLabel(existing.status), propertyStatusLabel(status)),
    );
  const category = body.category || undefined;
  const values = {
    name: body.name?.trim() || existing?.name || 'Inmueble sin nombre',
    description,
    listPrice: price,
    costPrice: price,
    score: body.score !== undefined ? scoreForApi(body.score) : (existing?.score ?? 1),
    step: Math.max(body.step, existing?.step ?? 1),
    progressStatus,
    progress: completeness.progress,
    ...(category ? { vtexCategoryId: CATEGORY_IDS[category], vtexDepartmentId: CATEGORY_IDS[category] } : {}),
    vtexBrandId: existing?.vtexBrandId ?? DEFAULT_BRAND_ID,
    departmentId:
      body.departmentId !== undefined
        ? body.departmentId || EMPTY_UUID
        : (existing?.departmentId ?? EMPTY_UUID),
    cityId: body.cityId !== undefined ? body.cityId || EMPTY_UUID : (existing?.cityId ?? EMPTY_UUID),
    subsidyType: body.subsidyType || existing?.subsidyType || DEFAULT_SUBSIDY,
    videoUrl: body.videoUrl !== undefined ? body.videoUrl || null : (existing?.videoUrl ?? null),
    inventory: DEFAULT_INVENTORY,
    status,
    statusDetail: status === existing?.status ? existing.statusDetail : null,
    updatedAt: new Date(),
  };
  const transactionalId = randomUUID();
  const row = await db.transaction(async (tx) => {
    let saved: PropertyRow;
    if (existing) {
      [saved] = await tx.update(properties).set(values).where(eq(properties.id, existing.id)).returning();
    } else {
      [saved] = await tx
        .insert(properties)
        .values({
          ...values,
          refId: `TMP-${transactionalId}`,
          sellerId,
          constructorId: seller.constructorId,
          isRealState: flow === 'agency',
          createdBy: p.userId,
        })
        .returning();
      [saved] = await tx
        .update(properties)
        .set({ refId: `INM-${saved.productId}` })
        .where(eq(properties.id, saved.id))
        .returning();
    }
    const before = new Map(previousDetails.map((d) => [d.key, d.value]));
    const changed = [...details].filter(([k, v]) => before.get(k) !== v);
    for (const [key, value] of changed) {
      await tx
        .insert(propertyDetails)
        .values({ propertyId: saved.id, constructorId: saved.constructorId, key, value })
        .onConflictDoUpdate({ target: [propertyDetails.propertyId, propertyDetails.key], set: { value } });
    }
    const topChanges = (['name', 'description', 'listPrice', 'status', 'videoUrl', 'score'] as const)
      .filter((f) => String(existing?.[f] ?? '') !== String(saved[f] ?? ''))
      .map((f) => ({
        field: f,
        before: existing ? String(existing[f] ?? '') || null : null,
        after: String(saved[f] ?? '') || null,
      }));
    await audit(tx, p, saved, transactionalId, existing ? 'update' : 'create', [
      ...topChanges,
      ...changed.map(([k, v]) => ({ field: k, before: before.get(k) ?? null, after: v })),
    ]);
    return saved;
  });
  return {
    id: row.id,
    productId: row.productId,
    refId: row.refId,
    status: row.status,
    progress: completeness.progress,
    percent: completeness.percent,
    color: completeness.color,
    progressStatus,
    ...(completeness.message ? { message: completeness.message } : {}),
  };
}

/** Status change with reason and audit; admin-only targets checked by the caller. */
export async function changePropertyStatus(
  tx: Tx,
  p: Principal,
  row: PropertyRow,
  to: PropertyStatus,
  reason: string | null,
  transactionalId: string,
) {
  const actor = p.isAdmin ? 'admin' : 'store';
  if (!canTransitionProperty(row.status as PropertyStatus, to, actor))
    throw conflict(
      es.property.transitionNotAllowed(propertyStatusLabel(row.status), propertyStatusLabel(to)),
    );
  const [saved] = await tx
    .update(properties)
    .set({ status: to, statusDetail: reason, approvedToUpdate: to === 'Published', updatedAt: new Date() })
    .where(and(eq(properties.id, row.id), eq(properties.status, row.status)))
    .returning();
  if (!saved)
    throw conflict(
      es.property.transitionNotAllowed(propertyStatusLabel(row.status), propertyStatusLabel(to)),
    );
  await audit(tx, p, saved, transactionalId, 'status', [{ field: 'status', before: row.status, after: to }]);
  return saved;
}
