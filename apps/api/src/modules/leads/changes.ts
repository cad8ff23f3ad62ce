import { ANONYMISED, es, isAdministratorRole, type leadUpdateSchema, leadWriteAccess } from '@tu360/domain';
import type { LeadChange, LeadItem } from '@tu360/domain/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  leadEvents,
  leads,
  notifications,
  properties,
  sellers,
  userSellers,
  users,
} from '../../db/schema.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Principal } from '../auth/identity.ts';
import { notify } from '../notifications/notify.ts';
import { leadLink } from './intake.ts';
import { leadItemById } from './queries.ts';
import type { Tx } from './routing.ts';
import { visibleLead } from './scope.ts';

type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** Who made a change, as the history names it. */
const authorOf = (p: Principal) => `${p.givenName} ${p.familyName}`.trim() || p.userName;

/** The property's name, else the project's: what the lead is about, as its notifications say it. */
async function targetName(tx: Tx | Db, lead: { propertyId: string | null; sellerId: string | null }) {
  if (lead.propertyId) {
    const [row] = await tx
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.id, lead.propertyId));
    if (row) return row.name;
  }
  const [row] = await tx
    .select({ name: sellers.name })
    .from(sellers)
    .where(eq(sellers.id, lead.sellerId ?? ''));
  return row?.name ?? '';
}

/** 400 unless the user is active and assigned to the project. */
async function assertAssignable(db: Db, sellerId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(userSellers)
    .innerJoin(users, eq(users.id, userSellers.userId))
    .where(
      and(
        eq(userSellers.sellerId, sellerId),
        eq(userSellers.userId, userId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  if (!row) throw badRequest(es.leads.assigneeNotAllowed);
}

/**
 * Changes a lead's state and/or assignee with a note (issue 14), in one transaction with its history entry and the
 * new assignee's notification. The role held at the lead's project decides: those who write its catalogue change
 * anything, an Asesor Comercial only the state of its own leads, a viewer nothing.
 */
export async function updateLead(db: Db, p: Principal, id: string, body: LeadUpdate): Promise<LeadItem> {
  const { lead, role } = await visibleLead(db, p, id);
  const access = leadWriteAccess(role);
  const assigneeChanges = body.assigneeId !== undefined && body.assigneeId !== lead.assigneeId;
  if (access === 'none') throw forbidden(es.auth.forbidden);
  if (access === 'own-state' && (lead.assigneeId !== p.userId || assigneeChanges))
    throw forbidden(es.auth.forbidden);
  if (assigneeChanges) await assertAssignable(db, lead.sellerId as string, body.assigneeId as string);
  const state = body.state ?? lead.status;
  const assigneeId = body.assigneeId ?? lead.assigneeId;
  await db.transaction(async (tx) => {
    await tx.update(leads).set({ status: state, assigneeId, updatedAt: new Date() }).where(eq(leads.id, id));
    await tx.insert(leadEvents).values({
      leadId: id,
      userId: p.userId,
      userName: authorOf(p),
      action: 'Updated',
      stateBefore: lead.status,
      stateAfter: state,
      assigneeBefore: lead.assigneeId,
      assigneeAfter: assigneeId,
      note: body.note || null,
    });
    if (assigneeChanges && assigneeId && assigneeId !== p.userId)
      await notify(tx, [assigneeId], {
        constructorId: lead.constructorId,
        sellerId: lead.sellerId,
        title: es.leads.assignedTitle,
        message: es.leads.assignedMessage(escapeHtml(lead.fullName), escapeHtml(await targetName(tx, lead))),
        type: 'Lead',
        operation: 'Update',
        link: leadLink(id),
      });
  });
  return leadItemById(db, id);
}

/** A lead's history, the most recent change first, with the assignees' names. */
export async function leadHistory(db: Db, p: Principal, id: string): Promise<LeadChange[]> {
  await visibleLead(db, p, id);
  const rows = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, id))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
  const ids = [
    ...new Set(rows.flatMap((r) => [r.assigneeBefore, r.assigneeAfter]).filter((v): v is string => !!v)),
  ];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: users.id, name: sql<string>`${users.givenName} || ' ' || ${users.familyName}` })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((u) => [u.id, u.name])
      : [],
  );
  const nameOf = (userId: string | null) => (userId ? (names.get(userId) ?? null) : null);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    userName: r.userName,
    action: r.action,
    stateBefore: r.stateBefore,
    stateAfter: r.stateAfter,
    assigneeBefore: nameOf(r.assigneeBefore),
    assigneeAfter: nameOf(r.assigneeAfter),
    note: r.note,
  }));
}

/**
 * Replaces a lead's personal data on request (issue 14): name, e-mail, phone and message, also in the text of its
 * notifications; the lead stays for the counts. Administrators of its project (and platform administrators) only.
 * A lead already anonymised is answered as it is.
 */
export async function anonymiseLead(db: Db, p: Principal, id: string): Promise<LeadItem> {
  const { lead, role } = await visibleLead(db, p, id);
  if (!isAdministratorRole(role)) throw forbidden(es.auth.forbidden);
  if (lead.anonymisedAt) return leadItemById(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({
        fullName: ANONYMISED.fullName,
        email: ANONYMISED.email,
        phone: ANONYMISED.phone,
        identification: null,
        message: null,
        anonymisedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(leads.id, id));
    const target = escapeHtml(await targetName(tx, lead));
    const name = escapeHtml(ANONYMISED.fullName);
    await tx
      .update(notifications)
      .set({
        message: sql`case when ${notifications.operation} = 'Create' then ${es.leads.notificationMessage(name, target)} else ${es.leads.assignedMessage(name, target)} end`,
      })
      .where(and(eq(notifications.type, 'Lead'), eq(notifications.link, leadLink(id))));
    await tx.insert(leadEvents).values({
      leadId: id,
      userId: p.userId,
      userName: authorOf(p),
      action: 'Anonymised',
    });
  });
  return leadItemById(db, id);
}
