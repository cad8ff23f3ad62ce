import { z } from 'zod';
import { MARKETPLACE_ID } from '../constants.ts';
import { es } from '../messages/es.ts';
import { ROLE_NAMES } from '../roles.ts';
import { plainText } from '../schemas/common.ts';
import { USER_PROJECTS_MAX, userFormSchema } from '../schemas/user.schema.ts';
import { USER_STATES } from '../users/user-state.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation, queryBoolean, queryInt, uuidRef } from './operation.ts';

// Users, roles and project assignments (issue 13). The spec shows the list, get-users-by-seller,
// add-multipleuser-seller and claims-by-role; create, read, update, deactivate, reactivate, delete, the invitation,
// the history and the roles list are ours, under the same /auth/api prefix.

// A 409 may name its field (the e-mail already taken), as a 400 does.
const errors = { 400: validationMessage, 403: errorMessage, 404: errorMessage, 409: validationMessage };
const idParams = z.object({ id: uuidRef() });

/** A project a user is assigned to, with the role held there. */
export const userProject = z.object({
  sellerId: z.string(),
  name: z.string(),
  role: z.string(),
});
export type UserProject = z.output<typeof userProject>;

const userState = z.enum(USER_STATES);

/**
 * A user of the list. The spec's builder user list item (id, givenName, lastName, roles) and what the users
 * page shows: e-mail, profile role, company, projects, state and last visit.
 */
export const builderUser = z.object({
  id: z.string(),
  givenName: z.string(),
  lastName: z.string(),
  /** The profile role and every role held at a project. */
  roles: z.array(z.string()),
  email: z.string(),
  role: z.string(),
  constructorId: z.string().nullable(),
  constructorName: z.string().nullable(),
  projects: z.array(userProject),
  state: userState,
  lastVisit: z.string().nullable(),
});
export type BuilderUser = z.output<typeof builderUser>;

export const getUsers = operation({
  operationId: 'getUsers',
  method: 'GET',
  path: '/auth/api/users',
  tags: ['users'],
  summary: 'Usuarios: de una constructora, o todos para los administradores de la plataforma (paginado)',
  query: z.object({
    IsActive: queryBoolean().optional(),
    ConstructorId: uuidRef().optional(),
    /** Only the users assigned to this project. */
    SellerId: uuidRef().optional(),
    RoleName: z.enum(ROLE_NAMES, { error: es.validation.selectOption }).optional(),
    State: userState.optional(),
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(200).default(10),
    Keyword: plainText(150).optional(),
  }),
  responses: {
    200: z.object({ data: z.array(builderUser), totalData: z.number() }),
    403: errorMessage,
    404: errorMessage,
  },
});

/** A user's detail: the list's fields, the rest of the form, and what the caller may do with it. */
export const userDetail = builderUser.extend({
  identification: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  realState: z.boolean(),
  createdAt: z.string(),
  /** The caller may edit, deactivate, reactivate, delete and re-invite this user. */
  canManage: z.boolean(),
});
export type UserDetail = z.output<typeof userDetail>;

export const getUser = operation({
  operationId: 'getUser',
  method: 'GET',
  path: '/auth/api/users/{id}',
  tags: ['users'],
  summary: 'Detalle de un usuario con sus proyectos y roles',
  params: idParams,
  responses: { 200: userDetail, ...errors },
});

/** The user form's body (create and update). */
export const userBody = userFormSchema;
export type UserBody = z.input<typeof userBody>;

export const createUser = operation({
  operationId: 'createUser',
  method: 'POST',
  path: '/auth/api/users',
  tags: ['users'],
  summary:
    'Crea un usuario y le envía la invitación para crear su contraseña (enlace de un solo uso, 48 horas)',
  body: userBody,
  responses: {
    // The user exists either way. invitationSent: its first try went out within a few seconds; otherwise the mail
    // queue keeps trying (the mail server failed or is slow), and "Reenviar invitación" sends a new one.
    201: z.object({ id: z.string(), invitationSent: z.boolean() }),
    ...errors,
  },
});

export const updateUser = operation({
  operationId: 'updateUser',
  method: 'PUT',
  path: '/auth/api/users/{id}',
  tags: ['users'],
  summary: 'Modifica los datos, el rol y los proyectos de un usuario',
  params: idParams,
  body: userBody,
  responses: { 200: z.object({ id: z.string() }), ...errors },
});

const stateAnswer = z.object({ id: z.string(), state: userState });

