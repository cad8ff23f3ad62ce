import { NOTIFICATION_PREVIEW_LENGTH } from '../constants.ts';

/** Notification types and states (spec section 3). */
export const NOTIFICATION_TYPES = ['Lead', 'Product', 'Seller', 'User'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_STATES = ['NotRead', 'Read'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The date filter of the notifications panel and page (spec section 2), with its Spanish labels. */
export const NOTIFICATION_DATE_FILTERS = ['all', 'today', 'yesterday', 'lastWeek', 'lastMonth'] as const;
export type NotificationDateFilter = (typeof NOTIFICATION_DATE_FILTERS)[number];
export const NOTIFICATION_DATE_FILTER_LABELS: Record<NotificationDateFilter, string> = {
  all: 'Todas',
  today: 'Hoy',
  yesterday: 'Ayer',
  lastWeek: 'Semana pasada',
  lastMonth: 'Mes pasado',
};

/** Colombia keeps UTC−5 all year (no daylight saving). */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Bogotá of the day holding `at`, as an instant. */
function bogotaMidnight(at: Date): Date {
  const local = at.getTime() - BOGOTA_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) + BOGOTA_OFFSET_MS);
}

/**
 * The instants [from, to) a date filter covers, in Colombian days: today, yesterday, the previous Monday-to-Sunday
 * week, the previous calendar month; `all` covers everything (undefined ends).
 */
export function notificationDateRange(
  filter: NotificationDateFilter,
  now: Date = new Date(),
): { from?: Date; to?: Date } {
  const today = bogotaMidnight(now);
  switch (filter) {
    case 'today':
      return { from: today, to: new Date(today.getTime() + DAY_MS) };
    case 'yesterday':
      return { from: new Date(today.getTime() - DAY_MS), to: today };
    case 'lastWeek': {
      // Day of the week in Bogotá, Monday = 0.
      const weekday = (new Date(today.getTime() - BOGOTA_OFFSET_MS).getUTCDay() + 6) % 7;
      const thisMonday = today.getTime() - weekday * DAY_MS;
      return { from: new Date(thisMonday - 7 * DAY_MS), to: new Date(thisMonday) };
    }
    case 'lastMonth': {
      const local = new Date(today.getTime() - BOGOTA_OFFSET_MS);
      const firstThis = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) + BOGOTA_OFFSET_MS;
      const firstPrev = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1) + BOGOTA_OFFSET_MS;
      return { from: new Date(firstPrev), to: new Date(firstThis) };
    }
    default:
      return {};
  }
}

const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr']);
const TOKEN = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);|[\s\S]/g;

/**
 * The preview of a notification's message (spec section 3): its first `max` visible characters (65) and an
 * ellipsis when it is longer, keeping its markup with every tag left open closed again, so that the preview is
 * balanced HTML. An entity (&amp;) counts as one character.
 */
export function notificationPreview(message: string, max: number = NOTIFICATION_PREVIEW_LENGTH): string {
  const open: string[] = [];
  let out = '';
  let visible = 0;
  for (const match of message.matchAll(TOKEN)) {
    const token = match[0];
    const tag = match[1]?.toLowerCase();
    if (tag) {
      if (visible >= max) continue;
      if (token.startsWith('</')) {
        const at = open.lastIndexOf(tag);
        if (at === -1) continue;
        // Closing an outer tag closes the ones opened inside it too.
        while (open.length > at) out += `</${open.pop()}>`;
      } else {
        out += token;
        if (!VOID_TAGS.has(tag) && !token.endsWith('/>')) open.push(tag);
      }
      continue;
    }
    if (visible === max) {
      out = `${out.trimEnd()}…`;
      visible++;
      break;
    }
    out += token;
    visible++;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
