import { es, roleLabel } from '@tu360/domain';
import type { UserReportQuery } from '@tu360/domain/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constructors, sellers, userSellers, users } from '../../db/schema.ts';
import type { Principal } from '../auth/identity.ts';
import { createdBetween } from './dates.ts';
import { bogotaCell, DATE_TIME_FORMAT, keysetBatches, type ReportSheet } from './writer.ts';

export interface UserReportRow {
  id: string;
  name: string;
  email: string;
  role: string;
  constructorName: string | null;
  isActive: boolean;
  lastVisitAt: Date | null;
  sortKey: string;
  projects: string[];
}

const U = es.reports.users;
export function userSheet(): ReportSheet<UserReportRow> {
  return {
    sheetName: U.sheet,
    columns: [
      { header: U.headers.name, width: 28, value: (r) => r.name },
      { header: U.headers.email, width: 32, value: (r) => r.email },
      { header: U.headers.role, width: 26, value: (r) => roleLabel(r.role) },
      { header: U.headers.builder, width: 28, value: (r) => r.constructorName },
      { header: U.headers.projects, width: 48, value: (r) => r.projects.join(', ') || null },
      { header: U.headers.active, width: 8, value: (r) => (r.isActive ? U.yes : U.no) },
      {
        header: U.headers.lastVisit,
        width: 20,
        numFmt: DATE_TIME_FORMAT,
        value: (r) => bogotaCell(r.lastVisitAt),
      },
    ],
  };
}

/**
 * Users a caller may list: platform admins every user; a store user those of its own builder (and, of their
 * projects, only the projects the caller is assigned to).
 */
function userScope(p: Principal): SQL | undefined {
  if (p.isAdmin) return undefined;
  return p.constructorId ? eq(users.constructorId, p.constructorId) : sql`false`;
}

/**
 * The users of the report in batches by name, keyset-paged on (name, id): scope, builder, project, active and
 * creation dates; each batch's projects (those the caller sees) read in one more query.
 */
export function userReportBatches(
  db: Db,
  p: Principal,
  q: UserReportQuery,
  signal: AbortSignal,
  size?: number,
) {
  const where = and(
    userScope(p),
    q.ConstructorId ? eq(users.constructorId, q.ConstructorId) : undefined,
    q.SellerId
      ? sql`exists (select 1 from ${userSellers} where ${userSellers.userId} = ${users.id} and ${userSellers.sellerId} = ${q.SellerId})`
      : undefined,
    q.IsActive === undefined ? undefined : eq(users.isActive, q.IsActive),
    createdBetween(users.createdAt, q.From, q.To),
  );
  const name = sql<string>`${users.givenName} || ' ' || ${users.familyName}`;
  const sortKey = sql<string>`lower(${users.givenName} || ' ' || ${users.familyName}) || chr(1) || ${users.id}::text`;
  return keysetBatches<UserReportRow, string>(
    async (after, limit) => {
      const rows = await db
        .select({
          id: users.id,
          name,
          email: users.email,
          role: users.role,
          constructorName: constructors.name,
          isActive: users.isActive,
          lastVisitAt: users.lastVisitAt,
          sortKey,
        })
        .from(users)
        .leftJoin(constructors, eq(constructors.id, users.constructorId))
        .where(and(where, after === undefined ? undefined : sql`(${sortKey}) collate "C" > ${after}`))
        .orderBy(sql`(${sortKey}) collate "C"`)
        .limit(limit);
      if (!rows.length) return [];
      const assigned = await db
        .select({ userId: userSellers.userId, name: sellers.name })
        .from(userSellers)
        .innerJoin(sellers, eq(sellers.id, userSellers.sellerId))
        .where(
          and(
            sql`${userSellers.userId} = any(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[])`,
            p.isAdmin
              ? undefined
              : sql`${userSellers.sellerId} in (select us.seller_id from user_sellers us where us.user_id = ${p.userId})`,
          ),
        )
        .orderBy(sql`lower(${sellers.name})`);
      const projectsOf = new Map<string, string[]>();
      for (const a of assigned) projectsOf.set(a.userId, [...(projectsOf.get(a.userId) ?? []), a.name]);
      return rows.map((r) => ({ ...r, projects: projectsOf.get(r.id) ?? [] }));
    },
    (r) => r.sortKey,
    signal,
    size,
  );
}
