import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import type { z } from 'zod';
import { errorMessage, validationMessage } from '../lib/errors.ts';
import { openDuringMaintenance } from '../modules/maintenance/gate.ts';

/**
 * The conventions every operation of the OpenAPI document follows (ADR 0010). Each route names itself
 * (`operationId` after the spec's call, a Spanish `summary`, its module's tag) and declares its own answers;
 * what is common is added here, from what the route really does:
 *
 * - `security`: bearer when the route's pre-handlers include `app.authenticate`, an explicit empty list otherwise
 *   (a route may declare its own);
 * - the error answers any route can give (400: the request is validated, and every text is checked for control
 *   characters; 500), those of a protected route (401; 403 when it requires a platform administrator), 404 when
 *   the path names a resource, 413 and 415 when it takes a body. A route declares the others (403, 404, 409, 429)
 *   where its own logic answers them.
 *
 * The answers are added as zod schemas (lib/errors.ts), so they also serialize what leaves: one `Message` shape
 * for every error.
 */

/** One tag per module of apps/api/src/modules, in the order a reader meets them. */
export const API_TAGS = [
  { name: 'system', description: 'Estado del servicio y configuración pública del portal' },
  { name: 'auth', description: 'Servidor de tokens, perfil, contraseña, roles y términos' },
  { name: 'sellers', description: 'Tiendas (proyectos) a las que accede el usuario' },
  { name: 'constructors', description: 'Listado de constructoras e inmobiliarias' },
  { name: 'builders', description: 'Constructoras e inmobiliarias: datos, estado, logo y banner' },
  { name: 'lookups', description: 'Departamentos y municipios de Colombia' },
  { name: 'projects', description: 'Proyectos: datos, estado, imágenes y contactos de WhatsApp' },
  { name: 'certificates', description: 'Certificados de sostenibilidad' },
  {
    name: 'properties',
    description: 'Inmuebles: listado, asistente, imágenes, estados, responsables e historial',
  },
  {
    name: 'bulkLoads',
    description:
      'Plantillas de carga: inmuebles y proyectos desde un libro de Excel, con prueba en seco e historial',
  },
  { name: 'reports', description: 'Reportes en Excel: proyectos, usuarios y oferta de inmuebles, en flujo' },
  {
    name: 'prices',
    description:
      'Actualizar precios: vista previa, hoja de precios, aplicación en lote e historial para deshacer',
  },
  {
    name: 'users',
    description: 'Usuarios, roles y asignación a proyectos: invitación, edición, desactivación e historial',
  },
  {
    name: 'notifications',
    description:
      'Notificaciones del usuario: listado, conteo, leídas, eliminar y deshacer, y su flujo en vivo (eventos del servidor)',
  },
  {
    name: 'leads',
    description:
      'Clientes potenciales: recepción desde la tienda (token de cliente), enrutamiento, listado, cambios, historial y exportación',
  },
  {
    name: 'dashboard',
    description:
      'Inicio (/inicio): tablero de los administradores y actividad de las últimas 12 semanas, con las mismas cifras de los listados',
  },
  {
    name: 'terms',
    description:
      'Términos y condiciones versionados: la versión vigente (pública) y la publicación de una nueva por los administradores de la plataforma',
  },
  {
    name: 'apiKeys',
    description:
      'Claves de integración de una constructora o inmobiliaria: crear (secretos mostrados una sola vez), listar, revocar y rotar',
  },
  {
    name: 'store',
    description:
      'Catálogo publicado para la tienda pública (solo lectura, token de cliente tu360-store): proyectos e inmuebles publicados, filtros, paginación, ETag y caché',
  },
  {
    name: 'maintenance',
    description:
      'Modo de mantenimiento: su estado (público) y el interruptor de los administradores de la plataforma; mientras está activo la API responde 503',
  },
  { name: 'files', description: 'Imágenes guardadas y sus miniaturas' },
];

const BEARER = [{ bearer: [] as string[] }];

/** Spanish description of each error status in the document. */
const STATUS_TEXT: Record<string, string> = {
  '400':
    'Solicitud inválida. Message dice por qué; MessageList trae todos los mensajes y errors, cuando el esquema de ' +
    'la solicitud la rechazó, el campo de cada uno.',
  '401': 'Sin sesión válida: falta el token bearer, venció o su sesión fue cerrada.',
  '403': 'El rol del usuario no permite esta operación.',
  '404': 'No existe, o no está al alcance del usuario.',
  '409':
    'Choca con el estado actual: un valor repetido, un registro en uso o un cambio de estado no permitido.',
  '413': 'La solicitud o uno de sus archivos supera el tamaño permitido.',
  '415': 'Tipo de contenido no admitido (o un archivo que no es una imagen JPEG, PNG o WebP).',
  '429': 'Demasiados intentos desde esta dirección o para esta cuenta: vuelva a intentar pasado Retry-After.',
  '500': 'Error inesperado del servidor; el detalle queda en su registro, nunca en la respuesta.',
  '503':
    'Servicio no disponible: el portal está en mantenimiento (cabecera X-Maintenance: 1; Retry-After dice en cuántos ' +
    'segundos volver a intentar) o la base de datos no responde.',
};

