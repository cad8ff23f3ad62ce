import type { PriceItem } from '@tu360/domain/contracts';
import { describe, expect, it } from 'vitest';
import { changesOf, checkTypedPrice, parsePercent, tidyPriceText, withPercent } from './price-edits.ts';

const item = (over: Partial<PriceItem> = {}): PriceItem => ({
  productId: 1,
  refId: 'APT-1',
  name: 'Apto 1',
  category: 'Apartment',
  area: 50,
  price: 300_000_000,
  pricePerM2: 6_000_000,
  status: 'Published',
  ...over,
});

describe('the percentage typed for the selection', () => {
  it.each([
    ['5', 5],
    ['+5', 5],
    ['-3', -3],
    ['−3', -3],
    ['2,5', 2.5],
    ['-3.75', -3.75],
    [' 10 ', 10],
    ['1000', 1000],
    ['0', 0],
  ])('%j is %d', (text, n) => expect(parsePercent(text)).toBe(n));

  it.each(['', 'cinco', '5%', '1,234', '-100', '-150', '1001', '2,555', '+-5'])('%j is refused', (text) =>
    expect(parsePercent(text)).toBeNull(),
  );
});

describe('a new price typed in a row', () => {
  it.each([
    // text, error (the spec's message for a price below 10.000.000; the API's for an unreadable one)
    ['', null],
    ['10.000.000', null],
    ['$ 315.000.000', null],
    ['315,000,000', null],
    ['9.999.999', 'Debe ser mayor a 10.000.000'],
    ['0', 'Debe ser mayor a 10.000.000'],
    ['trescientos', 'El precio nuevo debe ser un valor numérico en pesos, sin decimales.'],
  ])('%j → %j', (text, error) => expect(checkTypedPrice(item(), text, 6_000_000).error).toBe(error));

  it('reads the pesos typed with separators', () =>
    expect(checkTypedPrice(item(), '$ 315.000.000', null).value).toBe(315_000_000));
});

describe('a new price tidied as its field is left', () => {
  it.each([
    ['448000000', '448.000.000'],
    ['$ 448.000.000', '448.000.000'],
    ['12500000', '12.500.000'],
    ['', ''],
    ['doce millones', 'doce millones'],
  ])('%s → %s', (typed, shown) => {
    expect(tidyPriceText(typed)).toBe(shown);
  });
});

describe('+x % / −x % applied to the selection', () => {
  it('fills each selected row with its price changed, in whole pesos, and leaves a row without price', () => {
    const rows = [
      item({ productId: 1, price: 300_000_000 }),
      item({ productId: 2, price: 123_456_789 }),
      item({ productId: 3, price: null }),
    ];
    // 300.000.000 × 1,05 = 315.000.000; 123.456.789 × 1,05 = 129.629.628,45 → 129.629.628.
    expect(withPercent(rows, 5, { 3: '50.000.000' })).toEqual({
      1: '315.000.000',
      2: '129.629.628',
      3: '50.000.000',
    });
    // 300.000.000 × 0,9725 = 291.750.000.
    expect(withPercent(rows.slice(0, 1), -2.75, {})).toEqual({ 1: '291.750.000' });
  });

  it('sends the readable prices and marks the fields the server would refuse', () => {
    const rows = [item({ productId: 1 }), item({ productId: 2 }), item({ productId: 3 })];
    expect(changesOf(rows, { 1: '320.000.000', 2: '5.000.000' }, null)).toEqual({
      changes: [{ productId: 1, newPrice: 320_000_000 }],
      errors: { 2: 'Debe ser mayor a 10.000.000' },
    });
  });
});
