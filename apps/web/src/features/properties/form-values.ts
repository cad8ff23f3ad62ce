import {
  AMENITIES,
  type Category,
  type Completeness,
  DEFAULT_PROPERTY_STATE,
  DEFAULT_SUBSIDY,
  DETAIL_KEYS,
  type DetailField,
  EMPTY_UUID,
  es,
  FIELD_RULES,
  formatNumber,
  type PropertyFlow,
  type PropertyStep,
  type PropertyValues,
  parseMoney,
  propertyCompleteness,
} from '@tu360/domain';
import type { PropertyBody, PropertyDetail } from '@tu360/domain/contracts';

/** Text fields of the wizard: every detail key by name plus the top-level values. */
export type TextField = DetailField | 'name' | 'price' | 'description' | 'score';
export type AmenityValue = 'SI' | 'NO';

export type PropertyFormValues = Record<TextField, string> & {
  category: Category | '';
  sellerId: string;
  videoUrl: string;
  /** SI/NO of each of the 32 AMENITIES, by position. */
  amenities: AmenityValue[];
};

const DETAIL_FIELDS = Object.keys(DETAIL_KEYS) as DetailField[];
const TOP_FIELDS = ['name', 'price', 'description', 'score'] as const;
/** Department and municipality hold the lookup ids in the form; the names go to the details. */
const LOCATION_FIELDS: DetailField[] = ['department', 'municipality'];

export function emptyValues(sellerId = ''): PropertyFormValues {
  const values = Object.fromEntries([...DETAIL_FIELDS, ...TOP_FIELDS].map((f) => [f, ''])) as Record<
    TextField,
    string
  >;
  return {
    ...values,
    propertyState: DEFAULT_PROPERTY_STATE,
    category: '',
    sellerId,
    videoUrl: '',
    amenities: AMENITIES.map(() => 'NO'),
  };
}

const AREA_FIELDS: DetailField[] = ['area', 'privateArea', 'builtArea'];
/**
 * The API stores areas with a decimal point ("72.5"); the form shows decimals with a comma as es-CO writes them,
 * because parseArea applies the legacy rule to "72.5" (× 1000) when it is sent back.
 */
const areaForForm = (value: string) => (/^\d+\.\d+$/.test(value) ? value.replace('.', ',') : value);

const idOrEmpty = (id: string | null | undefined) => (id && id !== EMPTY_UUID ? id : '');

export function valuesFromDetail(d: PropertyDetail): PropertyFormValues {
  const details = new Map(d.detailProducts.map((p) => [p.key, p.value ?? '']));
  const values = emptyValues(d.sellerId);
  for (const field of DETAIL_FIELDS) {
    if (LOCATION_FIELDS.includes(field)) continue;
    const stored = details.get(DETAIL_KEYS[field]) ?? values[field];
    values[field] = AREA_FIELDS.includes(field) ? areaForForm(stored) : stored;
  }
  return {
    ...values,
    name: d.name ?? '',
    // es-CO thousands ("350.000.000"), as a person types them; parseMoney reads them back.
    price: d.listPrice ? formatNumber(d.listPrice) : '',
    description: d.description ?? '',
    score: d.score ? String(d.score) : '',
    category: d.category ?? '',
    videoUrl: d.videoUrl ?? '',
    department: idOrEmpty(d.departmentId),
    municipality: idOrEmpty(d.cityId),
    amenities: AMENITIES.map((a) => (details.get(a) === 'SI' ? 'SI' : 'NO')),
  };
}

/** What the domain's validateProperty reads. */
export function validationValues(values: PropertyFormValues): PropertyValues {
  return {
    ...Object.fromEntries([...DETAIL_FIELDS, ...TOP_FIELDS].map((f) => [f, values[f] ?? ''])),
    category: values.category ?? '',
  };
}

export interface BodyContext {
  productId?: number;
  step: PropertyStep;
  departmentName: string;
  cityName: string;
  /** The details the property has stored (none when it is new). */
  stored?: { key: string; value: string | null }[];
}

export function bodyOf(
  values: PropertyFormValues,
  ctx: BodyContext,
): PropertyBody & Required<Pick<PropertyBody, 'detailProducts'>> {
  // Only what is filled, or what was stored and is now changed (the server keeps the details it is not sent).
  const stored = new Set((ctx.stored ?? []).filter((d) => d.value).map((d) => d.key));
  const detailProducts: { key: string; value: string }[] = [];
  for (const field of DETAIL_FIELDS) {
    const key = DETAIL_KEYS[field];
    const value =
      field === 'department'
        ? ctx.departmentName
        : field === 'municipality'
          ? ctx.cityName
          : values[field].trim();
    if (value || stored.has(key)) detailProducts.push({ key, value });
  }
  AMENITIES.forEach((amenity, i) => {
    const value = values.amenities[i] ?? 'NO';
    if (value === 'SI' || stored.has(amenity)) detailProducts.push({ key: amenity, value });
  });
  return {
    ...(ctx.productId !== undefined ? { productId: ctx.productId } : {}),
    sellerId: values.sellerId,
    name: values.name.trim(),
    description: values.description,
    price: values.price.trim(),
    score: values.score.trim(),
    step: ctx.step,
    category: values.category,
    departmentId: values.department,
    cityId: values.municipality,
    videoUrl: values.videoUrl.trim(),
    subsidyType: DEFAULT_SUBSIDY,
    detailProducts,
  };
}

/** The wizard field that a server error names: a form field, or a detail key as the spec spells it. */
export function formFieldOf(name: string): keyof PropertyFormValues | undefined {
  if ((TOP_FIELDS as readonly string[]).includes(name) || name in DETAIL_KEYS) return name as TextField;
  if (['category', 'sellerId', 'videoUrl'].includes(name)) return name as keyof PropertyFormValues;
  const detail = DETAIL_FIELDS.find((f) => DETAIL_KEYS[f] === name);
  if (detail) return detail;
  if (name === 'departmentId') return 'department';
  if (name === 'cityId') return 'municipality';
  return undefined;
}

/** Visible label of a field. */
export function labelOf(field: keyof PropertyFormValues): string {
  const f = es.propertyUi.fields;
  if (field in DETAIL_KEYS) return DETAIL_KEYS[field as DetailField];
  if (field === 'sellerId') return f.project;
  if (field in f) return f[field as keyof typeof f];
  return field;
}

/** Whether the domain marks the field required in this flow. */
export const isRequired = (field: keyof PropertyValues, flow: PropertyFlow) =>
  !!FIELD_RULES[field]?.required[flow];

/**
 * Completeness (spec section 4) of what the form holds right now, computed with the domain's rule as the server
 * will on saving, so the light and the percent follow the user's typing.
 */
export function draftCompleteness(
  values: PropertyFormValues,
  flow: PropertyFlow,
  imageCount: number,
  projectStratum: string | null,
): Completeness {
  const details = Object.fromEntries(DETAIL_FIELDS.map((f) => [DETAIL_KEYS[f], values[f] ?? '']));
  const price = parseMoney(values.price);
  return propertyCompleteness({
    flow,
    details,
    listPrice: Number.isNaN(price) ? null : price,
    description: values.description,
    imageCount,
    projectStratum,
  });
}
