import type { NotificationState, NotificationType } from '@tu360/domain';
import type { NotificationItem } from '@tu360/domain/contracts';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { likePattern } from '../../lib/tenant-scope.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

// Every query here reads the caller's own rows only (recipient_id = the caller, issue 14): another user's
// notification is not found, and counts as nothing.

/** The scope of a list or a count: the rows' builder, project and kind (agency or builder). */
export interface NotificationScope {
  ConstructorId?: string;
  SellerId?: string;
  RealState?: boolean;
}

/** The caller's live (not deleted) rows within a scope. */
export function ownRows(userId: string, scope: NotificationScope = {}): SQL {
  return and(
    eq(notifications.recipientId, userId),
    isNull(notifications.deletedAt),
    scope.ConstructorId ? eq(notifications.constructorId, scope.ConstructorId) : undefined,
    scope.SellerId ? eq(notifications.sellerId, scope.SellerId) : undefined,
    scope.RealState === undefined ? undefined : eq(notifications.isRealState, scope.RealState),
  ) as SQL;
}

const unread = eq(notifications.notificationState, 'NotRead');

export interface ListFilters extends NotificationScope {
  PageNumber: number;
  PageSize: number;
  Keyword?: string;
  State?: NotificationState;
  From?: string;
  To?: string;
}

/** The message as text: its tags are not searched (the message is sanitized HTML). */
const messageText = sql`regexp_replace(${notifications.message}, '<[^>]*>', '', 'g')`;

function listFilter(userId: string, f: ListFilters): SQL {
  const keyword = f.Keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : undefined;
  return and(
    ownRows(userId, f),
    f.State ? eq(notifications.notificationState, f.State) : undefined,
    f.From ? gte(notifications.createdAt, new Date(f.From)) : undefined,
    // The date filter's range is [From, To): the next day's midnight is not "today".
    f.To ? lt(notifications.createdAt, new Date(f.To)) : undefined,
    pattern
      ? or(sql`${notifications.title} ilike ${pattern}`, sql`${messageText} ilike ${pattern}`)
      : undefined,
  ) as SQL;
}

const itemColumns = {
  id: notifications.id,
  sellerId: notifications.sellerId,
  constructorId: notifications.constructorId,
  title: notifications.title,
  message: notifications.message,
  createdAt: notifications.createdAt,
  type: notifications.type,
  operation: notifications.operation,
  notificationState: notifications.notificationState,
  link: notifications.link,
};
interface ItemRow {
  id: string;
  sellerId: string | null;
  constructorId: string;
  title: string;
  message: string;
  createdAt: Date;
  type: string;
  operation: string;
  notificationState: string;
  link: string | null;
}

export function toItem({ createdAt, ...row }: ItemRow): NotificationItem {
  return {
    ...row,
    creationTime: createdAt.toISOString(),
    type: row.type as NotificationType,
    notificationState: row.notificationState as NotificationState,
  };
}

async function countOf(db: Executor, where: SQL): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(notifications).where(where);
  return count;
}

/** Unread rows of the caller within a scope (no state, keyword or date filter). */
export const unreadCount = (db: Executor, userId: string, scope: NotificationScope = {}) =>
  countOf(db, and(ownRows(userId, scope), unread) as SQL);

/** Rows of the caller within a scope in one state. */
export const stateCount = (
  db: Executor,
  userId: string,
  scope: NotificationScope,
  state: NotificationState,
) => countOf(db, and(ownRows(userId, scope), eq(notifications.notificationState, state)) as SQL);

/** A page of the caller's notifications, newest first, with the filtered total and the scope's unread total. */
export async function listNotifications(db: Db, userId: string, f: ListFilters) {
  const where = listFilter(userId, f);
  const [rows, totalData, totalUnRead] = await Promise.all([
    db
      .select(itemColumns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(f.PageSize)
      .offset((f.PageNumber - 1) * f.PageSize),
    countOf(db, where),
    unreadCount(db, userId, f),
  ]);
  return { data: rows.map(toItem), totalData, totalUnRead };
}

/**
 * What a live stream sends: the caller's unread total and newest live notification, with its creation instant in
 * microseconds (a JavaScript Date would round it to the millisecond, and two rows could not be told apart).
 */
export async function liveSnapshot(db: Executor, userId: string) {
  const [totalUnRead, [row]] = await Promise.all([
    unreadCount(db, userId),
    db
      .select({
        ...itemColumns,
        at: sql<string>`(extract(epoch from ${notifications.createdAt}) * 1000000)::bigint::text`,
      })
      .from(notifications)
      .where(ownRows(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(1),
  ]);
  if (!row) return { totalUnRead, newest: undefined };
  const { at, ...item } = row;
  return { totalUnRead, newest: { item: toItem(item), at: BigInt(at) } };
}

/** Ids among these that are the caller's own (deleted or not, as asked). */
export async function ownIds(
  tx: Executor,
  userId: string,
  ids: readonly string[],
  deleted: 'live' | 'deleted' | 'any',
): Promise<string[]> {
  const rows = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, userId),
        inArray(notifications.id, [...ids]),
        deleted === 'live'
          ? isNull(notifications.deletedAt)
          : deleted === 'deleted'
            ? isNotNull(notifications.deletedAt)
            : undefined,
      ),
    );
  return rows.map((r) => r.id);
}
