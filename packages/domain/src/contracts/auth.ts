import { z } from 'zod';
import { es } from '../messages/es.ts';
import {
  changePasswordBodySchema,
  recoveryPasswordBodySchema,
  resetPasswordBodySchema,
} from '../schemas/password.schema.ts';
import { errorMessage, throttledMessage, validationMessage } from './errors.ts';
import { operation } from './operation.ts';

// --- Token server ----------------------------------------------------------------------------------------------

/** OAuth's error and description beside the API's Message; a request its schema refuses has neither. */
export const oauthErrorMessage = validationMessage
  .extend({
    error: z.string().optional().describe('Código de error de OAuth 2.0 (invalid_grant, invalid_request…)'),
    error_description: z.string().optional().describe('Lo mismo que Message'),
  })
  .meta({ id: 'OAuthError' });
export type OAuthError = z.output<typeof oauthErrorMessage>;

const tokenField = z.string().max(4096).optional();

/** The fields of a token request the server reads (the portal's password and refresh grants send these). */
export const tokenRequestFields = z.object({
  grant_type: tokenField,
  username: tokenField,
  password: tokenField,
  scope: tokenField,
  client_id: tokenField,
  redirect_uri: tokenField,
  response_type: tokenField,
  post_logout_redirect_uri: tokenField,
  refresh_token: tokenField,
  secret_id: tokenField,
  /** The client_credentials grant's secret (the public store's client, issue 14). */
  client_secret: tokenField,
});
/** A token request's form fields, as the portal sends them. */
export type TokenRequest = z.input<typeof tokenRequestFields>;

/** The tokens the server issues. */
export const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  refresh_token: z.string(),
  scope: z.string(),
});
export type TokenAnswer = z.output<typeof tokenAnswer>;

/** The client-credentials grant's answer (the public store, issue 14): a short-lived access token, no refresh. */
export const clientTokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
});

/**
 * A form body: multipart as the portal sends it (a FormData), or urlencoded as OAuth clients do (the route
 * documents both). Other fields are let through and ignored.
 */
export const connectToken = operation({
  operationId: 'connectToken',
  method: 'POST',
  path: '/auth/connect/token',
  tags: ['auth'],
  summary: 'Servidor de tokens: grant_type password (cliente del portal) y refresh_token con rotación',
  query: z.object({
    marketplaceId: z.string().max(100).optional(),
    tokenCaptcha: z.string().max(4096).optional(),
    // Accepted as the portal sends it, never believed: the address is the request's (request.ip).
    currentIp: z.string().max(100).optional(),
  }),
  multipart: true,
  // The portal sends a FormData; OAuth clients send the same fields urlencoded.
  consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
  body: tokenRequestFields.loose(),
  responses: {
    200: tokenAnswer,
    400: oauthErrorMessage,
    415: errorMessage,
    429: throttledMessage,
  },
});

/** The query of the end-session beacon. */
export const endSessionQuery = z.object({
  userId: z.string().max(100).optional(),
  token: z.string().max(4096).optional(),
});
export type EndSessionQuery = z.input<typeof endSessionQuery>;

export const endSession = operation({
  operationId: 'endSession',
  method: 'POST',
  path: '/auth/connect/endsession',
  tags: ['auth'],
  summary: 'Cierre de sesión (beacon): revoca la sesión del token',
  query: endSessionQuery,
  responses: { 204: z.undefined().describe('Sesión revocada (o nada que revocar)') },
});

export const getJwks = operation({
  operationId: 'getJwks',
  method: 'GET',
  path: '/auth/.well-known/jwks.json',
  tags: ['auth'],
  summary: 'Claves públicas de firma (JWKS)',
  responses: {
    200: z.object({
      keys: z.array(z.looseObject({ kty: z.string().optional(), kid: z.string().optional() })),
    }),
  },
});

export const getOpenidConfiguration = operation({
  operationId: 'getOpenidConfiguration',
  method: 'GET',
  path: '/auth/.well-known/openid-configuration',
  tags: ['auth'],
  summary: 'Metadatos del servidor de tokens',
  responses: {
    200: z.object({
      issuer: z.string(),
      jwks_uri: z.string(),
      token_endpoint: z.string(),
      userinfo_endpoint: z.string(),
      grant_types_supported: z.array(z.string()),
      id_token_signing_alg_values_supported: z.array(z.string()),
    }),
  },
});

// --- Profile and password --------------------------------------------------------------------------------------

