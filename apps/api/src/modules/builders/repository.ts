import { es } from '@tu360/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constructors, notifications } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { fileUrl } from '../files/routes.ts';

export type BuilderRow = typeof constructors.$inferSelect;

export function toBuilderDetail(row: BuilderRow, totalNotification = 0) {
  return {
    id: row.id,
    name: row.name,
    nit: row.nit,
    email: row.email,
    age: row.age,
    pageUrl: row.pageUrl,
    guild: row.guild,
    departmentId: row.departmentId,
    cityId: row.cityId,
    address: row.address,
    phoneNumber: row.phoneNumber,
    whatsAppPhone: row.whatsAppPhone,
    description: row.description,
    state: row.state,
    realState: row.realState,
    logo: fileUrl(row.logo),
    banner: fileUrl(row.banner),
    status: row.status,
    totalNotification,
  };
}

export async function findBuilder(db: Db, id: string): Promise<BuilderRow> {
  const [row] = await db.select().from(constructors).where(eq(constructors.id, id));
  if (!row) throw notFound(es.builder.notFound);
  return row;
}

/** The caller's own unread notifications of a builder (each notification is its recipient's, issue 14). */
export async function unreadNotifications(db: Db, constructorId: string, userId: string): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      sql`${notifications.recipientId} = ${userId} and ${notifications.constructorId} = ${constructorId} and ${notifications.notificationState} = 'NotRead' and ${notifications.deletedAt} is null`,
    );
  return count;
}

/** NIT is unique among builders and agencies. */
export async function assertNitFree(db: Db, nit: string, exceptId?: string): Promise<void> {
  const [row] = await db.select({ id: constructors.id }).from(constructors).where(eq(constructors.nit, nit));
  if (row && row.id !== exceptId) throw conflict(es.builder.duplicateNit);
}
