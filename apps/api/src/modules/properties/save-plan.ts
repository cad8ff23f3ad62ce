// What saving a property means, computed without the database: the form's rules on the merged details, section 5's
// data handling, the defaults, completeness, ProgressStatus, the status it leads to and the audit entries. The
// wizard's save (service.ts saveProperty) and the bulk load's batched save (batch-save.ts) both write what this
// plans, so they cannot drift.
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
import type { properties } from '../../db/schema.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import { categoryOf } from './list-query.ts';

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

/** Status a save leads to: not red goes to approval, red stays incomplete; hidden ones stay hidden. */
function statusAfterSave(
  current: string | undefined,
  completenessStatus: 'OnApprobation' | 'Incomplete',
): PropertyStatus {
  if (current && isHiddenStatus(current)) return current as PropertyStatus;
  return completenessStatus;
}

/** What the database holds that a save depends on, read by the caller (one property or a batch of them). */
export interface SaveFacts {
  flow: PropertyFlow;
  /** The property's details before the save (none for a new one). */
  previousDetails: { key: string; value: string }[];
  imageCount: number;
  projectStratum: string | null;
}

/**
 * A save, planned: the row's values, the details that change, and everything the answer and the audit need.
 * `body` already carries the names of its location ids (withLocationNames). Throws the form's ValidationError or
 * a 409 for a status the property cannot move to.
 */
export function planPropertySave(body: PropertySave, existing: PropertyRow | undefined, facts: SaveFacts) {
  const { flow, previousDetails, imageCount } = facts;
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
  const detailObject = Object.fromEntries(details);
  const completeness = propertyCompleteness({
    flow,
    details: detailObject,
    listPrice: price,
    description,
    imageCount,
    projectStratum: facts.projectStratum,
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
  const before = new Map(previousDetails.map((d) => [d.key, d.value]));
  const changedDetails = [...details].filter(([k, v]) => before.get(k) !== v);
  return { values, completeness, progressStatus, before, changedDetails };
}
export type SavePlan = ReturnType<typeof planPropertySave>;

/** The audit entries of a planned save, once the row is written: top fields that changed, then each detail. */
export function auditChangesOf(plan: SavePlan, existing: PropertyRow | undefined, saved: PropertyRow) {
  const topChanges = (['name', 'description', 'listPrice', 'status', 'videoUrl', 'score'] as const)
    .filter((f) => String(existing?.[f] ?? '') !== String(saved[f] ?? ''))
    .map((f) => ({
      field: f as string,
      before: existing ? String(existing[f] ?? '') || null : null,
      after: String(saved[f] ?? '') || null,
    }));
  return [
    ...topChanges,
    ...plan.changedDetails.map(([k, v]) => ({ field: k, before: plan.before.get(k) ?? null, after: v })),
  ];
}

/** The answer of a save (the wizard's createProduct/updateProduct). */
export function saveAnswer(plan: SavePlan, row: PropertyRow) {
  const { completeness, progressStatus } = plan;
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
