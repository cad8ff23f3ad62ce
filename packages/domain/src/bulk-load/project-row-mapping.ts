// A row of the projects template → the body the project form sends to create-project/update-project, checked by
// the form's own schema (projectBodySchema) with its messages. The database checks (DIVIPOLA names, certificate
// names, which project a row updates) are the API's.
import { es } from '../messages/es.ts';
import { AMENITY_VALUES } from '../property/detail-keys.ts';
import { type ProjectBody, projectBodySchema } from '../schemas/project.schema.ts';
import {
  PROJECT_FORM_DETAILS,
  type ProjectColumn,
  type ProjectField,
  projectTemplateColumns,
} from './project-columns.ts';
import type { RowIssue } from './row-mapping.ts';

/** The body of a row as the form would send it, without the ids the API resolves from names. */
export type ProjectRowBody = Omit<ProjectBody, 'departmentId' | 'cityId' | 'certificateId' | 'constructorId'>;

export interface MappedProjectRow {
  /** The Referencia cell, trimmed: the code (id) of the project it updates; null when empty. */
  reference: string | null;
  /** The project's name as the form saves it (Nombre comercial, else Razón social); null when both are empty. */
  projectName: string | null;
  /** Names as typed, that the API resolves to ids (null when empty). */
  departmentName: string | null;
  municipalityName: string | null;
  certificateName: string | null;
  /** The body (valid when `issues` is empty). */
  body: ProjectRowBody;
  /** The optional fields the row left empty: an update keeps the project's own value of these. */
  blank: ('name' | 'whatsAppPhone' | 'certificate' | 'rentingAvaliable')[];
  issues: RowIssue[];
}

/** A well-formed id the schema takes while the API has not yet resolved the name it stands for. */
const RESOLVED_LATER = '00000000-0000-4000-8000-000000000000';

/** The column each path of the schema's issues belongs to. */
function columnOfPath(columns: ProjectColumn[]) {
  const byField = new Map<ProjectField, string>(columns.map((c) => [c.source.field, c.header]));
  const byPath = new Map<string, string | undefined>([
    ['businessName', byField.get('businessName')],
    ['name', byField.get('name')],
    ['email', byField.get('email')],
    ['address', byField.get('address')],
    ['departmentId', byField.get('department')],
    ['cityId', byField.get('municipality')],
    ['phone', byField.get('phone')],
    ['whatsAppPhone', byField.get('whatsAppPhone')],
    ['certificateId', byField.get('certificate')],
    ['rentingAvaliable', byField.get('rentingAvaliable')],
  ]);
  PROJECT_FORM_DETAILS.forEach(([field], i) => {
    byPath.set(`detailSellers.${i}`, byField.get(field));
  });
  return (path: PropertyKey[]) => {
    const [first, index] = path;
    const key = first === 'detailSellers' && typeof index === 'number' ? `${first}.${index}` : String(first);
    return byPath.get(key) ?? null;
  };
}

/**
 * Maps a row (cell texts by header, without the required mark) of the projects template to the form's body and
 * checks it with the form's schema, so its messages are the form's, each on its column.
 */
export function mapProjectRow(cells: Record<string, string>): MappedProjectRow {
  const columns = projectTemplateColumns();
  const columnOf = columnOfPath(columns);
  const issues: RowIssue[] = [];
  const add = (column: string | null, message: string) => {
    if (!issues.some((i) => i.column === column)) issues.push({ column, message });
  };
  const v: Partial<Record<ProjectField, string>> = {};
  for (const c of columns) {
    const text = (cells[c.header] ?? '').trim();
    if (!text) continue;
    if (c.options && !c.options.includes(text.toUpperCase())) {
      add(c.header, c.options === AMENITY_VALUES ? es.bulkLoads.yesNo : es.validation.selectOption);
      continue;
    }
    v[c.source.field] = text;
  }

  // Every detail the form shows, in its order (the form sends them even when empty).
  const detailSellers = PROJECT_FORM_DETAILS.map(([field, key]) => ({ key, value: v[field] ?? '' }));
  const body = {
    businessName: v.businessName ?? '',
    ...(v.name ? { name: v.name } : {}),
    email: v.email ?? '',
    address: v.address ?? '',
    phone: v.phone ?? '',
    ...(v.whatsAppPhone ? { whatsAppPhone: v.whatsAppPhone } : {}),
    detailSellers,
    ...(v.rentingAvaliable ? { rentingAvaliable: v.rentingAvaliable.toUpperCase() === 'SI' } : {}),
  };
  // The form's schema, with the names standing for their ids (an empty name is the schema's own "required").
  const parsed = projectBodySchema.safeParse({
    ...body,
    departmentId: v.department ? RESOLVED_LATER : '',
    cityId: v.municipality ? RESOLVED_LATER : '',
    certificateId: v.certificate ? RESOLVED_LATER : null,
  });
  let checked = body as ProjectRowBody;
  if (parsed.success) {
    const { departmentId: _d, cityId: _c, certificateId: _ce, constructorId: _co, ...rest } = parsed.data;
    checked = rest;
  } else for (const issue of parsed.error.issues) add(columnOf(issue.path), issue.message);

  const reference = v.reference ?? null;
  if (reference && reference.length > 100) add(columns[0].header, es.bulkLoads.referenceTooLong);
  return {
    reference,
    projectName: checked.name?.trim() || checked.businessName?.trim() || null,
    departmentName: v.department ?? null,
    municipalityName: v.municipality ?? null,
    certificateName: v.certificate ?? null,
    body: checked,
    blank: (['name', 'whatsAppPhone', 'certificate', 'rentingAvaliable'] as const).filter((f) => !v[f]),
    issues,
  };
}

/** A project's name as rows and projects are matched: case, accents and repeated spaces aside. */
export const projectNameKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();
