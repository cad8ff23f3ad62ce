// The price updates module's operations and shapes (issue 12: "Actualizar precios"; see index.ts).
import { z } from 'zod';
import { WORKBOOK_MAX_BYTES } from '../bulk-load/limits.ts';
import { es } from '../messages/es.ts';
import { CATEGORIES } from '../property/detail-keys.ts';
import { MONEY_MAX } from '../schemas/common.ts';
import { PROPERTY_STATUSES } from '../statuses/property-status.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation, queryInt, uuidRef } from './operation.ts';
import { propertyListQuery } from './properties.ts';

/** Most price changes one preview or apply takes (a project with more is updated in several batches). */
export const PRICE_CHANGES_MAX = 5_000;

/** The columns the pricing list sorts by (`field`). */
export const PRICE_SORT_FIELDS = ['refId', 'name', 'price', 'area', 'pricePerM2', 'status'] as const;
export type PriceSortField = (typeof PRICE_SORT_FIELDS)[number];

const errors = { 400: validationMessage, 403: errorMessage, 404: errorMessage, 409: errorMessage };
const productIdField = () => z.coerce.number<number | string>().int().min(1);
const moneyField = () => z.coerce.number<number | string>().int().min(0).max(MONEY_MAX);

// --- The list ---------------------------------------------------------------------------------------------------

/**
 * The property list's filters (get-realstates), the same names and rules: keyword, status, completeness, price
 * range, categories, departments and cities. The price page's list and its sheet take them within the project.
 */
export const priceFilterQuery = z.object(
  propertyListQuery.pick({
    KeyWord: true,
    SkuStatus: true,
    Progress: true,
    MinimumPrice: true,
    MaximumPrice: true,
    Categories: true,
    CityDepartments: true,
    Cities: true,
  }).shape,
);
export type PriceFilterQuery = z.output<typeof priceFilterQuery>;

/** The pricing list's query: the project (required: "Ver todos los inmuebles" is not a price scope), filters, page. */
export const priceListQuery = z.object({
  SellerId: uuidRef(),
  PageNumber: queryInt().min(1).default(1),
  PageSize: queryInt().min(1).max(200).default(14),
  ...priceFilterQuery.shape,
  field: z.enum(PRICE_SORT_FIELDS, { error: es.validation.selectOption }).optional(),
  order: z.enum(['asc', 'desc'], { error: es.validation.selectOption }).optional(),
});
export type PriceListQuery = z.output<typeof priceListQuery>;

/** A property as the price page lists it. */
export const priceItem = z.object({
  productId: z.number(),
  refId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  /** The property's "Área (m²)" detail, in m²; null when it has none. */
  area: z.number().nullable(),
  /** The current price (listPrice), in whole pesos. */
  price: z.number().nullable(),
  /** price / area, rounded to whole pesos; null without a price or an area. */
  pricePerM2: z.number().nullable(),
  status: z.enum(PROPERTY_STATUSES),
});
export type PriceItem = z.output<typeof priceItem>;

export const getPriceProducts = operation({
  operationId: 'getPriceProducts',
  method: 'GET',
  path: '/product/api/prices/v1/products',
  tags: ['prices'],
  summary:
    'Inmuebles de un proyecto para actualizar precios (referencia, nombre, tipo, área, precio, precio por m², estado), con filtros y paginación',
  query: priceListQuery,
  responses: {
    200: z.object({
      data: z.array(priceItem),
      totalData: z.number(),
      medianPricePerM2: z
        .number()
        .nullable()
        .describe('Mediana del precio por m² de los inmuebles del proyecto con área y precio'),
    }),
    ...errors,
  },
});

/** The bytes of the price sheet (.xlsx), sent as a download. */
export const priceSheetBytes = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

export const getPriceSheet = operation({
  operationId: 'getPriceSheet',
  method: 'GET',
  path: '/product/api/prices/v1/sheet',
  tags: ['prices'],
  summary:
    'Descarga la hoja de precios de un proyecto (.xlsx: Referencia, Nombre, Área (m²), Precio actual, Precio nuevo) con los inmuebles que dejan los filtros de la lista (sin filtros, todos los del proyecto)',
  query: z.object({ SellerId: uuidRef(), ...priceFilterQuery.shape }),
  responses: { 200: priceSheetBytes, 403: errorMessage, 404: errorMessage },
});

// --- Preview ------------------------------------------------------------------------------------------------------

/** One new price: the property and its new price in whole pesos. */
export const priceChange = z.object({ productId: productIdField(), newPrice: moneyField() });
export type PriceChange = z.output<typeof priceChange>;

export const PRICE_WARNINGS = ['change', 'pricePerM2'] as const;
export type PriceWarningKind = (typeof PRICE_WARNINGS)[number];

