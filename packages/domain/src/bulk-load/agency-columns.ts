// The agency properties template ("Inmuebles de inmobiliaria", issue 11): one template for every category, made
// from the wizard's own field definitions with the agency flow (spec section 4: its 14 required keys; section 5),
// and its rows mapped to the wizard's body and checked by the wizard's rules with flow 'agency'.
import { CATEGORY_BY_TYPE, DETAIL_KEYS, DETAIL_OPTIONS, type DetailField } from '../property/detail-keys.ts';
import { headerOfField, type MappedRow, mapPropertyRow } from './row-mapping.ts';
import {
  EXAMPLE_BASE,
  EXAMPLE_PREFIX,
  propertyTemplateColumns,
  type TemplateColumn,
  TOP_HEADERS,
} from './template-columns.ts';

/** The template's name (LOAD_TEMPLATES) for an agency's properties. */
export const AGENCY_TEMPLATE = 'AgencyRealstate';

/** The fields the wizard shows builders only (its first step): an agency's template has no column for them. */
export const BUILDER_ONLY_FIELDS: readonly DetailField[] = ['projectStage', 'deliveryState', 'saleState'];

/** "Tipo de inmueble" offers every type; the row's type decides its category (CATEGORY_BY_TYPE). */
const AGENCY_TYPES = DETAIL_OPTIONS[DETAIL_KEYS.propertyType];

let cached: TemplateColumn[] | undefined;
/**
 * The columns of the agency template, in the wizard's order; required as the wizard requires an agency's property
 * at BULK_STEP (address, department, municipality, neighbourhood, built area, property state, stratum…).
 */
export function agencyTemplateColumns(): TemplateColumn[] {
  cached ??= propertyTemplateColumns('agency', AGENCY_TYPES, BUILDER_ONLY_FIELDS);
  return cached;
}

/** The agency template's example rows (an apartment and a house; references start with EXAMPLE_PREFIX). */
export function agencyExampleRows(): Record<string, string>[] {
  return [
    {
      ...EXAMPLE_BASE,
      [TOP_HEADERS.reference]: `${EXAMPLE_PREFIX}-1`,
      [TOP_HEADERS.name]: 'Apartamento en Chapinero (ejemplo)',
      [TOP_HEADERS.price]: '350000000',
      [DETAIL_KEYS.propertyType]: 'Apartamento',
      [DETAIL_KEYS.propertyState]: 'Usado',
      [DETAIL_KEYS.builtArea]: '62',
      [DETAIL_KEYS.address]: 'Calle 60 # 9-20',
      [DETAIL_KEYS.neighbourhood]: 'Chapinero Alto',
    },
    {
      ...EXAMPLE_BASE,
      [TOP_HEADERS.reference]: `${EXAMPLE_PREFIX}-2`,
      [TOP_HEADERS.name]: 'Casa en Usaquén (ejemplo)',
      [TOP_HEADERS.price]: '620000000',
      [DETAIL_KEYS.propertyType]: 'Casa',
      [DETAIL_KEYS.propertyState]: 'Nuevo',
      [DETAIL_KEYS.area]: '140',
      [DETAIL_KEYS.privateArea]: '130',
      [DETAIL_KEYS.builtArea]: '135',
      [DETAIL_KEYS.rooms]: '4',
      [DETAIL_KEYS.baths]: '3',
      [DETAIL_KEYS.parking]: '2',
      [DETAIL_KEYS.address]: 'Carrera 7 # 120-15',
      [DETAIL_KEYS.neighbourhood]: 'Santa Bárbara',
      [DETAIL_KEYS.sector]: 'Usaquén',
    },
  ];
}

/**
 * Maps a row of the agency template (cell texts by header, without the required mark) to the wizard's body, its
 * category from "Tipo de inmueble", checked with the wizard's rules for an agency at BULK_STEP.
 */
export const mapAgencyRow = (cells: Record<string, string>): MappedRow =>
  mapPropertyRow(
    agencyTemplateColumns(),
    { flow: 'agency', category: (values) => CATEGORY_BY_TYPE[values.propertyType ?? ''] },
    cells,
  );

/** The header a wizard field, detail key or body field is shown under in the agency template (null: none). */
export const agencyColumnOf = (field: string): string | null => headerOfField(agencyTemplateColumns())(field);
