// The columns of the bulk-load templates (issue 11), derived from the wizard's own field definitions: its detail
// keys (spec section 3), its required-ness (FIELD_RULES, spec sections 4 and 5), its select options and amenities.
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '../constants.ts';
import {
  AMENITIES,
  AMENITY_VALUES,
  type Category,
  DEFAULT_PROPERTY_STATE,
  DETAIL_KEYS,
  DETAIL_OPTIONS,
  type DetailField,
} from '../property/detail-keys.ts';
import {
  FIELD_RULES,
  type PropertyFlow,
  type PropertyStep,
  type PropertyValues,
} from '../schemas/property.schema.ts';

/** The builder templates: one per category, sent as `TemplateProduct`. */
export const BUILDER_TEMPLATES = [
  'Apartment',
  'House',
  'StudioApartment',
] as const satisfies readonly Category[];
export type BuilderTemplate = (typeof BUILDER_TEMPLATES)[number];

/**
 * The wizard step a bulk row is saved at: every step but the last (images and video, loaded apart), so a row is
 * held to the rules of the wizard's fourth save.
 */
export const BULK_STEP: PropertyStep = 4;
/** Data rows past this are refused (the whole file). */
export const BULK_MAX_ROWS = 50_000;
/** A row whose reference starts with this is an example of the template: ignored on upload. */
export const EXAMPLE_PREFIX = 'EJEMPLO';
/** The header row and the first data row of the data sheet (row 1 is the header, as Excel numbers it). */
export const HEADER_ROW = 1;

export type TopField = 'reference' | 'name' | 'description' | 'price' | 'score' | 'videoUrl';

export interface TemplateColumn {
  /** The header as written in the sheet, without the required mark. */
  header: string;
  /** What the column feeds: a top-level field of the body, a detail (by wizard field) or an amenity. */
  source:
    | { kind: 'top'; field: TopField }
    | { kind: 'detail'; field: DetailField }
    | { kind: 'amenity'; amenity: string };
  required: boolean;
  /** The values allowed (a drop-down in the template); `lookup` when they come from the database (DIVIPOLA). */
  options?: readonly string[];
  lookup?: 'departments' | 'municipalities';
  /** A short help shown as the cell's input message. */
  hint?: string;
}

/**
 * What reading a template's sheet and writing its workbook need of a column, whatever the template (properties,
 * projects): its header, whether it is required, its list (`options`, or a database list named by `lookup`).
 */
export interface SheetColumn {
  header: string;
  required: boolean;
  source: { kind: string; field?: string };
  options?: readonly string[];
  lookup?: string;
  hint?: string;
}

/** The mark after a required column's header. */
export const REQUIRED_MARK = ' *';
export const headerText = (c: SheetColumn) => (c.required ? `${c.header}${REQUIRED_MARK}` : c.header);
/** A header cell's text as a column header: trimmed, without the required mark. */
export const headerKey = (text: string) => text.replace(/\s*\*\s*$/, '').trim();

/** The header of each top-level field of the body. */
export const TOP_HEADERS: Record<TopField, string> = {
  reference: 'Referencia',
  name: 'Nombre del inmueble',
  description: 'Descripción',
  price: 'Precio ($)',
  score: 'Puntaje',
  videoUrl: 'Video (URL https)',
};

const isRequired = (field: keyof PropertyValues, flow: PropertyFlow, step: PropertyStep) => {
  const rule = FIELD_RULES[field];
  return !!rule && rule.step <= step && rule.required[flow];
};

/**
 * Fields the save fills in when a flow leaves them empty (spec section 3: an agency's "Estado del inmueble" is
 * Usado unless said otherwise): their column is optional and says so.
 */
export const FLOW_DEFAULTS: Record<PropertyFlow, Partial<Record<DetailField, string>>> = {
  builder: {},
  agency: { propertyState: DEFAULT_PROPERTY_STATE },
};

/**
 * The columns of a properties template for a flow, in the wizard's order: reference, step-1 top fields, every
 * detail key but those left out, the 32 amenities, video. Required as the wizard requires the flow at BULK_STEP;
 * "Tipo de inmueble" offers `types`.
 */