type Hooks = RouteOptions['preHandler'];
const hooksOf = (hooks: Hooks) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/** Adds the common security and error answers to every route registered after it in the same scope. */
export const openApiConventions = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema = route.schema ?? {};
    if (schema.hide) return;
    route.schema = schema;
    const preHandlers = hooksOf(route.preHandler);
    const signedIn = preHandlers.includes(app.authenticate);
    schema.security ??= signedIn ? BEARER : [];
    schema.response ??= {};
    const response = schema.response as Record<string, unknown>;
    const add = (status: number, answer: z.ZodType) => {
      if (!(status in response)) response[status] = answer;
    };
    add(400, validationMessage);
    if (signedIn) add(401, errorMessage);
    if (preHandlers.includes(app.requireAdmin)) add(403, errorMessage);
    if (schema.params) add(404, errorMessage);
    if (schema.body) {
      add(413, errorMessage);
      add(415, errorMessage);
    }
    add(500, errorMessage);
    // Maintenance mode (issue 15): every route but the few it leaves open may answer 503.
    if (!openDuringMaintenance(route.url, route.url)) add(503, errorMessage);
  });
});

type Document = OpenAPIV3.Document;
type SchemaObject = OpenAPIV3.SchemaObject & Record<string, unknown>;

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * What JSON Schema cannot say on its own, said from what the validation does: an integer's format from its
 * bounds (int32 when they fit, int64 otherwise), and a UUID's length (its pattern allows exactly 36 characters).
 */
function finishSchema(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) finishSchema(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const s = node as SchemaObject;
  if (s.type === 'integer' && !s.format) {
    const min = typeof s.minimum === 'number' ? s.minimum : Number.NEGATIVE_INFINITY;
    const max = typeof s.maximum === 'number' ? s.maximum : Number.POSITIVE_INFINITY;
    s.format = min >= INT32_MIN && max <= INT32_MAX ? 'int32' : 'int64';
  }
  if (s.type === 'string' && s.format === 'uuid' && s.maxLength === undefined) s.maxLength = 36;
  for (const value of Object.values(s)) finishSchema(value);
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every component a `$ref` of the document points at, followed through the components themselves. */
function usedComponents(doc: Document): Set<string> {
  const used = new Set<string>();
  const components = (doc.components?.schemas ?? {}) as Record<string, unknown>;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.replace('#/components/schemas/', '');
        if (!used.has(name)) {
          used.add(name);
          visit(components[name]);
        }
      } else visit(value);
    }
  };
  visit(doc.paths);
  return used;
}

/**
 * The document as the zod transform makes it, finished: Spanish descriptions of the answers, the headers that
 * come with 401 and 429, integer formats and UUID lengths, and no component that nothing uses (the transform
 * emits an input and an output copy of every registered schema).
 */
export function finishDocument(input: Parameters<typeof jsonSchemaTransformObject>[0]): Document {
  const doc = jsonSchemaTransformObject(input) as unknown as Document;
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const response = answer as OpenAPIV3.ResponseObject;
        if (response.description === 'Default Response')
          response.description = STATUS_TEXT[status] ?? (status.startsWith('2') ? 'Correcto' : 'Error');
        if (status === '401')
          response.headers = {
            'WWW-Authenticate': {
              description: 'El esquema que se espera',
              schema: { type: 'string', enum: ['Bearer'] },
            },
          };
        if (status === '503')
          response.headers = {
            'Retry-After': {
              description: 'Segundos que faltan para el fin previsto del mantenimiento (o 300)',
              schema: { type: 'integer', format: 'int32', minimum: 0 },
            },
            'X-Maintenance': {
              description: 'Presente (1) cuando el 503 se debe al modo de mantenimiento',
              schema: { type: 'string', enum: ['1'] },
            },
          };
        if (status === '429')
          response.headers = {
            'Retry-After': {
              description: 'Segundos que faltan para volver a intentar',
              schema: { type: 'integer', format: 'int32', minimum: 0 },
            },
          };
      }
      finishSchema(operation.parameters);
      finishSchema(operation.requestBody);
      finishSchema(operation.responses);
    }
  }
  const schemas = doc.components?.schemas;
  if (schemas) {
    const used = usedComponents(doc);
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
    finishSchema(schemas);
  }
  return doc;
}
