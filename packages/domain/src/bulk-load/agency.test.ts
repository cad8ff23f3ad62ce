import { describe, expect, it } from 'vitest';
import { AGENCY_REQUIRED_KEYS } from '../completeness/property-completeness.ts';
import { es } from '../messages/es.ts';
import { AMENITIES, CATEGORY_BY_TYPE, DETAIL_KEYS } from '../property/detail-keys.ts';
import { FIELD_RULES } from '../schemas/property.schema.ts';
import {
  agencyColumnOf,
  agencyExampleRows,
  agencyTemplateColumns,
  BUILDER_ONLY_FIELDS,
  mapAgencyRow,
} from './agency-columns.ts';
import { builderTemplateColumns, headerText, missingColumns } from './template-columns.ts';

const valid = (extra: Record<string, string> = {}): Record<string, string> => {
  const [example] = agencyExampleRows();
  return { ...example, Referencia: 'CAP-101', 'Nombre del inmueble': 'Apartamento 101', ...extra };
};
const headers = () => agencyTemplateColumns().map((c) => c.header);

describe('agency template columns', () => {
  it('one column per field, detail key and amenity the wizard shows an agency, unique headers', () => {
    const all = headers();
    expect(new Set(all).size).toBe(all.length);
    for (const [field, key] of Object.entries(DETAIL_KEYS))
      if ((BUILDER_ONLY_FIELDS as string[]).includes(field)) expect(all).not.toContain(key);
      else expect(all).toContain(key);
    for (const amenity of AMENITIES) expect(all).toContain(amenity);
    expect(all).toEqual(
      expect.arrayContaining(['Referencia', 'Nombre del inmueble', 'Descripción', 'Precio ($)']),
    );
    expect(all).not.toContain('Etapa del proyecto');
    expect(all).not.toContain('Estado de venta inmueble');
  });

  it('marks required exactly the fields the wizard requires of an agency up to step 4', () => {
    const columns = agencyTemplateColumns();
    const required = columns.filter((c) => c.required).map((c) => c.header);
    const expected = Object.entries(FIELD_RULES)
      // "Estado del inmueble" is required by the wizard, but an empty one is Usado (spec section 3).
      .filter(([f, r]) => r && r.step <= 4 && r.required.agency && f !== 'category' && f !== 'propertyState')
      .map(([f]) => columns.find((c) => 'field' in c.source && c.source.field === f)?.header);
    expect(required.sort()).toEqual((expected as string[]).sort());
    // Spec section 4: the agency flow's 14 required keys are all required columns but the defaulted one.
    for (const key of AGENCY_REQUIRED_KEYS)
      if (key !== 'Estado del inmueble') expect(required).toContain(key);
    expect(required).toEqual(
      expect.arrayContaining(['Dirección', 'Departamento', 'Municipio', 'Barrio', 'Área construida (m²)']),
    );
    expect(required).not.toContain('Estado del inmueble');
    expect(columns.find((c) => c.header === 'Estado del inmueble')?.hint).toBe('Vacío: Usado');
    expect(required).not.toContain('Cuota inicial ($)');
  });

  it.each([
    ['Tipo de inmueble', ['Apartamento', 'Casa', 'Apartaestudio']],
    ['Estado del inmueble', ['Nuevo', 'Usado']],
    ['Estrato', ['1', '2', '3', '4', '5', '6']],
    ['Piscina', ['SI', 'NO']],
  ])('%s offers %j', (header, options) => {
    expect(agencyTemplateColumns().find((c) => c.header === header)?.options).toEqual(options);
  });

  it('looks departments and municipalities up in the database', () => {
    const columns = agencyTemplateColumns();
    expect(columns.find((c) => c.header === 'Departamento')?.lookup).toBe('departments');
    expect(columns.find((c) => c.header === 'Municipio')?.lookup).toBe('municipalities');
  });

  it("is not a builder's template: a builder's misses the agency's columns, named", () => {
    const agency = agencyTemplateColumns();
    const builder = builderTemplateColumns('Apartment');
    expect(missingColumns(agency, agency.map(headerText))).toEqual([]);
    expect(missingColumns(builder, agency.map(headerText))).toEqual(
      expect.arrayContaining(['Etapa del proyecto', 'Estado de venta inmueble']),
    );
    expect(missingColumns(agency, ['Referencia', 'Nombre del inmueble'])).toEqual(
      expect.arrayContaining(['Dirección', 'Barrio']),
    );
  });
});

