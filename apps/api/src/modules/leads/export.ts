import { es, leadStateLabel } from '@tu360/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads, properties, sellers, users } from '../../db/schema.ts';
import type { Principal } from '../auth/identity.ts';
import { bogotaCell, DATE_TIME_FORMAT, keysetBatches, type ReportSheet } from '../reports/writer.ts';
import { leadColumns, type selectLeads } from './queries.ts';
import { dateOf, type LeadFilters, leadConditions, periodOf } from './scope.ts';

type ExportRow = Awaited<ReturnType<typeof selectLeads>>[number] & { sortKey: string };

const C = es.leads.columns;

/** The export's one sheet: the page's columns, with the contact split in e-mail and phone. */
export function leadSheet(): ReportSheet<ExportRow> {
  return {
    sheetName: es.leads.title,
    columns: [
      { header: C.date, width: 20, numFmt: DATE_TIME_FORMAT, value: (r) => bogotaCell(r.createdAt) },
      { header: C.name, width: 28, value: (r) => r.fullName },
      { header: C.email, width: 32, value: (r) => r.email },
      { header: C.phone, width: 18, value: (r) => r.phone },
      { header: C.project, width: 28, value: (r) => r.sellerName },
      { header: C.property, width: 28, value: (r) => r.propertyName },
      { header: C.assignee, width: 26, value: (r) => r.assigneeName },
      { header: C.state, width: 18, value: (r) => leadStateLabel(r.state) },
      { header: C.source, width: 14, value: (r) => r.source },
      { header: C.message, width: 60, value: (r) => r.message },
    ],
  };
}

/**
 * The filtered leads in scope (the list's conditions and period), newest first, in batches keyset-paged on
 * (created_at, id) written as text, so that microseconds count.
 */
export async function leadExportWhere(db: Db, p: Principal, q: LeadFilters): Promise<SQL | undefined> {
  return and(await leadConditions(db, p, q), periodOf(dateOf(q.From), dateOf(q.To)));
}

export function leadExportBatches(db: Db, where: SQL | undefined, signal: AbortSignal) {
  const sortKey = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS') || ${leads.id}::text`;
  return keysetBatches<ExportRow, string>(
    (after, limit) =>
      db
        .select({ ...leadColumns, sortKey })
        .from(leads)
        .leftJoin(sellers, eq(sellers.id, leads.sellerId))
        .leftJoin(properties, eq(properties.id, leads.propertyId))
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(and(where, after === undefined ? undefined : sql`(${sortKey}) collate "C" < ${after}`))
        .orderBy(desc(sql`(${sortKey}) collate "C"`))
        .limit(limit),
    (r) => r.sortKey,
    signal,
  );
}
