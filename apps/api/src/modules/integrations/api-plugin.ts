import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { es } from '@tu360/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { errorMessage, validationMessage } from '../../lib/errors.ts';
import { IMAGE_MAX_BYTES } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { finishDocument } from '../../plugins/openapi.ts';
import { swaggerUiCsp } from '../../plugins/security-headers.ts';
import type { AttemptCounter } from '../auth/attempt-counter.ts';
import { integrationApiRoutes } from './api-routes.ts';

/** Where the integration API lives, under /api. */
export const INTEGRATION_PREFIX = '/integration/v1';

/** Both headers together: one requirement naming the two schemes. */
const KEY_SECURITY = [{ applicationKey: [] as string[], apiToken: [] as string[] }];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The portal's finishing of the document (formats, bounds, unused components), then what differs here: the answers'
 * descriptions speak of the key, and a 401 names no WWW-Authenticate scheme (the key is not a bearer token).
 */
function finishIntegrationDocument(input: Parameters<typeof finishDocument>[0]) {
  const doc = finishDocument(input);
  const texts = es.integrationApi.status as Record<string, string>;
  for (const item of Object.values(doc.paths ?? {}))
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const response = answer as OpenAPIV3.ResponseObject;
        if (texts[status]) response.description = texts[status];
        if (status === '401') delete response.headers;
      }
    }
  return doc;
}

export interface IntegrationApiOptions {
  env: Env;
  db: Db;
  storage: FileStorage;
  attempts: AttemptCounter;
}

/**
 * The integration API (issue 15) in a scope of its own, with its own OpenAPI document
 * (/api/integration/v1/openapi.json, and its page at /api/integration/v1/docs): registered beside the portal's
 * /api scope, so that neither document lists the other's operations. Every operation is secured by the two key
 * headers and declares the answers its key check gives (401, 403, 429 with Retry-After).
 */
export async function integrationApi(app: FastifyInstance, opts: IntegrationApiOptions) {
  const { env } = opts;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tu360 Inmobiliario · API de integración',
        version: '1.0.0',
        description:
          'API para los sistemas de una constructora o inmobiliaria: sus proyectos e inmuebles (leer, crear y ' +
          'actualizar con las reglas del asistente del portal, cargar imágenes) y sus clientes potenciales. Cada ' +
          'solicitud lleva la clave de aplicación y el token de una clave creada en el portal ' +
          '(/mi-tienda/integraciones); los errores responden { Message, MessageList? } en español.',
      },
      servers: [{ url: env.PUBLIC_URL, description: 'Este servidor (PUBLIC_URL)' }],
      tags: [
        {
          name: 'integration',
          description:
            'Proyectos, inmuebles, imágenes y clientes potenciales de la constructora de la clave, según sus permisos',
        },
      ],
      components: {
        securitySchemes: {
          applicationKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Application-Key',
            description: 'La clave de aplicación de la integración (tu360_app_…)',
          },
          apiToken: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Token',
            description: 'El token de la integración (tu360_tok_…), que el portal muestra una sola vez',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: finishIntegrationDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: `${INTEGRATION_PREFIX}/docs`,
    indexPrefix: '/api',
    transformStaticCSP: swaggerUiCsp,
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 20, fields: 10, fieldSize: 64 * 1024, parts: 30 },
  });

  // The common answers of every operation, as the portal's conventions add them (plugins/openapi.ts).
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema = route.schema ?? {};
    if (schema.hide) return;
    route.schema = schema;
    schema.security ??= KEY_SECURITY;
    schema.response ??= {};
    const response = schema.response as Record<string, unknown>;
    const add = (status: number, answer: z.ZodType) => {
      if (!(status in response)) response[status] = answer;
    };
    add(400, validationMessage);
    add(401, errorMessage);
    add(403, errorMessage);
    add(429, errorMessage);
    if (schema.params) add(404, errorMessage);
    if (schema.body) {
      add(413, errorMessage);
      add(415, errorMessage);
    }
    add(500, errorMessage);
  });

  app.get(`${INTEGRATION_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await app.register(integrationApiRoutes, {
    db: opts.db,
    storage: opts.storage,
    attempts: opts.attempts,
    ratePerMinute: env.INTEGRATION_RATE_LIMIT,
  });
}