/** A row of the preview: old → new, the change, the price per m² before and after, its errors and warnings. */
export const pricePreviewRow = z.object({
  /** The sheet's row number as Excel shows it (1 is the header); null for changes made on the page. */
  row: z.number().int().nullable(),
  /** null when the row names no property of this project (its error says why). */
  productId: z.number().nullable(),
  refId: z.string(),
  name: z.string(),
  area: z.number().nullable(),
  oldPrice: z.number().nullable(),
  newPrice: z.number().nullable(),
  /** (new − old) / old × 100, to two decimals; null without both prices. */
  changePercent: z.number().nullable(),
  oldPricePerM2: z.number().nullable(),
  newPricePerM2: z.number().nullable(),
  /** Why the row cannot be applied (Spanish); a preview with errors cannot be applied. */
  errors: z.array(z.string()),
  /** What needs the user's tick before applying (Spanish). */
  warnings: z.array(z.object({ kind: z.enum(PRICE_WARNINGS), message: z.string() })),
});
export type PricePreviewRow = z.output<typeof pricePreviewRow>;

export const pricePreview = z.object({
  sellerId: z.uuid(),
  rows: z.array(pricePreviewRow),
  /** Rows that change a price (errors and unchanged prices excluded). */
  changes: z.number().int(),
  errorRows: z.number().int(),
  warningRows: z.number().int(),
  medianPricePerM2: z.number().nullable(),
  /**
   * What was previewed (the project, each property's current and new price), sealed: apply takes it back with
   * the same changes and refuses (409) when a price changed since.
   */
  previewToken: z.string(),
});
export type PricePreview = z.output<typeof pricePreview>;

const changesField = () =>
  z.array(priceChange).min(1, es.prices.noChanges).max(PRICE_CHANGES_MAX, es.prices.tooManyChanges);

export const previewPrices = operation({
  operationId: 'previewPrices',
  method: 'POST',
  path: '/product/api/prices/v1/preview',
  tags: ['prices'],
  summary:
    'Vista previa de nuevos precios editados en la página: anterior → nuevo, variación, precio por m², errores y advertencias; no escribe nada',
  body: z.object({ SellerId: uuidRef(), changes: changesField() }),
  responses: { 200: pricePreview, ...errors },
});

export const previewPriceSheet = operation({
  operationId: 'previewPriceSheet',
  method: 'POST',
  path: '/product/api/prices/v1/preview-sheet',
  tags: ['prices'],
  summary:
    'Vista previa de la hoja de precios diligenciada (.xlsx): cada fila con precio nuevo, con sus errores y advertencias; no escribe nada',
  multipart: true,
  body: z.object({
    File: z.any().optional().meta({ type: 'string', format: 'binary', maxLength: WORKBOOK_MAX_BYTES }),
    SellerId: uuidRef(),
  }),
  responses: { 200: pricePreview, ...errors },
});

// --- Apply, history, undo -----------------------------------------------------------------------------------------

export const applyPrices = operation({
  operationId: 'applyPrices',
  method: 'POST',
  path: '/product/api/prices/v1/apply',
  tags: ['prices'],
  summary:
    'Aplica los precios de la vista previa, todos o ninguno, en una transacción (409 si algún precio cambió desde la vista previa)',
  body: z.object({
    SellerId: uuidRef(),
    changes: changesField(),
    previewToken: z.string().min(1).max(200),
    /** The properties whose warnings the user ticked; a warning not ticked refuses the whole apply (400). */
    acceptedWarnings: z.array(productIdField()).max(PRICE_CHANGES_MAX).default([]),
  }),
  responses: { 200: z.object({ batchId: z.uuid(), count: z.number().int() }), ...errors },
});

/** An applied batch of price changes, as the page's history of updates shows it. */
export const priceBatch = z.object({
  id: z.uuid(),
  sellerId: z.uuid(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.string(),
  count: z.number().int(),
  undoneAt: z.string().nullable(),
  /** Only the project's last batch not undone may be undone ("Deshacer actualización"). */
  canUndo: z.boolean(),
});
export type PriceBatch = z.output<typeof priceBatch>;

export const getPriceBatches = operation({
  operationId: 'getPriceBatches',
  method: 'GET',
  path: '/product/api/prices/v1/batches',
  tags: ['prices'],
  summary:
    'Historial de actualizaciones de precios de un proyecto (quién, cuándo, cuántos), de la más reciente a la más antigua',
  query: z.object({
    SellerId: uuidRef(),
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(100).default(10),
  }),
  responses: { 200: z.object({ data: z.array(priceBatch), totalData: z.number() }), ...errors },
});

export const undoPriceBatch = operation({
  operationId: 'undoPriceBatch',
  method: 'POST',
  path: '/product/api/prices/v1/batches/{id}/undo',
  tags: ['prices'],
  summary:
    'Deshace la última actualización de precios de un proyecto, toda o nada (409 con el motivo si un cambio posterior tocó esos precios)',
  params: z.object({ id: uuidRef() }),
  responses: { 200: z.object({ batchId: z.uuid(), count: z.number().int() }), ...errors },
});
