import { es } from '@tu360/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constructors, properties, propertyDetails, propertyImages, sellerDetails } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../auth/identity.ts';
import { fileUrl } from '../files/routes.ts';
import { propertyScope } from './list-query.ts';

export async function findPropertyByProductId(db: Db, p: Principal, productId: number) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.productId, productId), propertyScope(p)));
  if (!row) throw notFound(es.property.notFound);
  return row;
}

export async function findPropertyByRefId(db: Db, p: Principal, refId: string) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.refId, refId), propertyScope(p)));
  if (!row) throw notFound(es.property.notFound);
  return row;
}

export async function propertyImagesOf(db: Db, propertyId: string) {
  const rows = await db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.order), asc(propertyImages.createdAt));
  return rows.map((i) => ({
    id: i.id,
    image: fileUrl(i.fileId) as string,
    order: i.order,
    isMain: i.isMain,
    label: i.label,
    text: i.text,
  }));
}

export async function detailsOf(db: Db, propertyId: string) {
  return db
    .select({ key: propertyDetails.key, value: propertyDetails.value })
    .from(propertyDetails)
    .where(eq(propertyDetails.propertyId, propertyId))
    .orderBy(asc(propertyDetails.key));
}

export async function sellerStratum(db: Db, sellerId: string): Promise<string | null> {
  const [row] = await db
    .select({ value: sellerDetails.value })
    .from(sellerDetails)
    .where(and(eq(sellerDetails.sellerId, sellerId), eq(sellerDetails.key, 'estrato')));
  return row?.value ?? null;
}

export async function companyOf(db: Db, constructorId: string) {
  const [row] = await db
    .select({ realState: constructors.realState })
    .from(constructors)
    .where(eq(constructors.id, constructorId));
  return row;
}
