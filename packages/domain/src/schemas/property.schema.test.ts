import { describe, expect, it } from 'vitest';
import { type PropertyValues, validateProperty } from './property.schema.ts';

const DESC_150 = 'a'.repeat(150);
/** A builder property that passes every rule up to step 3. */
const valid: PropertyValues = {
  name: 'Apartamento 301',
  category: 'Apartment',
  price: '350.000.000',
  description: DESC_150,
  area: '72',
  privateArea: '65',
  builtArea: '70',
  projectStage: 'Construcción',
  deliveryState: 'Sobre planos',
  saleState: 'Disponible',
  latitude: '6.2501',
  longitude: '-75.5786',
  sector: 'El Poblado',
  zone: 'Sur',
  propertyType: 'Apartamento',
  rooms: '3',
  baths: '2',
  parking: '1',
  initialPayment: '$105,000,000',
  administrationPrice: '350000',
};

const messages = (
  values: PropertyValues,
  flow: 'builder' | 'agency' = 'builder',
  step: 1 | 2 | 3 | 4 | 5 = 3,
) => Object.fromEntries(validateProperty(values, { flow, step }).map((i) => [i.field, i.message]));

describe('property validation rules of spec section 5, one row per message', () => {
  it('accepts a complete builder property', () => expect(messages(valid)).toEqual({}));

  it.each<[string, PropertyValues, Record<string, string>]>([
    ['area required', { area: '' }, { area: 'Campo obligatorio*' }],
    ['Categoría required (step 1)', { category: '' }, { category: 'Campo obligatorio*' }],
    ['Categoría not one of the three', { category: 'Castle' }, { category: 'Seleccione una opción válida' }],
    ['area greater than 0', { area: '0' }, { area: 'El Área debe ser mayor a 0' }],
    ['area not a number', { area: 'abc' }, { area: 'El Área debe ser mayor a 0' }],
    ['price required', { price: '' }, { price: 'Campo obligatorio*' }],
    [
      'price 5.000.000',
      { price: '5.000.000', initialPayment: '1.000.000', administrationPrice: '' },
      { price: 'Debe ser mayor a 10.000.000' },
    ],
    [
      'price 9,999,999',
      { price: '9,999,999', initialPayment: '1000000', administrationPrice: '' },
      { price: 'Debe ser mayor a 10.000.000' },
    ],
    [
      'price exactly 10.000.000 is fine',
      { price: '$10.000.000', initialPayment: '1000000', administrationPrice: '' },
      {},
    ],
    ['description required', { description: '' }, { description: 'Campo obligatorio*' }],
    [
      'description of 149 characters',
      { description: 'a'.repeat(149) },
      {
        description:
          'La descripción debe tener entre 150 y 1000 caracteres. Actualmente tiene 149 caracteres.',
      },
    ],
    [
      'description of 1001 characters',
      { description: 'a'.repeat(1001) },
      {
        description:
          'La descripción debe tener entre 150 y 1000 caracteres. Actualmente tiene 1001 caracteres.',
      },
    ],
    ['description of 1000 characters is fine', { description: 'a'.repeat(1000) }, {}],
    ['private area required', { privateArea: '' }, { privateArea: 'Campo obligatorio*' }],
    [
      'private area above built area',
      { privateArea: '80', builtArea: '70' },
      { privateArea: 'El área privada no debe ser mayor al área construida' },
    ],
    ['project stage required', { projectStage: '' }, { projectStage: 'Campo obligatorio*' }],
    ['delivery state required', { deliveryState: '' }, { deliveryState: 'Campo obligatorio*' }],
    ['sale state required', { saleState: '' }, { saleState: 'Campo obligatorio*' }],
    ['score not numeric', { score: 'diez' }, { score: 'Debe ser numeros y mayor a 0' }],
    ['score negative', { score: '-2' }, { score: 'Debe ser mayor a 0' }],
    ['score 0 is sent as 1, so it passes', { score: '0' }, {}],
    ['rooms required', { rooms: '' }, { rooms: 'Campo obligatorio*' }],
    ['rooms "2.5"', { rooms: '2.5' }, { rooms: 'No debe tener "."' }],
    ['rooms 3 digits', { rooms: '100' }, { rooms: 'Debe tener solo 2 dígitos' }],
    ['rooms 0', { rooms: '0' }, { rooms: 'No puede ser menor a 1' }],
    ['baths required', { baths: '' }, { baths: 'Campo obligatorio*' }],
    ['baths 3 digits', { baths: '120' }, { baths: 'Debe tener solo 2 dígitos' }],
    ['baths 0', { baths: '0' }, { baths: 'No puede ser menor a 1' }],
    ['parking required', { parking: '' }, { parking: 'Campo obligatorio*' }],
    ['initial payment required', { initialPayment: '' }, { initialPayment: 'Campo obligatorio*' }],
    [
      'initial payment under 1 million',
      { initialPayment: '999.999' },
      { initialPayment: 'El monto mínimo es 1 millón' },
    ],
    [
      'initial payment above price',
      { initialPayment: '400.000.000' },
      { initialPayment: 'El monto no puede ser superior al precio del inmueble' },
    ],
    [
      'administration fee above price',
      { administrationPrice: '400.000.000' },
      { administrationPrice: 'El monto no puede ser superior al precio del inmueble' },
    ],
    ['property type required', { propertyType: '' }, { propertyType: 'Campo obligatorio*' }],
    [
      'zone with special characters',
      { zone: 'Sur #1' },
      { zone: 'La zona del proyecto debe ser sin caracteres especiales' },
    ],
    ['sector required', { sector: '' }, { sector: 'Campo obligatorio*' }],
    [
      'sector of 31 characters',
      { sector: 's'.repeat(31) },
      { sector: 'El sector debe tener maximo 30 caracteres. Actualmente tiene 31 caracteres.' },
    ],
    [
      'sector with special characters',
      { sector: 'Poblado!' },
      { sector: 'El sector del proyecto debe ser sin caracteres especiales' },
    ],
    ['latitude required', { latitude: '' }, { latitude: 'Campo obligatorio*' }],
    ['latitude "abc"', { latitude: 'abc' }, { latitude: 'La latitud del proyecto debe ser un numero' }],
    ['longitude "75,5"', { longitude: '75,5' }, { longitude: 'La longitud del proyecto debe ser un numero' }],
  ])('%s', (_name, override, expected) => {
    expect(messages({ ...valid, ...override })).toEqual(expected);
  });

  it('requires only the fields of the steps reached so far', () => {
    const step1Only: PropertyValues = {
      name: 'Casa 1',
      category: 'House',
      price: '300000000',
      description: DESC_150,
      area: '100',
      privateArea: '90',
      projectStage: 'Preventa',
      deliveryState: 'Sobre planos',
      saleState: 'Disponible',
    };
    expect(messages(step1Only, 'builder', 1)).toEqual({});
    expect(Object.keys(messages(step1Only, 'builder', 2)).sort()).toEqual([
      'latitude',
      'longitude',
      'sector',
    ]);
  });

  it('checks a field present in a later step even before that step is reached', () => {
    expect(messages({ ...valid, rooms: '2.5' }, 'builder', 1)).toEqual({ rooms: 'No debe tener "."' });
  });

  it('asks agencies for their own required fields, not the project ones', () => {
    const agency: PropertyValues = {
      name: 'Casa usada',
      category: 'House',
      price: '420000000',
      description: DESC_150,
      area: '120',
      privateArea: '110',
      builtArea: '115',
      propertyState: 'Usado',
      address: 'Calle 1 # 2-3',
      department: 'Antioquia',
      municipality: 'Medellín',
      latitude: '6.2',
      longitude: '-75.5',
      neighbourhood: 'Laureles',
      sector: 'Laureles',
      stratum: '4',
      propertyType: 'Casa',
      rooms: '4',
      baths: '3',
      parking: '2',
    };
    expect(messages(agency, 'agency', 3)).toEqual({});
    expect(messages({ ...agency, builtArea: '' }, 'agency', 3)).toEqual({ builtArea: 'Campo obligatorio*' });
  });
});
