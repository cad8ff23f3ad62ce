// A row of a properties template (a builder's or an agency's) → the body the wizard sends to save a property,
// checked by the very rules of the wizard: the contract's body schema (lengths, ranges, formats) and
// validateProperty (spec section 5) with the flow's required fields, with their messages. The database checks
// (department and municipality names, references) are the API's.
import { type PropertyBody, propertyBody } from '../contracts/properties.ts';
import { es } from '../messages/es.ts';
import { type Category, DEFAULT_SUBSIDY, DETAIL_KEYS, type DetailField } from '../property/detail-keys.ts';
import { type PropertyFlow, type PropertyValues, validateProperty } from '../schemas/property.schema.ts';
import {
  BULK_STEP,
  type BuilderTemplate,
  builderTemplateColumns,
  FLOW_DEFAULTS,
  type TemplateColumn,
  type TopField,
} from './template-columns.ts';

/** An error of a row: the column's header (null for the whole row) and the wizard's Spanish message. */
export interface RowIssue {
  column: string | null;
  message: string;
}

export interface MappedRow {
  /** The row's reference (Referencia), trimmed; null when empty (a new property). */
  reference: string | null;
  /** The department and municipality as typed (the API resolves them to DIVIPOLA ids). */
  departmentName: string | null;
  municipalityName: string | null;
  /** The wizard's body, without its project (sellerId) and location ids, which the API adds. */
  body: Omit<PropertyBody, 'sellerId'>;
  issues: RowIssue[];
}

/** The header of each wizard field of a template, to name the column of a field's issue. */
export function headerOfField(columns: TemplateColumn[]) {
  const byField = new Map<string, string>();
  for (const c of columns) {
    if (c.source.kind === 'top') byField.set(c.source.field, c.header);
    if (c.source.kind === 'detail') byField.set(c.source.field, c.header);
    if (c.source.kind === 'amenity') byField.set(c.source.amenity, c.header);
  }
  // The location ids and detail keys the API or the schema may name.
  byField.set('departmentId', DETAIL_KEYS.department);
  byField.set('cityId', DETAIL_KEYS.municipality);
  // The category comes with the template or from "Tipo de inmueble".
  byField.set('category', DETAIL_KEYS.propertyType);
  for (const [field, key] of Object.entries(DETAIL_KEYS)) byField.set(key, byField.get(field) ?? key);
  return (field: string | number | undefined) =>
    field === undefined ? null : (byField.get(String(field)) ?? null);
}

const columnsCache = new Map<BuilderTemplate, TemplateColumn[]>();
const columnsOf = (t: BuilderTemplate) => {
  const cached = columnsCache.get(t);
  if (cached) return cached;
  const columns = builderTemplateColumns(t);
  columnsCache.set(t, columns);
  return columns;
};

/** The header a wizard field, detail key or body field is shown under in a template (null: none). */
export function builderColumnOf(template: BuilderTemplate, field: string): string | null {
  return headerOfField(columnsOf(template))(field);
}

/**
 * Maps a row (cell texts by header, without the required mark) of a builder template to the wizard's body and
 * checks it with the wizard's rules at BULK_STEP. Empty cells are "not given": on an update, the property keeps
 * what it has.
 */
export const mapBuilderRow = (template: BuilderTemplate, cells: Record<string, string>): MappedRow =>
  mapPropertyRow(columnsOf(template), { flow: 'builder', category: () => template }, cells);

/**
 * Maps a row of a properties template (its columns) to the wizard's body and checks it with the wizard's rules
 * for the flow at BULK_STEP; `category` gives the row's category from its values (undefined: none, the wizard's
 * "required" on "Tipo de inmueble"). Empty cells are "not given".
 */
export function mapPropertyRow(
  columns: TemplateColumn[],
  how: { flow: PropertyFlow; category: (values: PropertyValues) => Category | undefined },
  cells: Record<string, string>,
): MappedRow {
  const columnOf = headerOfField(columns);
  const issues: RowIssue[] = [];
  const add = (column: string | null, message: string) => {
    if (!issues.some((i) => i.column === column)) issues.push({ column, message });
  };
  const cell = (c: TemplateColumn) => (cells[c.header] ?? '').trim();
  const top: Partial<Record<TopField, string>> = {};
  const detailProducts: { key: string; value: string }[] = [];
  const values: PropertyValues = {};

  for (const c of columns) {
    const v = cell(c);
    if (!v) continue;
    if (c.options && !c.options.includes(v)) {
      add(c.header, c.source.kind === 'amenity' ? es.bulkLoads.yesNo : es.validation.selectOption);
      continue;
    }
    if (c.source.kind === 'top') {
      // The description is kept as typed (its length is the rule), like the wizard sends it.
      top[c.source.field] = c.source.field === 'description' ? (cells[c.header] ?? '') : v;
    } else if (c.source.kind === 'detail') {
      values[c.source.field] = v;
      detailProducts.push({ key: DETAIL_KEYS[c.source.field], value: v });
    } else {
      detailProducts.push({ key: c.source.amenity, value: v });
    }
  }
  const category = how.category(values);
  values.category = category;
  Object.assign(values, {
    name: top.name,
    description: top.description,
    price: top.price,
    score: top.score,
  });

  const reference = top.reference ?? null;
  if (reference && reference.length > 100) add(columnOf('reference'), es.bulkLoads.referenceTooLong);

  const body: Omit<PropertyBody, 'sellerId'> = {
    ...(top.name !== undefined ? { name: top.name } : {}),
    ...(top.description !== undefined ? { description: top.description } : {}),
    ...(top.price !== undefined ? { price: top.price } : {}),
    ...(top.score !== undefined ? { score: top.score } : {}),
    step: BULK_STEP,
    ...(category ? { category } : {}),
    ...(top.videoUrl !== undefined ? { videoUrl: top.videoUrl } : {}),
    subsidyType: DEFAULT_SUBSIDY,
    detailProducts,
  };

  // The contract's shape of the body (lengths, money ranges, https video), with its messages.
  const parsed = propertyBody.safeParse({ ...body, sellerId: '00000000-0000-4000-8000-000000000000' });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path;
      const column =
        first === 'detailProducts' && typeof index === 'number'
          ? columnOf(detailProducts[index]?.key)
          : columnOf(first as string | undefined);
      add(column, issue.message);
    }
  // The wizard's rules (spec section 5) with their exact messages, on the values as the save completes them (an
  // empty defaulted field is checked with its default; the body leaves it empty, so an update keeps its value).
  const completed: PropertyValues = { ...values };
  for (const [field, value] of Object.entries(FLOW_DEFAULTS[how.flow]) as [DetailField, string][])
    if (!completed[field]?.trim()) completed[field] = value;
  for (const issue of validateProperty(completed, { flow: how.flow, step: BULK_STEP }))
    add(columnOf(issue.field), issue.message);

  const detail = (f: DetailField) => values[f]?.trim() || null;
  return {
    reference,
    departmentName: detail('department'),
    municipalityName: detail('municipality'),
    body,
    issues,
  };
}

/** A name compared as DIVIPOLA spells it or not: case and accents aside, spaces collapsed. */
export const placeKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();
