import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { NOTIFICATION_STATES, NOTIFICATION_TYPES } from '../notifications/notification-rules.ts';
import { plainText } from '../schemas/common.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation, queryBoolean, queryInt, uuidRef } from './operation.ts';

// Notifications (spec sections 2, 3, 4 and 7; issue 14). Each notification is its recipient's own: reading or
// deleting one changes nobody else's.

const errors = { 400: validationMessage, 403: errorMessage, 404: errorMessage };
const state = z.enum(NOTIFICATION_STATES);

/** A notification (spec section 3). The message is sanitized HTML; `link` is the portal path it points to. */
export const notificationItem = z.object({
  id: z.string(),
  sellerId: z.string().nullable(),
  constructorId: z.string(),
  title: z.string(),
  message: z.string(),
  creationTime: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  operation: z.string(),
  notificationState: state,
  link: z.string().nullable(),
});
export type NotificationItem = z.output<typeof notificationItem>;

/** The scope of a list or count: a platform admin's builder or agency (or all), a store user's project. */
const scopeQuery = {
  RealState: queryBoolean().optional(),
  ConstructorId: uuidRef().optional(),
  SellerId: uuidRef().optional(),
};

export const getNotifications = operation({
  operationId: 'getNotifications',
  method: 'GET',
  path: '/notification/api/notification/v2/get-all',
  tags: ['notifications'],
  summary: 'Notificaciones del usuario, de la más reciente a la más antigua, con el total sin leer',
  query: z.object({
    ...scopeQuery,
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(100).default(PAGE_SIZES.notifications),
    Keyword: plainText(150).optional(),
    State: state.optional(),
    /** Instants (ISO 8601): the date filter's range, computed by the portal in Colombian days. */
    From: z.iso.datetime({ offset: true }).max(40).optional(),
    To: z.iso.datetime({ offset: true }).max(40).optional(),
  }),
  responses: {
    200: z.object({ data: z.array(notificationItem), totalData: z.number(), totalUnRead: z.number() }),
    ...errors,
  },
});

export const getNotificationStateCount = operation({
  operationId: 'getNotificationStateCount',
  method: 'GET',
  path: '/notification/api/notification/v2/get-by-notification-state-count',
  tags: ['notifications'],
  summary: 'Cuántas notificaciones del usuario tienen un estado (NotRead: sin leer)',
  query: z.object({ ...scopeQuery, NotificationState: state.default('NotRead') }),
  responses: { 200: z.object({ totalData: z.number() }), ...errors },
});

const notificationRef = z.object({ NotificationId: uuidRef(), SellerId: uuidRef().nullable().optional() });

export const changeNotificationState = operation({
  operationId: 'changeNotificationState',
  method: 'PUT',
  path: '/notification/api/notification/v2/change-state-habitat-notification',
  tags: ['notifications'],
  summary: 'Cambia el estado (Read / NotRead) de notificaciones del usuario',
  body: z
    .array(notificationRef.extend({ NotificationState: state }))
    .min(1)
    .max(500),
  responses: { 200: z.object({ total: z.number() }), ...errors },
});

export const deleteNotifications = operation({
  operationId: 'deleteNotifications',
  method: 'PUT',
  path: '/notification/api/notification/v2/delete-habitat-notifications',
  tags: ['notifications'],
  summary: 'Elimina notificaciones del usuario (se pueden restaurar: «Deshacer»)',
  body: z.array(notificationRef).min(1).max(500),
  responses: { 200: z.object({ total: z.number() }), ...errors },
});

export const updateNotifications = operation({
  operationId: 'updateNotifications',
  method: 'PUT',
  path: '/notification/api/notification/v2/update-habitat-notification',
  tags: ['notifications'],
  summary: 'Restaura notificaciones eliminadas («Deshacer») con su estado de lectura anterior',
  body: z
    .array(notificationRef.extend({ Restore: z.literal(true) }))
    .min(1)
    .max(500),
  responses: { 200: z.object({ total: z.number() }), ...errors },
});

/** What the live stream sends: the unread count changed (and, when one arrived, the new notification). */
export const notificationEvent = z.object({
  totalUnRead: z.number(),
  notification: notificationItem.optional(),
});
export type NotificationEvent = z.output<typeof notificationEvent>;

export const streamNotifications = operation({
  operationId: 'streamNotifications',
  method: 'GET',
  path: '/notification/api/notification/v2/stream',
  tags: ['notifications'],
  summary:
    'Eventos del servidor (text/event-stream): un evento "notification" con el total sin leer cada vez que cambia',
  responses: {
    200: z.string().describe('Flujo text/event-stream; cada dato es un NotificationEvent en JSON'),
    403: errorMessage,
  },
});
