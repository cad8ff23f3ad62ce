import {
  bogotaDay,
  canonicalPropertyStatus,
  DASHBOARD_WEEKS,
  dashboardMonths,
  dashboardWeeks,
  es,
  monthGrowthPercent,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '@tu360/domain';
import {
  DASHBOARD_PROPERTY_STATUSES,
  type DashboardPropertyStatus,
  getAdminDashboard,
  getDashboardActivity,
} from '@tu360/domain/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { auditLog, constructors, leads, properties, sellers } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { forbidden } from '../../lib/errors.ts';
import { assertConstructorAccess, sellerScope } from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import { leadConditions } from '../leads/scope.ts';
import { propertyFilters } from '../properties/list-query.ts';

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** Week index (0 = the oldest of the charts) of an instant, counted in SQL from the first week's start. */
const weekIndex = (column: SQL | typeof leads.createdAt, start: string) =>
  sql<number>`floor(extract(epoch from (${column} - ${start}::timestamptz)) / ${WEEK_SECONDS})::int`;

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/**
 * The homes' figures (issue 15) beyond the counts of spec section 7: the platform admins' dashboard and the
 * activity of the last 12 weeks. Each figure is counted in SQL with the very conditions of the list it links to
 * (propertyFilters, the projects' scope, leadConditions), so that the home and the list always agree.
 */
export async function dashboardRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getAdminDashboard),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      if (!p.isAdmin) throw forbidden(es.auth.forbidden);
      const { ConstructorId, IsRealState } = request.query;

      const [projectRows, propertyRows, [companies]] = await Promise.all([
        db
          .select({
            status: sellers.status,
            n: sql<number>`count(*)::int`,
            oldest: sql<Date | string | null>`min(${sellers.updatedAt})`,
          })
          .from(sellers)
          .where(and(sellerScope(p), ConstructorId ? eq(sellers.constructorId, ConstructorId) : undefined))
          .groupBy(sellers.status),
        db
          .select({
            status: properties.status,
            n: sql<number>`count(*)::int`,
            oldest: sql<Date | string | null>`min(${properties.updatedAt})`,
          })
          .from(properties)
          .where(propertyFilters(p, { ConstructorId, IsRealState }))
          .groupBy(properties.status),
        db
          .select({
            activeBuilders: sql<number>`count(*) filter (where not ${constructors.realState})::int`,
            activeAgencies: sql<number>`count(*) filter (where ${constructors.realState})::int`,
          })
          .from(constructors)
          .where(eq(constructors.state, true)),
      ]);

      const projectsByStatus = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, 0])) as Record<
        ProjectStatus,
        number
      >;
      let projectsOldest: string | null = null;
      for (const row of projectRows) {
        projectsByStatus[row.status as ProjectStatus] = row.n;
        if (row.status === 'OnApprobation') projectsOldest = iso(row.oldest);
      }
      const propertiesByStatus = Object.fromEntries(DASHBOARD_PROPERTY_STATUSES.map((s) => [s, 0])) as Record<
        DashboardPropertyStatus,
        number
      >;
      let propertiesOldest: string | null = null;
      for (const row of propertyRows) {
        const status = canonicalPropertyStatus(row.status) as DashboardPropertyStatus;
        propertiesByStatus[status] = (propertiesByStatus[status] ?? 0) + row.n;
        if (status === 'OnApprobation') propertiesOldest = iso(row.oldest);
      }
      return {
        projects: { total: projectRows.reduce((t, r) => t + r.n, 0), byStatus: projectsByStatus },
        properties: { total: propertyRows.reduce((t, r) => t + r.n, 0), byStatus: propertiesByStatus },
        approvals: {
          projects: { total: projectsByStatus.OnApprobation, oldestSince: projectsOldest },
          properties: { total: propertiesByStatus.OnApprobation, oldestSince: propertiesOldest },
        },
        companies: {
          activeBuilders: companies?.activeBuilders ?? 0,
          activeAgencies: companies?.activeAgencies ?? 0,
        },
      };
    },
  });

  r.route({
    ...contractRoute(getDashboardActivity),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const { ConstructorId, SellerId, RealState } = request.query;
      if (ConstructorId) assertConstructorAccess(p, ConstructorId);
      const now = new Date();
      const months = dashboardMonths(now);
      const weeks = dashboardWeeks(now);
      const start = weeks[0].from.toISOString();
      const end = weeks[DASHBOARD_WEEKS - 1].to.toISOString();
      // The leads list's own conditions (scope, company, project, kind): 404 for a company or project out of reach.
      const leadWhere = await leadConditions(db, p, { ConstructorId, SellerId, RealState });
      const inPeriod = (from: Date, to: Date) =>
        sql`${leads.createdAt} >= ${from.toISOString()}::timestamptz and ${leads.createdAt} < ${to.toISOString()}::timestamptz`;

      const [[monthCounts], leadWeeks, publishedWeeks] = await Promise.all([
        db
          .select({
            thisMonth: sql<number>`count(*) filter (where ${inPeriod(months.thisMonth.from, months.thisMonth.to)})::int`,
            lastMonth: sql<number>`count(*) filter (where ${inPeriod(months.lastMonth.from, months.lastMonth.to)})::int`,
          })
          .from(leads)
          .where(and(leadWhere, inPeriod(months.lastMonth.from, months.thisMonth.to))),
        db
          .select({ week: weekIndex(leads.createdAt, start), n: sql<number>`count(*)::int` })
          .from(leads)
          .where(and(leadWhere, inPeriod(weeks[0].from, weeks[DASHBOARD_WEEKS - 1].to)))
          .groupBy(sql`1`),
        // A property counts in the week it went to Publicado (its status change in the audit log), once a week.
        db
          .select({
            week: weekIndex(sql`${auditLog.createdAt}`, start),
            n: sql<number>`count(distinct ${auditLog.entityId})::int`,
          })
          .from(auditLog)
          .innerJoin(properties, eq(properties.id, auditLog.entityId))
          .where(
            and(
              eq(auditLog.entityType, 'property'),
              eq(auditLog.field, 'status'),
              sql`${auditLog.valueAfter} in ('Published', 'Loaded')`,
              sql`${auditLog.createdAt} >= ${start}::timestamptz and ${auditLog.createdAt} < ${end}::timestamptz`,
              propertyFilters(p, { ConstructorId, SellerId, IsRealState: RealState }),
            ),
          )
          .groupBy(sql`1`),
      ]);

      const byWeek = (rows: { week: number; n: number }[]) => new Map(rows.map((r) => [Number(r.week), r.n]));
      const leadsIn = byWeek(leadWeeks);
      const publishedIn = byWeek(publishedWeeks);
      const thisMonth = monthCounts?.thisMonth ?? 0;
      const lastMonth = monthCounts?.lastMonth ?? 0;
      return {
        leads: { thisMonth, lastMonth, growthPercent: monthGrowthPercent(thisMonth, lastMonth) },
        weeks: weeks.map((w, i) => ({
          weekStart: bogotaDay(w.from),
          published: publishedIn.get(i) ?? 0,
          leads: leadsIn.get(i) ?? 0,
        })),
      };
    },
  });
}
