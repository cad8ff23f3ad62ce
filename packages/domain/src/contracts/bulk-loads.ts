// The bulk loads module's operations and shapes (issue 11: "Plantillas de carga"; see index.ts).
import { z } from 'zod';
import { IMAGE_ZIP_MAX_BYTES, WORKBOOK_MAX_BYTES } from '../bulk-load/limits.ts';
import { plainText } from '../schemas/common.ts';
import { errorMessage } from './errors.ts';
import { operation, queryInt, uuidRef } from './operation.ts';

/**
 * The templates a user downloads and fills: one per property category of a builder (spec section 7 sends it as
 * `TemplateProduct`), one for an agency's properties, one for projects.
 */
export const LOAD_TEMPLATES = [
  'Apartment',
  'House',
  'StudioApartment',
  'AgencyRealstate',
  'Projects',
] as const;
export type LoadTemplate = (typeof LOAD_TEMPLATES)[number];

/**
 * What a load writes: records from a workbook (a builder's properties, an agency's, a builder's projects), images
 * from a zip (for properties of a project, or for a builder's projects), or the deletion of the properties a
 * workbook of references names.
 */
export const LOAD_KINDS = [
  'BuilderProperties',
  'AgencyProperties',
  'Projects',
  'PropertyImages',
  'ProjectImages',
  'PropertyDeletion',
] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/**
 * The life of a load, a background job kept in the database: read and checked (Validating), waiting for the
 * user's confirmation (Validated, with or without row errors), written in one transaction (Applying), then Done,
 * Failed (nothing written), Cancelled by the user, or Interrupted (the server stopped while it ran; nothing
 * written).
 */
export const LOAD_STATUSES = [
  'Validating',
  'Validated',
  'Applying',
  'Done',
  'Failed',
  'Cancelled',
  'Interrupted',
] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

/** A row of the workbook the load cannot take, with the column and the wizard's own Spanish message. */
export const loadRowError = z.object({
  row: z
    .number()
    .int()
    .describe('Número de la fila en la hoja, como la muestra Excel (la 1 es el encabezado)'),
  column: z
    .string()
    .nullable()
    .describe('Encabezado de la columna; null cuando el error es de la fila entera'),
  message: z.string(),
});
export type LoadRowError = z.output<typeof loadRowError>;

/** A load, as the history table and the progress bar show it. */
export const bulkLoad = z.object({
  id: z.uuid(),
  kind: z.enum(LOAD_KINDS),
  /** The template the workbook was filled from; null for the kinds without one (image zips, deletion). */
  template: z.enum(LOAD_TEMPLATES).nullable(),
  fileName: z.string(),
  status: z.enum(LOAD_STATUSES),
  constructorId: z.uuid(),
  sellerId: z.uuid().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Rows of data in the workbook (the header and the example rows are not counted). */
  rowsTotal: z.number().int(),
  /** Rows done by the current step (reading and checking, then writing): the progress bar. */
  rowsDone: z.number().int(),
  /** The dry run: rows that would create a new record, rows that would update one (same reference in the project). */
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  /** Rows in error (the dry run lists them; a load with errors cannot be confirmed). */
  errorRows: z.number().int(),
  /** After writing: records created and updated. */
  created: z.number().int(),
  updated: z.number().int(),
  /** Why a load failed or was interrupted, in Spanish. */
  message: z.string().nullable(),
  /** An error file (the workbook with an "Errores" column) can be downloaded. */
  hasErrorFile: z.boolean(),
});
export type BulkLoad = z.output<typeof bulkLoad>;

/** A load with its row errors (the first 500, in row order; `errorRows` counts them all). */
export const bulkLoadDetail = bulkLoad.extend({ errors: z.array(loadRowError).max(500) });
export type BulkLoadDetail = z.output<typeof bulkLoadDetail>;

const loadId = z.object({ id: uuidRef() });
/** The workbook part of an upload (a Buffer once the API's multipart plugin attached it). */
const workbookField = () =>
  z.any().optional().meta({ type: 'string', format: 'binary', maxLength: WORKBOOK_MAX_BYTES });
/**
 * The workbook's name as the user chose it, for the history (the multipart plugin keeps a file part's bytes, not
 * its name); optional: the template's name stands in for it.
 */
