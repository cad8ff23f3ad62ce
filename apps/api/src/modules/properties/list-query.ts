import { CATEGORY_IDS, type Category, effectiveKeyword, statusesOfFilter } from '@tu360/domain';
import type { PropertyListQuery, PropertySortField } from '@tu360/domain/contracts';
import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cities, constructors, departments, properties, propertyImages, sellers } from '../../db/schema.ts';
import { likePattern } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';
import { sessionLiveSql } from '../auth/token-service.ts';
import { fileUrl } from '../files/routes.ts';

const CATEGORY_BY_ID = Object.fromEntries(Object.entries(CATEGORY_IDS).map(([k, v]) => [v, k])) as Record<
  number,
  Category
>;
export const categoryOf = (id: number | null | undefined): Category | null =>
  id ? (CATEGORY_BY_ID[id] ?? null) : null;

/** The list's query as the route reads it (the contract's shape, packages/domain/src/contracts/properties.ts). */
export type { PropertyListQuery };

export type PropertyFilterQuery = Omit<
  PropertyListQuery,
  'GetReaders' | 'PageNumber' | 'PageSize' | 'field' | 'order'
>;

/**
 * How a filter's value reaches the SQL: as a parameter of this one query (counts, bulk actions), or as a named
 * placeholder of the list's statements, which are built and prepared once per shape of filters.
 */
interface Binder {
  one<T>(name: string, value: T): T | Placeholder;
  anyOf(
    column: AnyPgColumn,
    name: string,
    values: readonly unknown[],
    type: 'uuid' | 'integer' | 'text',
  ): SQL;
}

const inline: Binder = {
  one: (_name, value) => value,
  anyOf: (column, _name, values) => inArray(column, [...values]),
};

class Placeholders implements Binder {
  readonly values: Record<string, unknown> = {};
  one<T>(name: string, value: T) {
    this.values[name] = value;
    return sql.placeholder(name);
  }
  anyOf(column: AnyPgColumn, name: string, values: readonly unknown[], type: 'uuid' | 'integer' | 'text') {
    this.values[name] = values;
    return sql`${column} = any(${sql.placeholder(name)}::${sql.raw(type)}[])`;
  }
  /** The placeholders in use: with the sort, they decide the SQL text. */
  shape() {
    return Object.keys(this.values).join(',');
  }
}

/** Store users reach the properties of the projects they are assigned to; platform admins reach all. */
export function propertyScope(p: Principal, bind: Binder = inline): SQL | undefined {
  if (p.isAdmin) return undefined;
  // An integration key reaches its builder's properties.
  if (p.apiKey)
    return p.constructorId
      ? eq(properties.constructorId, bind.one('keyConstructorId', p.constructorId))
      : sql`false`;
  // `= any(array(…))` is computed once and lets the planner walk the seller index (index-only counts),
  // where `in (select …)` becomes a semi-join over the whole table.
  return sql`${properties.sellerId} = any(array(select us.seller_id from user_sellers us where us.user_id = ${bind.one('userId', p.userId)}))`;
}

function statusFilter(status: string | undefined, bind: Binder): SQL | undefined {
  if (!status) return undefined;
  return bind.anyOf(properties.status, 'statuses', statusesOfFilter(status), 'text');
}

