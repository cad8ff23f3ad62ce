// The projects module's operations and shapes (see index.ts): projects, their logo, banner and images, and the
// builders' WhatsApp contacts.
import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { es } from '../messages/es.ts';
import { ROLE_NAMES } from '../roles.ts';
import { plainText } from '../schemas/common.ts';
import {
  projectBodySchema,
  projectStatusBodySchema,
  whatsAppContactBodySchema,
} from '../schemas/project.schema.ts';
import { PROJECT_STATUSES, type ProjectStatus } from '../statuses/project-status.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { fileField, operation, queryBoolean, queryInt } from './operation.ts';

/** An identifier in a path or query; a wrong one is reported on the field. */
const id = () => z.uuid(es.validation.invalidField('id'));
const projectStatus = z.enum(PROJECT_STATUSES, { error: es.validation.selectOption });

/** The fields the project list sorts by. */
export const PROJECT_SORT_FIELDS = ['name', 'status', 'createdAt', 'updatedAt', 'city'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export const projectListQuery = z.object({
  PageNumber: queryInt().min(1).default(1),
  PageSize: queryInt().min(1).max(200).default(PAGE_SIZES.sellerList),
  Keyword: plainText(150).optional(),
  Status: projectStatus.optional(),
  field: z.enum(PROJECT_SORT_FIELDS, { error: es.validation.selectOption }).optional(),
  order: z.enum(['asc', 'desc'], { error: es.validation.selectOption }).optional(),
  IdConstructor: id().optional(),
  IdSeller: id().optional(),
  Active: queryBoolean().optional(),
});
/** The project list's query, as the API reads it (defaults applied). */
export type ProjectListQuery = z.output<typeof projectListQuery>;

/** A project of the list. */
export const projectItem = z.object({
  id: z.string(),
  name: z.string(),
  businessName: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  statusDetail: z.string().nullable(),
  percent: z.number(),
  constructorId: z.string(),
  constructorName: z.string(),
  logo: z.string().nullable(),
  cityName: z.string().nullable(),
  departmentName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isCertificate: z.boolean(),
  /** Role of the signed-in store user at the project; null for platform admins. */
  role: z.enum(ROLE_NAMES).nullable(),
});
export type ProjectItem = z.output<typeof projectItem>;

export const projectPage = z.object({ data: z.array(projectItem), totalData: z.number() });
export type ProjectPage = z.output<typeof projectPage>;

/** An image of a project (the image is a file's URL). */
export const projectImage = z.object({
  id: z.string(),
  image: z.string(),
  name: z.string().nullable(),
  label: z.string().nullable(),
  text: z.string().nullable(),
  isMain: z.boolean(),
  order: z.number(),
});
export type ProjectImage = z.output<typeof projectImage>;

/** A project with its details, certificate and images. */
export const projectDetail = projectItem.omit({ cityName: true, departmentName: true }).extend({
  email: z.string().nullable(),
  address: z.string().nullable(),
  departmentId: z.string().nullable(),
  cityId: z.string().nullable(),
  phone: z.string().nullable(),
  whatsAppPhone: z.string().nullable(),
  realState: z.boolean(),
  banner: z.string().nullable(),
  level: z.number(),
  certificateId: z.string().nullable(),
  certificate: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }).nullable(),
  rentingAvaliable: z.boolean(),
  detailSellers: z.array(z.object({ key: z.string(), value: z.string() })),
  images: z.array(projectImage),
});
export type ProjectDetail = z.output<typeof projectDetail>;

/** The project's logo and banner URLs after a change. */
export const projectLogoBanner = z.object({ logo: z.string().nullable(), banner: z.string().nullable() });
export type ProjectLogoBanner = z.output<typeof projectLogoBanner>;

/** The answer of a status change. */
export const projectStatusChange = z.object({
  id: z.string(),
  status: z.enum(PROJECT_STATUSES),
  statusDetail: z.string().nullable(),
  /** Properties hidden with the project (Hide). */
  hiddenProperties: z.number(),
});
export type ProjectStatusChange = z.output<typeof projectStatusChange>;

