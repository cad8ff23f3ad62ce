import {
  CATEGORY_BY_TYPE,
  DETAIL_KEYS,
  es,
  parseArea,
  progressPercent,
  propertyStatusLabel,
} from '@tu360/domain';
import type { PropertyReportQuery } from '@tu360/domain/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, constructors, departments, properties, propertyDetails, sellers } from '../../db/schema.ts';
import type { Principal } from '../auth/identity.ts';
import { categoryOf, propertyFilters } from '../properties/list-query.ts';
import { createdBetween } from './dates.ts';
import {
  AREA_FORMAT,
  bogotaCell,
  COP_FORMAT,
  DATE_FORMAT,
  keysetBatches,
  PERCENT_FORMAT,
  type ReportSheet,
} from './writer.ts';

/** The detail keys the property reports show. */
const KEYS = [
  DETAIL_KEYS.area,
  DETAIL_KEYS.privateArea,
  DETAIL_KEYS.builtArea,
  DETAIL_KEYS.rooms,
  DETAIL_KEYS.baths,
  DETAIL_KEYS.propertyType,
] as const;

/** Spanish name of a category (its value of "Tipo de inmueble"). */
const TYPE_OF_CATEGORY = Object.fromEntries(Object.entries(CATEGORY_BY_TYPE).map(([type, c]) => [c, type]));

export interface PropertyReportRow {
  productId: number;
  refId: string;
  name: string;
  constructorName: string;
  sellerName: string;
  departmentName: string | null;
  cityName: string | null;
  listPrice: number | null;
  vtexCategoryId: number | null;
  status: string;
  progress: string;
  updatedAt: Date;
  details: Partial<Record<(typeof KEYS)[number], string>>;
}

/** An area as stored ("72,5", "1250") as a number; a text that is not one stays as written. */
function area(value: string | undefined): number | string | null {
  if (!value) return null;
  const n = parseArea(value);
  return Number.isFinite(n) ? n : value;
}
function whole(value: string | undefined): number | string | null {
  if (!value) return null;
  return /^\d+$/.test(value.trim()) ? Number(value) : value;
}

const H = es.reports.propertyHeaders;
/** The columns of the offer report and of the agencies' one (the same for both flows). */
export function propertySheet(sheetName: string): ReportSheet<PropertyReportRow> {
  return {
    sheetName,
    columns: [
      { header: H.builder, width: 28, value: (r) => r.constructorName },
      { header: H.project, width: 28, value: (r) => r.sellerName },
      { header: H.productId, width: 10, value: (r) => r.productId },
      { header: H.reference, width: 16, value: (r) => r.refId },
      { header: H.name, width: 32, value: (r) => r.name },
      {
        header: H.type,
        width: 16,
        value: (r) => {
          const category = categoryOf(r.vtexCategoryId);
          return r.details[DETAIL_KEYS.propertyType] ?? (category ? TYPE_OF_CATEGORY[category] : null);
        },
      },
      { header: H.department, width: 18, value: (r) => r.departmentName },
      { header: H.city, width: 20, value: (r) => r.cityName },
      { header: H.price, width: 18, numFmt: COP_FORMAT, value: (r) => r.listPrice },
      { header: H.area, width: 12, numFmt: AREA_FORMAT, value: (r) => area(r.details[DETAIL_KEYS.area]) },
      {
        header: H.privateArea,
        width: 12,
        numFmt: AREA_FORMAT,
        value: (r) => area(r.details[DETAIL_KEYS.privateArea]),
      },
      {
        header: H.builtArea,
        width: 12,
        numFmt: AREA_FORMAT,
        value: (r) => area(r.details[DETAIL_KEYS.builtArea]),
      },
      { header: H.rooms, width: 12, value: (r) => whole(r.details[DETAIL_KEYS.rooms]) },
      { header: H.baths, width: 10, value: (r) => whole(r.details[DETAIL_KEYS.baths]) },
      { header: H.status, width: 16, value: (r) => propertyStatusLabel(r.status) || r.status },
      {
        header: H.completeness,
        width: 12,
        numFmt: PERCENT_FORMAT,
        value: (r) => progressPercent(r.progress),
      },
      { header: H.updatedAt, width: 14, numFmt: DATE_FORMAT, value: (r) => bogotaCell(r.updatedAt) },
    ],
  };
}

/**
 * The properties of a report, in batches by keyset pagination on the product id (unique and indexed): the
 * list's own scope and filters (list-query.ts), the kind of the report (builders' offer or agencies'), the
 * creation dates; each batch's details read in one more query.
 */
export function propertyReportBatches(
  db: Db,
  p: Principal,
  q: PropertyReportQuery,
  isRealState: boolean,
  signal: AbortSignal,
  size?: number,
) {
  const where = and(
    propertyFilters(p, { ...q, IsRealState: isRealState }),
    createdBetween(properties.createdAt, q.From, q.To),
  );
  return keysetBatches<PropertyReportRow, number>(
    async (after, limit) => {
      const rows = await db
        .select({
          id: properties.id,
          productId: properties.productId,
          refId: properties.refId,
          name: properties.name,
          constructorName: constructors.name,
          sellerName: sellers.name,
          departmentName: departments.name,
          cityName: cities.name,
          listPrice: properties.listPrice,
          vtexCategoryId: properties.vtexCategoryId,
          status: properties.status,
          progress: properties.progress,
          updatedAt: properties.updatedAt,
        })
        .from(properties)
        .innerJoin(sellers, eq(sellers.id, properties.sellerId))
        .innerJoin(constructors, eq(constructors.id, properties.constructorId))
        .leftJoin(cities, eq(cities.id, properties.cityId))
        .leftJoin(departments, eq(departments.id, properties.departmentId))
        .where(and(where, after === undefined ? undefined : gt(properties.productId, after)))
        .orderBy(asc(properties.productId))
        .limit(limit);
      if (!rows.length) return [];
      const details = await db
        .select({
          propertyId: propertyDetails.propertyId,
          key: propertyDetails.key,
          value: propertyDetails.value,
        })
        .from(propertyDetails)
        .where(
          and(
            sql`${propertyDetails.propertyId} = any(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[])`,
            inArray(propertyDetails.key, [...KEYS]),
          ),
        );
      const byProperty = new Map<string, PropertyReportRow['details']>();
      for (const d of details) {
        const entry = byProperty.get(d.propertyId) ?? {};
        entry[d.key as (typeof KEYS)[number]] = d.value;
        byProperty.set(d.propertyId, entry);
      }
      return rows.map(({ id, ...r }) => ({ ...r, details: byProperty.get(id) ?? {} }));
    },
    (r) => r.productId,
    signal,
    size,
  );
}
