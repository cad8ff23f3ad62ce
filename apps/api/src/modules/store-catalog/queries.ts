import {
  CATEGORY_IDS,
  STORE_PAGE,
  STORE_PROJECT_STATUSES,
  STORE_PROPERTY_STATUSES,
  type StoreSort,
} from '@tu360/domain';
import type { StoreProjectQuery, StorePropertyQuery } from '@tu360/domain/contracts';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  constructors,
  departments,
  properties,
  propertyDetails,
  propertyImages,
  sellerDetails,
  sellerImages,
  sellers,
} from '../../db/schema.ts';

/**
 * The published catalog's reads (issue 15). What is in the store is decided in the query, never filtered
 * afterwards, from the domain's rule (isPropertyInStore): a published property (Published, Loaded) of a published
 * project (Synchronized) of an active builder. Every read is fresh from the database: hiding or unpublishing
 * removes an item at the next request (the answers' ETag and Cache-Control leave the caching to the CDN).
 */

/** A published project of an active builder. */
export const projectInStore = and(
  inArray(sellers.status, [...STORE_PROJECT_STATUSES]),
  eq(constructors.state, true),
) as SQL;

/** A published property, in a project that is in the store (the query joins sellers and constructors). */
export const propertyInStore = and(
  inArray(properties.status, [...STORE_PROPERTY_STATUSES]),
  projectInStore,
) as SQL;

/** Rooms between min and max: properties.rooms, the Habitaciones detail kept as a number (migration 0010). */
function roomsFilter(min: number | undefined, max: number | undefined): SQL | undefined {
  return and(
    min !== undefined ? gte(properties.rooms, min) : undefined,
    max !== undefined ? lte(properties.rooms, max) : undefined,
  );
}

const placeFilters = (
  q: { Cities?: string[]; CityDepartments?: string[] },
  city: typeof properties.cityId | typeof sellers.cityId,
  department: typeof properties.departmentId | typeof sellers.departmentId,
) => [
  q.Cities?.length ? inArray(city, q.Cities) : undefined,
  q.CityDepartments?.length ? inArray(department, q.CityDepartments) : undefined,
];

export function propertyWhere(q: Omit<StorePropertyQuery, 'PageNumber' | 'PageSize' | 'Sort'>): SQL {
  return and(
    propertyInStore,
    ...placeFilters(q, properties.cityId, properties.departmentId),
    q.Categories?.length
      ? inArray(
          properties.vtexCategoryId,
          q.Categories.map((c) => CATEGORY_IDS[c]),
        )
      : undefined,
    q.MinimumPrice !== undefined ? gte(properties.listPrice, q.MinimumPrice) : undefined,
    q.MaximumPrice !== undefined ? lte(properties.listPrice, q.MaximumPrice) : undefined,
    q.SellerId ? eq(properties.sellerId, q.SellerId) : undefined,
    roomsFilter(q.MinRooms, q.MaxRooms),
  ) as SQL;
}

/** Total orders: the product id (unique) breaks every tie, so pages never repeat or skip an item. */
const ORDER: Record<StoreSort, SQL[]> = {
  recent: [desc(properties.productId)],
  priceAsc: [sql`${properties.listPrice} asc nulls last`, asc(properties.productId)],
  // As properties_store_price_desc_idx reads them (product ids are never null).
  priceDesc: [sql`${properties.listPrice} desc nulls last`, sql`${properties.productId} desc nulls last`],
};

const mainImageOf = (table: typeof propertyImages | typeof sellerImages, owner: SQL) =>
  sql<
    string | null
  >`(select ${table.fileId} from ${table} where ${owner} order by ${table.isMain} desc, ${table.order} limit 1)`;

const propertyColumns = {
  productId: properties.productId,
  name: properties.name,
  listPrice: properties.listPrice,
  vtexCategoryId: properties.vtexCategoryId,
  rooms: properties.rooms,
  departmentId: properties.departmentId,
  departmentName: departments.name,
  cityId: properties.cityId,
  cityName: cities.name,
  image: mainImageOf(propertyImages, sql`${propertyImages.propertyId} = ${properties.id}`),
  projectId: sellers.id,
  projectName: sellers.name,
  builderId: constructors.id,
  builderName: constructors.name,
  builderLogo: constructors.logo,
  updatedAt: properties.updatedAt,
};

const propertyBase = (db: Db, columns: typeof propertyColumns) =>
  db
    .select(columns)
    .from(properties)
    .innerJoin(sellers, eq(sellers.id, properties.sellerId))
    .innerJoin(constructors, eq(constructors.id, properties.constructorId))
    .leftJoin(cities, eq(cities.id, properties.cityId))
    .leftJoin(departments, eq(departments.id, properties.departmentId));

export type PropertyRow = Awaited<ReturnType<ReturnType<typeof propertyBase>['execute']>>[number];

/**
 * One page of published properties and their total, read in parallel. The total is counted up to
 * STORE_PAGE.maxItems, as far as paging reaches (counting 400,000 published rows exactly takes over 100 ms at
 * 1,000,000 properties, docs/performance.md): `totalCapped` says there are more.
 */
