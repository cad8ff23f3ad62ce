import { leadGrowthPercent } from '../leads/lead-rules.ts';

/** Colombia keeps UTC−5 all year: its days, weeks and months start at 05:00 UTC. */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A period [from, to): `to` is the start of the next one. */
export interface Period {
  from: Date;
  to: Date;
}

/** The instant a Colombian calendar day (year, month 0–11, day) starts. */
const bogotaStart = (year: number, month: number, day = 1) =>
  new Date(Date.UTC(year, month, day) + BOGOTA_OFFSET_MS);

/**
 * The home's months: the Colombian calendar month of `now` (to its end) and the whole month before it. "Leads
 * this month" and its growth against last month count the leads created in each.
 */
export function dashboardMonths(now: Date): { thisMonth: Period; lastMonth: Period } {
  const local = new Date(now.getTime() - BOGOTA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    thisMonth: { from: bogotaStart(y, m), to: bogotaStart(y, m + 1) },
    lastMonth: { from: bogotaStart(y, m - 1), to: bogotaStart(y, m) },
  };
}

/** How many weeks the home's weekly charts show. */
export const DASHBOARD_WEEKS = 12;

/**
 * The home's weeks, oldest first: Colombian weeks from Monday 00:00, the last one being the week of `now` (so far).
 */
export function dashboardWeeks(now: Date, count: number = DASHBOARD_WEEKS): Period[] {
  const local = new Date(now.getTime() - BOGOTA_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = bogotaStart(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday);
  return Array.from({ length: count }, (_, i) => {
    const from = new Date(monday.getTime() - (count - 1 - i) * 7 * DAY_MS);
    return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
  });
}

/** The Colombian day (AAAA-MM-DD) an instant falls on: how a week is named in the charts and their tables. */
export function bogotaDay(instant: Date): string {
  return new Date(instant.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Growth of this month's count against last month's, in % with one decimal. The same rule as the leads page's
 * growth (one rule): when last month had none, +100 if this month has some, 0 if neither has.
 */
export function monthGrowthPercent(thisMonth: number, lastMonth: number): number {
  return leadGrowthPercent(thisMonth, lastMonth);
}

/** Whole days an item has waited since an instant (0 the same day; never negative). */
export function daysWaiting(since: Date | string, now: Date): number {
  const t = typeof since === 'string' ? Date.parse(since) : since.getTime();
  return Math.max(0, Math.floor((now.getTime() - t) / DAY_MS));
}