/** The profile of the signed-in user (GET /auth/connect/userinfo). */
export const userProfile = z.object({
  sub: z.string(),
  id: z.string(),
  unique_name: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  identification: z.string().nullable(),
  role: z.array(z.string()),
  effectiveRole: z.string(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  constructor: z.string().nullable(),
  constructorName: z.string().nullable(),
  realState: z.boolean(),
  seller: z.string().nullable(),
  permission: z.array(z.string()),
  lastVisit: z.string().nullable(),
});
export type UserProfile = z.output<typeof userProfile>;

export const getUserinfo = operation({
  operationId: 'getUserinfo',
  method: 'GET',
  path: '/auth/connect/userinfo',
  tags: ['auth'],
  summary: 'Perfil del usuario que inició sesión',
  responses: { 200: userProfile, 401: errorMessage },
});

export const changePassword = operation({
  operationId: 'changePassword',
  method: 'POST',
  path: '/auth/api/profile/change-password',
  tags: ['auth'],
  summary: 'Cambia la contraseña del usuario que inició sesión',
  body: changePasswordBodySchema,
  responses: { 200: z.boolean(), 400: validationMessage },
});

export const recoveryPassword = operation({
  operationId: 'recoveryPassword',
  method: 'POST',
  path: '/auth/api/profile/recovery-password',
  tags: ['auth'],
  summary: 'Envía un enlace de un solo uso (30 minutos) para crear una nueva contraseña',
  query: z.object({ marketplaceId: z.string().max(100).optional() }),
  body: recoveryPasswordBodySchema,
  responses: { 200: z.boolean(), 400: validationMessage, 429: throttledMessage },
});

/** The body of a new password made with the recovery link. */
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const resetPassword = operation({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/auth/api/profile/reset-password',
  tags: ['auth'],
  summary: 'Crea una nueva contraseña con el enlace de recuperación',
  body: resetPasswordBodySchema,
  responses: { 200: z.boolean(), 400: validationMessage, 429: throttledMessage },
});

// --- Roles, store selection and terms --------------------------------------------------------------------------

// No custom message: the error handler names the offending field (sellerId, constructorId, user).
const uuid = z.string().uuid();

export const getClaimsByRole = operation({
  operationId: 'getClaimsByRole',
  method: 'GET',
  path: '/auth/api/roles/claims-by-role',
  tags: ['auth'],
  summary: 'Permisos (claims) de un rol',
  query: z.object({
    roleName: z.string().min(1, es.validation.missingField('roleName')).max(100),
  }),
  responses: { 200: z.object({ roleName: z.string(), claims: z.array(z.string()) }), 404: errorMessage },
});

/** The store just selected and its role; in a portal session, the new tokens too. */
export const changeSellerAnswer = z.object({
  seller: z.string().nullable(),
  role: z.string(),
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  token_type: z.string().optional(),
});
export type ChangeSellerAnswer = z.output<typeof changeSellerAnswer>;

export const changeSeller = operation({
  operationId: 'changeSeller',
  method: 'POST',
  path: '/auth/api/users/change-seller',
  tags: ['auth'],
  summary: 'Selecciona la tienda (proyecto) actual; en sesiones del portal entrega tokens nuevos',
  body: z.object({ sellerId: uuid.nullable() }),
  responses: { 200: changeSellerAnswer, 404: errorMessage },
});

/** A builder's acceptance of the current terms. */
export const termsAcceptance = z.object({
  id: z.string(),
  constructorId: z.string(),
  userId: z.string(),
  version: z.string(),
  acceptedAt: z.string(),
});
export type TermsAcceptance = z.output<typeof termsAcceptance>;

export const getConstructorTerms = operation({
  operationId: 'getConstructorTerms',
  method: 'GET',
  path: '/auth/api/terms/v2/constructor',
  tags: ['auth'],
  summary: 'Aceptaciones de los términos vigentes de una constructora (vacío: hay que mostrarlos)',
  query: z.object({ constructorId: uuid }),
  responses: { 200: z.array(termsAcceptance), 404: errorMessage },
});

export const acceptTerms = operation({
  operationId: 'acceptTerms',
  method: 'GET',
  path: '/auth/api/account/AcceptTerms',
  tags: ['auth'],
  summary: 'Registra que el usuario acepta los términos vigentes de su constructora',
  description:
    'Con `version`, la versión que el usuario leyó: si ya no es la vigente (se publicó otra mientras la leía), ' +
    'responde 409 y no registra nada.',
  query: z.object({ user: uuid, version: z.string().min(1).max(32).optional() }),
  responses: { 200: z.boolean(), 403: errorMessage, 404: errorMessage, 409: errorMessage },
});
