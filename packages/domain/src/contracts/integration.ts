import { z } from 'zod';
import { es } from '../messages/es.ts';
import { PROJECT_STATUSES } from '../statuses/project-status.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { leadItem } from './leads.ts';
import { fileField, operation, queryInt, uuidRef } from './operation.ts';
import { projectDetail, projectItem } from './projects.ts';
import {
  propertyBody,
  propertyDetail,
  propertyImage,
  propertyListItem,
  propertyListQuery,
  propertySaveAnswer,
} from './properties.ts';

// The integration API (issue 15): what a builder's integration key opens, under /api/integration/v1. Authenticated
// by the key's two headers (X-Application-Key, X-Api-Token), never by a user's token; limited to the key's builder
// and its scopes. It has its own OpenAPI document (/api/integration/v1/openapi.json); the portal never calls it.

/** The answers every integration operation can give besides its own (the key check and the per-key limit). */
const keyErrors = {
  400: validationMessage,
  401: errorMessage,
  403: errorMessage,
  429: errorMessage,
};
/** A write's answers: the wizard's rules refused (422, with each message and its field), a status conflict (409). */
const writeErrors = { ...keyErrors, 404: errorMessage, 409: errorMessage, 422: validationMessage };

/** A project as the integration API answers it (the portal's item, without the signed-in user's role). */
export const integrationProject = projectItem.omit({ role: true });
export type IntegrationProject = z.output<typeof integrationProject>;
export const integrationProjectDetail = projectDetail.omit({ role: true });

/** A property of the list (the portal's item; responsible users are the portal's business). */
export const integrationPropertyItem = propertyListItem.omit({ responsibleUsers: true });
export const integrationPropertyDetail = propertyDetail.omit({ responsibleUsers: true });

const productIdParams = z.object({ productId: queryInt().min(1).max(Number.MAX_SAFE_INTEGER) });

export const getIntegrationProjects = operation({
  operationId: 'getIntegrationProjects',
  method: 'GET',
  path: '/integration/v1/projects',
  tags: ['integration'],
  summary: 'Proyectos de la constructora de la clave, paginados (permiso «Leer catálogo»)',
  query: z.object({
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(200).default(50),
    Keyword: propertyListQuery.shape.KeyWord,
    Status: z.enum(PROJECT_STATUSES, { error: es.validation.selectOption }).optional(),
  }),
  responses: { 200: z.object({ data: z.array(integrationProject), totalData: z.number() }), ...keyErrors },
});

export const getIntegrationProject = operation({
  operationId: 'getIntegrationProject',
  method: 'GET',
  path: '/integration/v1/projects/{id}',
  tags: ['integration'],
  summary:
    'Un proyecto de la constructora de la clave, con sus detalles e imágenes (permiso «Leer catálogo»)',
  params: z.object({ id: uuidRef() }),
  responses: { 200: integrationProjectDetail, ...keyErrors, 404: errorMessage },
});

export const getIntegrationProperties = operation({
  operationId: 'getIntegrationProperties',
  method: 'GET',
  path: '/integration/v1/properties',
  tags: ['integration'],
  summary: 'Inmuebles de la constructora de la clave con los filtros del listado (permiso «Leer catálogo»)',
  query: propertyListQuery.pick({
    PageNumber: true,
    PageSize: true,
    SellerId: true,
    KeyWord: true,
    SkuStatus: true,
    field: true,
    order: true,
    MinimumPrice: true,
    MaximumPrice: true,
    Categories: true,
    Cities: true,
    CityDepartments: true,
    ProductId: true,
  }),
  responses: {
    200: z.object({
      data: z.array(integrationPropertyItem),
      totalData: z.number(),
      totalDataEstimated: z
        .boolean()
        .describe('true when totalData is an estimate: a price, place or id filter matched more than 10,000'),
    }),
    ...keyErrors,
    404: errorMessage,
  },
});

export const getIntegrationProperty = operation({
  operationId: 'getIntegrationProperty',
  method: 'GET',
  path: '/integration/v1/properties/{productId}',
  tags: ['integration'],
  summary: 'Un inmueble con sus detalles e imágenes (permiso «Leer catálogo»)',
  params: productIdParams,
  responses: { 200: integrationPropertyDetail, ...keyErrors, 404: errorMessage },
});

export const createIntegrationProperty = operation({
  operationId: 'createIntegrationProperty',
  method: 'POST',
  path: '/integration/v1/properties',
  tags: ['integration'],
  summary:
    'Crea un inmueble en un proyecto de la constructora, con las reglas y mensajes del asistente (permiso «Escribir catálogo»)',
  description:
    'El cuerpo es el del asistente del portal: sellerId (el proyecto), step (1 a 5: hasta qué paso se validan los ' +
    'campos obligatorios), los datos principales y detailProducts (clave y valor). Un inmueble completo pasa a ' +
    'aprobación como en el asistente.',
  body: propertyBody.omit({ productId: true }),
  responses: { 201: propertySaveAnswer, ...writeErrors },
});

export const updateIntegrationProperty = operation({
  operationId: 'updateIntegrationProperty',
  method: 'PUT',
  path: '/integration/v1/properties/{productId}',
  tags: ['integration'],
  summary: 'Actualiza un inmueble con las reglas y mensajes del asistente (permiso «Escribir catálogo»)',
  description:
    'El cuerpo del asistente sin sellerId (un inmueble no cambia de proyecto): los detalles que no se envían se ' +
    'conservan.',
  params: productIdParams,
  body: propertyBody.omit({ productId: true, sellerId: true }),
  responses: { 200: propertySaveAnswer, ...writeErrors },
});

export const createIntegrationPropertyImages = operation({
  operationId: 'createIntegrationPropertyImages',
  method: 'POST',
  path: '/integration/v1/properties/{productId}/images',
  tags: ['integration'],
  summary:
    'Carga imágenes de un inmueble, con las mismas revisiones del portal: todas o ninguna (permiso «Escribir catálogo»)',
  multipart: true,
  params: productIdParams,
  body: z.object({ Image: fileField() }),
  responses: {
    200: z.array(propertyImage),
    ...keyErrors,
    404: errorMessage,
    413: errorMessage,
    415: errorMessage,
  },
});

/** A page of leads after a cursor, oldest first. */
export const integrationLeadPage = z.object({
  data: z.array(leadItem),
  nextCursor: z
    .string()
    .nullable()
    .describe(
      'Cursor del último cliente potencial de la página (o el recibido, si no hubo nuevos): envíelo en la ' +
        'siguiente consulta. null solo cuando aún no hay ninguno.',
    ),
  hasMore: z.boolean().describe('Hay más clientes potenciales después de esta página'),
});
export type IntegrationLeadPage = z.output<typeof integrationLeadPage>;

export const getIntegrationLeads = operation({
  operationId: 'getIntegrationLeads',
  method: 'GET',
  path: '/integration/v1/leads',
  tags: ['integration'],
  summary:
    'Clientes potenciales de la constructora después de un cursor, del más antiguo al más reciente (permiso «Leer clientes potenciales»)',
  query: z.object({
    cursor: z
      .string()
      .max(200)
      .optional()
      .describe('El nextCursor de la respuesta anterior; sin él, desde el primero'),
    limit: queryInt().min(1).max(200).default(50),
  }),
  responses: { 200: integrationLeadPage, ...keyErrors },
});
