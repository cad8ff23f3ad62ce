import {
  CATEGORY_IDS,
  type Category,
  EXACT_TOTAL_LIMIT,
  effectiveKeyword,
  statusesOfFilter,
} from '@tu360/domain';
import type { PropertyListQuery, PropertySortField } from '@tu360/domain/contracts';
import { and, asc, desc, eq, fillPlaceholders, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, executeRows } from '../../db/client.ts';
import {
  cities,
  constructors,
  departments,
  properties,
  propertyCounts,
  propertyImages,
  sellers,
} from '../../db/schema.ts';
import { likePattern } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';
import { sessionLiveSql } from '../auth/token-service.ts';
import { fileUrl } from '../files/routes.ts';
import { keywordIndexPatterns, nameHolds } from './keyword.ts';
import { type Binder, inline, Placeholders } from './list-binder.ts';

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
 * The columns a property is counted by (issue 19): the same filters apply to `properties` and to the counts kept
 * per group in `property_counts` (list-totals.ts).
 */
export interface GroupColumns {
  sellerId: AnyPgColumn;
  constructorId: AnyPgColumn;
  isRealState: AnyPgColumn;
  status: AnyPgColumn;
  progress: AnyPgColumn;
  category: AnyPgColumn;
}

const COUNT_GROUP: GroupColumns = {
  sellerId: propertyCounts.sellerId,
  constructorId: propertyCounts.constructorId,
  isRealState: propertyCounts.isRealState,
  status: propertyCounts.status,
  progress: propertyCounts.progress,
  category: propertyCounts.categoryId,
};

const PROPERTY_GROUP: GroupColumns = {
  sellerId: properties.sellerId,
  constructorId: properties.constructorId,
  isRealState: properties.isRealState,
  status: properties.status,
  progress: properties.progress,
  category: properties.vtexCategoryId,
};

function scopeOn(p: Principal, bind: Binder, cols: GroupColumns): SQL | undefined {
  if (p.isAdmin) return undefined;
  // An integration key reaches its builder's properties.
  if (p.apiKey)
    return p.constructorId
      ? eq(cols.constructorId, bind.one('keyConstructorId', p.constructorId))
      : sql`false`;
  // `= any(array(…))` is computed once and lets the planner walk the seller index (index-only counts),
  // where `in (select …)` becomes a semi-join over the whole table.
  return sql`${cols.sellerId} = any(array(select us.seller_id from user_sellers us where us.user_id = ${bind.one('userId', p.userId)}))`;
}

/** Store users reach the properties of the projects they are assigned to; platform admins reach all. */
export function propertyScope(p: Principal, bind: Binder = inline): SQL | undefined {
  return scopeOn(p, bind, PROPERTY_GROUP);
}

function statusFilter(status: string | undefined, bind: Binder, column: AnyPgColumn): SQL | undefined {
  if (!status) return undefined;
  return bind.anyOf(column, 'statuses', statusesOfFilter(status), 'text');
}

/**
 * The caller's scope and the filters a group of the counts answers exactly: kind, project, builder, status,
 * completeness and category, on `cols` (the properties themselves, or their counts).
 */
export function groupFilters(
  p: Principal,
  q: PropertyFilterQuery,
  bind: Binder,
  cols: GroupColumns = PROPERTY_GROUP,
): SQL | undefined {
  return and(
    scopeOn(p, bind, cols),
    q.IsRealState === undefined ? undefined : eq(cols.isRealState, bind.one('isRealState', q.IsRealState)),
    q.SellerId ? eq(cols.sellerId, bind.one('sellerId', q.SellerId)) : undefined,
    q.ConstructorId ? eq(cols.constructorId, bind.one('constructorId', q.ConstructorId)) : undefined,
    statusFilter(q.SkuStatus, bind, cols.status),
    q.Progress ? eq(cols.progress, bind.one('progress', q.Progress)) : undefined,
    q.Categories?.length
      ? bind.anyOf(
          cols.category,
          'categories',
          q.Categories.map((c) => CATEGORY_IDS[c]),
          'integer',
        )
      : undefined,
  );
}

/** The counts' rows (property_counts) of the groups that the caller's scope and these group filters reach. */
export function countsWhere(p: Principal, q: PropertyFilterQuery): SQL | undefined {
  return groupFilters(p, q, inline, COUNT_GROUP);
}

/**
 * Whether a free filter is set (keyword, price range, place, product id): one the counts per group
 * cannot answer, so that the total is counted (up to EXACT_TOTAL_LIMIT) rather than summed.
 */
