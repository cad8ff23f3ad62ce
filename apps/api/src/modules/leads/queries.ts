import { type LeadState, leadGrowthPercent, previousPeriod } from '@tu360/domain';
import type { LeadItem, LeadSeller } from '@tu360/domain/contracts';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constructors, leads, properties, sellers, users } from '../../db/schema.ts';
import { likePattern, sellerScope } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';
import { fileUrl } from '../files/routes.ts';
import { dateOf, type LeadFilters, leadConditions, leadScope, periodOf } from './scope.ts';

/** The columns of a lead as the list, the export and the writes answer it. */
export const leadColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  fullName: leads.fullName,
  email: leads.email,
  phone: leads.phone,
  message: leads.message,
  source: leads.source,
  state: leads.status,
  constructorId: leads.constructorId,
  sellerId: leads.sellerId,
  sellerName: sellers.name,
  productId: properties.productId,
  propertyName: properties.name,
  assigneeId: leads.assigneeId,
  assigneeName: sql<string | null>`${users.givenName} || ' ' || ${users.familyName}`,
  mergedCount: leads.mergedCount,
  anonymisedAt: leads.anonymisedAt,
};

/** A lead as the contract answers it. */
export function leadItemOf(r: LeadRow): LeadItem {
  const { anonymisedAt, createdAt, ...rest } = r;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    state: r.state as LeadState,
    anonymised: anonymisedAt !== null,
  };
}

/** The leads with their project, property and assignee, for any condition. */
export function selectLeads(db: Db, where: SQL | undefined) {
  return db
    .select(leadColumns)
    .from(leads)
    .leftJoin(sellers, eq(sellers.id, leads.sellerId))
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(where);
}

type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

/** One lead as the contract answers it (after a write). */
export async function leadItemById(db: Db, id: string): Promise<LeadItem> {
  const [row] = await selectLeads(db, eq(leads.id, id));
  return leadItemOf(row);
}

async function countLeads(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(where);
  return Number(row?.n ?? 0);
}

/**
 * A page of the leads in scope, newest first, with the total of the period and the growth against the previous
 * period of the same length (null without both ends of the period).
 */
export async function leadPage(
  db: Db,
  p: Principal,
  q: LeadFilters & { PageNumber: number; PageSize: number },
) {
  const conditions = await leadConditions(db, p, q);
  const from = dateOf(q.From);
  const to = dateOf(q.To);
  const where = and(conditions, periodOf(from, to));
  const [rows, total] = await Promise.all([
    selectLeads(db, where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    countLeads(db, where),
  ]);
  let growthPercent: number | null = null;
  if (from && to) {
    const before = previousPeriod(from, to);
    growthPercent = leadGrowthPercent(
      total,
      await countLeads(db, and(conditions, periodOf(before.from, before.to))),
    );
  }
  return { data: rows.map(leadItemOf), totalData: total, total, growthPercent };
}

/**
 * The projects in scope with how many of their leads the caller sees, most leads first, then by name; a page of
 * them (the page's left column, paged 20).
 */
export async function leadSellerPage(
  db: Db,
  p: Principal,
  q: { ConstructorId?: string; RealState?: boolean; Keyword?: string; PageNumber: number; PageSize: number },
): Promise<{ data: LeadSeller[]; totalData: number }> {
  const keyword = q.Keyword?.trim();
  const where = and(
    sellerScope(p),
    p.isAdmin ? undefined : p.constructorId ? eq(sellers.constructorId, p.constructorId) : sql`false`,
    q.ConstructorId ? eq(sellers.constructorId, q.ConstructorId) : undefined,
    q.RealState === undefined ? undefined : eq(constructors.realState, q.RealState),
    keyword ? ilike(sellers.name, likePattern(keyword)) : undefined,
  );
  const visible = leadScope(p);
  const total = sql<number>`(select count(*)::int from ${leads} where ${leads.sellerId} = ${sellers.id}${visible ? sql` and ${visible}` : sql``})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: sellers.id,
        name: sellers.name,
        logo: sellers.logo,
        constructorId: sellers.constructorId,
        constructorName: constructors.name,
        total,
      })
      .from(sellers)
      .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
      .where(where)
      .orderBy(desc(total), asc(sql`lower(${sellers.name})`), asc(sellers.id))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    db
      .select({ n: count() })
      .from(sellers)
      .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({ ...r, logo: fileUrl(r.logo), total: Number(r.total) })),
    totalData: Number(counted?.n ?? 0),
  };
}