const fileNameField = () => plainText(200).optional();
/** The bytes of a workbook (.xlsx), sent as a download. */
export const workbookBytes = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

export const getLoadTemplate = operation({
  operationId: 'getLoadTemplate',
  method: 'GET',
  path: '/bulk-load/api/v1/templates/{template}',
  tags: ['bulkLoads'],
  summary: 'Descarga una plantilla de carga (.xlsx) hecha de los campos del asistente',
  params: z.object({ template: z.enum(LOAD_TEMPLATES) }),
  responses: { 200: workbookBytes, 404: errorMessage },
});

export const createProductMassive = operation({
  operationId: 'createProductMassive',
  method: 'POST',
  path: '/product/api/productsync-massive/v5/create-product-massive',
  tags: ['bulkLoads'],
  summary: 'Carga un libro de inmuebles de una constructora: lo revisa (prueba en seco) sin escribir nada',
  multipart: true,
  body: z.object({
    File: workbookField(),
    ConstructorId: uuidRef(),
    SellerId: uuidRef(),
    TemplateProduct: z.enum(['Apartment', 'House', 'StudioApartment']),
    FileName: fileNameField(),
  }),
  responses: { 202: bulkLoad, 403: errorMessage, 404: errorMessage },
});

export const createAgencyRealstateMassive = operation({
  operationId: 'createAgencyRealstateMassive',
  method: 'POST',
  path: '/product/api/estateagencysync-massive/v5/create-agency-realstate-massive',
  tags: ['bulkLoads'],
  summary: 'Carga un libro de inmuebles de una inmobiliaria: lo revisa (prueba en seco) sin escribir nada',
  multipart: true,
  body: z.object({
    File: workbookField(),
    ConstructorId: uuidRef(),
    SellerId: uuidRef(),
    FileName: fileNameField(),
  }),
  responses: { 202: bulkLoad, 403: errorMessage, 404: errorMessage },
});

export const createMassiveProjects = operation({
  operationId: 'createMassiveProjects',
  method: 'POST',
  path: '/seller/api/v3/create-massive-projects/',
  tags: ['bulkLoads'],
  summary: 'Carga un libro de proyectos de una constructora: lo revisa (prueba en seco) sin escribir nada',
  multipart: true,
  body: z.object({ File: workbookField(), ConstructorId: uuidRef(), FileName: fileNameField() }),
  responses: { 202: bulkLoad, 403: errorMessage, 404: errorMessage },
});

/**
 * Deleting properties by file (spec section 8): the one-column template ("Referencia") is its own download, since
 * a load of this kind has no `template` (LOAD_TEMPLATES are the templates of loads that write records).
 */
export const getPropertyDeletionTemplate = operation({
  operationId: 'getPropertyDeletionTemplate',
  method: 'GET',
  path: '/bulk-load/api/v1/deletion-template',
  tags: ['bulkLoads'],
  summary: 'Descarga la plantilla para eliminar inmuebles por archivo (.xlsx, una columna "Referencia")',
  responses: { 200: workbookBytes },
});

export const deleteProductMassive = operation({
  operationId: 'deleteProductMassive',
  method: 'POST',
  path: '/product/api/productsync-massive/v5/delete-product-massive',
  tags: ['bulkLoads'],
  summary:
    'Carga un libro de referencias de inmuebles de un proyecto para eliminarlos: lo revisa (prueba en seco) sin eliminar nada',
  multipart: true,
  body: z.object({
    File: workbookField(),
    ConstructorId: uuidRef(),
    SellerId: uuidRef(),
    FileName: fileNameField(),
  }),
  responses: { 202: bulkLoad, 403: errorMessage, 404: errorMessage },
});

/** The zip of images of an image load (`FileZip`; a Buffer once the API's multipart plugin attached it). */
const zipField = () =>
  z.any().optional().meta({ type: 'string', format: 'binary', maxLength: IMAGE_ZIP_MAX_BYTES });