export async function propertyPage(db: Db, q: StorePropertyQuery) {
  const where = propertyWhere(q);
  const matching = db
    .select({ one: sql`1` })
    .from(properties)
    .innerJoin(sellers, eq(sellers.id, properties.sellerId))
    .innerJoin(constructors, eq(constructors.id, properties.constructorId))
    .where(where)
    .limit(STORE_PAGE.maxItems + 1)
    .as('matching');
  // The page's product ids first (read from the index alone), then their public fields for those rows only: an
  // offset would otherwise build every skipped row (its place, image and names) only to drop it.
  const page = db
    .select({ productId: properties.productId })
    .from(properties)
    .innerJoin(sellers, eq(sellers.id, properties.sellerId))
    .innerJoin(constructors, eq(constructors.id, properties.constructorId))
    .where(where)
    .orderBy(...ORDER[q.Sort])
    .limit(q.PageSize)
    .offset((q.PageNumber - 1) * q.PageSize)
    .as('page');
  const [rows, [{ total }]] = await Promise.all([
    propertyBase(db, propertyColumns)
      .innerJoin(page, eq(page.productId, properties.productId))
      .orderBy(...ORDER[q.Sort]),
    db.select({ total: sql<number>`count(*)::int` }).from(matching),
  ]);
  return { rows, total: Math.min(total, STORE_PAGE.maxItems), capped: total > STORE_PAGE.maxItems };
}

/** A published property with its description, details and images; undefined when it is not in the store. */
export async function propertyByProductId(db: Db, productId: number) {
  const [row] = await propertyBase(db, {
    ...propertyColumns,
    id: properties.id,
    description: properties.description,
    videoUrl: properties.videoUrl,
    subsidyType: properties.subsidyType,
  } as typeof propertyColumns).where(and(propertyInStore, eq(properties.productId, productId)));
  if (!row) return undefined;
  const full = row as PropertyRow & {
    id: string;
    description: string | null;
    videoUrl: string | null;
    subsidyType: string;
  };
  const [details, images] = await Promise.all([
    db
      .select({ key: propertyDetails.key, value: propertyDetails.value })
      .from(propertyDetails)
      .where(eq(propertyDetails.propertyId, full.id))
      .orderBy(propertyDetails.key),
    db
      .select({ fileId: propertyImages.fileId, isMain: propertyImages.isMain, label: propertyImages.label })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, full.id))
      .orderBy(desc(propertyImages.isMain), propertyImages.order),
  ]);
  return { ...full, details, images };
}

const projectColumns = {
  id: sellers.id,
  name: sellers.name,
  address: sellers.address,
  departmentId: sellers.departmentId,
  departmentName: departments.name,
  cityId: sellers.cityId,
  cityName: cities.name,
  phone: sellers.phone,
  whatsAppPhone: sellers.whatsAppPhone,
  logo: sellers.logo,
  banner: sellers.banner,
  isCertificate: sellers.isCertificate,
  rentingAvailable: sellers.rentingAvailable,
  builderId: constructors.id,
  builderName: constructors.name,
  builderLogo: constructors.logo,
  updatedAt: sellers.updatedAt,
};

const projectBase = (db: Db) =>
  db
    .select(projectColumns)
    .from(sellers)
    .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
    .leftJoin(cities, eq(cities.id, sellers.cityId))
    .leftJoin(departments, eq(departments.id, sellers.departmentId));

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectBase>['execute']>>[number];

/** One page of published projects (by name, then id) and their total. */
export async function projectPage(db: Db, q: StoreProjectQuery) {
  const where = and(projectInStore, ...placeFilters(q, sellers.cityId, sellers.departmentId));
  const [rows, [{ total }]] = await Promise.all([
    projectBase(db)
      .where(where)
      .orderBy(sql`lower(${sellers.name})`, asc(sellers.id))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(sellers)
      .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
      .where(where),
  ]);
  return { rows, total };
}

/** A published project with its details, images and number of published properties; undefined otherwise. */
export async function projectById(db: Db, id: string) {
  const [row] = await projectBase(db).where(and(projectInStore, eq(sellers.id, id)));
  if (!row) return undefined;
  const [details, images, [{ total }]] = await Promise.all([
    db
      .select({ key: sellerDetails.key, value: sellerDetails.value })
      .from(sellerDetails)
      .where(eq(sellerDetails.sellerId, id))
      .orderBy(sellerDetails.key),
    db
      .select({ fileId: sellerImages.fileId, isMain: sellerImages.isMain, label: sellerImages.label })
      .from(sellerImages)
      .where(eq(sellerImages.sellerId, id))
      .orderBy(desc(sellerImages.isMain), sellerImages.order),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.sellerId, id), inArray(properties.status, [...STORE_PROPERTY_STATUSES]))),
  ]);
  return { ...row, details, images, totalProperties: total };
}
