import { es, LEAD_MERGE_WINDOW_MS, type LeadIntakeInput, ROUTES, statusesOfFilter } from '@tu360/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constructors, leadEvents, leads, properties, sellers } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { notify } from '../notifications/notify.ts';
import { routeLead } from './routing.ts';

type Intake = Omit<LeadIntakeInput, 'productId' | 'source'> & { productId?: number; source: string };

const PUBLISHED: readonly string[] = statusesOfFilter('Published');

/** The portal path a lead's notifications point to: the leads page, on that lead. */
export const leadLink = (leadId: string) => `${ROUTES.leads}?leadId=${leadId}`;

/**
 * What the lead is about: a published property (its project with it), or a published project. 404 when it does
 * not exist, 409 when it is not published (no lead comes in for it).
 */
async function targetOf(db: Db, body: Intake) {
  if (body.productId !== undefined) {
    const [property] = await db
      .select({
        id: properties.id,
        name: properties.name,
        status: properties.status,
        sellerId: properties.sellerId,
        constructorId: properties.constructorId,
        cityId: properties.cityId,
        listPrice: properties.listPrice,
        isRealState: properties.isRealState,
      })
      .from(properties)
      .where(eq(properties.productId, body.productId));
    if (!property || (body.sellerId && body.sellerId !== property.sellerId))
      throw notFound(es.leads.propertyNotFound);
    if (!PUBLISHED.includes(property.status)) throw conflict(es.leads.notPublished);
    return {
      property,
      sellerId: property.sellerId,
      constructorId: property.constructorId,
      isRealState: property.isRealState,
      name: property.name,
    };
  }
  const [project] = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      status: sellers.status,
      constructorId: sellers.constructorId,
      isRealState: constructors.realState,
    })
    .from(sellers)
    .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
    .where(eq(sellers.id, body.sellerId as string));
  if (!project) throw notFound(es.leads.projectNotFound);
  if (project.status !== 'Synchronized') throw conflict(es.leads.projectNotPublished);
  return {
    property: null,
    sellerId: project.id,
    constructorId: project.constructorId,
    isRealState: project.isRealState,
    name: project.name,
  };
}

export interface IntakeOutcome {
  id: string;
  merged: boolean;
  /** How many users the new lead was routed to (and notified); none for a merge. */
  assignees: number;
}

/**
 * A lead from the public store (issue 14), in one transaction: the same e-mail (case aside) for the same property
 * (or the same project, when the lead names no property) within LEAD_MERGE_WINDOW_MS is merged into the first
 * lead (its count goes up, the message is appended); otherwise a new lead is routed to its responsible users
 * (else the project's administrators), the first one its assignee, and each of them is notified.
 */
export async function takeLead(db: Db, body: Intake): Promise<IntakeOutcome> {
  const target = await targetOf(db, body);
  const email = body.email.trim();
  const message = body.message?.trim() || null;
  return db.transaction(async (tx) => {
    // Two posts of the same person for the same target at once: the second waits and merges into the first.
    const key = `lead:${target.property?.id ?? target.sellerId}:${email.toLowerCase()}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [earlier] = await tx
      .select({ id: leads.id, message: leads.message })
      .from(leads)
      .where(
        and(
          target.property ? eq(leads.propertyId, target.property.id) : isNull(leads.propertyId),
          eq(leads.sellerId, target.sellerId),
          sql`lower(${leads.email}) = ${email.toLowerCase()}`,
          gt(leads.createdAt, new Date(Date.now() - LEAD_MERGE_WINDOW_MS)),
          isNull(leads.anonymisedAt),
        ),
      )
      .orderBy(desc(leads.createdAt))
      .limit(1)
      .for('update');
    if (earlier) {
      await tx
        .update(leads)
        .set({
          mergedCount: sql`${leads.mergedCount} + 1`,
          message: message
            ? earlier.message
              ? `${earlier.message}\n\n${message}`
              : message
            : earlier.message,
          updatedAt: new Date(),
        })
        .where(eq(leads.id, earlier.id));
      await tx.insert(leadEvents).values({ leadId: earlier.id, action: 'Merged' });
      return { id: earlier.id, merged: true, assignees: 0 };
    }
    const routed = await routeLead(tx, target.sellerId, target.property);
    const [lead] = await tx
      .insert(leads)
      .values({
        constructorId: target.constructorId,
        sellerId: target.sellerId,
        propertyId: target.property?.id ?? null,
        fullName: body.fullName,
        email,
        phone: body.phone,
        message,
        source: body.source,
        consent: body.consent,
        assigneeId: routed.userIds[0] ?? null,
      })
      .returning({ id: leads.id });
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      action: 'Created',
      stateAfter: 'New',
      assigneeAfter: routed.userIds[0] ?? null,
    });
    const notified = await notify(tx, routed.userIds, {
      constructorId: target.constructorId,
      sellerId: target.sellerId,
      isRealState: target.isRealState,
      title: es.leads.notificationTitle,
      message: es.leads.notificationMessage(escapeHtml(body.fullName), escapeHtml(target.name)),
      type: 'Lead',
      operation: 'Create',
      link: leadLink(lead.id),
    });
    return { id: lead.id, merged: false, assignees: notified };
  });
}
