import { describe, expect, it } from 'vitest';
import { effectiveKeyword } from './constants.ts';
import {
  formatArea,
  formatCop,
  formatDate,
  formatLastVisit,
  formatNumber,
  formatOneDecimal,
  formatTime12,
  formatWhole,
  titleCase,
} from './format.ts';

describe('department and municipality names in title case with accents', () => {
  it.each([
    ['MEDELLÍN', 'Medellín'],
    ['SAN JOSÉ DE CÚCUTA', 'San José de Cúcuta'],
    ['BOGOTÁ, D.C.', 'Bogotá, D.C.'],
    [
      'ARCHIPIÉLAGO DE SAN ANDRÉS, PROVIDENCIA Y SANTA CATALINA',
      'Archipiélago de San Andrés, Providencia y Santa Catalina',
    ],
    ['EL CARMEN DE VIBORAL', 'El Carmen de Viboral'],
    ['NORTE DE SANTANDER', 'Norte de Santander'],
  ])('%s → %s', (raw, expected) => expect(titleCase(raw)).toBe(expected));
});

describe('search keyword applies only past 2 characters', () => {
  it.each([
    ['', undefined],
    ['to', undefined],
    [' to ', undefined],
    ['tor', 'tor'],
    [undefined, undefined],
  ])('%j → %j', (k, expected) => expect(effectiveKeyword(k)).toBe(expected));
});

describe('Spanish dates and 12-hour Colombian time', () => {
  it.each([
    ['2026-11-21T15:00:00Z', '21/11/2026'],
    // 02:00 UTC is still the previous day in Bogotá.
    ['2026-11-21T02:00:00Z', '20/11/2026'],
  ])('short date of %s is %s', (iso, expected) => expect(formatDate(iso)).toBe(expected));
  it('formats the last visit in Spanish in Bogotá time', () => {
    const text = formatLastVisit('2026-11-21T15:30:00Z');
    expect(text).toContain('21 de noviembre de 2026');
    expect(text).toMatch(/10:30\s?a\.\s?m\./);
  });
  it('formats 12-hour time', () => {
    expect(formatTime12('2026-11-21T20:05:00Z')).toMatch(/3:05\s?p\.\s?m\./);
  });
});

describe('es-CO numbers, from formatters made once and reused', () => {
  it.each([
    [1234567, '1.234.567'],
    [0, '0'],
    [2.5, '2,5'],
    [-1500, '-1.500'],
  ])('formatNumber(%d) is %s, as toLocaleString would write it', (n, expected) => {
    expect(formatNumber(n)).toBe(expected);
    expect(formatNumber(n)).toBe(n.toLocaleString('es-CO'));
  });
  it.each([
    [12.345, '12,3'],
    [1500, '1.500'],
    [-4.25, '-4,3'],
    [0, '0'],
  ])('formatOneDecimal(%d) is %s', (n, expected) => expect(formatOneDecimal(n)).toBe(expected));
  it('gives the same text on every call (the formatter is kept, not its first answer)', () => {
    expect([formatCop(350_000_000), formatCop(1_000)].map((t) => t.replace(/\s/g, ' '))).toEqual([
      '$ 350.000.000',
      '$ 1.000',
    ]);
    expect([formatArea(72.5), formatArea(1250)]).toEqual(['72,5 m²', '1.250 m²']);
    expect([formatDate('2026-11-21T15:00:00Z'), formatDate('2026-01-02T15:00:00Z')]).toEqual([
      '21/11/2026',
      '02/01/2026',
    ]);
  });
});

/** A seeded pseudo-random sequence (mulberry32), so that a failure can be replayed. */
function randoms(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers of every kind a page shows, and the hard ones: halves at every decimal, tiny, huge, negative. */
function sampleNumbers(): number[] {
  const next = randoms(20261128);
  const fixed = [
    0, -0, 0.5, 1.5, 2.5, -2.5, 2.345, 1.005, 0.0005, -0.0005, 0.0004, 999.9995, 999_999.5, 1e21, 1.5e-7,
  ];
  const drawn = Array.from({ length: 3000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 16 - 4);
    const value = next() * magnitude;
    // Every third one is cut to a few decimals and ends in 5 (a half for the rounding), every fifth is negative.
    const cut = i % 3 === 0 ? Number(`${value.toFixed(Math.floor(next() * 4))}5`) : value;
    return i % 5 === 0 ? -cut : cut;
  });
  return [...fixed, ...drawn, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
}

describe('written by hand, numbers and pesos read as Intl writes them for es-CO', () => {
  const numbers = sampleNumbers();
  it.each([
    ['formatNumber', formatNumber, new Intl.NumberFormat('es-CO')],
    ['formatOneDecimal', formatOneDecimal, new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 })],
    [
      'formatCop',
      formatCop,
      new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }),
    ],
  ] as const)('%s, on %d numbers', (_name, format, intl) => {
    const differing = numbers.filter((n) => format(n) !== intl.format(n));
    expect(differing.map((n) => [n, format(n), intl.format(n)])).toEqual([]);
  });
  it('formatArea, on the same numbers', () => {
    const intl = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
    const differing = numbers.filter((n) => formatArea(n) !== `${intl.format(n)} m²`);
    expect(differing).toEqual([]);
  });
});

describe('written by hand, dates and times read as Intl writes them in Bogotá time', () => {
  const next = randoms(5);
  // 1995–2060, at any minute; and the edges of a day and of a year in Bogotá.
  const moments = [
    '2026-01-01T04:59:00Z',
    '2026-01-01T05:00:00Z',
    '2026-11-28T16:59:00Z',
    '2026-11-28T17:00:00Z',
    '2024-02-29T12:00:00Z',
    ...Array.from({ length: 2000 }, () =>
      new Date(Date.UTC(1995, 0) + next() * 65 * 365.25 * 86_400_000).toISOString(),
    ),
  ];
  /** ICU's versions space "p. m." differently (a plain, a no-break or a narrow no-break space): compared as plain. */
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-CO', { ...options, timeZone: 'America/Bogota' });
  it.each([
    ['formatDate', formatDate, intl({ day: '2-digit', month: '2-digit', year: 'numeric' })],
    ['formatTime12', formatTime12, intl({ hour: 'numeric', minute: '2-digit', hour12: true })],
    ['formatLastVisit', formatLastVisit, intl({ dateStyle: 'long', timeStyle: 'short', hour12: true })],
  ] as const)('%s, on 2,005 moments', (_name, format, formatter) => {
    const differing = moments.filter((iso) => format(iso) !== spaced(formatter.format(new Date(iso))));
    expect(differing.map((iso) => [iso, format(iso), formatter.format(new Date(iso))])).toEqual([]);
  });
  it('refuses a date that is not one, as Intl does', () => {
    expect(() => formatDate('ayer')).toThrow(RangeError);
  });
});

describe('formatWhole, for prices as typed', () => {
  it.each([
    [10_250_000, '10.250.000'],
    [10_250_000.4, '10.250.000'],
    [10_250_000.5, '10.250.001'],
    [0, '0'],
  ])('formatWhole(%d) is %s', (n, expected) => {
    expect(formatWhole(n)).toBe(expected);
    expect(formatWhole(n)).toBe(new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }).format(n));
  });
});
