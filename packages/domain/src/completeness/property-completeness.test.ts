import { describe, expect, it } from 'vitest';
import { DETAIL_KEYS } from '../property/detail-keys.ts';
import {
  AGENCY_OPTIONAL_KEYS,
  AGENCY_REQUIRED_KEYS,
  BUILDER_REQUIRED_KEYS,
  progressLight,
  progressStatusOnSave,
  propertyCompleteness,
} from './property-completeness.ts';

const fill = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, '1']));
const builderBase = {
  flow: 'builder' as const,
  listPrice: 300_000_000,
  description: 'Descripción',
  imageCount: 5,
};
const builderDetails = { ...fill(BUILDER_REQUIRED_KEYS), [DETAIL_KEYS.stratum]: '4' };
const agencyBase = {
  flow: 'agency' as const,
  listPrice: 300_000_000,
  description: 'Descripción',
  imageCount: 5,
};

describe('builder completeness (spec section 4)', () => {
  it('has exactly the 10 required keys of the spec', () => {
    expect(BUILDER_REQUIRED_KEYS).toHaveLength(10);
  });

  it.each<[string, Parameters<typeof propertyCompleteness>[0], string, number, string]>([
    [
      'everything with administration price',
      { ...builderBase, details: { ...builderDetails, [DETAIL_KEYS.administrationPrice]: '250000' } },
      'green',
      100,
      'OnApprobation',
    ],
    [
      'everything but administration price',
      { ...builderBase, details: builderDetails },
      'yellow',
      66,
      'OnApprobation',
    ],
    [
      'stratum from the project',
      { ...builderBase, details: fill(BUILDER_REQUIRED_KEYS), projectStratum: '3' },
      'yellow',
      66,
      'OnApprobation',
    ],
    [
      'no stratum anywhere',
      { ...builderBase, details: fill(BUILDER_REQUIRED_KEYS) },
      'red',
      33,
      'Incomplete',
    ],
    [
      'exactly 4 images (needs more than 4)',
      { ...builderBase, imageCount: 4, details: builderDetails },
      'red',
      33,
      'Incomplete',
    ],
    ['no list price', { ...builderBase, listPrice: null, details: builderDetails }, 'red', 33, 'Incomplete'],
    [
      'no description',
      { ...builderBase, description: ' ', details: builderDetails },
      'red',
      33,
      'Incomplete',
    ],
    ...BUILDER_REQUIRED_KEYS.map(
      (k) =>
        [
          `missing ${k}`,
          { ...builderBase, details: { ...builderDetails, [k]: '' } },
          'red',
          33,
          'Incomplete',
        ] as [string, Parameters<typeof propertyCompleteness>[0], string, number, string],
    ),
  ])('%s → %s %i%% %s', (_n, input, color, percent, status) => {
    expect(propertyCompleteness(input)).toMatchObject({ color, percent, status });
  });
});

describe('agency completeness (spec section 4)', () => {
  const required = fill(AGENCY_REQUIRED_KEYS);
  it('has the 14 required and 7 optional keys of the spec', () => {
    expect(AGENCY_REQUIRED_KEYS).toHaveLength(14);
    expect(AGENCY_OPTIONAL_KEYS).toHaveLength(7);
  });

  it.each<[string, Parameters<typeof propertyCompleteness>[0], string, number, string, string | undefined]>([
    [
      'all required and all optional',
      { ...agencyBase, details: { ...required, ...fill(AGENCY_OPTIONAL_KEYS) } },
      'green',
      100,
      'OnApprobation',
      undefined,
    ],
    [
      'all required, an optional missing',
      { ...agencyBase, details: { ...required, ...fill(AGENCY_OPTIONAL_KEYS.slice(1)) } },
      'yellow',
      66,
      'OnApprobation',
      'falta asociar algunas características del Inmueble.',
    ],
    [
      'exactly 5 images is enough',
      { ...agencyBase, imageCount: 5, details: required },
      'yellow',
      66,
      'OnApprobation',
      'falta asociar algunas características del Inmueble.',
    ],
    [
      '4 images',
      { ...agencyBase, imageCount: 4, details: required },
      'red',
      33,
      'Incomplete',
      'El inmueble no tiene fotografías asociadas y/o falta asociar algunas características del Inmueble.',
    ],
    [
      'no price',
      { ...agencyBase, listPrice: 0, details: required },
      'red',
      33,
      'Incomplete',
      'El inmueble no tiene fotografías asociadas y/o falta asociar algunas características del Inmueble.',
    ],
    ...AGENCY_REQUIRED_KEYS.map(
      (k) =>
        [
          `missing ${k}`,
          { ...agencyBase, details: { ...required, [k]: '' } },
          'red',
          33,
          'Incomplete',
          'El inmueble no tiene fotografías asociadas y/o falta asociar algunas características del Inmueble.',
        ] as [string, Parameters<typeof propertyCompleteness>[0], string, number, string, string | undefined],
    ),
  ])('%s → %s %i%% %s', (_n, input, color, percent, status, message) => {
    const c = propertyCompleteness(input);
    expect(c).toMatchObject({ color, percent, status });
    expect(c.message).toBe(message);
  });
});

describe('server progress light and its tooltip', () => {
  it.each([
    ['Full', 'green', 'Proceso completo'],
    ['Medium', 'yellow', 'Falta campos opcionales'],
    ['Incomplete', 'red', 'Faltan campos obligatorios por llenar'],
  ])('%s → %s "%s"', (progress, color, tooltip) =>
    expect(progressLight(progress)).toEqual({ color, tooltip }),
  );
});

describe('ProgressStatus on save', () => {
  const attrs = {
    [DETAIL_KEYS.parking]: '1',
    [DETAIL_KEYS.rooms]: '3',
    [DETAIL_KEYS.baths]: '2',
    [DETAIL_KEYS.initialPayment]: '1000000',
  };
  it.each([
    [3, attrs, 0, 2],
    [3, { ...attrs, [DETAIL_KEYS.parking]: '' }, 0, 3],
    [5, {}, 6, 1],
    [5, {}, 0, 3],
    [1, attrs, 6, 3],
  ] as const)('step %i → %i', (step, details, images, expected) => {
    expect(progressStatusOnSave(step, details, images)).toBe(expected);
  });
});
