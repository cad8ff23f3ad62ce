import { z } from 'zod';
import { API_KEY_STATES } from '../integrations/api-key-rules.ts';
import { INTEGRATION_SCOPES } from '../integrations/integration-scopes.ts';
import { apiKeyCreateSchema } from '../schemas/api-key.schema.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation, queryInt, uuidRef } from './operation.ts';

// Integration keys (issue 15): not in the spec, designed under the /auth/api prefix of the portal's other account
// operations. The spec's client state names "application key and token copy flags, info object, totalApiKeys with
// totalData and data": the list is { data, totalData }, and the application key and the token are in the answer
// of a creation or a rotation only. Afterwards a key shows only their prefixes; the token is stored as its SHA-256.

const errors = { 400: validationMessage, 403: errorMessage, 404: errorMessage, 409: errorMessage };
const idParams = z.object({ id: uuidRef() });

/** A key as the Integraciones list shows it: never a secret, never the token's hash. */
export const apiKeyItem = z.object({
  id: z.string(),
  constructorId: z.string(),
  constructorName: z.string(),
  name: z.string(),
  /** The application key's first characters ("tu360_app_" and four more). */
  applicationKeyPrefix: z.string(),
  /** The token's first characters ("tu360_tok_" and four more). */
  tokenPrefix: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  /** Name of the user who created it (null: that user no longer exists). */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The instant it stops serving (the end of the chosen day in Colombia); null: it does not expire. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(API_KEY_STATES),
  /** The key this one replaced by a rotation. */
  rotatedFrom: z.string().nullable(),
});
export type ApiKeyItem = z.output<typeof apiKeyItem>;

/** The "info object" of a new or rotated key: the key and, this once, its two secrets. */
export const apiKeySecrets = apiKeyItem.extend({
  applicationKey: z
    .string()
    .describe('Clave de aplicación (cabecera X-Application-Key): se muestra solo esta vez'),
  token: z
    .string()
    .describe('Token (cabecera X-Api-Token): se muestra solo esta vez; se guarda solo su SHA-256'),
});
export type ApiKeySecrets = z.output<typeof apiKeySecrets>;

export const getApiKeys = operation({
  operationId: 'getApiKeys',
  method: 'GET',
  path: '/auth/api/api-keys',
  tags: ['apiKeys'],
  summary:
    'Claves de integración de una constructora o inmobiliaria (todas para los administradores de la plataforma si no eligen una), las más recientes primero',
  query: z.object({
    ConstructorId: uuidRef().optional(),
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(100).default(10),
  }),
  responses: {
    200: z.object({ data: z.array(apiKeyItem), totalData: z.number() }),
    403: errorMessage,
    404: errorMessage,
  },
});

export const getApiKey = operation({
  operationId: 'getApiKey',
  method: 'GET',
  path: '/auth/api/api-keys/{id}',
  tags: ['apiKeys'],
  summary: 'Detalle de una clave de integración (sin sus secretos)',
  params: idParams,
  responses: { 200: apiKeyItem, ...errors },
});

export const apiKeyBody = apiKeyCreateSchema;
export type ApiKeyBody = z.input<typeof apiKeyBody>;

export const createApiKey = operation({
  operationId: 'createApiKey',
  method: 'POST',
  path: '/auth/api/api-keys',
  tags: ['apiKeys'],
  summary:
    'Crea una clave de integración con su nombre, permisos y vencimiento opcional; responde la clave de aplicación y el token, que no se vuelven a mostrar',
  body: apiKeyBody,
  responses: { 201: apiKeySecrets, ...errors },
});

export const revokeApiKey = operation({
  operationId: 'revokeApiKey',
  method: 'POST',
  path: '/auth/api/api-keys/{id}/revoke',
  tags: ['apiKeys'],
  summary: 'Revoca una clave de integración: la siguiente solicitud con ella se rechaza (401)',
  params: idParams,
  responses: { 200: apiKeyItem, ...errors },
});

export const rotateApiKey = operation({
  operationId: 'rotateApiKey',
  method: 'POST',
  path: '/auth/api/api-keys/{id}/rotate',
  tags: ['apiKeys'],
  summary:
    'Rota una clave de integración: crea una con el mismo nombre, permisos y vencimiento y secretos nuevos (mostrados solo esta vez) y revoca la anterior en la misma transacción',
  params: idParams,
  responses: { 201: apiKeySecrets, ...errors },
});