export function propertyFilters(
  p: Principal,
  q: PropertyFilterQuery,
  bind: Binder = inline,
): SQL | undefined {
  const keyword = effectiveKeyword(q.KeyWord);
  // Digits search the product id too, when they can be one (a bigint read as a safe JS number).
  const keywordNumber =
    keyword && /^\d+$/.test(keyword) && Number.isSafeInteger(Number(keyword)) ? Number(keyword) : undefined;
  const pattern = keyword ? bind.one('keyword', likePattern(keyword)) : undefined;
  return and(
    propertyScope(p, bind),
    q.IsRealState === undefined
      ? undefined
      : eq(properties.isRealState, bind.one('isRealState', q.IsRealState)),
    q.SellerId ? eq(properties.sellerId, bind.one('sellerId', q.SellerId)) : undefined,
    q.ConstructorId ? eq(properties.constructorId, bind.one('constructorId', q.ConstructorId)) : undefined,
    statusFilter(q.SkuStatus, bind),
    q.Progress ? eq(properties.progress, bind.one('progress', q.Progress)) : undefined,
    q.MinimumPrice !== undefined
      ? gte(properties.listPrice, bind.one('minPrice', q.MinimumPrice))
      : undefined,
    q.MaximumPrice !== undefined
      ? lte(properties.listPrice, bind.one('maxPrice', q.MaximumPrice))
      : undefined,
    q.Categories?.length
      ? bind.anyOf(
          properties.vtexCategoryId,
          'categories',
          q.Categories.map((c) => CATEGORY_IDS[c]),
          'integer',
        )
      : undefined,
    q.Cities?.length ? bind.anyOf(properties.cityId, 'cities', q.Cities, 'uuid') : undefined,
    q.CityDepartments?.length
      ? bind.anyOf(properties.departmentId, 'departments', q.CityDepartments, 'uuid')
      : undefined,
    q.ProductId !== undefined ? eq(properties.productId, bind.one('productId', q.ProductId)) : undefined,
    pattern
      ? or(
          ilike(properties.name, pattern),
          ilike(properties.refId, pattern),
          keywordNumber !== undefined
            ? eq(properties.productId, bind.one('keywordNumber', keywordNumber))
            : undefined,
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
} as const satisfies Record<PropertySortField, unknown>;

function buildStatements(db: Db, where: SQL | undefined, field: keyof typeof SORT, order: 'asc' | 'desc') {
  const sessionLive = sessionLiveSql(sql.placeholder('sessionUser'), sql.placeholder('sessionId'));
  const direction = order === 'asc' ? asc : desc;
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
      .orderBy(direction(SORT[field]), desc(properties.productId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('property_list_page'),
    total: db
      // The caller's session is checked in the same statement: one round trip less on the hottest route.
      .select({ total: sql<number>`count(*)::int`, sessionLive })
      .from(properties)
      .where(where)
      .prepare('property_list_total'),
  };
}

type ListStatements = ReturnType<typeof buildStatements>;
/** Prepared list statements per database and shape; the oldest shape goes when there are too many. */
const statementsByDb = new WeakMap<Db, Map<string, ListStatements>>();
const MAX_SHAPES = 200;

/**
 * The list's two statements (a page and its total) for this shape of filters and sort, built once and prepared
 * on the server, with this request's values for their placeholders.
 */
export function listStatements(db: Db, p: Principal, q: PropertyListQuery) {
  const bind = new Placeholders();
  const where = propertyFilters(p, q, bind);
  const field = q.field ?? 'updatedAt';
  const order = q.order === 'asc' ? 'asc' : 'desc';
  const key = `${field}:${order}:${bind.shape()}`;
  let cache = statementsByDb.get(db);
  if (!cache) {
    cache = new Map();
    statementsByDb.set(db, cache);
  }
  let statements = cache.get(key);
  if (!statements) {
    statements = buildStatements(db, where, field, order);
    cache.set(key, statements);
    if (cache.size > MAX_SHAPES) cache.delete(cache.keys().next().value as string);
  }
  const values = {
    ...bind.values,
    limit: q.PageSize,
    offset: (q.PageNumber - 1) * q.PageSize,
    sessionUser: p.userId,
    sessionId: p.sessionId,
  };
  return { ...statements, values };
}

/** The SQL and parameters the list runs for this query, session check included (the benchmark replays them). */
export function listSql(db: Db, p: Principal, q: PropertyListQuery) {
  const { page, total, values } = listStatements(db, p, q);
  const filled = (s: { getQuery(): { sql: string; params: unknown[] } }) => {
    const query = s.getQuery();
    return { sql: query.sql, params: fillPlaceholders(query.params, values) };
  };
  return { page: filled(page), total: filled(total) };
}

/** A page of the list with its total, and whether the caller's session is still live (see plugins/auth.ts). */
export async function listProperties(db: Db, p: Principal, q: PropertyListQuery) {
  const { page, total, values } = listStatements(db, p, q);
  const [rows, [{ total: totalData, sessionLive }]] = await Promise.all([
    page.execute(values),
    total.execute(values),
  ]);
  return {
    sessionLive,
    data: rows.map(({ vtexCategoryId, image, createdAt, updatedAt, ...r }) => ({
      ...r,
      category: categoryOf(vtexCategoryId),
      image: fileUrl(image),
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    totalData,
    totalDataEstimated: false,
  };
}