export const deactivateUser = operation({
  operationId: 'deactivateUser',
  method: 'POST',
  path: '/auth/api/users/{id}/deactivate',
  tags: ['users'],
  summary: 'Desactiva un usuario: sus sesiones terminan de inmediato y deja de ser responsable de inmuebles',
  params: idParams,
  responses: { 200: stateAnswer, ...errors },
});

export const reactivateUser = operation({
  operationId: 'reactivateUser',
  method: 'POST',
  path: '/auth/api/users/{id}/reactivate',
  tags: ['users'],
  summary: 'Reactiva un usuario desactivado',
  params: idParams,
  responses: { 200: stateAnswer, ...errors },
});

export const deleteUser = operation({
  operationId: 'deleteUser',
  method: 'DELETE',
  path: '/auth/api/users/{id}',
  tags: ['users'],
  summary: 'Elimina un usuario (deja de existir para el portal; su historial se conserva)',
  params: idParams,
  responses: { 200: z.boolean(), ...errors },
});

export const resendInvitation = operation({
  operationId: 'resendInvitation',
  method: 'POST',
  path: '/auth/api/users/{id}/resend-invitation',
  tags: ['users'],
  summary: 'Reenvía la invitación de un usuario pendiente (el enlace anterior deja de servir)',
  params: idParams,
  responses: { 200: z.boolean(), ...errors },
});

/** One change to a user, for its history. */
export const userChange = z.object({
  id: z.string(),
  action: z.string(),
  field: z.string().nullable(),
  valueBefore: z.string().nullable(),
  valueAfter: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type UserChange = z.output<typeof userChange>;

export const getUserHistory = operation({
  operationId: 'getUserHistory',
  method: 'GET',
  path: '/auth/api/users/{id}/history',
  tags: ['users'],
  summary: 'Historial de cambios de un usuario (quién, cuándo, antes y después), el más reciente primero',
  params: idParams,
  query: z.object({
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(100).default(20),
  }),
  responses: { 200: z.object({ data: z.array(userChange), totalData: z.number() }), ...errors },
});

/** Who has access to a project, with the role held there. */
export const projectUser = z.object({
  id: z.string(),
  givenName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  state: userState,
});
export type ProjectUser = z.output<typeof projectUser>;

export const getUsersBySeller = operation({
  operationId: 'getUsersBySeller',
  method: 'GET',
  path: '/auth/api/users/get-users-by-seller/{id}',
  tags: ['users'],
  summary: 'Usuarios con acceso a un proyecto y su rol en él',
  params: idParams,
  responses: { 200: z.array(projectUser), ...errors },
});

/** Several users to several projects at once (spec section 7). */
export const addMultipleUserSellerBody = z.object({
  sellers: z.array(uuidRef()).min(1, es.users.chooseProjects).max(USER_PROJECTS_MAX),
  users: z.array(uuidRef()).min(1, es.users.chooseUsers).max(200),
  /** true: a user already assigned to one of the projects takes the new role there; false: it keeps its own. */
  edit: z.boolean().default(false),
  MarketplaceId: z.string().max(100).default(MARKETPLACE_ID),
  /** The role at those projects (default: each user's profile role). */
  role: z.enum(ROLE_NAMES, { error: es.validation.selectOption }).optional(),
});
export type AddMultipleUserSellerBody = z.input<typeof addMultipleUserSellerBody>;

export const addMultipleUserSeller = operation({
  operationId: 'addMultipleUserSeller',
  method: 'PUT',
  path: '/auth/api/users/add-multipleuser-seller',
  tags: ['users'],
  summary: 'Asigna varios usuarios a varios proyectos (edit true reemplaza el rol de quien ya estaba)',
  body: addMultipleUserSellerBody,
  responses: { 200: z.object({ assigned: z.number(), updated: z.number() }), ...errors },
});

/** A role for the user form and the help-roles modal. */
export const roleItem = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  platform: z.boolean(),
  /** The caller may grant it (somewhere). */
  grantable: z.boolean(),
});
export type RoleItem = z.output<typeof roleItem>;

export const getRoles = operation({
  operationId: 'getRoles',
  method: 'GET',
  path: '/auth/api/roles',
  tags: ['users'],
  summary: 'Roles con su etiqueta y descripción, y cuáles puede asignar quien llama',
  query: z.object({ ConstructorId: uuidRef().optional() }),
  responses: { 200: z.array(roleItem), 403: errorMessage, 404: errorMessage },
});
