import { describe, expect, it } from 'vitest';
import { areaForApi, parseArea, parseMoney, scoreForApi, uuidOrEmpty } from './normalize.ts';

describe('data handling of spec section 5', () => {
  it.each([
    ['$ 350.000.000', 350_000_000],
    ['350,000,000', 350_000_000],
    ['$10,000,000', 10_000_000],
    ['1000000', 1_000_000],
    ['abc', Number.NaN],
    ['', Number.NaN],
  ])('money %j → %d', (v, n) => expect(parseMoney(v)).toBe(n));

  it.each([
    ['72', 72],
    ['1.250', 1250],
    ['1.25', 1250],
    ['65,5', 65.5],
    ['0', 0],
    ['abc', Number.NaN],
  ])('area %j → %d', (v, n) => expect(parseArea(v)).toBe(n));

  it.each([
    ['', 1],
    ['0', 1],
    [0, 1],
    ['4', 4],
  ] as const)('score %j is sent as %i', (v, n) => expect(scoreForApi(v)).toBe(n));

  it('sends the empty uuid for a missing department or city', () => {
    expect(uuidOrEmpty(undefined)).toBe('00000000-0000-0000-0000-000000000000');
    expect(uuidOrEmpty('x')).toBe('x');
  });
});

describe('stored areas read back to the same number', () => {
  it.each([
    ['72,5', '72,5'],
    ['1.250', '1250'],
    ['1.25', '1250'],
    ['72', '72'],
  ])('%j is stored as %j and normalising it again changes nothing', (typed, stored) => {
    expect(areaForApi(typed)).toBe(stored);
    expect(areaForApi(areaForApi(typed))).toBe(stored);
  });
});
