import { z } from 'zod';
import type { CompletenessColor, Progress } from '../completeness/property-completeness.ts';
import { es } from '../messages/es.ts';
import { CATEGORIES } from '../property/detail-keys.ts';
import { parseMoney } from '../property/normalize.ts';
import { INT4_MAX, INT4_MIN, MONEY_MAX, plainText } from '../schemas/common.ts';
import { PROPERTY_STEPS } from '../schemas/property.schema.ts';
import { PROPERTY_STATUSES, SKU_STATUS_FILTERS } from '../statuses/property-status.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { fileField, operation, queryBoolean, queryInt, queryList, uuidRef } from './operation.ts';

// --- Shared shapes --------------------------------------------------------------------------------------------

/** The columns the property list sorts by (`field`). */
export const PROPERTY_SORT_FIELDS = ['name', 'price', 'createdAt', 'updatedAt', 'status', 'city'] as const;
export type PropertySortField = (typeof PROPERTY_SORT_FIELDS)[number];

/** The server's completeness of a property (a check of the properties table holds it to these). */
const PROGRESS = ['Full', 'Medium', 'Incomplete'] as const satisfies readonly Progress[];
const progress = z.enum(PROGRESS);
/** A property's status (a check of the properties table holds it to these). */
const propertyStatus = z.enum(PROPERTY_STATUSES);
const category = z.enum(CATEGORIES);

const productIdQuery = () => queryInt().min(1);
/** A product id in a JSON body (a number, or its digits as text). */
const productIdField = () => z.coerce.number<number | string>().int().min(1);
/** A yes/no of a body, as a boolean or as the text `true`/`false`. */
const booleanish = () =>
  z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
const sellerFilter = () => uuidRef().optional();
const skuStatusFilter = () => z.enum(SKU_STATUS_FILTERS, { error: es.validation.selectOption }).optional();

const errors = { 400: validationMessage, 403: errorMessage, 404: errorMessage, 409: errorMessage };

/** A user in charge of a property, and why: a rule naming the property, its city, or a price range. */
export const propertyResponsibleUser = z.object({
  userId: z.string(),
  name: z.string(),
  reason: z.enum(['product', 'location', 'price']),
  ruleId: z.string(),
});
export type PropertyResponsibleUser = z.output<typeof propertyResponsibleUser>;

/** An image of a property, in its order. */
export const propertyImage = z.object({
  id: z.string(),
  image: z.string(),
  order: z.number(),
  isMain: z.boolean(),
  label: z.string().nullable(),
  text: z.string().nullable(),
});
export type PropertyImage = z.output<typeof propertyImage>;

// --- Lists and reads ------------------------------------------------------------------------------------------

/** Every filter of the property list, with its page and sort. */
export const propertyListQuery = z.object({
  GetReaders: queryBoolean().optional(),
  PageNumber: queryInt().min(1).default(1),
  PageSize: queryInt().min(1).max(200).default(14),
  IsRealState: queryBoolean().optional(),
  SellerId: sellerFilter(),
  ConstructorId: uuidRef().optional(),
  KeyWord: plainText(150).optional(),
  SkuStatus: skuStatusFilter(),
  /** Completeness light: Full (green), Medium (yellow), Incomplete (red). */
  Progress: z.enum(PROGRESS, { error: es.validation.selectOption }).optional(),
  field: z.enum(PROPERTY_SORT_FIELDS, { error: es.validation.selectOption }).optional(),
  order: z.enum(['asc', 'desc'], { error: es.validation.selectOption }).optional(),
  MinimumPrice: queryInt().min(0).optional(),
  MaximumPrice: queryInt().min(0).optional(),
  Categories: queryList(
    z.enum(CATEGORIES, { error: es.validation.selectOption }),
    CATEGORIES.length,
  ).optional(),
  // Filters a person picks from a list: a hundred is far more than anyone picks (Colombia has 33 departments).
  Cities: queryList(uuidRef(), 100).optional(),
  CityDepartments: queryList(uuidRef(), 100).optional(),
  ProductId: productIdQuery().optional(),
});
/** The list's query as the route reads it (defaults applied, repeated parameters as arrays). */
export type PropertyListQuery = z.output<typeof propertyListQuery>;