export function hasFreeFilter(q: PropertyFilterQuery): boolean {
  return (
    !!effectiveKeyword(q.KeyWord) ||
    q.MinimumPrice !== undefined ||
    q.MaximumPrice !== undefined ||
    !!q.Cities?.length ||
    !!q.CityDepartments?.length ||
    q.ProductId !== undefined
  );
}

function freeFilters(q: PropertyFilterQuery, bind: Binder): SQL | undefined {
  const keyword = effectiveKeyword(q.KeyWord);
  // Digits search the product id too, when they can be one (a bigint read as a safe JS number).
  const keywordNumber =
    keyword && /^\d+$/.test(keyword) && Number.isSafeInteger(Number(keyword)) ? Number(keyword) : undefined;
  const pattern = keyword ? bind.one('keyword', likePattern(keyword)) : undefined;
  return and(
    q.MinimumPrice !== undefined
      ? gte(properties.listPrice, bind.one('minPrice', q.MinimumPrice))
      : undefined,
    q.MaximumPrice !== undefined
      ? lte(properties.listPrice, bind.one('maxPrice', q.MaximumPrice))
      : undefined,
    q.Cities?.length ? bind.anyOf(properties.cityId, 'cities', q.Cities, 'uuid') : undefined,
    q.CityDepartments?.length
      ? bind.anyOf(properties.departmentId, 'departments', q.CityDepartments, 'uuid')
      : undefined,
    q.ProductId !== undefined ? eq(properties.productId, bind.one('productId', q.ProductId)) : undefined,
    pattern && keyword
      ? or(
          nameHolds(
            bind.one('keywordText', keyword),
            keywordIndexPatterns(keyword).map((part, i) => bind.one(`keywordPart${i}`, part)),
          ),
          ilike(properties.refId, pattern),
          keywordNumber !== undefined
            ? eq(properties.productId, bind.one('keywordNumber', keywordNumber))
            : undefined,
        )
      : undefined,
  );
}

export function propertyFilters(
  p: Principal,
  q: PropertyFilterQuery,
  bind: Binder = inline,
): SQL | undefined {
  return and(groupFilters(p, q, bind), freeFilters(q, bind));
}

/**
 * A column of the list's row, qualified by its table: drizzle writes the columns of a one-table query bare, and a
 * bare name inside a subquery would be read as the subquery's own column (property_images.id for properties.id).
 */
const outer = (column: 'id' | 'seller_id' | 'constructor_id' | 'city_id' | 'department_id') =>
  sql`${sql.identifier('properties')}.${sql.identifier(column)}`;

// The names shown beside a property, read for the page's rows only: scalar subqueries rather than joins, so that
// the planner plans a scan of one table (planning the joins cost more than running the page: issue 19).
const cityName = sql<
  string | null
>`(select ${cities.name} from ${cities} where ${cities.id} = ${outer('city_id')})`;

const SORT = {
  name: sql`lower(${properties.name})`,
  price: properties.listPrice,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  status: properties.status,
  city: sql`lower(${cityName})`,
} as const satisfies Record<PropertySortField, unknown>;

/**
 * From this many rows skipped on, a page sorted by `updatedAt` (the default) is sought rather than offset: the
 * position of its first row is found in an index-only scan of properties_list_recent_idx (its filters read from
 * the index), then the page is read from there (issue 19: page 100 as fast as page 1).
 */
export const SEEK_FROM_OFFSET = 200;

/** The columns of a row of the list, read for the page's rows only. */
function pageColumns() {
  const mainImage = sql<
    string | null
  >`(select ${propertyImages.fileId} from ${propertyImages} where ${propertyImages.propertyId} = ${outer('id')} order by ${propertyImages.isMain} desc, ${propertyImages.order} limit 1)`;
  return {
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
    sellerName: sql<string>`(select ${sellers.name} from ${sellers} where ${sellers.id} = ${outer('seller_id')})`,
    constructorId: properties.constructorId,
    constructorName: sql<string>`(select ${constructors.name} from ${constructors} where ${constructors.id} = ${outer('constructor_id')})`,
    cityName,
    departmentName: sql<
      string | null
    >`(select ${departments.name} from ${departments} where ${departments.id} = ${outer('department_id')})`,
    image: mainImage,
    isRealState: properties.isRealState,
    approvedToUpdate: properties.approvedToUpdate,
    createdAt: properties.createdAt,
    updatedAt: properties.updatedAt,
  };
}

