import { describe, expect, it } from 'vitest';
import { es } from '../messages/es.ts';
import {
  DELETION_REFERENCE_HEADER,
  deletionTemplateColumns,
  isDeletionExample,
  mapDeletionRow,
} from './property-deletion.ts';
import { missingColumns } from './template-columns.ts';

describe('deletion template', () => {
  it('has one required column, "Referencia"', () => {
    const columns = deletionTemplateColumns();
    expect(columns.map((c) => [c.header, c.required])).toEqual([['Referencia', true]]);
    expect(missingColumns(columns, ['Referencia *'])).toEqual([]);
    expect(missingColumns(columns, ['Referencia', 'Nombre del inmueble'])).toEqual([]);
    expect(missingColumns(columns, ['Nombre'])).toEqual(['Referencia']);
  });
});

describe('deletion rows', () => {
  it.each<[string, Record<string, string>, ReturnType<typeof mapDeletionRow>]>([
    ['a reference, trimmed', { Referencia: '  TORRE-A-101 ' }, { reference: 'TORRE-A-101', issue: null }],
    [
      'an empty reference (other cells filled)',
      { Referencia: ' ', Nombre: 'x' },
      { reference: null, issue: { column: 'Referencia', message: es.bulkLoads.deletion.referenceRequired } },
    ],
    [
      'no reference cell',
      { Nombre: 'x' },
      { reference: null, issue: { column: 'Referencia', message: es.bulkLoads.deletion.referenceRequired } },
    ],
    [
      'a reference over 100 characters',
      { Referencia: 'R'.repeat(101) },
      { reference: null, issue: { column: 'Referencia', message: es.bulkLoads.referenceTooLong } },
    ],
    [
      'a reference of 100 characters',
      { Referencia: 'R'.repeat(100) },
      { reference: 'R'.repeat(100), issue: null },
    ],
  ])('%s', (_, cells, expected) => {
    expect(mapDeletionRow(cells)).toEqual(expected);
  });

  it('skips the example rows', () => {
    expect(isDeletionExample({ [DELETION_REFERENCE_HEADER]: 'EJEMPLO-1' })).toBe(true);
    expect(isDeletionExample({ [DELETION_REFERENCE_HEADER]: 'INM-100001' })).toBe(false);
  });
});