/** A property of the list. */
export const propertyListItem = z.object({
  id: z.string(),
  productId: z.number(),
  refId: z.string(),
  name: z.string(),
  status: propertyStatus,
  statusDetail: z.string().nullable(),
  progress,
  listPrice: z.number().nullable(),
  category: category.nullable(),
  sellerId: z.string(),
  sellerName: z.string(),
  constructorId: z.string(),
  constructorName: z.string(),
  cityName: z.string().nullable(),
  departmentName: z.string().nullable(),
  image: z
    .string()
    .nullable()
    .describe(
      'URL of the main image; its thumbnails are at {image}/{width}.{format} (GET /api/files/{id}/{thumbnail})',
    ),
  isRealState: z.boolean(),
  approvedToUpdate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** With GetReaders only. */
  responsibleUsers: z.array(propertyResponsibleUser.pick({ userId: true, name: true })).optional(),
});
export type PropertyItem = z.output<typeof propertyListItem>;

export const getRealstates = operation({
  operationId: 'getRealstates',
  method: 'GET',
  path: '/product/api/v2/get-realstates',
  tags: ['properties'],
  summary: 'Inmuebles al alcance con todos los filtros del listado, orden y paginación',
  query: propertyListQuery,
  responses: {
    200: z.object({
      data: z.array(propertyListItem),
      totalData: z.number(),
      totalDataEstimated: z
        .boolean()
        .describe(
          'true when totalData is the planner’s estimate: a free filter (keyword, price, city, completeness) matched more than 10,000 properties; false when it is exact',
        ),
    }),
  },
});

export const getRealstateCount = operation({
  operationId: 'getRealstateCount',
  method: 'GET',
  path: '/product/api/v2/get-realstate-count',
  tags: ['properties'],
  summary: 'Cantidad de inmuebles al alcance',
  query: z.object({
    SellerId: sellerFilter(),
    SkuStatus: skuStatusFilter(),
    ConstructorId: uuidRef().optional(),
    IsRealEstate: queryBoolean().optional(),
  }),
  responses: { 200: z.object({ totalData: z.number() }) },
});

/** The figures of the home dashboard. */
export const propertyDashboard = z.object({
  total: z.number(),
  byStatus: z.record(z.string(), z.number()),
  byProgress: z.record(z.string(), z.number()),
  leads: z.number(),
});
export type PropertyDashboard = z.output<typeof propertyDashboard>;

export const getDataDashboard = operation({
  operationId: 'getDataDashboard',
  method: 'GET',
  path: '/product/api/v2/get-data-dashboard',
  tags: ['properties'],
  summary: 'Cifras del tablero de inicio',
  query: z.object({ SellerId: sellerFilter() }),
  responses: { 200: propertyDashboard },
});

export const getRealstatestypesCount = operation({
  operationId: 'getRealstatestypesCount',
  method: 'GET',
  path: '/product/api/v2/get-realstatestypes-count',
  tags: ['properties'],
  summary: 'Cantidad de inmuebles por categoría',
  query: z.object({
    IsRealState: queryBoolean().optional(),
    SellerId: sellerFilter(),
    ConstructorId: uuidRef().optional(),
    SkuStatus: skuStatusFilter(),
    KeyWord: plainText(150).optional(),
  }),
  responses: {
    200: z.object({
      data: z.array(z.object({ category: category.nullable(), total: z.number() })),
      totalData: z.number(),
    }),
  },
});