/** A WhatsApp phone and the builder's projects it answers for. */
export const whatsAppContact = z.object({
  id: z.string(),
  whatsAppPhone: z.string(),
  projectIds: z.array(z.string()),
});
export type WhatsAppContact = z.output<typeof whatsAppContact>;

const sellerIdQuery = z.object({ sellerId: id() });
const uploadErrors = {
  400: validationMessage,
  403: errorMessage,
  404: errorMessage,
  413: errorMessage,
  415: errorMessage,
};
/** A boolean multipart field: `true`/`false` (any case of the first letter), or a JSON boolean. */
const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .transform((v) => v === true || v === 'true' || v === 'True');

/** How many projects each status has (every status, 0 when none). */
const projectCountByStatus = z.object(
  Object.fromEntries(PROJECT_STATUSES.map((s) => [s, z.number()])) as Record<ProjectStatus, z.ZodNumber>,
);

// ── Projects ────────────────────────────────────────────────────────────────────────────────────────────────────

const listSummary = 'Proyectos al alcance: búsqueda, filtro por estado, orden y paginación';

export const getAllSellers = operation({
  operationId: 'getAllSellers',
  method: 'GET',
  path: '/seller/api/v1/get-all',
  tags: ['projects'],
  summary: listSummary,
  query: projectListQuery,
  responses: { 200: projectPage },
});

export const getAllProjects = operation({
  operationId: 'getAllProjects',
  method: 'GET',
  path: '/seller/api/v1/get-all-projects',
  tags: ['projects'],
  summary: listSummary,
  query: projectListQuery,
  responses: { 200: projectPage },
});

export const getSellerCount = operation({
  operationId: 'getSellerCount',
  method: 'GET',
  path: '/seller/api/v1/get-seller-count',
  tags: ['projects'],
  summary: 'Cantidad de proyectos al alcance, en total y por estado',
  query: z.object({ IdConstructor: id().optional() }),
  responses: {
    200: z.object({ totalData: z.number(), byStatus: projectCountByStatus }),
  },
});

export const getSellerById = operation({
  operationId: 'getSellerById',
  method: 'GET',
  path: '/seller/api/v1/get-seller-by-id/{id}',
  tags: ['projects'],
  summary: 'Un proyecto',
  params: z.object({ id: id() }),
  responses: { 200: projectDetail, 404: errorMessage },
});

export const createProject = operation({
  operationId: 'createProject',
  method: 'POST',
  path: '/seller/api/v3/create-project',
  tags: ['projects'],
  summary: 'Crea un proyecto (nivel 1; queda Incompleto al crearse)',
  body: projectBodySchema,
  responses: {
    201: z.object({ id: z.string(), status: z.enum(PROJECT_STATUSES), level: z.number() }),
    400: validationMessage,
    403: errorMessage,
  },
});

export const updateProject = operation({
  operationId: 'updateProject',
  method: 'PUT',
  path: '/seller/api/v3/update-project',
  tags: ['projects'],
  summary: 'Actualiza un proyecto',
  body: z.intersection(projectBodySchema, z.object({ id: id() })),
  responses: {
    200: projectDetail,
    400: validationMessage,
    403: errorMessage,
    404: errorMessage,
    409: errorMessage,
  },
});

export const updateSellerStatus = operation({
  operationId: 'updateSellerStatus',
  method: 'PATCH',
  path: '/seller/api/v1/status/{id}/{status}',
  tags: ['projects'],
  summary: 'Cambia el estado de un proyecto con su motivo (ocultarlo oculta sus inmuebles)',
  params: z.object({ id: id(), status: projectStatus }),
  body: projectStatusBodySchema.optional(),
  responses: {
    200: projectStatusChange,
    400: validationMessage,
    403: errorMessage,
    404: errorMessage,
    409: errorMessage,
  },
});

// ── Logo and banner ─────────────────────────────────────────────────────────────────────────────────────────────

