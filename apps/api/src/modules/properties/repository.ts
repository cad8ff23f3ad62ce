import { CATEGORY_IDS, type Category, effectiveKeyword, es } from '@tu360/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  constructors,
  departments,
  properties,
  propertyDetails,
  propertyImages,
  sellerDetails,
  sellers,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';
import { fileUrl } from '../files/routes.ts';

export const PROPERTY_SORT_FIELDS = ['name', 'price', 'createdAt', 'updatedAt', 'status', 'city'] as const;

const CATEGORY_BY_ID = Object.fromEntries(Object.entries(CATEGORY_IDS).map(([k, v]) => [v, k])) as Record<
  number,
  Category
>;
export const categoryOf = (id: number | null | undefined): Category | null =>
  id ? (CATEGORY_BY_ID[id] ?? null) : null;

/** Store users reach the properties of the projects they are assigned to; platform admins reach all. */
export function propertyScope(p: Principal): SQL | undefined {
  if (p.isAdmin) return undefined;
  // `= any(array(…))` is computed once and lets the planner walk the seller index (index-only counts),
  // where `in (select …)` becomes a semi-join over the whole table.
  return sql`${properties.sellerId} = any(array(select us.seller_id from user_sellers us where us.user_id = ${p.userId}))`;
}

export interface PropertyListQuery {
  PageNumber: number;
  PageSize: number;
  IsRealState?: boolean;
  SellerId?: string;
  ConstructorId?: string;
  KeyWord?: string;
  SkuStatus?: string;
  field?: (typeof PROPERTY_SORT_FIELDS)[number];
  order?: 'asc' | 'desc';
  MinimumPrice?: number;
  MaximumPrice?: number;
  Categories?: Category[];
  Cities?: string[];
  CityDepartments?: string[];
  ProductId?: number;
}

/** SkuStatus filter values: Synchronized is the store's name for Published (and Loaded). */
function statusFilter(status: string | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'Synchronized' || status === 'Published')
    return inArray(properties.status, ['Published', 'Loaded']);
  if (status === 'Hidden') return inArray(properties.status, ['Hidden', 'Inactive']);
  return eq(properties.status, status);
}

export function propertyFilters(
  p: Principal,
  q: Omit<PropertyListQuery, 'PageNumber' | 'PageSize' | 'field' | 'order'>,
): SQL | undefined {
  const keyword = effectiveKeyword(q.KeyWord);
  const keywordNumber = keyword && /^\d+$/.test(keyword) ? Number(keyword) : undefined;
  return and(
    propertyScope(p),
    q.IsRealState === undefined ? undefined : eq(properties.isRealState, q.IsRealState),
    q.SellerId ? eq(properties.sellerId, q.SellerId) : undefined,
    q.ConstructorId ? eq(properties.constructorId, q.ConstructorId) : undefined,
    statusFilter(q.SkuStatus),
    q.MinimumPrice !== undefined ? gte(properties.listPrice, q.MinimumPrice) : undefined,
    q.MaximumPrice !== undefined ? lte(properties.listPrice, q.MaximumPrice) : undefined,
    q.Categories?.length
      ? inArray(
          properties.vtexCategoryId,
          q.Categories.map((c) => CATEGORY_IDS[c]),
        )
      : undefined,
    q.Cities?.length ? inArray(properties.cityId, q.Cities) : undefined,
    q.CityDepartments?.length ? inArray(properties.departmentId, q.CityDepartments) : undefined,
    q.ProductId !== undefined ? eq(properties.productId, q.ProductId) : undefined,
    keyword
      ? or(
          ilike(properties.name, likePattern(keyword)),
          ilike(properties.refId, likePattern(keyword)),
          keywordNumber !== undefined ? eq(properties.productId, keywordNumber) : undefined,
        )
      : undefined,
  );
}

const SORT = {
  name: sql`lower(${properties.name})`,
  price: properties.listPrice,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  status: properties.status,
  city: sql`lower(${cities.name})`,
} as const;

/** The two statements of the list (a page and its total), built but not run: the benchmark replays them bare. */
export function listQueries(db: Db, p: Principal, q: PropertyListQuery) {
  const where = propertyFilters(p, q);
  const direction = q.order === 'asc' ? asc : desc;
  const mainImage = sql<
    string | null
  >`(select ${propertyImages.fileId} from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id} order by ${propertyImages.isMain} desc, ${propertyImages.order} limit 1)`;
  return {
    page: db
      .select({
        id: properties.id,
        productId: properties.productId,
        refId: properties.refId,
        name: properties.name,
        status: properties.status,
        statusDetail: properties.statusDetail,
        progress: properties.progress,
        listPrice: properties.listPrice,
        vtexCategoryId: properties.vtexCategoryId,
        sellerId: properties.sellerId,
        sellerName: sellers.name,
        constructorId: properties.constructorId,
        constructorName: constructors.name,
        cityName: cities.name,
        departmentName: departments.name,
        image: mainImage,
        isRealState: properties.isRealState,
        approvedToUpdate: properties.approvedToUpdate,
        createdAt: properties.createdAt,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .innerJoin(sellers, eq(sellers.id, properties.sellerId))
      .innerJoin(constructors, eq(constructors.id, properties.constructorId))
      .leftJoin(cities, eq(cities.id, properties.cityId))
      .leftJoin(departments, eq(departments.id, properties.departmentId))
      .where(where)
      .orderBy(direction(SORT[q.field ?? 'updatedAt']), desc(properties.productId))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    total: db.select({ total: sql<number>`count(*)::int` }).from(properties).where(where),
  };
}

export async function listProperties(db: Db, p: Principal, q: PropertyListQuery) {
  const queries = listQueries(db, p, q);
  const [rows, [{ total }]] = await Promise.all([queries.page, queries.total]);
  return {
    data: rows.map(({ vtexCategoryId, image, createdAt, updatedAt, ...r }) => ({
      ...r,
      category: categoryOf(vtexCategoryId),
      image: fileUrl(image),
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    totalData: total,
  };
}

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
