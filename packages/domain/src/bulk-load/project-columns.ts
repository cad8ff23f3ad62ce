// The columns of the projects template (issue 11), derived from the project form's own schema (projectBodySchema):
// one column per field the form fills, required as the schema requires it, in the form's order, with its labels.
import { es } from '../messages/es.ts';
import { AMENITY_VALUES } from '../property/detail-keys.ts';
import { PROJECT_DETAIL_KEYS, type ProjectDetailKey, projectBodySchema } from '../schemas/project.schema.ts';
import { EXAMPLE_PREFIX, type SheetColumn } from './template-columns.ts';

/** What a column of the projects template feeds: a field of the form's body, or one of its details. */
export type ProjectField =
  | 'reference'
  | 'businessName'
  | 'name'
  | 'email'
  | 'address'
  | 'department'
  | 'municipality'
  | 'phone'
  | 'whatsAppPhone'
  | 'camacolCode'
  | 'nit'
  | 'certificate'
  | 'rentingAvaliable';

export interface ProjectColumn extends SheetColumn {
  source: { kind: 'project'; field: ProjectField };
  /** Lists read from the database: DIVIPOLA's, and the active sustainability certificates. */
  lookup?: 'departments' | 'municipalities' | 'certificates';
}

/** The body's field (or detail's path) each column fills; the detail keys the form shows. */
const BODY_PATH: Record<Exclude<ProjectField, 'reference'>, string> = {
  businessName: 'businessName',
  name: 'name',
  email: 'email',
  address: 'address',
  department: 'departmentId',
  municipality: 'cityId',
  phone: 'phone',
  whatsAppPhone: 'whatsAppPhone',
  camacolCode: `detailSellers.${PROJECT_DETAIL_KEYS.indexOf('CamacolCode')}.value`,
  nit: `detailSellers.${PROJECT_DETAIL_KEYS.indexOf('Nit')}.value`,
  certificate: 'certificateId',
  rentingAvaliable: 'rentingAvaliable',
};
/** The details the form fills, in the order it sends them (construye and estrato it does not show). */
export const PROJECT_FORM_DETAILS = [
  ['camacolCode', 'CamacolCode'],
  ['nit', 'Nit'],
] as const satisfies readonly (readonly [ProjectField, ProjectDetailKey])[];

/**
 * The body's paths the form's schema requires: those an empty form is refused on (every detail given empty, as
 * the form sends them).
 */
function requiredPaths(): Set<string> {
  const empty = projectBodySchema.safeParse({
    detailSellers: PROJECT_DETAIL_KEYS.map((key) => ({ key, value: '' })),
  });
  return new Set(empty.success ? [] : empty.error.issues.map((i) => i.path.join('.')));
}

const F = es.project.fields;
const HEADERS: Record<ProjectField, string> = {
  reference: es.bulkLoads.projects.reference,
  businessName: F.businessName,
  name: F.name,
  email: F.email,
  address: F.address,
  department: es.location.department,
  municipality: es.location.city,
  phone: F.phone,
  whatsAppPhone: F.whatsAppPhone,
  camacolCode: F.camacolCode,
  nit: F.nit,
  certificate: F.certificate,
  rentingAvaliable: F.rentingAvaliable,
};

let cached: ProjectColumn[] | undefined;

/**
 * The projects template's columns, in the form's order after the reference: the project's identity, contact,
 * location, details, certificate and renting. Required exactly as projectBodySchema requires.
 */
export function projectTemplateColumns(): ProjectColumn[] {
  if (cached) return cached;
  const required = requiredPaths();
  const column = (field: ProjectField, extra: Partial<ProjectColumn> = {}): ProjectColumn => ({
    header: HEADERS[field],
    source: { kind: 'project', field },
    required: field !== 'reference' && required.has(BODY_PATH[field]),
    ...extra,
  });
  cached = [
    column('reference', { hint: es.bulkLoads.projects.referenceHint }),
    column('businessName'),
    column('name'),
    column('email'),
    column('address'),
    column('department', { lookup: 'departments' }),
    column('municipality', { lookup: 'municipalities' }),
    column('phone'),
    column('whatsAppPhone'),
    column('camacolCode'),
    column('nit'),
    column('certificate', { lookup: 'certificates' }),
    column('rentingAvaliable', { options: AMENITY_VALUES, hint: es.bulkLoads.projects.yesNoHint }),
  ];
  return cached;
}

/** The header of a column of the projects template. */
export const projectHeaderOf = (field: ProjectField) => HEADERS[field];

/** The projects template's example rows (their reference starts with EXAMPLE_PREFIX): values by header. */
export function projectExampleRows(): Record<string, string>[] {
  const base = {
    [HEADERS.email]: 'ventas@constructora-ejemplo.co',
    [HEADERS.department]: 'Antioquia',
    [HEADERS.municipality]: 'Medellín',
    [HEADERS.phone]: '604 444 0000',
    [HEADERS.nit]: '900123456-7',
    [HEADERS.rentingAvaliable]: 'NO',
  };
  return [
    {
      ...base,
      [HEADERS.reference]: `${EXAMPLE_PREFIX}-1`,
      [HEADERS.businessName]: 'Torres del Parque S.A.S. (ejemplo)',
      [HEADERS.name]: 'Torres del Parque (ejemplo)',
      [HEADERS.address]: 'Calle 10 # 43 - 12',
      [HEADERS.whatsAppPhone]: '310 555 0101',
      [HEADERS.camacolCode]: 'CAM-12345',
    },
    {
      ...base,
      [HEADERS.reference]: `${EXAMPLE_PREFIX}-2`,
      [HEADERS.businessName]: 'Reserva del Río S.A.S. (ejemplo)',
      [HEADERS.name]: '',
      [HEADERS.address]: 'Carrera 48 # 20 - 30',
      [HEADERS.camacolCode]: 'CAM-67890',
      [HEADERS.rentingAvaliable]: 'SI',
    },
  ];
}
