import { type NotificationType, permissionsOf } from '@tu360/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, userSellers, users } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The channel a committed notification is announced on (payload: the recipients' ids, comma-separated). */
export const NOTIFICATIONS_CHANNEL = 'tu360_notifications';

/** What happened, for whom it is written once (title and message are HTML with escaped values). */
export interface NewNotification {
  constructorId: string;
  sellerId: string | null;
  isRealState?: boolean;
  title: string;
  message: string;
  type: NotificationType;
  operation: string;
  /** The portal path it points to. */
  link: string | null;
}

/**
 * Writes one notification per recipient, in the caller's transaction (issue 14: in the same transaction as the
 * change that causes it), and announces it with NOTIFY, which PostgreSQL delivers to the listeners (this
 * instance's and the others') only when that transaction commits: a rolled-back change notifies nobody.
 */
export async function notify(
  tx: Executor,
  recipients: readonly string[],
  n: NewNotification,
): Promise<number> {
  const ids = [...new Set(recipients)];
  if (!ids.length) return 0;
  await tx.insert(notifications).values(
    ids.map((recipientId) => ({
      recipientId,
      constructorId: n.constructorId,
      sellerId: n.sellerId,
      isRealState: n.isRealState ?? false,
      title: n.title,
      message: n.message,
      type: n.type,
      operation: n.operation,
      link: n.link,
    })),
  );
  await announce(tx, ids);
  return ids.length;
}

/** Tells the live streams that these users' notifications changed (read, deleted, restored, new). */
export async function announce(tx: Executor, userIds: readonly string[]): Promise<void> {
  // A NOTIFY payload holds under 8,000 bytes: 200 ids of 36 characters and a comma each.
  for (let i = 0; i < userIds.length; i += 200)
    await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${userIds.slice(i, i + 200).join(',')})`);
}

const canRead = (role: string) => permissionsOf(role).includes('notifications.read');

/** Active platform users who approve projects and properties (approval requests go to them). */
export async function approvers(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isActive, true), isNull(users.deletedAt)));
  return rows.filter((u) => permissionsOf(u.role).includes('catalog.approve')).map((u) => u.id);
}

/**
 * Active users with access to a project whose role there reads notifications (Visualizador_Seller does not:
 * spec section 6 sends it from notifications to /inicio).
 */
export async function projectAudience(tx: Executor, sellerIds: readonly string[]): Promise<string[]> {
  if (!sellerIds.length) return [];
  const rows = await tx
    .select({ id: users.id, role: userSellers.role })
    .from(userSellers)
    .innerJoin(users, eq(users.id, userSellers.userId))
    .where(
      and(inArray(userSellers.sellerId, [...sellerIds]), eq(users.isActive, true), isNull(users.deletedAt)),
    );
  return [...new Set(rows.filter((r) => canRead(r.role)).map((r) => r.id))];
}

/** The active users among these ids (an author or an assignee may have been deactivated since). */
export async function activeUsers(tx: Executor, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isActive, true), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}
