import { describe, expect, it } from 'vitest';
import { effectiveKeyword } from './constants.ts';
import { formatDate, formatLastVisit, formatTime12, titleCase } from './format.ts';

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