describe('agency row mapping', () => {
  it('the examples are valid rows: an apartment and a house', () => {
    const rows = agencyExampleRows();
    expect(rows.map((r) => r.Referencia)).toEqual(['EJEMPLO-1', 'EJEMPLO-2']);
    expect(rows.map((r) => mapAgencyRow(r).issues)).toEqual([[], []]);
    expect(rows.map((r) => mapAgencyRow(r).body.category)).toEqual(['Apartment', 'House']);
  });

  it.each(Object.entries(CATEGORY_BY_TYPE))('"%s" makes a %s', (type, category) => {
    const m = mapAgencyRow(valid({ 'Tipo de inmueble': type }));
    expect(m.issues).toEqual([]);
    expect(m.body.category).toBe(category);
  });

  it('maps a valid row to the wizard body', () => {
    const m = mapAgencyRow(valid());
    expect(m).toMatchObject({
      reference: 'CAP-101',
      departmentName: 'Bogotá, D.C.',
      municipalityName: 'Bogotá, D.C.',
      issues: [],
    });
    expect(m.body).toMatchObject({
      name: 'Apartamento 101',
      price: '350000000',
      step: 4,
      category: 'Apartment',
    });
    expect(m.body.detailProducts).toEqual(
      expect.arrayContaining([
        { key: 'Dirección', value: 'Calle 60 # 9-20' },
        { key: 'Barrio', value: 'Chapinero Alto' },
        { key: 'Estado del inmueble', value: 'Usado' },
        { key: 'Tipo de inmueble', value: 'Apartamento' },
        { key: 'Piscina', value: 'SI' },
      ]),
    );
  });

  it.each([
    ['no address', { Dirección: '' }, 'Dirección', es.property.required],
    ['no neighbourhood', { Barrio: '' }, 'Barrio', es.property.required],
    ['no built area', { 'Área construida (m²)': '' }, 'Área construida (m²)', es.property.required],
    ['no department', { Departamento: '' }, 'Departamento', es.property.required],
    ['no municipality', { Municipio: '' }, 'Municipio', es.property.required],
    ['no stratum', { Estrato: '' }, 'Estrato', es.property.required],
    ['no type (so no category)', { 'Tipo de inmueble': '' }, 'Tipo de inmueble', es.property.required],
    ['a type not offered', { 'Tipo de inmueble': 'Finca' }, 'Tipo de inmueble', es.validation.selectOption],
    [
      'a state not offered',
      { 'Estado del inmueble': 'Remodelado' },
      'Estado del inmueble',
      es.validation.selectOption,
    ],
    ['price below the minimum', { 'Precio ($)': '1000' }, 'Precio ($)', es.property.priceMin],
    [
      'private area above built',
      { 'Área privada (m²)': '90', 'Área construida (m²)': '80' },
      'Área privada (m²)',
      es.property.privateAboveBuilt,
    ],
    ['rooms with a dot', { Habitaciones: '2.5' }, 'Habitaciones', es.property.noDot],
    ['a bad longitude', { Longitud: 'oeste' }, 'Longitud', es.property.longitude],
    ['an amenity neither SI nor NO', { Gimnasio: 'Quizá' }, 'Gimnasio', es.bulkLoads.yesNo],
  ])('%s → the wizard message on its column', (_name, change, column, message) => {
    const m = mapAgencyRow(valid(change));
    expect(m.issues).toContainEqual({ column, message });
    // Every issue names its column: none is left for the whole row.
    expect(m.issues.every((i) => i.column !== null)).toBe(true);
  });

  it('does not ask what the wizard asks builders only, and ignores builder-only columns', () => {
    const m = mapAgencyRow(
      valid({ 'Cuota inicial ($)': '', 'Etapa del proyecto': 'Preventa', 'Estado de entrega': 'x' }),
    );
    expect(m.issues).toEqual([]);
    expect(m.body.detailProducts?.map((d) => d.key)).not.toContain('Etapa del proyecto');
  });

  it('leaves an empty property state to the save, which makes it Usado, and checks the rest with it', () => {
    const [example] = agencyExampleRows();
    const m = mapAgencyRow({ ...example, 'Estado del inmueble': '' });
    expect(m.issues).toEqual([]);
    expect(m.body.detailProducts?.find((d) => d.key === 'Estado del inmueble')).toBeUndefined();
  });

  it('gives one issue per column, and every empty required cell', () => {
    const m = mapAgencyRow({});
    const columns = m.issues.map((i) => i.column);
    expect(new Set(columns).size).toBe(columns.length);
    expect(columns).toEqual(
      expect.arrayContaining([
        'Nombre del inmueble',
        'Precio ($)',
        'Tipo de inmueble',
        'Dirección',
        'Barrio',
      ]),
    );
    // An empty "Estado del inmueble" is Usado, as in the wizard (spec section 3): not an issue.
    expect(columns).not.toContain('Estado del inmueble');
    expect(columns).not.toContain(null);
    expect(columns).not.toContain('Cuota inicial ($)');
  });

  it('names the columns of the fields and ids the API may report', () => {
    expect(agencyColumnOf(DETAIL_KEYS.department)).toBe('Departamento');
    expect(agencyColumnOf('cityId')).toBe('Municipio');
    expect(agencyColumnOf('category')).toBe('Tipo de inmueble');
    expect(agencyColumnOf('projectStage')).toBeNull();
  });
});