/**
 * A keyword search in one statement (issue 19): the trigram indexes give every match at once (a bitmap of the
 * whole result, whatever the page), so the matches are read once, up to one past EXACT_TOTAL_LIMIT, with their
 * sort key; counted; and, when they are all there, the page is sorted out of them and joined to its rows. The
 * session is checked in the same statement. Always one row at least: an empty page gives one row with no id.
 * Above the limit the page is empty and the route reads it with the ordinary page statement.
 */
function searchedStatement(
  db: Db,
  where: SQL | undefined,
  field: keyof typeof SORT,
  direction: typeof asc,
  sessionLive: SQL<boolean>,
) {
  const matches = db.$with('matches').as(
    db
      .select({
        id: sql`${properties.id}`.as('match_id'),
        key: sql`${SORT[field]}`.as('sort_key'),
        productId: sql`${properties.productId}`.as('match_product_id'),
      })
      .from(properties)
      .where(where)
      .limit(EXACT_TOTAL_LIMIT + 1),
  );
  const counted = db.$with('counted').as(db.select({ n: sql<number>`count(*)::int`.as('n') }).from(matches));
  const chosen = db
    .$with('chosen')
    .as(
      db
        .select()
        .from(matches)
        .where(sql`(select ${counted.n} from ${counted}) <= ${EXACT_TOTAL_LIMIT}`)
        .orderBy(direction(matches.key), desc(matches.productId))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  return (
    db
      .with(matches, counted, chosen)
      // Named as the route reads them (the benchmark replays the statement's raw rows).
      .select({
        ...pageColumns(),
        total: sql<number>`${counted.n}`.as('total'),
        sessionLive: sql<boolean>`${sessionLive}`.as('session_live'),
      })
      .from(counted)
      .leftJoin(chosen, sql`true`)
      .leftJoin(properties, eq(properties.id, chosen.id))
      .orderBy(direction(chosen.key), desc(chosen.productId))
      .prepare('property_list_searched')
  );
}

function buildStatements(
  db: Db,
  where: SQL | undefined,
  countWhere: SQL | undefined | null,
  field: keyof typeof SORT,
  order: 'asc' | 'desc',
  seek: boolean,
  searched: boolean,
) {
  const sessionLive = sessionLiveSql(sql.placeholder('sessionUser'), sql.placeholder('sessionId'));
  const direction = order === 'asc' ? asc : desc;
  // The total (issue 19, ADR 0015), with the caller's session checked in the same statement (one round trip less
  // on the hottest route): the sum of the counts of the groups in reach when only scope, kind, project, builder,
  // status and category filter (countWhere); otherwise the matching rows counted up to one past the limit.
  const total =
    countWhere === null
      ? db
          .select({ total: sql<number>`count(*)::int`, sessionLive })
          .from(
            db
              .select({ one: sql`1` })
              .from(properties)
              .where(where)
              .limit(EXACT_TOTAL_LIMIT + 1)
              .as('capped'),
          )
          .prepare('property_list_total')
      : db
          .select({ total: sql<number>`coalesce(sum(${propertyCounts.n}), 0)::int`, sessionLive })
          .from(propertyCounts)
          .where(countWhere)
          .prepare('property_list_total');
  return {
    page: db
      .select(pageColumns())
      .from(properties)
      // Sought: from the boundary's key on, (updated_at, product_id) descending as the index holds them.
      .where(
        seek
          ? and(
              where,
              sql`(${properties.updatedAt}, ${properties.productId}) <= (${sql.placeholder('seekUpdatedAt')}::timestamptz, ${sql.placeholder('seekProductId')}::bigint)`,
            )
          : where,
      )
      .orderBy(direction(SORT[field]), desc(properties.productId))
      .limit(sql.placeholder('limit'))
      .offset(seek ? 0 : sql.placeholder('offset'))
      .prepare('property_list_page'),
    // The first row of a deep page: its sort key, read from the index alone.
    boundary: seek
      ? db
          // As text: a JS Date would cut the timestamp's microseconds, and the seek would skip rows.
          .select({ updatedAt: sql<string>`${properties.updatedAt}::text`, productId: properties.productId })
          .from(properties)
          .where(where)
          .orderBy(desc(properties.updatedAt), desc(properties.productId))
          .limit(1)
          .offset(sql.placeholder('offset'))
          .prepare('property_list_boundary')
      : null,
    total,
    counted: countWhere === null,
    searched: searched ? searchedStatement(db, where, field, direction, sessionLive) : null,
  };
}

type ListStatements = ReturnType<typeof buildStatements>;
type PageRow = Awaited<ReturnType<ListStatements['page']['execute']>>[number];
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
  // With a free filter the total is counted; otherwise summed from the counts (same placeholders, same values).
  const countWhere = hasFreeFilter(q) ? null : groupFilters(p, q, bind, COUNT_GROUP);
  const field = q.field ?? 'updatedAt';
  const order = q.order === 'asc' ? 'asc' : 'desc';
  const offset = (q.PageNumber - 1) * q.PageSize;
  // A keyword's matches are read once for the total and the page (searchedStatement), whatever page is asked.
  const searched = !!effectiveKeyword(q.KeyWord);
  const seek = !searched && field === 'updatedAt' && order === 'desc' && offset >= SEEK_FROM_OFFSET;
  const key = `${field}:${order}:${seek}:${bind.shape()}`;
  let cache = statementsByDb.get(db);
  if (!cache) {
    cache = new Map();
    statementsByDb.set(db, cache);
  }
  let statements = cache.get(key);
  if (!statements) {
    statements = buildStatements(db, where, countWhere, field, order, seek, searched);
    cache.set(key, statements);
    if (cache.size > MAX_SHAPES) cache.delete(cache.keys().next().value as string);
  }
  const values = {
    ...bind.values,
    limit: q.PageSize,
    offset,
    sessionUser: p.userId,
    sessionId: p.sessionId,
  };
  return { ...statements, values };
}