/** A property with its details, images and responsible users. */
export const propertyDetail = z.object({
  id: z.string(),
  productId: z.number(),
  refId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  listPrice: z.number().nullable(),
  costPrice: z.number().nullable(),
  score: z.number(),
  step: z.number(),
  progressStatus: z.number(),
  progress,
  status: propertyStatus,
  statusDetail: z.string().nullable(),
  category: category.nullable(),
  vtexCategoryId: z.number().nullable(),
  vtexDepartmentId: z.number().nullable(),
  vtexBrandId: z.number(),
  departmentId: z.string().nullable(),
  cityId: z.string().nullable(),
  sellerId: z.string(),
  sellerName: z.string(),
  constructorId: z.string(),
  isRealState: z.boolean(),
  subsidyType: z.string(),
  videoUrl: z.string().nullable(),
  inventory: z.number(),
  unlimitedQuantity: z.boolean(),
  approvedToUpdate: z.boolean(),
  sellerStratum: z.string().nullable(),
  detailProducts: z.array(z.object({ key: z.string(), value: z.string() })),
  images: z.array(propertyImage),
  responsibleUsers: z.array(propertyResponsibleUser),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertyDetail = z.output<typeof propertyDetail>;

export const getProductId = operation({
  operationId: 'getProductId',
  method: 'GET',
  path: '/product/api/v2/get-product-id',
  tags: ['properties'],
  summary: 'Un inmueble con sus detalles, imágenes y responsables',
  query: z.object({ productId: productIdQuery() }),
  responses: { 200: propertyDetail, 404: errorMessage },
});

// --- The wizard's saves and the images ------------------------------------------------------------------------

const scoreValue = (v: string | number) => (typeof v === 'number' ? v : Number(v.trim() || 0));

/** v5 create/update body of the wizard (builders and agencies share it). */
export const propertyBody = z.object({
  productId: productIdField().optional(),
  sellerId: uuidRef(),
  name: plainText(150).optional(),
  description: plainText(1000).optional(),
  // As typed ("$ 350.000.000") or a number; whatever it is, it must fit its column (bigint, integer).
  // (Text that is not a number is left to the property's own rules and their messages.)
  price: z
    .union([plainText(30), z.number()])
    .refine((v) => !(parseMoney(v) > MONEY_MAX || parseMoney(v) < -MONEY_MAX), es.validation.outOfRange)
    .refine((v) => Number.isNaN(parseMoney(v)) || Number.isInteger(parseMoney(v)), es.validation.integer)
    .optional(),
  score: z
    .union([plainText(10), z.number()])
    .refine((v) => !(scoreValue(v) > INT4_MAX || scoreValue(v) < INT4_MIN), es.validation.outOfRange)
    .refine((v) => Number.isNaN(scoreValue(v)) || Number.isInteger(scoreValue(v)), es.validation.integer)
    .optional(),
  step: z.coerce
    .number<number | string>()
    .int()
    .pipe(
      z.union(
        PROPERTY_STEPS.map((s) => z.literal(s)) as [
          z.ZodLiteral<1>,
          z.ZodLiteral<2>,
          z.ZodLiteral<3>,
          z.ZodLiteral<4>,
          z.ZodLiteral<5>,
        ],
      ),
    ),
  // Empty is "not chosen": the domain's rules answer it with the form's own message.
  category: z.union([z.enum(CATEGORIES, { error: es.validation.selectOption }), z.literal('')]).optional(),
  departmentId: z.union([uuidRef(), z.literal('')]).optional(),
  cityId: z.union([uuidRef(), z.literal('')]).optional(),
  videoUrl: z
    .union([z.url({ protocol: /^https$/, message: es.validation.url }).max(500), z.literal('')])
    .optional(),
  subsidyType: plainText(50).optional(),
  detailProducts: z
    .array(z.object({ key: plainText(100), value: plainText(1000) }))
    .max(100)
    .default([]),
});
/** What the wizard sends. */
export type PropertyBody = z.input<typeof propertyBody>;
/** The body as the API reads it (step checked, details defaulted). */
export type PropertySave = z.output<typeof propertyBody>;

/** The answer of a save: the property's ids, status and completeness. */
export const propertySaveAnswer = z.object({
  id: z.string(),
  productId: z.number(),
  refId: z.string(),
  status: propertyStatus,
  progress,
  percent: z.number(),
  color: z.enum(['green', 'yellow', 'red'] as const satisfies readonly CompletenessColor[]),
  progressStatus: z.number(),
  message: z.string().optional(),
});
export type PropertySaveAnswer = z.output<typeof propertySaveAnswer>;

export const createProduct = operation({
  operationId: 'createProduct',
  method: 'POST',
  path: '/product/api/v5/create-product',
  tags: ['properties'],
  summary: 'Crea un inmueble de constructora (guardado del asistente)',
  body: propertyBody,
  responses: { 201: propertySaveAnswer, ...errors },
});

export const updateProduct = operation({
  operationId: 'updateProduct',
  method: 'PUT',
  path: '/product/api/v5/update-product',
  tags: ['properties'],
  summary: 'Actualiza un inmueble de constructora (guardado del asistente)',
  body: propertyBody,
  responses: { 200: propertySaveAnswer, ...errors },
});

export const createAgencyRealstate = operation({
  operationId: 'createAgencyRealstate',
  method: 'POST',
  path: '/product/api/estate-agency/v5/create-agency-realstate',
  tags: ['properties'],
  summary: 'Crea un inmueble de inmobiliaria (guardado del asistente)',
  body: propertyBody,
  responses: { 201: propertySaveAnswer, ...errors },
});

export const updateAgencyRealstate = operation({
  operationId: 'updateAgencyRealstate',
  method: 'PATCH',
  path: '/product/api/estate-agency/v5/update-agency-realstate',
  tags: ['properties'],
  summary: 'Actualiza un inmueble de inmobiliaria (guardado del asistente)',
  body: propertyBody,
  responses: { 200: propertySaveAnswer, ...errors },
});

const imagesAnswer = {
  200: z.array(propertyImage),
  400: validationMessage,
  403: errorMessage,
  404: errorMessage,
  413: errorMessage,
  415: errorMessage,
};
const refId = () => plainText(100).min(1);

export const createImagesProduct = operation({
  operationId: 'createImagesProduct',
  method: 'POST',
  path: '/product/api/v5/create-images-product',
  tags: ['properties'],
  summary: 'Carga imágenes de un inmueble (todas o ninguna)',
  multipart: true,
  query: z.object({ refId: refId() }),
  body: z.object({ Image: fileField(), SellerId: z.string().max(100).optional() }),
  responses: imagesAnswer,
});

export const deleteImageProduct = operation({
  operationId: 'deleteImageProduct',
  method: 'DELETE',
  path: '/product/api/v1/delete-image-product',
  tags: ['properties'],
  summary: 'Elimina una imagen de un inmueble',
  query: z.object({ imageId: z.uuid(), RefId: refId() }),
  responses: imagesAnswer,
});

export const updateProductImageOrder = operation({
  operationId: 'updateProductImageOrder',
  method: 'PUT',
  path: '/product/api/product-massive/v2/product-image-order',
  tags: ['properties'],
  summary: 'Orden, imagen principal, etiqueta y texto de las imágenes de un inmueble',
  body: z.object({
    RefId: refId(),
    images: z
      .array(
        z.object({
          id: z.uuid(),
          order: z.number().int().min(0).max(1000),
          isMain: z.boolean(),
          label: plainText(150).nullable().optional(),
          text: plainText(500).nullable().optional(),
        }),
      )
      .min(1)
      .max(100),
  }),
  responses: imagesAnswer,
});

// --- Approval and lifecycle -----------------------------------------------------------------------------------

const productIds = () => z.array(productIdField()).min(1, es.property.chooseProperties).max(500);

/** What a change of status in bulk did: each property's new status. */
export const propertyBulkAnswer = z.object({
  total: z.number(),
  data: z.array(z.object({ productId: z.number(), status: propertyStatus })),
});

export const onapprobationRealstates = operation({
  operationId: 'onapprobationRealstates',
  method: 'PUT',
  path: '/product/api/v5/onapprobation-realstates',
  tags: ['properties'],
  summary: 'Aprueba inmuebles en bloque (administradores de la plataforma)',
  body: z
    .array(
      z.object({
        Message: plainText(500).optional(),
        ProductId: productIdField(),
        SellerId: z.uuid().optional(),
      }),
    )
    .min(1)
    .max(500),
  responses: { 200: propertyBulkAnswer, ...errors },
});

const stateBody = z.object({
  Message: plainText(500).optional(),
  ProductId: productIdField(),
  SellerId: z.uuid().optional(),
  Status: z.enum(PROPERTY_STATUSES, { error: es.validation.selectOption }),
});
const stateAnswer = z.object({
  productId: z.number(),
  status: propertyStatus,
  statusDetail: z.string().nullable(),
});

export const updateState = operation({
  operationId: 'updateState',
  method: 'PUT',
  path: '/product/api/v5/update-state',
  tags: ['properties'],
  summary: 'Cambia el estado de un inmueble de constructora (aprobar, rechazar con motivo, ocultar…)',
  body: stateBody,
  responses: { 200: stateAnswer, ...errors },
});

export const updateStateRealstate = operation({
  operationId: 'updateStateRealstate',
  method: 'PUT',
  path: '/product/api/v5/update-state-realstate',
  tags: ['properties'],
  summary: 'Cambia el estado de un inmueble de inmobiliaria (aprobar, rechazar con motivo, ocultar…)',
  body: stateBody,
  responses: { 200: stateAnswer, ...errors },
});

export const requestProductApproval = operation({
  operationId: 'requestProductApproval',
  method: 'PATCH',
  path: '/product/api/v1/request-product-approval',
  tags: ['properties'],
  summary: 'Pide la aprobación de los inmuebles cuya completitud no está en rojo',
  body: z.object({ productIds: productIds() }),
  responses: { 200: propertyBulkAnswer, ...errors },
});

export const hideRealstates = operation({
  operationId: 'hideRealstates',
  method: 'PUT',
  path: '/product/api/v2/hide-realstates',
  tags: ['properties'],
  summary: 'Oculta inmuebles con un motivo',
  body: z.object({ productIds: productIds(), Message: plainText(500) }),
  responses: { 200: propertyBulkAnswer, ...errors },
});

export const deleteProduct = operation({
  operationId: 'deleteProduct',
  method: 'DELETE',
  path: '/product/api/v3/delete-product',
  tags: ['properties'],
  summary: 'Elimina inmuebles (productId y sellerId en la consulta, o una lista en el cuerpo)',
  query: z.object({
    productId: productIdQuery().optional(),
    sellerId: z.uuid().optional(),
  }),
  body: z
    .array(z.object({ productId: productIdField(), sellerId: z.uuid().optional() }))
    .max(500)
    .nullish(),
  responses: { 200: z.object({ total: z.number() }), ...errors },
});

// --- History --------------------------------------------------------------------------------------------------

/** One field a save changed, with its values before and after. */
export const propertyChange = z.object({
  field: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/** One save of a property: who, when, and what it changed. */
export const propertyChangeGroup = z.object({
  transactionalId: z.string(),
  date: z.string(),
  userName: z.string().nullable(),
  action: z.string(),
  changes: z.array(propertyChange),
});
export type PropertyChange = z.output<typeof propertyChangeGroup>;

export const getLastChanges = operation({
  operationId: 'getLastChanges',
  method: 'GET',
  path: '/product/api/v1/get-last-changes',
  tags: ['properties'],
  summary: 'Cambios de un inmueble, del más reciente al más antiguo, agrupados por guardado',
  query: z.object({ productId: productIdQuery() }),
  responses: { 200: z.array(propertyChangeGroup), 404: errorMessage },
});

export const getAuditLogProduct = operation({
  operationId: 'getAuditLogProduct',
  method: 'GET',
  path: '/product/api/v2/get-audit-log-product',
  tags: ['properties'],
  summary: 'Los registros de un guardado de un inmueble',
  query: z.object({ TransactionalId: z.uuid() }),
  responses: {
    200: z.array(
      propertyChange.extend({ userName: z.string().nullable(), action: z.string(), createdAt: z.string() }),
    ),
  },
});

// --- Responsible users ----------------------------------------------------------------------------------------

/** Who is put in charge, and of what: properties by location, specific properties, or a price range. */
export const userConfigBody = z.object({
  Users: z.array(z.uuid()).min(1, es.property.responsible.chooseUsers).max(100),
  SellerId: z.uuid().optional(),
  ConstructorId: z.uuid().optional(),
  AssignType: plainText(30).default('Product'),
  IsSetLocation: booleanish().default(false),
  Locations: z
    .array(z.object({ CityId: z.uuid(), DepartmentId: z.uuid() }))
    .max(200)
    .default([]),
  IsSetSpecificProduct: booleanish().default(false),
  SkuIds: z.array(productIdField()).max(500).default([]),
  MinPrice: z.coerce.number<number | string>().int().min(0).nullable().optional(),
  MaxPrice: z.coerce.number<number | string>().int().min(0).nullable().optional(),
});
export type ResponsibleUserConfig = z.input<typeof userConfigBody>;

export const addUserConfig = operation({
  operationId: 'addUserConfig',
  method: 'POST',
  path: '/product/api/user-realstate/v2/add-user-config',
  tags: ['properties'],
  summary: 'Responsables por ubicación, por inmuebles específicos o por rango de precio',
  body: userConfigBody,
  responses: {
    200: z.object({ total: z.number() }),
    400: validationMessage,
    403: errorMessage,
    404: errorMessage,
  },
});

export const removeUserSku = operation({
  operationId: 'removeUserSku',
  method: 'POST',
  path: '/product/api/user-realstate/v2/remove-user-sku',
  tags: ['properties'],
  summary: 'Quita responsables de un inmueble',
  body: z.object({
    Users: z.array(z.uuid()).min(1).max(100),
    ProductId: productIdField(),
  }),
  responses: {
    200: z.object({ total: z.number() }),
    400: validationMessage,
    403: errorMessage,
    404: errorMessage,
  },
});