export const updateLogoBySellerId = operation({
  operationId: 'updateLogoBySellerId',
  method: 'PUT',
  path: '/seller/api/v1/update-logo-by-seller-id',
  tags: ['projects'],
  summary: 'Carga el logo del proyecto',
  query: sellerIdQuery,
  multipart: true,
  body: z.object({ File: fileField() }),
  responses: { 200: projectLogoBanner, ...uploadErrors },
});

export const updateBannerBySellerId = operation({
  operationId: 'updateBannerBySellerId',
  method: 'PUT',
  path: '/seller/api/v1/update-banner-by-seller-id',
  tags: ['projects'],
  summary: 'Carga el banner del proyecto',
  query: sellerIdQuery,
  multipart: true,
  body: z.object({ File: fileField() }),
  responses: { 200: projectLogoBanner, ...uploadErrors },
});

export const updateBannerLogoBySellerId = operation({
  operationId: 'updateBannerLogoBySellerId',
  method: 'PUT',
  path: '/seller/api/v1/update-banner-logo-by-seller-id/',
  tags: ['projects'],
  summary: 'Carga el logo y el banner del proyecto',
  query: z.object({ SellerId: id() }),
  multipart: true,
  body: z.object({ FileLogo: fileField(), FileBanner: fileField() }),
  responses: { 200: projectLogoBanner, ...uploadErrors },
});

export const deleteBannerBySellerId = operation({
  operationId: 'deleteBannerBySellerId',
  method: 'PUT',
  path: '/seller/api/v1/delete-banner-by-seller-id',
  tags: ['projects'],
  summary: 'Quita el banner del proyecto',
  query: sellerIdQuery,
  responses: { 200: projectLogoBanner, 403: errorMessage, 404: errorMessage },
});

// ── Images ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const updateImageProject = operation({
  operationId: 'updateImageProject',
  method: 'POST',
  path: '/seller/api/v5/update-image-project',
  tags: ['projects'],
  summary:
    'Agrega una imagen al proyecto, o actualiza una (Id) con su etiqueta, texto, orden y si es la principal',
  query: sellerIdQuery,
  multipart: true,
  body: z.object({
    Name: plainText(150).optional(),
    Label: plainText(150).optional(),
    Text: plainText(500).optional(),
    Id: id()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    IsMain: booleanField.optional(),
    Order: queryInt().min(0).max(1000).optional(),
    File: fileField(),
  }),
  responses: { 200: z.array(projectImage), ...uploadErrors },
});

export const deleteImageProject = operation({
  operationId: 'deleteImageProject',
  method: 'DELETE',
  path: '/seller/api/v3/delete-image-project',
  tags: ['projects'],
  summary: 'Elimina una imagen del proyecto',
  query: z.object({ sellerId: id(), imageId: id() }),
  responses: { 200: z.array(projectImage), 403: errorMessage, 404: errorMessage },
});

// ── WhatsApp contacts ───────────────────────────────────────────────────────────────────────────────────────────

export const getContacts = operation({
  operationId: 'getContacts',
  method: 'GET',
  path: '/seller/api/v3/get-contacts',
  tags: ['projects'],
  summary: 'Contactos de WhatsApp de una constructora',
  query: z.object({ constructorId: z.uuid(es.validation.selectOption) }),
  responses: { 200: z.array(whatsAppContact), 404: errorMessage },
});

export const createContact = operation({
  operationId: 'createContact',
  method: 'POST',
  path: '/seller/api/v3/create-contact',
  tags: ['projects'],
  summary: 'Vincula un teléfono de WhatsApp a proyectos',
  body: whatsAppContactBodySchema,
  responses: { 200: whatsAppContact, 400: validationMessage, 403: errorMessage, 404: errorMessage },
});

export const updateContact = operation({
  operationId: 'updateContact',
  method: 'PUT',
  path: '/seller/api/v3/update-contact',
  tags: ['projects'],
  summary: 'Cambia un contacto de WhatsApp y sus proyectos',
  body: whatsAppContactBodySchema.extend({ id: z.uuid(es.validation.selectOption) }),
  responses: { 200: whatsAppContact, 400: validationMessage, 403: errorMessage, 404: errorMessage },
});