/**
 * The SQL and parameters the list runs for this query, session check included (the benchmark replays them). A
 * deep page has a boundary statement too, whose row gives the page's `seekUpdatedAt` and `seekProductId`.
 */
export function listSql(db: Db, p: Principal, q: PropertyListQuery) {
  const { page, total, boundary, searched, values } = listStatements(db, p, q);
  const filled = (
    s: { getQuery(): { sql: string; params: unknown[] } },
    more: Record<string, unknown> = {},
  ) => {
    const query = s.getQuery();
    return { sql: query.sql, params: fillPlaceholders(query.params, { ...values, ...more }) };
  };
  return {
    page: (seekFrom?: { updatedAt: string; productId: number }) =>
      filled(page, seekFrom ? { seekUpdatedAt: seekFrom.updatedAt, seekProductId: seekFrom.productId } : {}),
    total: filled(total),
    boundary: boundary ? filled(boundary) : null,
    searched: searched ? filled(searched) : null,
  };
}

/**
 * The planner's estimate of the rows a filter matches (EXPLAIN, no execution): the list's total when more than
 * EXACT_TOTAL_LIMIT match a free filter.
 */
async function estimatedRows(db: Db, where: SQL | undefined): Promise<number> {
  const [plan] = await executeRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) select 1 from ${properties} where ${where ?? sql`true`}`,
  );
  return Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
}

/** A page of the list with its total, and whether the caller's session is still live (see plugins/auth.ts). */
export async function listProperties(db: Db, p: Principal, q: PropertyListQuery) {
  const { page, boundary, total, counted, searched, values } = listStatements(db, p, q);
  const pageRows = async () => {
    if (!boundary) return page.execute(values);
    // A deep page: where it starts, then the page from there (nothing when the list is shorter).
    const [first] = await boundary.execute(values);
    if (!first) return [];
    return page.execute({ ...values, seekUpdatedAt: first.updatedAt, seekProductId: first.productId });
  };
  const pageAndTotal = async () => {
    if (!searched) {
      const [rows, [{ total: n, sessionLive }]] = await Promise.all([pageRows(), total.execute(values)]);
      return { rows, counts: n, sessionLive };
    }
    const found = await searched.execute(values);
    const [{ total: n, sessionLive }] = found;
    // Over the limit the matches read are not all of them: the page comes from the page statement.
    const rows =
      n > EXACT_TOTAL_LIMIT
        ? await pageRows()
        : // A row with an id is a whole page row (the left join's nulls come only with the empty page's row).
          found.flatMap(({ total: _n, sessionLive: _s, ...row }) =>
            row.id === null ? [] : [row as PageRow],
          );
    return { rows, counts: n, sessionLive };
  };
  const { rows, counts, sessionLive } = await pageAndTotal();
  // More than the limit match a free filter: the planner's estimate, said to be one (never below the limit).
  const estimated = counted && counts > EXACT_TOTAL_LIMIT;
  const totalData = estimated
    ? Math.max(EXACT_TOTAL_LIMIT + 1, await estimatedRows(db, propertyFilters(p, q)))
    : counts;
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
    totalDataEstimated: estimated,
  };
}
