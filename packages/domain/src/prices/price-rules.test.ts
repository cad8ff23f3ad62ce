import { describe, expect, it } from 'vitest';
import {
  applyPercent,
  areaOfDetail,
  changePercent,
  checkNewPrice,
  median,
  pricePerM2,
  projectMedianPricePerM2,
} from './price-rules.ts';

const base = { oldPrice: 200_000_000, area: 80, medianPricePerM2: 2_500_000 };

describe('checkNewPrice', () => {
  it.each([
    [
      'below the minimum is the spec error',
      { newPrice: 9_999_999, oldPrice: 10_000_000, area: null },
      ['Debe ser mayor a 10.000.000'],
      [],
    ],
    ['exactly 10.000.000 is no error', { newPrice: 10_000_000, oldPrice: 10_000_000, area: 4 }, [], []],
    ['a small change is clean', { newPrice: 210_000_000 }, [], []],
    ['+30 % exactly is no warning', { newPrice: 260_000_000, medianPricePerM2: 3_250_000 }, [], []],
    ['+30,5 % warns', { newPrice: 261_000_000, medianPricePerM2: 3_262_500 }, [], ['change']],
    ['−31 % warns', { newPrice: 138_000_000, medianPricePerM2: 1_725_000 }, [], ['change']],
    [
      'per m² 60 % above the median warns',
      { newPrice: 240_000_000, medianPricePerM2: 1_875_000 },
      [],
      ['pricePerM2'],
    ],
    [
      'per m² 50 % below exactly is no warning',
      { newPrice: 200_000_000, medianPricePerM2: 5_000_000 },
      [],
      [],
    ],
    ['no area: no per m² warning', { newPrice: 200_000_000, area: null, medianPricePerM2: 1 }, [], []],
    [
      'no old price: no change warning',
      { newPrice: 500_000_000, oldPrice: null, medianPricePerM2: null },
      [],
      [],
    ],
    [
      'initial payment above the new price',
      { newPrice: 20_000_000, oldPrice: 21_000_000, medianPricePerM2: null, initialPayment: '30000000' },
      ['El monto no puede ser superior al precio del inmueble'],
      [],
    ],
    [
      'administration fee above the new price',
      { newPrice: 20_000_000, oldPrice: 21_000_000, medianPricePerM2: null, administrationPrice: '25000000' },
      ['El monto no puede ser superior al precio del inmueble'],
      [],
    ],
    [
      'initial payment below a million still holds',
      { newPrice: 20_000_000, oldPrice: 21_000_000, medianPricePerM2: null, initialPayment: '500000' },
      ['El monto mínimo es 1 millón'],
      [],
    ],
    [
      'both warnings at once',
      { newPrice: 400_000_000, medianPricePerM2: 2_000_000 },
      [],
      ['change', 'pricePerM2'],
    ],
  ])('%s', (_, input, errors, warnings) => {
    const check = checkNewPrice({ ...base, ...input });
    expect(check.errors).toEqual(errors);
    expect(check.warnings.map((w) => w.kind)).toEqual(warnings);
  });

  it('words its warnings in Spanish with the figures', () => {
    const { warnings } = checkNewPrice({ ...base, newPrice: 400_000_000, medianPricePerM2: 2_000_000 });
    expect(warnings[0].message).toBe(
      'El precio cambia +100 % respecto al actual (más del 30 %). Confirme que es correcto.',
    );
    expect(warnings[1].message).toMatch(
      /^El precio por m² queda 150 % lejos de la mediana del proyecto \(\$\s?2\.000\.000 por m²; más del 50 %\)/,
    );
    const down = checkNewPrice({ ...base, newPrice: 100_000_000, medianPricePerM2: null });
    expect(down.warnings[0].message).toContain('cambia −50 %');
  });
});

describe('the figures', () => {
  it.each([
    [10_000_000, 10, 11_000_000],
    [10_000_000, 2.5, 10_250_000],
    [10_000_000, -10, 9_000_000],
    [123_456_789, 3, 127_160_493],
    [100_000_001, -0.5, 99_500_001],
    [10_000_005, -50, 5_000_003],
  ])('applyPercent(%d, %d) = %d (whole pesos, half up)', (price, pct, expected) => {
    expect(applyPercent(price, pct)).toBe(expected);
  });

  it.each([
    [100, 110, 10],
    [300, 200, -33.33],
    [null, 200, null],
    [0, 200, null],
  ])('changePercent(%s, %d) = %s', (o, n, expected) => {
    expect(changePercent(o, n)).toBe(expected);
  });

  it('price per m², median and the area detail', () => {
    expect(pricePerM2(200_000_000, 80)).toBe(2_500_000);
    expect(pricePerM2(100, 3)).toBe(33);
    expect(pricePerM2(null, 3)).toBeNull();
    expect(pricePerM2(100, null)).toBeNull();
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(
      projectMedianPricePerM2([
        { price: 100, area: 1 },
        { price: 300, area: 1 },
        { price: null, area: 1 },
        { price: 500, area: null },
        { price: 200, area: 1 },
      ]),
    ).toBe(200);
    expect(areaOfDetail('85')).toBe(85);
    expect(areaOfDetail('85,5')).toBe(85.5);
    expect(areaOfDetail('')).toBeNull();
    expect(areaOfDetail(null)).toBeNull();
    expect(areaOfDetail('0')).toBeNull();
    expect(areaOfDetail('abc')).toBeNull();
  });
});
