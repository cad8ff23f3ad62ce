import { describe, expect, it } from 'vitest';
import { notificationDateRange, notificationPreview } from './notification-rules.ts';

describe('notification preview: 65 visible characters, tags kept balanced', () => {
  const long = 'x'.repeat(70);
  it.each([
    ['a short text stays whole', 'Hola', 'Hola'],
    ['65 characters stay whole', 'y'.repeat(65), 'y'.repeat(65)],
    ['past 65 it is cut with an ellipsis', long, `${'x'.repeat(65)}…`],
    ['markup does not count', `<b>${'a'.repeat(60)}</b>bcdef`, `<b>${'a'.repeat(60)}</b>bcdef`],
    ['a tag open at the cut is closed', `<b>${long}</b> fin`, `<b>${'x'.repeat(65)}…</b>`],
    ['nested tags close in order', `<p><b><i>${long}</i></b></p>`, `<p><b><i>${'x'.repeat(65)}…</i></b></p>`],
    ['an entity counts as one character', `${'&amp;'.repeat(66)}`, `${'&amp;'.repeat(65)}…`],
    ['a stray closing tag is dropped', 'hola</b> mundo', 'hola mundo'],
    ['void tags are not closed', 'uno<br>dos', 'uno<br>dos'],
    ['tags after the cut are left out', `${long}<b>tarde</b>`, `${'x'.repeat(65)}…`],
  ])('%s', (_name, message, preview) => {
    expect(notificationPreview(message)).toBe(preview);
  });
});

describe('notification date filter, in Colombian days (UTC−5)', () => {
  // Wednesday 25 November 2026, 02:00 in Bogotá (07:00 UTC).
  const now = new Date('2026-11-25T07:00:00Z');
  it.each([
    ['all', undefined, undefined],
    ['today', '2026-11-25T05:00:00.000Z', '2026-11-26T05:00:00.000Z'],
    ['yesterday', '2026-11-24T05:00:00.000Z', '2026-11-25T05:00:00.000Z'],
    ['lastWeek', '2026-11-16T05:00:00.000Z', '2026-11-23T05:00:00.000Z'],
    ['lastMonth', '2026-10-01T05:00:00.000Z', '2026-11-01T05:00:00.000Z'],
  ] as const)('%s', (filter, from, to) => {
    const range = notificationDateRange(filter, now);
    expect(range.from?.toISOString()).toBe(from);
    expect(range.to?.toISOString()).toBe(to);
  });

  it('just after midnight UTC it is still the previous day in Bogotá', () => {
    const range = notificationDateRange('today', new Date('2026-11-25T01:00:00Z'));
    expect(range.from?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });

  it('last month of January is December of the year before', () => {
    const range = notificationDateRange('lastMonth', new Date('2027-01-10T15:00:00Z'));
    expect(range.from?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(range.to?.toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });
});
