import { AMENITIES, DETAIL_KEYS, EMPTY_UUID } from '@tu360/domain';
import type { PropertyDetail } from '@tu360/domain/contracts';
import { describe, expect, it } from 'vitest';
import { categoryLabel } from '../../components/property-filters/categories.ts';
import {
  bodyOf,
  draftCompleteness,
  emptyValues,
  formFieldOf,
  labelOf,
  type PropertyFormValues,
  valuesFromDetail,
} from './form-values.ts';

const detail = (over: Partial<PropertyDetail> = {}): PropertyDetail => ({
  id: 'p',
  productId: 7,
  refId: 'INM-7',
  name: 'Apartamento 101',
  description: 'Una descripción',
  listPrice: 350_000_000,
  costPrice: 350_000_000,
  score: 1,
  step: 3,
  progressStatus: 3,
  progress: 'Medium',
  status: 'OnApprobation',
  statusDetail: null,
  category: 'Apartment',
  vtexCategoryId: 4,
  vtexDepartmentId: null,
  vtexBrandId: 2000000,
  departmentId: 'dep-1',
  cityId: 'city-1',
  sellerId: 'seller-1',
  sellerName: 'Torres del Río',
  constructorId: 'c',
  isRealState: false,
  subsidyType: 'None',
  videoUrl: null,
  inventory: 1,
  unlimitedQuantity: false,
  approvedToUpdate: false,
  sellerStratum: '4',
  detailProducts: [
    { key: DETAIL_KEYS.area, value: '72.5' },
    { key: DETAIL_KEYS.rooms, value: '3' },
    { key: DETAIL_KEYS.department, value: 'Antioquia' },
    { key: AMENITIES[0], value: 'SI' },
  ],
  images: [],
  responsibleUsers: [],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...over,
});

const ctx = { step: 1 as const, departmentName: 'Antioquia', cityName: 'Medellín' };
const keysOf = (body: ReturnType<typeof bodyOf>) => body.detailProducts.map((d) => d.key);

describe('wizard values from a stored property', () => {
  it.each([
    [
      'a decimal area is shown with a comma (es-CO)',
      (v: ReturnType<typeof valuesFromDetail>) => v.area,
      '72,5',
    ],
    ['the price with es-CO thousands', (v: ReturnType<typeof valuesFromDetail>) => v.price, '350.000.000'],
    [
      'department and municipality hold the lookup ids',
      (v: ReturnType<typeof valuesFromDetail>) => v.department,
      'dep-1',
    ],
    ['a stored amenity SI stays SI', (v: ReturnType<typeof valuesFromDetail>) => v.amenities[0], 'SI'],
    ['an amenity never stored is NO', (v: ReturnType<typeof valuesFromDetail>) => v.amenities[1], 'NO'],
    [
      'Estado del inmueble defaults to Usado',
      (v: ReturnType<typeof valuesFromDetail>) => v.propertyState,
      'Usado',
    ],
  ])('%s', (_name, read, expected) => {
    expect(read(valuesFromDetail(detail()))).toBe(expected);
  });

  it('reads the empty uuid as no department or municipality', () => {
    const v = valuesFromDetail(detail({ departmentId: EMPTY_UUID, cityId: EMPTY_UUID }));
    expect([v.department, v.municipality]).toEqual(['', '']);
  });
});

describe('the body the wizard sends', () => {
  it('sends the names of department and municipality as details, their ids apart', () => {
    const values = { ...emptyValues('seller-1'), department: 'dep-1', municipality: 'city-1' };
    const body = bodyOf(values, ctx);
    expect(body.detailProducts).toContainEqual({ key: DETAIL_KEYS.department, value: 'Antioquia' });
    expect(body.detailProducts).toContainEqual({ key: DETAIL_KEYS.municipality, value: 'Medellín' });
    expect([body.departmentId, body.cityId]).toEqual(['dep-1', 'city-1']);
  });

  it('sends only what is filled, or what was stored and is now emptied', () => {
    const values = { ...emptyValues('seller-1'), rooms: ' 3 ', baths: '' };
    const fresh = bodyOf(values, { ...ctx, departmentName: '', cityName: '' });
    expect(keysOf(fresh)).toEqual([DETAIL_KEYS.propertyState, DETAIL_KEYS.rooms]);
    expect(fresh.detailProducts.find((d) => d.key === DETAIL_KEYS.rooms)?.value).toBe('3');
    const edited = bodyOf(values, {
      ...ctx,
      departmentName: '',
      cityName: '',
      stored: [{ key: DETAIL_KEYS.baths, value: '2' }],
    });
    expect(edited.detailProducts).toContainEqual({ key: DETAIL_KEYS.baths, value: '' });
  });

  it('sends an amenity when SI, or NO when it was stored before', () => {
    const values = emptyValues('seller-1');
    values.amenities[2] = 'SI';
    const body = bodyOf(values, { ...ctx, stored: [{ key: AMENITIES[0], value: 'SI' }] });
    expect(body.detailProducts).toContainEqual({ key: AMENITIES[2], value: 'SI' });
    expect(body.detailProducts).toContainEqual({ key: AMENITIES[0], value: 'NO' });
    expect(keysOf(body)).not.toContain(AMENITIES[1]);
  });

  it('sends the subsidy default and the product id of an edit', () => {
    const body = bodyOf(emptyValues('seller-1'), { ...ctx, productId: 7 });
    expect(body).toMatchObject({ productId: 7, subsidyType: 'None', sellerId: 'seller-1', step: 1 });
  });
});

