// The published catalog the public store reads (issue 15): not in the spec, designed under /store/v1. Read only,
// with the store's client-credentials token (client tu360-store, scope STORE_CATALOG_SCOPE); public fields only.
import { z } from 'zod';
import { es } from '../messages/es.ts';
import { CATEGORIES } from '../property/detail-keys.ts';
import { STORE_PAGE, STORE_SORTS } from '../store-catalog/store-catalog-rules.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation, queryInt, queryList, uuidRef } from './operation.ts';

const errors = { 400: validationMessage, 401: errorMessage, 403: errorMessage, 404: errorMessage };
/** Every answer of the catalog is cacheable (the API adds the headers: apps/api/src/modules/store-catalog). */
const CACHING =
  'Cada respuesta 200 trae ETag (débil, del cuerpo) y Cache-Control: public, max-age=60, stale-while-revalidate=300; ' +
  'la misma solicitud con If-None-Match y esa etiqueta responde 304 sin cuerpo mientras nada cambió.';

const paging = {
  PageNumber: queryInt().min(1).max(STORE_PAGE.maxItems).default(1),
  PageSize: queryInt().min(1).max(STORE_PAGE.maxSize).default(STORE_PAGE.defaultSize),
};
/** Paging goes no deeper than STORE_PAGE.maxItems items: past them, filters narrow the search. */
const withinReach = (q: { PageNumber: number; PageSize: number }, ctx: z.RefinementCtx) => {
  if ((q.PageNumber - 1) * q.PageSize >= STORE_PAGE.maxItems)
    ctx.addIssue({
      code: 'custom',
      message: es.storeCatalog.tooDeep(STORE_PAGE.maxItems.toLocaleString('es-CO')),
      path: ['PageNumber'],
    });
};

const place = {
  Cities: queryList(uuidRef(), 100).optional().describe('Municipios (ids), repetible'),
  CityDepartments: queryList(uuidRef(), 100).optional().describe('Departamentos (ids), repetible'),
};

export const storeProjectQuery = z.object({ ...place, ...paging }).superRefine(withinReach);
export type StoreProjectQuery = z.output<typeof storeProjectQuery>;

export const storePropertyQuery = z
  .object({
    ...place,
    Categories: queryList(z.enum(CATEGORIES, { error: es.validation.selectOption }), CATEGORIES.length)
      .optional()
      .describe('Tipos de inmueble (Apartment, House, StudioApartment), repetible'),
    MinimumPrice: queryInt().min(0).max(Number.MAX_SAFE_INTEGER).optional().describe('Precio mínimo (COP)'),
    MaximumPrice: queryInt().min(0).max(Number.MAX_SAFE_INTEGER).optional().describe('Precio máximo (COP)'),
    MinRooms: queryInt().min(1).max(99).optional().describe('Habitaciones, al menos'),
    MaxRooms: queryInt().min(1).max(99).optional().describe('Habitaciones, a lo sumo'),
    SellerId: uuidRef().optional().describe('Solo los inmuebles de este proyecto'),
    Sort: z
      .enum(STORE_SORTS, { error: es.validation.selectOption })
      .default('recent')
      .describe('recent: los más recientes primero; priceAsc / priceDesc: por precio; empates por productId'),
    ...paging,
  })
  .superRefine((q, ctx) => {
    if (q.MinimumPrice !== undefined && q.MaximumPrice !== undefined && q.MinimumPrice > q.MaximumPrice)
      ctx.addIssue({ code: 'custom', message: es.storeCatalog.priceRange, path: ['MaximumPrice'] });
    if (q.MinRooms !== undefined && q.MaxRooms !== undefined && q.MinRooms > q.MaxRooms)
      ctx.addIssue({ code: 'custom', message: es.storeCatalog.roomsRange, path: ['MaxRooms'] });
    withinReach(q, ctx);
  });
export type StorePropertyQuery = z.output<typeof storePropertyQuery>;

const placeOut = {
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  cityId: z.string().nullable(),
  cityName: z.string().nullable(),
};
const image = z.object({ url: z.string(), isMain: z.boolean(), label: z.string().nullable() });
const builder = z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() });

/** A published project as the store shows it: no contact users, status reasons or audit. */
export const storeProject = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  ...placeOut,
  phone: z.string().nullable(),
  whatsAppPhone: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  isCertificate: z.boolean(),
  rentingAvailable: z.boolean(),
  builder,
  updatedAt: z.string(),
});
export type StoreProject = z.output<typeof storeProject>;

export const storeProjectDetail = storeProject.extend({
  details: z.array(z.object({ key: z.string(), value: z.string() })),
  images: z.array(image),
  /** Its published properties. */
  totalProperties: z.number(),
});
export type StoreProjectDetail = z.output<typeof storeProjectDetail>;

/** A published property as the store shows it: the list price only (never the cost), no responsible users. */
export const storeProperty = z.object({
  productId: z.number(),
  name: z.string(),
  listPrice: z.number().nullable(),
  category: z.enum(CATEGORIES).nullable(),
  rooms: z.number().nullable(),
  ...placeOut,
  image: z.string().nullable(),
  project: z.object({ id: z.string(), name: z.string() }),
  builder,
  updatedAt: z.string(),
});
export type StoreProperty = z.output<typeof storeProperty>;

export const storePropertyDetail = storeProperty.extend({
  description: z.string().nullable(),
  videoUrl: z.string().nullable(),
  subsidyType: z.string(),
  details: z.array(z.object({ key: z.string(), value: z.string() })),
  images: z.array(image),
});
export type StorePropertyDetail = z.output<typeof storePropertyDetail>;

export const getStoreProjects = operation({
  operationId: 'getStoreProjects',
  method: 'GET',
  path: '/store/v1/projects',
  description: CACHING,
  tags: ['store'],
  summary:
    'Proyectos publicados para la tienda (token del cliente tu360-store), paginados, por municipio o departamento',
  query: storeProjectQuery,
  responses: { 200: z.object({ data: z.array(storeProject), totalData: z.number() }), ...errors },
});

export const getStoreProject = operation({
  operationId: 'getStoreProject',
  method: 'GET',
  path: '/store/v1/projects/{id}',
  description: CACHING,
  tags: ['store'],
  summary: 'Un proyecto publicado, con sus imágenes, datos y número de inmuebles publicados',
  params: z.object({ id: uuidRef() }),
  responses: { 200: storeProjectDetail, ...errors },
});

export const getStoreProperties = operation({
  operationId: 'getStoreProperties',
  method: 'GET',
  path: '/store/v1/properties',
  tags: ['store'],
  summary:
    'Inmuebles publicados para la tienda, paginados, por municipio, departamento, tipo, rango de precio y habitaciones',
  description: `totalData cuenta hasta 2.000 (lo que alcanza la paginación); totalCapped es true cuando hay más. ${CACHING}`,
  query: storePropertyQuery,
  responses: {
    200: z.object({
      data: z.array(storeProperty),
      /** The matching properties, counted up to STORE_PAGE.maxItems (as far as paging reaches). */
      totalData: z.number(),
      /** There are more than totalData (= STORE_PAGE.maxItems) matching properties. */
      totalCapped: z.boolean(),
    }),
    ...errors,
  },
});

export const getStoreProperty = operation({
  operationId: 'getStoreProperty',
  method: 'GET',
  path: '/store/v1/properties/{productId}',
  description: CACHING,
  tags: ['store'],
  summary: 'Un inmueble publicado, con su descripción, características e imágenes',
  params: z.object({ productId: queryInt().min(1).max(Number.MAX_SAFE_INTEGER) }),
  responses: { 200: storePropertyDetail, ...errors },
});
