import { describe, expect, it } from 'vitest';
import { bogotaDay, dashboardMonths, dashboardWeeks, daysWaiting, monthGrowthPercent } from './periods.ts';

describe('home dashboard periods', () => {
  it.each([
    // this month, last month, growth (%)
    [10, 5, 100],
    [5, 10, -50],
    [12, 12, 0],
    [7, 3, 133.3],
    [0, 4, -100],
    [3, 0, 100], // last month had none: +100 %
    [0, 0, 0], // neither month had any
  ])('%i this month against %i last month is %d %%', (thisMonth, lastMonth, growth) => {
    expect(monthGrowthPercent(thisMonth, lastMonth)).toBe(growth);
  });

  it.each([
    // now (UTC), this month from, to, last month from
    [
      '2026-11-25T06:38:00Z',
      '2026-11-01T05:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
      '2026-10-01T05:00:00.000Z',
    ],
    // 1 December 03:00 UTC is still 30 November in Bogotá.
    [
      '2026-12-01T03:00:00Z',
      '2026-11-01T05:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
      '2026-10-01T05:00:00.000Z',
    ],
    // January: last month is December of the year before.
    [
      '2027-01-10T12:00:00Z',
      '2027-01-01T05:00:00.000Z',
      '2027-02-01T05:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ],
  ])('at %s this month starts %s and ends %s, last month starts %s', (now, from, to, lastFrom) => {
    const m = dashboardMonths(new Date(now));
    expect(m.thisMonth.from.toISOString()).toBe(from);
    expect(m.thisMonth.to.toISOString()).toBe(to);
    expect(m.lastMonth.from.toISOString()).toBe(lastFrom);
    expect(m.lastMonth.to.toISOString()).toBe(from);
  });

  it.each([
    // now (UTC), the Monday (Bogotá) the last week starts, the Monday the first of the 12 starts
    ['2026-11-25T06:38:00Z', '2026-11-23', '2026-09-07'], // a Wednesday
    ['2026-11-23T05:00:00Z', '2026-11-23', '2026-09-07'], // Monday 00:00 in Bogotá
    ['2026-11-23T04:59:00Z', '2026-11-16', '2026-08-31'], // still Sunday in Bogotá
  ])('at %s the last week starts on %s and the first on %s', (now, last, first) => {
    const weeks = dashboardWeeks(new Date(now));
    expect(weeks).toHaveLength(12);
    expect(bogotaDay(weeks[11].from)).toBe(last);
    expect(bogotaDay(weeks[0].from)).toBe(first);
    expect(weeks[11].from.toISOString()).toBe(`${last}T05:00:00.000Z`);
    for (let i = 1; i < weeks.length; i++) expect(weeks[i].from).toEqual(weeks[i - 1].to);
  });

  it.each([
    ['2026-11-25T06:00:00Z', 0],
    ['2026-11-24T06:38:00Z', 1],
    ['2026-11-15T07:00:00Z', 9],
    ['2026-11-26T00:00:00Z', 0], // a clock ahead never makes a negative age
  ])('waiting since %s is %i days', (since, days) => {
    expect(daysWaiting(since, new Date('2026-11-25T06:38:00Z'))).toBe(days);
  });
});