export const createImagesProductMassive = operation({
  operationId: 'createImagesProductMassive',
  method: 'POST',
  path: '/product/api/productsync-massive/v5/create-images-product-massive',
  tags: ['bulkLoads'],
  summary:
    'Carga un .zip de imágenes de inmuebles de un proyecto de una constructora (una carpeta por referencia o ' +
    'REFERENCIA_ORDEN.jpg): lo revisa (prueba en seco) sin guardar nada',
  multipart: true,
  body: z.object({
    FileZip: zipField(),
    ConstructorId: uuidRef(),
    SellerId: uuidRef(),
    FileName: fileNameField(),
  }),
  responses: { 202: bulkLoad, 403: errorMessage, 404: errorMessage },
});

export const createImagesAgencyRealstatesMassive = operation({
  operationId: 'createImagesAgencyRealstatesMassive',
  method: 'POST',
  path: '/product/api/estateagencysync-massive/v5/create-images-agencyrealstates-massive',
  tags: ['bulkLoads'],
  summary:
    'Carga un .zip de imágenes de inmuebles de un proyecto de una inmobiliaria (una carpeta por referencia o ' +
    'REFERENCIA_ORDEN.jpg): lo revisa (prueba en seco) sin guardar nada',
  multipart: true,
  body: z.object({
    FileZip: zipField(),
    ConstructorId: uuidRef(),
    SellerId: uuidRef(),
    FileName: fileNameField(),
  }),
  responses: { 202: bulkLoad, 403: errorMessage, 404: errorMessage },
});

export const createImagesMassiveProjects = operation({
  operationId: 'createImagesMassiveProjects',
  method: 'POST',
  path: '/seller/api/v3/create-images-massive-projects',
  tags: ['bulkLoads'],
  summary:
    'Carga un .zip de imágenes de los proyectos de una constructora (una carpeta por proyecto, con su nombre): ' +
    'lo revisa (prueba en seco) sin guardar nada',
  multipart: true,
  body: z.object({ FileZip: zipField(), ConstructorId: uuidRef(), FileName: fileNameField() }),
  responses: { 202: bulkLoad, 403: errorMessage, 404: errorMessage },
});

export const getBulkLoads = operation({
  operationId: 'getBulkLoads',
  method: 'GET',
  path: '/bulk-load/api/v1/loads',
  tags: ['bulkLoads'],
  summary: 'Historial de cargas de una constructora o de uno de sus proyectos, la más reciente primero',
  query: z.object({
    ConstructorId: uuidRef().optional(),
    SellerId: uuidRef().optional(),
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(50).default(10),
  }),
  responses: { 200: z.object({ data: z.array(bulkLoad), totalData: z.number().int() }), 404: errorMessage },
});

export const getBulkLoad = operation({
  operationId: 'getBulkLoad',
  method: 'GET',
  path: '/bulk-load/api/v1/loads/{id}',
  tags: ['bulkLoads'],
  summary: 'Una carga: su estado, su avance y los errores de sus filas',
  params: loadId,
  responses: { 200: bulkLoadDetail, 404: errorMessage },
});

export const confirmBulkLoad = operation({
  operationId: 'confirmBulkLoad',
  method: 'POST',
  path: '/bulk-load/api/v1/loads/{id}/confirm',
  tags: ['bulkLoads'],
  summary: 'Confirma una carga revisada sin errores: la escribe toda, en una transacción, o nada',
  params: loadId,
  responses: { 202: bulkLoad, 403: errorMessage, 404: errorMessage, 409: errorMessage },
});

export const cancelBulkLoad = operation({
  operationId: 'cancelBulkLoad',
  method: 'POST',
  path: '/bulk-load/api/v1/loads/{id}/cancel',
  tags: ['bulkLoads'],
  summary: 'Cancela una carga que aún no se ha escrito',
  params: loadId,
  responses: { 200: bulkLoad, 403: errorMessage, 404: errorMessage, 409: errorMessage },
});

export const getBulkLoadErrorFile = operation({
  operationId: 'getBulkLoadErrorFile',
  method: 'GET',
  path: '/bulk-load/api/v1/loads/{id}/error-file',
  tags: ['bulkLoads'],
  summary: 'El libro cargado con una columna "Errores" y las celdas con error resaltadas, para corregirlo',
  params: loadId,
  responses: { 200: workbookBytes, 404: errorMessage },
});
