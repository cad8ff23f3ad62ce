import { z } from 'zod';
import { maintenanceSwitchSchema } from '../schemas/maintenance.schema.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation } from './operation.ts';

// Maintenance mode (issue 15): not in the spec, designed under /system/api/v1.

/** The state everyone may read, even while maintenance is on. */
export const maintenanceState = z.object({
  enabled: z.boolean(),
  message: z.string(),
  /** The expected end (ISO 8601), when the administrator gave one. */
  expectedEnd: z.string().nullable(),
  /** While on: the seconds the API's 503 tells clients to wait (Retry-After); null while off. */
  retryAfter: z.number().int().nullable(),
});
export type MaintenanceState = z.output<typeof maintenanceState>;

export const getMaintenance = operation({
  operationId: 'getMaintenance',
  method: 'GET',
  path: '/system/api/v1/maintenance',
  tags: ['maintenance'],
  summary:
    'Estado del modo de mantenimiento (público; responde también mientras el mantenimiento está activo)',
  responses: { 200: maintenanceState },
});

export const updateMaintenance = operation({
  operationId: 'updateMaintenance',
  method: 'PUT',
  path: '/system/api/v1/maintenance',
  tags: ['maintenance'],
  summary:
    'Activa (con mensaje y fin previsto opcional) o desactiva el modo de mantenimiento; solo administradores de la plataforma',
  description:
    'Mientras está activo, la API responde 503 con Retry-After y la cabecera X-Maintenance: 1 a todos salvo a los ' +
    'administradores de la plataforma (y a este estado, al servidor de tokens, /health y /config). Queda en la ' +
    'auditoría.',
  body: maintenanceSwitchSchema,
  responses: { 200: maintenanceState, 400: validationMessage, 403: errorMessage },
});
