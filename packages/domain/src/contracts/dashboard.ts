// The dashboard module's operations (issue 15, "Homes"): what /inicio shows beyond the counts of spec section 7
// (get-data-dashboard, get-realstate-count, get-realstatestypes-count, get-seller-count, which the properties and
// projects modules serve). Not in the spec: designed here, under the properties' prefix as the home's other counts.
import { z } from 'zod';
import { DASHBOARD_PROPERTY_STATUSES, type DashboardPropertyStatus } from '../dashboard/figures.ts';
import { es } from '../messages/es.ts';
import { PROJECT_STATUSES, type ProjectStatus } from '../statuses/project-status.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation, queryBoolean, uuidRef } from './operation.ts';

const errors = { 400: validationMessage, 403: errorMessage, 404: errorMessage };

export { DASHBOARD_PROPERTY_STATUSES, type DashboardPropertyStatus };

const countsOf = <const K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);

/** Items waiting for a platform admin's approval, and since when the oldest waits (its last change). */
const waiting = z.object({
  total: z.number().int(),
  oldestSince: z
    .string()
    .nullable()
    .describe('Instante (ISO 8601) del último cambio del más antiguo; null si no hay'),
});

const adminDashboard = z.object({
  projects: z.object({
    total: z.number().int(),
    byStatus: countsOf<ProjectStatus>(PROJECT_STATUSES),
  }),
  properties: z.object({
    total: z.number().int(),
    byStatus: countsOf(DASHBOARD_PROPERTY_STATUSES),
  }),
  approvals: z.object({ projects: waiting, properties: waiting }),
  companies: z.object({ activeBuilders: z.number().int(), activeAgencies: z.number().int() }),
});
export type AdminDashboard = z.output<typeof adminDashboard>;

export const getAdminDashboard = operation({
  operationId: 'getAdminDashboard',
  method: 'GET',
  path: '/product/api/v2/get-admin-dashboard',
  tags: ['dashboard'],
  summary:
    'Inicio de los administradores de la plataforma: proyectos e inmuebles por estado, aprobaciones pendientes y empresas activas',
  description:
    'Solo administradores de la plataforma. Con ConstructorId, las cifras de esa constructora o inmobiliaria; sin él, de todas (IsRealState limita los inmuebles a los de inmobiliarias o de constructoras). Cada cifra es el totalData del listado con el mismo filtro (SkuStatus en get-realstates, Status en get-all-projects).',
  query: z.object({
    ConstructorId: uuidRef().optional(),
    IsRealState: queryBoolean()
      .optional()
      .describe('Solo los inmuebles de inmobiliarias (true) o de constructoras (false), como el listado'),
  }),
  responses: { 200: adminDashboard, ...errors },
});

/** One week of the charts: its Monday (Bogotá) and what happened in it. */
const dashboardWeek = z.object({
  weekStart: z.iso.date().describe('Lunes (AAAA-MM-DD, hora de Bogotá) en que empieza la semana'),
  published: z.number().int().describe('Inmuebles que pasaron a Publicado en la semana'),
  leads: z.number().int().describe('Clientes potenciales recibidos en la semana'),
});
export type DashboardWeek = z.output<typeof dashboardWeek>;

const dashboardActivity = z.object({
  leads: z.object({
    thisMonth: z.number().int(),
    lastMonth: z.number().int(),
    growthPercent: z.number().describe('Crecimiento de este mes frente al anterior, en % con un decimal'),
  }),
  weeks: z.array(dashboardWeek).describe('Las últimas 12 semanas, de la más antigua a la actual'),
});
export type DashboardActivity = z.output<typeof dashboardActivity>;

export const getDashboardActivity = operation({
  operationId: 'getDashboardActivity',
  method: 'GET',
  path: '/product/api/v2/get-dashboard-activity',
  tags: ['dashboard'],
  summary:
    'Clientes potenciales de este mes y su crecimiento, e inmuebles publicados y clientes potenciales por semana (12 semanas)',
  description:
    'Al alcance del token: los administradores de la plataforma ven todo (o la empresa de ConstructorId); los usuarios de tienda, sus proyectos (o el de SellerId). Los meses y semanas son de Bogotá. Los clientes del mes son el total del listado de clientes potenciales con From y To de ese mes.',
  query: z.object({
    ConstructorId: uuidRef().optional(),
    SellerId: z.uuid(es.validation.selectOption).optional(),
    RealState: queryBoolean().optional(),
  }),
  responses: { 200: dashboardActivity, ...errors },
});
