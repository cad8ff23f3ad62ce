import { describe, expect, it } from 'vitest';
import { es } from '../messages/es.ts';
import { AMENITIES, DETAIL_KEYS } from '../property/detail-keys.ts';
import { FIELD_RULES } from '../schemas/property.schema.ts';
import { mapBuilderRow, placeKey } from './row-mapping.ts';
import {
  BUILDER_TEMPLATES,
  builderExampleRows,
  builderTemplateColumns,
  headerKey,
  headerText,
  isExampleRow,
  missingColumns,
} from './template-columns.ts';

const valid = (): Record<string, string> => {
  const [example] = builderExampleRows('Apartment');
  return { ...example, Referencia: 'TORRE-A-101', 'Nombre del inmueble': 'Apartamento 101' };
};

describe('builder template columns', () => {
  it.each(BUILDER_TEMPLATES)('%s: one column per field, detail key and amenity, unique headers', (t) => {
    const columns = builderTemplateColumns(t);
    const headers = columns.map((c) => c.header);
    expect(new Set(headers).size).toBe(headers.length);
    for (const key of Object.values(DETAIL_KEYS)) expect(headers).toContain(key);
    for (const amenity of AMENITIES) expect(headers).toContain(amenity);
    expect(headers).toEqual(
      expect.arrayContaining(['Referencia', 'Nombre del inmueble', 'Descripción', 'Precio ($)']),
    );
  });

  it('marks required exactly the fields the wizard requires of a builder up to step 4', () => {
    const columns = builderTemplateColumns('House');
    const required = columns.filter((c) => c.required).map((c) => c.header);
    const expected = Object.entries(FIELD_RULES)
      .filter(([f, r]) => r && r.step <= 4 && r.required.builder && f !== 'category')
      .map(([f]) => columns.find((c) => 'field' in c.source && c.source.field === f)?.header);
    expect(required.sort()).toEqual((expected as string[]).sort());
    expect(required).toContain('Cuota inicial ($)');
    expect(required).not.toContain('Departamento');
  });

  it.each([
    ['Estrato', ['1', '2', '3', '4', '5', '6']],
    ['Estado de venta inmueble', ['Disponible', 'Separado', 'Vendido']],
    ['Piscina', ['SI', 'NO']],
    ['Tipo de inmueble', ['Casa']],
  ])('%s offers %j', (header, options) => {
    expect(builderTemplateColumns('House').find((c) => c.header === header)?.options).toEqual(options);
  });

  it('looks departments and municipalities up in the database', () => {
    const columns = builderTemplateColumns('Apartment');
    expect(columns.find((c) => c.header === 'Departamento')?.lookup).toBe('departments');
    expect(columns.find((c) => c.header === 'Municipio')?.lookup).toBe('municipalities');
  });

  it('marks required headers with * and reads them back', () => {
    const price = builderTemplateColumns('Apartment').find((c) => c.header === 'Precio ($)');
    expect(price && headerText(price)).toBe('Precio ($) *');
    expect(headerKey(' Precio ($) * ')).toBe('Precio ($)');
  });

  it('names the missing columns of another file', () => {
    const columns = builderTemplateColumns('Apartment');
    expect(missingColumns(columns, columns.map(headerText))).toEqual([]);
    expect(missingColumns(columns, ['Referencia', 'Nombre'])).toContain('Nombre del inmueble');
  });

  it('ignores example rows', () => {
    expect(isExampleRow('EJEMPLO-1')).toBe(true);
    expect(isExampleRow(' ejemplo 2')).toBe(true);
    expect(isExampleRow('T-1')).toBe(false);
    expect(isExampleRow(undefined)).toBe(false);
  });
});

describe('builder row mapping', () => {
  it('maps a valid row to the wizard body', () => {
    const m = mapBuilderRow('Apartment', valid());
    expect(m.issues).toEqual([]);
    expect(m.reference).toBe('TORRE-A-101');
    expect(m.departmentName).toBe('Bogotá, D.C.');
    expect(m.body).toMatchObject({
      name: 'Apartamento 101',
      price: '350000000',
      step: 4,
      category: 'Apartment',
    });
    expect(m.body.detailProducts).toEqual(
      expect.arrayContaining([
        { key: 'Habitaciones', value: '3' },
        { key: 'Piscina', value: 'SI' },
        { key: 'Gimnasio', value: 'NO' },
      ]),
    );
  });

  it('the examples themselves are valid rows', () => {
    for (const t of BUILDER_TEMPLATES)
      for (const row of builderExampleRows(t)) expect(mapBuilderRow(t, row).issues).toEqual([]);
  });

  it.each([
    ['a required cell empty', { 'Nombre del inmueble': '' }, 'Nombre del inmueble', es.property.required],
    ['price below the minimum', { 'Precio ($)': '1000' }, 'Precio ($)', es.property.priceMin],
    ['rooms with a dot', { Habitaciones: '2.5' }, 'Habitaciones', es.property.noDot],
    ['rooms with three digits', { Habitaciones: '100' }, 'Habitaciones', es.property.twoDigits],
    ['baths zero', { Baños: '0' }, 'Baños', es.property.minOne],
    ['a bad latitude', { Latitud: 'norte' }, 'Latitud', es.property.latitude],
    ['a sector with symbols', { Sector: 'Norte#1' }, 'Sector', es.property.sectorSpecial],
    ['a short description', { Descripción: 'Corta' }, 'Descripción', es.property.descriptionLength(5)],
    ['a bad stratum', { Estrato: '9' }, 'Estrato', es.validation.selectOption],
    ['an amenity neither SI nor NO', { Piscina: 'Tal vez' }, 'Piscina', es.bulkLoads.yesNo],
    [
      'another type than the template',
      { 'Tipo de inmueble': 'Casa' },
      'Tipo de inmueble',
      es.validation.selectOption,
    ],
    [
      'initial payment above the price',
      { 'Cuota inicial ($)': '400000000' },
      'Cuota inicial ($)',
      es.property.notAbovePrice,
    ],
    [
      'a video without https',
      { 'Video (URL https)': 'http://x.co/v' },
      'Video (URL https)',
      es.validation.url,
    ],
    [
      'private area above built',
      { 'Área privada (m²)': '90', 'Área construida (m²)': '80' },
      'Área privada (m²)',
      es.property.privateAboveBuilt,
    ],
  ])('%s → the wizard message on its column', (_name, change, column, message) => {
    const m = mapBuilderRow('Apartment', { ...valid(), ...change });
    expect(m.issues).toContainEqual({ column, message });
  });

  it('gives one issue per column, and every empty required cell', () => {
    const m = mapBuilderRow('House', {});
    const columns = m.issues.map((i) => i.column);
    expect(new Set(columns).size).toBe(columns.length);
    expect(columns).toEqual(
      expect.arrayContaining(['Nombre del inmueble', 'Precio ($)', 'Latitud', 'Cuota inicial ($)']),
    );
  });

  it('compares place names without case or accents', () => {
    expect(placeKey(' Bogotá,  d.c. ')).toBe(placeKey('BOGOTA, D.C.'));
  });
});
