import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { LEAD_STATES } from '../leads/lead-rules.ts';
import { plainText } from '../schemas/common.ts';
import { leadIntakeSchema, leadUpdateSchema } from '../schemas/lead.schema.ts';
import { workbookBytes } from './bulk-loads.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation, queryBoolean, queryInt, uuidRef } from './operation.ts';

// Potential customers (clientes potenciales, issue 14): not in the spec, designed under /lead/api/v1.

const errors = { 400: validationMessage, 403: errorMessage, 404: errorMessage, 409: errorMessage };
const idParams = z.object({ id: uuidRef() });
const leadState = z.enum(LEAD_STATES);

/** POST by the public store, with a client-credentials token of the tu360-store client. */
export const createLead = operation({
  operationId: 'createLead',
  method: 'POST',
  path: '/lead/api/v1/leads',
  tags: ['leads'],
  summary:
    'Registra un cliente potencial desde la tienda (token del cliente tu360-store); la misma persona para el mismo inmueble en 24 horas se fusiona',
  body: leadIntakeSchema,
  responses: {
    201: z.object({ id: z.string(), merged: z.boolean(), assignees: z.number() }),
    200: z.object({ id: z.string(), merged: z.boolean(), assignees: z.number() }),
    ...errors,
  },
});

export const leadItem = z.object({
  id: z.string(),
  createdAt: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  source: z.string(),
  state: leadState,
  constructorId: z.string(),
  sellerId: z.string().nullable(),
  sellerName: z.string().nullable(),
  productId: z.number().nullable(),
  propertyName: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** How many times the same person asked again within 24 hours (merged into this lead). */
  mergedCount: z.number(),
  anonymised: z.boolean(),
});
export type LeadItem = z.output<typeof leadItem>;

/** The scope and filters of the leads list and its export. */
export const leadFilters = z.object({
  ConstructorId: uuidRef().optional(),
  SellerId: uuidRef().optional(),
  /** Platform admins: agencies (true) or builders (false) when no company is chosen. */
  RealState: queryBoolean().optional(),
  /** An instant with its offset (ISO 8601), at most 40 characters. */
  From: z.iso.datetime({ offset: true }).max(40).optional(),
  To: z.iso.datetime({ offset: true }).max(40).optional(),
  State: leadState.optional(),
  Keyword: plainText(150).optional(),
});

export const getLeads = operation({
  operationId: 'getLeads',
  method: 'GET',
  path: '/lead/api/v1/leads',
  tags: ['leads'],
  summary:
    'Clientes potenciales del alcance elegido, con el total y el crecimiento frente al periodo anterior',
  query: leadFilters.extend({
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(100).default(20),
  }),
  responses: {
    200: z.object({
      data: z.array(leadItem),
      totalData: z.number(),
      /** Leads in the period (all filters but the page). */
      total: z.number(),
      /** Against the previous period of the same length; null without a date range. */
      growthPercent: z.number().nullable(),
    }),
    ...errors,
  },
});

/** A project (seller) with its lead count, for the page's left column. */
export const leadSeller = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  constructorId: z.string(),
  constructorName: z.string(),
  total: z.number(),
});
export type LeadSeller = z.output<typeof leadSeller>;

export const getLeadSellers = operation({
  operationId: 'getLeadSellers',
  method: 'GET',
  path: '/lead/api/v1/sellers',
  tags: ['leads'],
  summary: 'Proyectos del alcance con su número de clientes potenciales (paginado de a 20)',
  query: z.object({
    ConstructorId: uuidRef().optional(),
    RealState: queryBoolean().optional(),
    Keyword: plainText(150).optional(),
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(100).default(PAGE_SIZES.potentialCustomerSellers),
  }),
  responses: { 200: z.object({ data: z.array(leadSeller), totalData: z.number() }), ...errors },
});

export const updateLead = operation({
  operationId: 'updateLead',
  method: 'PUT',
  path: '/lead/api/v1/leads/{id}',
  tags: ['leads'],
  summary: 'Cambia el estado o el responsable de un cliente potencial, con una nota (queda en su historial)',
  params: idParams,
  body: leadUpdateSchema,
  responses: { 200: leadItem, ...errors },
});

export const leadChange = z.object({
  id: z.string(),
  createdAt: z.string(),
  userName: z.string().nullable(),
  action: z.string(),
  stateBefore: z.string().nullable(),
  stateAfter: z.string().nullable(),
  assigneeBefore: z.string().nullable(),
  assigneeAfter: z.string().nullable(),
  note: z.string().nullable(),
});
export type LeadChange = z.output<typeof leadChange>;

export const getLeadHistory = operation({
  operationId: 'getLeadHistory',
  method: 'GET',
  path: '/lead/api/v1/leads/{id}/history',
  tags: ['leads'],
  summary: 'Historial de un cliente potencial, el cambio más reciente primero',
  params: idParams,
  responses: { 200: z.array(leadChange), ...errors },
});

export const anonymiseLead = operation({
  operationId: 'anonymiseLead',
  method: 'POST',
  path: '/lead/api/v1/leads/{id}/anonymise',
  tags: ['leads'],
  summary: 'Reemplaza los datos personales de un cliente potencial (se conserva para los conteos)',
  params: idParams,
  responses: { 200: leadItem, ...errors },
});

export const exportLeads = operation({
  operationId: 'exportLeads',
  method: 'GET',
  path: '/lead/api/v1/leads/export',
  tags: ['leads'],
  summary: 'Exporta los clientes potenciales filtrados a Excel (.xlsx), en flujo',
  query: leadFilters,
  responses: { 200: workbookBytes, ...errors },
});
