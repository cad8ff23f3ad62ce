import {
  canonicalPropertyStatus,
  es,
  PROPERTY_STATUSES,
  projectStatusLabel,
  propertyStatusLabel,
} from '@tu360/domain';
import type { ProjectReportQuery } from '@tu360/domain/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, constructors, leads, properties, sellers } from '../../db/schema.ts';
import type { Principal } from '../auth/identity.ts';
import { listFilters } from '../projects/repository.ts';
import { createdBetween } from './dates.ts';
import { bogotaCell, DATE_FORMAT, keysetBatches, type ReportColumn, type ReportSheet } from './writer.ts';

/** The statuses a property is counted under: Loaded counts as Published, Inactive as Hidden (spec section 4). */
const COUNTED = [...new Set(PROPERTY_STATUSES.map(canonicalPropertyStatus))];

export interface ProjectReportRow {
  id: string;
  constructorName: string;
  name: string;
  status: string;
  cityName: string | null;
  sortKey: string;
  createdAt: Date;
  updatedAt: Date;
  byStatus: Record<string, number>;
  leads: number;
}

const H = es.reports.projects.headers;
export function projectSheet(): ReportSheet<ProjectReportRow> {
  const perStatus: ReportColumn<ProjectReportRow>[] = COUNTED.map((status) => ({
    header: H.propertiesIn(propertyStatusLabel(status)),
    width: 14,
    value: (r) => r.byStatus[status] ?? 0,
  }));
  return {
    sheetName: es.reports.projects.sheet,
    columns: [
      { header: H.builder, width: 28, value: (r) => r.constructorName },
      { header: H.project, width: 32, value: (r) => r.name },
      { header: H.status, width: 16, value: (r) => projectStatusLabel(r.status) || r.status },
      { header: H.city, width: 20, value: (r) => r.cityName },
      {
        header: H.propertiesTotal,
        width: 12,
        value: (r) => Object.values(r.byStatus).reduce((n, c) => n + c, 0),
      },
      ...perStatus,
      { header: H.leads, width: 14, value: (r) => r.leads },
      { header: H.createdAt, width: 14, numFmt: DATE_FORMAT, value: (r) => bogotaCell(r.createdAt) },
      { header: H.updatedAt, width: 14, numFmt: DATE_FORMAT, value: (r) => bogotaCell(r.updatedAt) },
    ],
  };
}

const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The projects of the report in batches, by builder and project name: the projects list's scope and filters
 * (projects/repository.ts) and the creation dates, paged by keyset on (builder, name, id); each batch's property
 * counts per status and its leads read in two grouped queries.
 */
export function projectReportBatches(
  db: Db,
  p: Principal,
  q: ProjectReportQuery,
  signal: AbortSignal,
  size?: number,
) {
  const where = and(listFilters(p, q), createdBetween(sellers.createdAt, q.From, q.To));
  // One text key per row orders it and resumes after it: builder name, project name, id.
  const sortKey = sql<string>`lower(${constructors.name}) || chr(1) || lower(${sellers.name}) || chr(1) || ${sellers.id}::text`;
  return keysetBatches<ProjectReportRow, string>(
    async (after, limit) => {
      const resume: SQL | undefined =
        after === undefined ? undefined : sql`(${sortKey}) collate "C" > ${after}`;
      const rows = await db
        .select({
          id: sellers.id,
          constructorName: constructors.name,
          name: sellers.name,
          status: sellers.status,
          cityName: cities.name,
          sortKey,
          createdAt: sellers.createdAt,
          updatedAt: sellers.updatedAt,
        })
        .from(sellers)
        .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
        .leftJoin(cities, eq(cities.id, sellers.cityId))
        .where(and(where, resume))
        .orderBy(sql`(${sortKey}) collate "C"`)
        .limit(limit);
      if (!rows.length) return [];
      const ids = rows.map((r) => r.id);
      const [counts, leadCounts] = await Promise.all([
        db
          .select({
            sellerId: properties.sellerId,
            status: properties.status,
            count: sql<number>`count(*)::int`,
          })
          .from(properties)
          .where(sql`${properties.sellerId} = any(${uuids(ids)})`)
          .groupBy(properties.sellerId, properties.status),
        db
          .select({ sellerId: leads.sellerId, count: sql<number>`count(*)::int` })
          .from(leads)
          .where(sql`${leads.sellerId} = any(${uuids(ids)})`)
          .groupBy(leads.sellerId),
      ]);
      const byStatus = new Map<string, Record<string, number>>();
      for (const c of counts) {
        const entry = byStatus.get(c.sellerId) ?? {};
        const status = canonicalPropertyStatus(c.status);
        entry[status] = (entry[status] ?? 0) + c.count;
        byStatus.set(c.sellerId, entry);
      }
      const leadsOf = new Map(leadCounts.map((l) => [l.sellerId, l.count]));
      return rows.map((r) => ({ ...r, byStatus: byStatus.get(r.id) ?? {}, leads: leadsOf.get(r.id) ?? 0 }));
    },
    (r) => r.sortKey,
    signal,
    size,
  );
}
