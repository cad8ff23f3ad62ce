import { randomUUID } from 'node:crypto';
import {
  canTransitionProperty,
  DETAIL_KEYS,
  es,
  type PropertyFlow,
  type PropertyStatus,
  propertyStatusLabel,
} from '@tu360/domain';
import type { PropertySave } from '@tu360/domain/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { badRequest, conflict } from '../../lib/errors.ts';
import { assertSellerAccess } from '../../lib/tenant-scope.ts';
import { auditActorOf, type Principal } from '../auth/identity.ts';
import { notifyPropertySent } from '../notifications/events.ts';
import { companyOf, detailsOf, sellerStratum } from './repository.ts';
import {
  auditChangesOf,
  type PropertyRow,
  planPropertySave,
  saveAnswer,
  ValidationError,
  validateBody,
} from './save-plan.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export { type PropertyRow, ValidationError, validateBody };

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
      ...auditActorOf(p),
      action,
      field: c.field,
      valueBefore: c.before,
      valueAfter: c.after,
    })),
  );
}

/**
 * The Departamento and Municipio details are the names of the chosen ids, whatever text came with them: a
 * municipality must be one of the department's, and an unknown id is refused like a bad option in the form.
 * Reads the names of every id the bodies use at once, and answers the function that names each body.
 */
export async function locationNamer(db: Db, bodies: PropertySave[]) {
  const departmentIds = [...new Set(bodies.map((b) => b.departmentId).filter((v): v is string => !!v))];
  const cityIds = [...new Set(bodies.map((b) => b.cityId).filter((v): v is string => !!v))];
  const departmentName = new Map(
    departmentIds.length
      ? (
          await db
            .select({ id: departments.id, name: departments.name })
            .from(departments)
            .where(inArray(departments.id, departmentIds))
        ).map((d) => [d.id, d.name])
      : [],
  );
  const cityOf = new Map(
    cityIds.length
      ? (
          await db
            .select({ id: cities.id, name: cities.name, departmentId: cities.departmentId })
            .from(cities)
            .where(inArray(cities.id, cityIds))
        ).map((c) => [c.id, c])
      : [],
  );
  return (body: PropertySave): PropertySave => {
    const departmentId = body.departmentId || undefined;
    const cityId = body.cityId || undefined;
    if (!departmentId && !cityId) return body;
    const department = departmentId ? departmentName.get(departmentId) : undefined;
    if (departmentId && department === undefined)
      throw new ValidationError([{ field: 'departmentId', message: es.validation.selectOption }]);
    const city = cityId ? cityOf.get(cityId) : undefined;
    if (cityId && (!city || (departmentId && city.departmentId !== departmentId)))
      throw new ValidationError([{ field: 'cityId', message: es.validation.selectOption }]);
    const named = new Map<string, string>();
    if (department !== undefined) named.set(DETAIL_KEYS.department, department);
    if (city) named.set(DETAIL_KEYS.municipality, city.name);
    return {
      ...body,
      detailProducts: [
        ...body.detailProducts.filter((d) => !named.has(d.key)),
        ...[...named].map(([key, value]) => ({ key, value })),
      ],
    };
  };
}

async function withLocationNames(db: Db, body: PropertySave): Promise<PropertySave> {
  return (await locationNamer(db, [body]))(body);
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
  const [{ imageCount }] = existing
    ? await db
        .select({ imageCount: sql<number>`count(*)::int` })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, existing.id))
    : [{ imageCount: 0 }];
  const plan = planPropertySave(body, existing, {
    flow,
    previousDetails,
    imageCount,
    projectStratum: await sellerStratum(db, sellerId),
  });
  const { values } = plan;
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
          createdBy: p.apiKey ? null : p.userId,
        })
        .returning();
      [saved] = await tx
        .update(properties)
        .set({ refId: `INM-${saved.productId}` })
        .where(eq(properties.id, saved.id))
        .returning();
    }
    for (const [key, value] of plan.changedDetails) {
      await tx
        .insert(propertyDetails)
        .values({ propertyId: saved.id, constructorId: saved.constructorId, key, value })
        .onConflictDoUpdate({ target: [propertyDetails.propertyId, propertyDetails.key], set: { value } });
    }
    await audit(
      tx,
      p,
      saved,
      transactionalId,
      existing ? 'update' : 'create',
      auditChangesOf(plan, existing, saved),
    );
    // Saved complete: the property goes to approval, and the approvers are told.
    if (saved.status === 'OnApprobation' && existing?.status !== 'OnApprobation')
      await notifyPropertySent(tx, saved);
    return saved;
  });
  return saveAnswer(plan, row);
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
