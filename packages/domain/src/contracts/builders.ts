// The builders module's operations and shapes (see index.ts).
import { z } from 'zod';
import {
  agencyBodySchema,
  agencyUpdateBodySchema,
  builderBodySchema,
  builderStateBodySchema,
  builderUpdateBodySchema,
} from '../schemas/builder.schema.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { fileField, operation, uuidRef } from './operation.ts';

/** A builder (constructora) or agency (inmobiliaria), with its unread notifications. */
export const builderDetail = z.object({
  id: z.string(),
  name: z.string(),
  nit: z.string(),
  email: z.string().nullable(),
  age: z.number().nullable(),
  pageUrl: z.string().nullable(),
  guild: z.string().nullable(),
  departmentId: z.string().nullable(),
  cityId: z.string().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  whatsAppPhone: z.string().nullable(),
  description: z.string().nullable(),
  state: z.boolean(),
  realState: z.boolean(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  status: z.string().nullable(),
  totalNotification: z.number(),
});
export type BuilderDetail = z.output<typeof builderDetail>;

/** The URLs of a builder's logo and banner (under /api/files), after a change. */
export const builderImages = z.object({ logo: z.string().nullable(), banner: z.string().nullable() });
export type BuilderImageUrls = z.output<typeof builderImages>;

/** The id of the builder or agency a request is about. */
const constructorQuery = z.object({ constructorId: uuidRef() });
const savedId = z.object({ id: z.string() });

export const getConstructorById = operation({
  operationId: 'getConstructorById',
  method: 'GET',
  path: '/seller/api/constructor/v2/get-constructor-by-id',
  tags: ['builders'],
  summary: 'Una constructora o inmobiliaria',
  query: constructorQuery,
  responses: { 200: builderDetail, 404: errorMessage },
});

export const createConstructor = operation({
  operationId: 'createConstructor',
  method: 'POST',
  path: '/seller/api/constructor/v3/create-constructor',
  tags: ['builders'],
  summary: 'Crea una constructora',
  body: builderBodySchema,
  responses: { 201: savedId, 403: errorMessage, 409: errorMessage },
});

export const createRealestate = operation({
  operationId: 'createRealestate',
  method: 'POST',
  path: '/seller/api/realestate/v1/create-realestate',
  tags: ['builders'],
  summary: 'Crea una inmobiliaria',
  body: agencyBodySchema,
  responses: { 201: savedId, 403: errorMessage, 409: errorMessage },
});

export const updateConstructor = operation({
  operationId: 'updateConstructor',
  method: 'PUT',
  path: '/seller/api/constructor/v3/update-constructor',
  tags: ['builders'],
  summary: 'Actualiza una constructora',
  body: builderUpdateBodySchema,
  responses: { 200: savedId, 403: errorMessage, 404: errorMessage, 409: errorMessage },
});

export const updateRealestate = operation({
  operationId: 'updateRealestate',
  method: 'PUT',
  path: '/seller/api/realestate/v1/update-realestate',
  tags: ['builders'],
  summary: 'Actualiza una inmobiliaria',
  body: agencyUpdateBodySchema,
  responses: { 200: savedId, 403: errorMessage, 404: errorMessage, 409: errorMessage },
});

export const updateConstructorState = operation({
  operationId: 'updateConstructorState',
  method: 'PUT',
  path: '/product/api/constructor/v3/update-constructor-state',
  tags: ['builders'],
  summary: 'Activa o desactiva una constructora o inmobiliaria (administradores de la plataforma)',
  body: builderStateBodySchema,
  responses: {
    200: z.object({ id: z.string(), state: z.boolean() }),
    403: errorMessage,
    404: errorMessage,
  },
});

/** The answers of an upload of the logo or banner: the new URLs, or why the image was refused. */
const uploadResponses = {
  200: builderImages,
  400: validationMessage,
  403: errorMessage,
  404: errorMessage,
  413: errorMessage,
  415: errorMessage,
} as const;

export const updateLogoBanner = operation({
  operationId: 'updateLogoBanner',
  method: 'PUT',
  path: '/seller/api/constructor/v2/update-logo-banner',
  tags: ['builders'],
  summary: 'Carga el logo, el banner o ambos',
  query: constructorQuery,
  multipart: true,
  body: z.object({ logo: fileField(), banner: fileField() }),
  responses: uploadResponses,
});

export const updateLogo = operation({
  operationId: 'updateLogo',
  method: 'PUT',
  path: '/seller/api/constructor/v3/update-logo',
  tags: ['builders'],
  summary: 'Carga el logo',
  query: constructorQuery,
  multipart: true,
  body: z.object({ logo: fileField() }),
  responses: uploadResponses,
});

export const updateBanner = operation({
  operationId: 'updateBanner',
  method: 'PUT',
  path: '/seller/api/constructor/v2/update-Banner',
  tags: ['builders'],
  summary: 'Carga el banner',
  query: constructorQuery,
  multipart: true,
  body: z.object({ banner: fileField() }),
  responses: uploadResponses,
});

export const deleteBanner = operation({
  operationId: 'deleteBanner',
  method: 'PUT',
  path: '/seller/api/constructor/v2/delete-banner',
  tags: ['builders'],
  summary: 'Quita el banner',
  query: constructorQuery,
  responses: { 200: builderImages, 403: errorMessage, 404: errorMessage },
});
