import { es } from '@tu360/domain';
import type { leadFilters } from '@tu360/domain/contracts';
import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { constructors, leads, userSellers } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { assertConstructorAccess, likePattern, roleAtSeller } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';

export type LeadFilters = z.output<typeof leadFilters>;

/**
 * The leads a caller sees (issue 14), as a condition on `leads`: platform admins all of them; a builder's user those
 * of its builder's projects it is assigned to, and, at a project where it is Asesor Comercial, only the leads
 * assigned to it (the role held at each project decides, not the profile role).
 */
export function leadScope(p: Principal): SQL | undefined {
  if (p.isAdmin) return undefined;
  if (!p.constructorId) return sql`false`;
  // An integration key with leads:read reads every lead of its builder.
  if (p.apiKey) return eq(leads.constructorId, p.constructorId);
  return and(
    eq(leads.constructorId, p.constructorId),
    sql`exists (select 1 from ${userSellers} where ${userSellers.userId} = ${p.userId} and ${userSellers.sellerId} = ${leads.sellerId} and (${userSellers.role} <> 'Asesor_Comercial' or ${leads.assigneeId} = ${p.userId}))`,
  );
}

/** Whether the lead's builder is an agency (RealState) or not, without joining it. */
const ofRealState = (realState: boolean) =>
  sql`exists (select 1 from ${constructors} where ${constructors.id} = ${leads.constructorId} and ${constructors.realState} = ${realState})`;

/**
 * The list's and the export's conditions: scope, company, project, kind of company, state and keyword (name, e-mail
 * or phone). The period is apart (periodOf) so that the previous period can be counted with the same conditions.
 * A company or project the caller may not see answers 404, as everywhere.
 */
export async function leadConditions(db: Db, p: Principal, q: LeadFilters): Promise<SQL | undefined> {
  if (q.ConstructorId) assertConstructorAccess(p, q.ConstructorId);
  if (q.SellerId && !(await roleAtSeller(db, p, q.SellerId))) throw notFound(es.project.notFound);
  const keyword = q.Keyword?.trim();
  return and(
    leadScope(p),
    q.ConstructorId ? eq(leads.constructorId, q.ConstructorId) : undefined,
    q.SellerId ? eq(leads.sellerId, q.SellerId) : undefined,
    q.RealState === undefined ? undefined : ofRealState(q.RealState),
    q.State ? eq(leads.status, q.State) : undefined,
    keyword
      ? or(
          ilike(leads.fullName, likePattern(keyword)),
          ilike(leads.email, likePattern(keyword)),
          ilike(leads.phone, likePattern(keyword)),
        )
      : undefined,
  );
}

/** Leads created in [from, to): either end may be open. */
export function periodOf(from: Date | undefined, to: Date | undefined): SQL | undefined {
  return and(from ? gte(leads.createdAt, from) : undefined, to ? lt(leads.createdAt, to) : undefined);
}

export const dateOf = (iso: string | undefined) => (iso ? new Date(iso) : undefined);

/**
 * A lead the caller may see, with the role the caller holds at its project (platform admins: their platform role);
 * 404 otherwise, so that other builders' leads (and, for an Asesor, others' leads) stay invisible.
 */
export async function visibleLead(db: Db, p: Principal, id: string) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), leadScope(p)));
  if (!lead?.sellerId) throw notFound(es.leads.notFound);
  const role = await roleAtSeller(db, p, lead.sellerId);
  if (!role) throw notFound(es.leads.notFound);
  return { lead, role };
}
