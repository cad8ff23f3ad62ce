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
