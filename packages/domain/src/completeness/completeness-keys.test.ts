import { describe, expect, it } from 'vitest';
import {
  AGENCY_OPTIONAL_KEYS,
  AGENCY_REQUIRED_KEYS,
  BUILDER_REQUIRED_KEYS,
  propertyCompleteness,
} from './property-completeness.ts';

/*
 * Oracle written by hand from spec section 4, each name translated to the detail key of section 3 as the spec
 * spells it. Nothing here is read from the code under test: if the calculator asks for a key the spec does not
 * name, or forgets one it does, the rows below fail.
 */

/** Full flow: "project stage, delivery state, sale state, area, private area, initial payment, type, rooms, baths, parking". */
const BUILDER_REQUIRED = [
  'Etapa del proyecto',
  'Estado de entrega',
  'Estado de venta inmueble',
  'Área (m²)',
  'Área privada (m²)',
  'Cuota inicial ($)',
  'Tipo de inmueble',
  'Habitaciones',
  'Baños',
  'Número de parqueaderos',
];

/**
 * Agency flow: "property state, address, latitude, longitude, department, municipality, area, private area, built
 * area, rooms, baths, parking, stratum, neighbourhood".
 */
const AGENCY_REQUIRED = [
  'Estado del inmueble',
  'Dirección',
  'Latitud',
  'Longitud',
  'Departamento',
  'Municipio',
  'Área (m²)',
  'Área privada (m²)',
  'Área construida (m²)',
  'Habitaciones',
  'Baños',
  'Número de parqueaderos',
  'Estrato',
  'Barrio',
];

/** "age, zone, sector, property tax, water, gas, electricity costs". */
const AGENCY_OPTIONAL = [
  'Antigüedad',
  'Zona',
  'Sector',
  'Valor predial',
  'Costo acueducto',
  'Costo gas natural',
  'Costo luz',
];

const AGENCY_YELLOW = 'falta asociar algunas características del Inmueble.';
const AGENCY_RED =
  'El inmueble no tiene fotografías asociadas y/o falta asociar algunas características del Inmueble.';

const fill = (keys: string[], value = 'x') => Object.fromEntries(keys.map((k) => [k, value]));
const without = (details: Record<string, string>, key: string) => ({ ...details, [key]: '' });
const sorted = (keys: readonly string[]) => [...keys].sort();

describe('the calculator names exactly the keys of the spec', () => {
  it('full flow: the 10 required detail keys', () => {
    expect(sorted(BUILDER_REQUIRED_KEYS)).toEqual(sorted(BUILDER_REQUIRED));
  });
  it('agency flow: the 14 required keys', () => {
    expect(sorted(AGENCY_REQUIRED_KEYS)).toEqual(sorted(AGENCY_REQUIRED));
  });
  it('agency flow: the 7 optional keys', () => {
    expect(sorted(AGENCY_OPTIONAL_KEYS)).toEqual(sorted(AGENCY_OPTIONAL));
  });
});

describe('full flow (builders): 10 keys, list price, description, more than 4 images and a stratum', () => {
  const base = {
    flow: 'builder' as const,
    listPrice: 450_000_000,
    description: 'Apartamento',
    imageCount: 5,
  };
  const details = { ...fill(BUILDER_REQUIRED), Estrato: '4' };

  it('the spec keys alone, with nothing else, give yellow 66% and go to approval', () => {
    expect(propertyCompleteness({ ...base, details })).toMatchObject({
      color: 'yellow',
      percent: 66,
      status: 'OnApprobation',
    });
  });

  it('with the administration price as well: green 100%', () => {
    expect(
      propertyCompleteness({ ...base, details: { ...details, 'Precio administracion': '300000' } }),
    ).toMatchObject({ color: 'green', percent: 100, status: 'OnApprobation' });
  });

  it.each([...BUILDER_REQUIRED, 'Estrato'])('without "%s": red 33%, Incomplete', (key) => {
    expect(propertyCompleteness({ ...base, details: without(details, key) })).toMatchObject({
      color: 'red',
      percent: 33,
      status: 'Incomplete',
    });
  });

  it('4 images are not "more than 4": red', () => {
    expect(propertyCompleteness({ ...base, imageCount: 4, details })).toMatchObject({ percent: 33 });
  });
});

describe('agency flow: 14 keys, price, description and at least 5 images; 7 optional keys for green', () => {
  const base = { flow: 'agency' as const, listPrice: 380_000_000, description: 'Casa usada', imageCount: 5 };
  const required = fill(AGENCY_REQUIRED);

  it('the 14 keys and the 7 optional ones: green 100% with no message', () => {
    const c = propertyCompleteness({ ...base, details: { ...required, ...fill(AGENCY_OPTIONAL) } });
    expect(c).toMatchObject({ color: 'green', percent: 100, status: 'OnApprobation' });
    expect(c.message).toBeUndefined();
  });

  it('the 14 keys alone: yellow 66% with the spec message', () => {
    expect(propertyCompleteness({ ...base, details: required })).toMatchObject({
      color: 'yellow',
      percent: 66,
      status: 'OnApprobation',
      message: AGENCY_YELLOW,
    });
  });

  it.each(AGENCY_OPTIONAL)('every optional key but "%s": still yellow 66%', (key) => {
    const details = without({ ...required, ...fill(AGENCY_OPTIONAL) }, key);
    expect(propertyCompleteness({ ...base, details })).toMatchObject({ percent: 66, message: AGENCY_YELLOW });
  });

  it.each(AGENCY_REQUIRED)('without "%s": red 33%, Incomplete, with the spec message', (key) => {
    const details = without({ ...required, ...fill(AGENCY_OPTIONAL) }, key);
    expect(propertyCompleteness({ ...base, details })).toMatchObject({
      color: 'red',
      percent: 33,
      status: 'Incomplete',
      message: AGENCY_RED,
    });
  });

  it('4 images: red; 5 images: enough', () => {
    expect(propertyCompleteness({ ...base, imageCount: 4, details: required })).toMatchObject({
      percent: 33,
    });
    expect(propertyCompleteness({ ...base, imageCount: 5, details: required })).toMatchObject({
      percent: 66,
    });
  });
});