describe('server errors land on their fields', () => {
  it.each([
    ['price', 'price'],
    ['description', 'description'],
    ['Habitaciones', 'rooms'],
    ['Área privada (m²)', 'privateArea'],
    ['departmentId', 'department'],
    ['cityId', 'municipality'],
    ['category', 'category'],
    ['desconocido', undefined],
  ])('%s → %s', (name, field) => {
    expect(formFieldOf(name)).toBe(field);
  });

  it('labels a detail field with its spec key, and categories in Spanish', () => {
    expect(labelOf('rooms')).toBe('Habitaciones');
    expect(categoryLabel('StudioApartment')).toBe('Apartaestudio');
    expect(categoryLabel(null)).toBe('');
  });
});

describe('completeness of what the form holds, before saving (spec section 4)', () => {
  // The builder flow's 10 required keys, a price and a description, as a person types them.
  const builder: Partial<PropertyFormValues> = {
    projectStage: 'Construcción',
    deliveryState: 'Sobre planos',
    saleState: 'Disponible',
    area: '70',
    privateArea: '64',
    initialPayment: '90.000.000',
    propertyType: 'Apartamento',
    rooms: '2',
    baths: '2',
    parking: '1',
    price: '320.000.000',
    description: 'Apartamento con balcón y vista a las montañas.',
  };
  const agency: Partial<PropertyFormValues> = {
    propertyState: 'Usado',
    address: 'Calle 10 # 20 - 30',
    latitude: '6.2',
    longitude: '-75.5',
    department: 'dep-1',
    municipality: 'city-1',
    area: '70',
    privateArea: '64',
    builtArea: '70',
    rooms: '2',
    baths: '2',
    parking: '1',
    stratum: '4',
    neighbourhood: 'Laureles',
    price: '320.000.000',
    description: 'Casa amplia.',
  };
  const optional = {
    age: '10',
    zone: 'Norte',
    sector: 'Laureles',
    propertyTax: '1200000',
    waterCost: '80000',
    gasCost: '40000',
    electricityCost: '120000',
  };
  const values = (over: Partial<PropertyFormValues>) =>
    ({ ...emptyValues('s'), ...over }) as PropertyFormValues;

  it.each<[string, Partial<PropertyFormValues>, 'builder' | 'agency', number, string | null, number, string]>(
    [
      ['builder, all required, 5 images, project stratum', builder, 'builder', 5, '4', 66, 'yellow'],
      [
        'builder, plus administration price',
        { ...builder, administrationPrice: '350.000' },
        'builder',
        5,
        '4',
        100,
        'green',
      ],
      ['builder, price cleared while typing', { ...builder, price: '' }, 'builder', 5, '4', 33, 'red'],
      ['builder, price that is not a number', { ...builder, price: '3a0' }, 'builder', 5, '4', 33, 'red'],
      ['builder, only 4 images', builder, 'builder', 4, '4', 33, 'red'],
      ['builder, no stratum anywhere', builder, 'builder', 5, null, 33, 'red'],
      ['builder, stratum on the property', { ...builder, stratum: '3' }, 'builder', 5, null, 66, 'yellow'],
      ['agency, all required, 5 images', agency, 'agency', 5, null, 66, 'yellow'],
      ['agency, plus the 7 optional keys', { ...agency, ...optional }, 'agency', 5, null, 100, 'green'],
      ['agency, municipality not chosen', { ...agency, municipality: '' }, 'agency', 5, null, 33, 'red'],
      ['agency, 4 images', agency, 'agency', 4, null, 33, 'red'],
    ],
  )('%s → %i %% %s', (_case, over, flow, images, stratum, percent, color) => {
    expect(draftCompleteness(values(over), flow, images, stratum)).toMatchObject({ percent, color });
  });
});
