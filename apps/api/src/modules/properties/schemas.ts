import {
  CATEGORIES,
  es,
  INT4_MAX,
  INT4_MIN,
  MONEY_MAX,
  PROPERTY_STEPS,
  parseMoney,
  plainText,
  SKU_STATUS_FILTERS,
} from '@tu360/domain';
import { z } from 'zod';
import { PROPERTY_SORT_FIELDS } from './list-query.ts';

/** The API's error answers (one shape for every module), under the names these routes use. */
export { errorMessage as message, validationMessage as validationError } from '../../lib/errors.ts';

const uuid = () => z.uuid(es.validation.selectOption);
/** A query parameter given once or repeated, up to `max` times. */
const many = <T extends z.ZodType>(item: T, max: number) =>
  z.union([item, z.array(item).max(max)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);
const booleanQuery = z
  .enum(['true', 'false'], { error: es.validation.boolean })
  .transform((v) => v === 'true');

export const listQuery = z.object({
  GetReaders: booleanQuery.optional(),
  PageNumber: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(14),
  IsRealState: booleanQuery.optional(),
  SellerId: uuid().optional(),
  ConstructorId: uuid().optional(),
  KeyWord: plainText(150).optional(),
  SkuStatus: z.enum(SKU_STATUS_FILTERS, { error: es.validation.selectOption }).optional(),
  field: z.enum(PROPERTY_SORT_FIELDS, { error: es.validation.selectOption }).optional(),
  order: z.enum(['asc', 'desc'], { error: es.validation.selectOption }).optional(),
  MinimumPrice: z.coerce.number().int().min(0).optional(),
  MaximumPrice: z.coerce.number().int().min(0).optional(),
  Categories: many(z.enum(CATEGORIES, { error: es.validation.selectOption }), CATEGORIES.length).optional(),
  // Filters a person picks from a list: a hundred is far more than anyone picks (Colombia has 33 departments).
  Cities: many(uuid(), 100).optional(),
  CityDepartments: many(uuid(), 100).optional(),
  ProductId: z.coerce.number().int().min(1).optional(),
});

export const listItem = z.object({
  id: z.string(),
  productId: z.number(),
  refId: z.string(),
  name: z.string(),
  status: z.string(),
  statusDetail: z.string().nullable(),
  progress: z.string(),
  listPrice: z.number().nullable(),
  category: z.string().nullable(),
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
  responsibleUsers: z.array(z.object({ userId: z.string(), name: z.string() })).optional(),
});

export const image = z.object({
  id: z.string(),
  image: z.string(),
  order: z.number(),
  isMain: z.boolean(),
  label: z.string().nullable(),
  text: z.string().nullable(),
});

export const responsibleUser = z.object({
  userId: z.string(),
  name: z.string(),
  reason: z.enum(['product', 'location', 'price']),
  ruleId: z.string(),
});

export const detail = z.object({
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
  progress: z.string(),
  status: z.string(),
  statusDetail: z.string().nullable(),
  category: z.string().nullable(),
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
  images: z.array(image),
  responsibleUsers: z.array(responsibleUser),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const scoreValue = (v: string | number) => (typeof v === 'number' ? v : Number(v.trim() || 0));
const text = (max: number) => plainText(max);

/** v5 create/update body (builders and agencies share it). */
export const propertyBody = z.object({
  productId: z.coerce.number().int().min(1).optional(),
  sellerId: uuid(),
  name: text(150).optional(),
  description: text(1000).optional(),
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
    .number()
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
  departmentId: z.union([uuid(), z.literal('')]).optional(),
  cityId: z.union([uuid(), z.literal('')]).optional(),
  videoUrl: z
    .union([z.url({ protocol: /^https$/, message: es.validation.url }).max(500), z.literal('')])
    .optional(),
  subsidyType: text(50).optional(),
  detailProducts: z
    .array(z.object({ key: text(100), value: text(1000) }))
    .max(100)
    .default([]),
});

export const saveAnswer = z.object({
  id: z.string(),
  productId: z.number(),
  refId: z.string(),
  status: z.string(),
  progress: z.string(),
  percent: z.number(),
  color: z.string(),
  progressStatus: z.number(),
  message: z.string().optional(),
});