export function propertyTemplateColumns(
  flow: PropertyFlow,
  types: readonly string[],
  leaveOut: readonly DetailField[] = [],
): TemplateColumn[] {
  const top = (field: TopField, hint?: string): TemplateColumn => ({
    header: TOP_HEADERS[field],
    source: { kind: 'top', field },
    required: field !== 'reference' && field !== 'videoUrl' && isRequired(field, flow, BULK_STEP),
    ...(hint ? { hint } : {}),
  });
  const details = (Object.keys(DETAIL_KEYS) as DetailField[])
    .filter((field) => !leaveOut.includes(field))
    .map((field): TemplateColumn => {
      const key = DETAIL_KEYS[field];
      const options =
        field === 'propertyType' ? types : (DETAIL_OPTIONS as Record<string, readonly string[]>)[key];
      const fallback = FLOW_DEFAULTS[flow][field];
      return {
        header: key,
        source: { kind: 'detail', field },
        required: !fallback && isRequired(field, flow, BULK_STEP),
        ...(fallback ? { hint: `Vacío: ${fallback}` } : {}),
        ...(options ? { options } : {}),
        ...(field === 'department' ? { lookup: 'departments' as const } : {}),
        ...(field === 'municipality' ? { lookup: 'municipalities' as const } : {}),
      };
    });
  return [
    top('reference', 'Vacía: crea un inmueble. Con la referencia de un inmueble del proyecto: lo actualiza.'),
    top('name'),
    top('description', `Entre ${DESCRIPTION_MIN} y ${DESCRIPTION_MAX} caracteres`),
    top('price', 'En pesos, sin puntos ni decimales'),
    top('score'),
    ...details,
    ...AMENITIES.map(
      (amenity): TemplateColumn => ({
        header: amenity,
        source: { kind: 'amenity', amenity },
        required: false,
        options: AMENITY_VALUES,
      }),
    ),
    top('videoUrl'),
  ];
}

/** The "Tipo de inmueble" of each builder template: the template's category. */
const BUILDER_TYPE: Record<BuilderTemplate, string> = {
  Apartment: 'Apartamento',
  House: 'Casa',
  StudioApartment: 'Apartaestudio',
};

/**
 * The columns of a builder template, in the wizard's order: reference, step-1 top fields, every detail key, the 32
 * amenities, video. "Tipo de inmueble" offers the template's own type; the category is the template's.
 */
export const builderTemplateColumns = (template: BuilderTemplate): TemplateColumn[] =>
  propertyTemplateColumns('builder', [BUILDER_TYPE[template]]);

/** What the example rows of every properties template share: values by header. */
export const EXAMPLE_BASE: Readonly<Record<string, string>> = {
  [TOP_HEADERS.description]:
    'Inmueble de ejemplo con vista a la montaña, cerca de parques, colegios, centros comerciales y transporte público. Cocina integral, pisos en madera laminada, balcón y zonas comunes con piscina.',
  [DETAIL_KEYS.area]: '65',
  [DETAIL_KEYS.privateArea]: '60',
  [DETAIL_KEYS.latitude]: '4.6097',
  [DETAIL_KEYS.longitude]: '-74.0817',
  [DETAIL_KEYS.sector]: 'Chapinero',
  [DETAIL_KEYS.stratum]: '4',
  [DETAIL_KEYS.rooms]: '3',
  [DETAIL_KEYS.baths]: '2',
  [DETAIL_KEYS.parking]: '1',
  [DETAIL_KEYS.department]: 'Bogotá, D.C.',
  [DETAIL_KEYS.municipality]: 'Bogotá, D.C.',
  Piscina: 'SI',
  Gimnasio: 'NO',
};

/** The template's example rows (their reference starts with EXAMPLE_PREFIX): values by header. */
export function builderExampleRows(template: BuilderTemplate): Record<string, string>[] {
  const type = BUILDER_TYPE[template];
  const base = {
    ...EXAMPLE_BASE,
    [DETAIL_KEYS.propertyType]: type,
    [DETAIL_KEYS.projectStage]: 'Preventa',
    [DETAIL_KEYS.deliveryState]: 'Sobre planos',
    [DETAIL_KEYS.saleState]: 'Disponible',
  };
  return [
    {
      ...base,
      [TOP_HEADERS.reference]: `${EXAMPLE_PREFIX}-1`,
      [TOP_HEADERS.name]: `${type} 101 (ejemplo)`,
      [TOP_HEADERS.price]: '350000000',
      [DETAIL_KEYS.initialPayment]: '35000000',
    },
    {
      ...base,
      [TOP_HEADERS.reference]: `${EXAMPLE_PREFIX}-2`,
      [TOP_HEADERS.name]: `${type} 102 (ejemplo)`,
      [TOP_HEADERS.price]: '420000000',
      [DETAIL_KEYS.initialPayment]: '42000000',
      [DETAIL_KEYS.rooms]: '2',
    },
  ];
}

/** Whether a row is one of the template's examples (ignored on upload). */
export const isExampleRow = (reference: string | undefined) =>
  !!reference && reference.trim().toUpperCase().startsWith(EXAMPLE_PREFIX);

/**
 * The headers a sheet's header row lacks to be this template (empty when it is): the reference and every required
 * column (an optional column may be left out).
 */
export function missingColumns(columns: readonly SheetColumn[], headers: Iterable<string>): string[] {
  const present = new Set([...headers].map(headerKey));
  return columns
    .filter((c) => c.required || (c.source.kind === 'top' && c.source.field === 'reference'))
    .filter((c) => !present.has(c.header))
    .map((c) => c.header);
}
