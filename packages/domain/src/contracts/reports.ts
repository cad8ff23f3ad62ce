// The reports module's operations (issue 12, "Reports"; spec section 7): four Excel workbooks, streamed.
import { z } from 'zod';
import { es } from '../messages/es.ts';
import { workbookBytes } from './bulk-loads.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation, queryBoolean } from './operation.ts';
import { projectListQuery } from './projects.ts';
import { propertyListQuery } from './properties.ts';

/** A day of a date filter (AAAA-MM-DD), read as a day in Bogotá. */
const day = () => z.iso.date({ error: es.reports.badDate }).max(10, es.reports.badDate);

/**
 * The creation dates a report covers, both days included: `From` and `To` (either may be left out). A range
 * whose start is after its end is refused.
 */
const dateRange = {
  From: day().optional().describe('Creados desde este día (AAAA-MM-DD, hora de Bogotá), incluido'),
  To: day().optional().describe('Creados hasta este día (AAAA-MM-DD, hora de Bogotá), incluido'),
};
const orderedRange = (q: { From?: string; To?: string }, ctx: z.RefinementCtx) => {
  if (q.From && q.To && q.From > q.To)
    ctx.addIssue({ code: 'custom', message: es.reports.badRange, path: ['To'] });
};

/** The projects report takes the filters of the projects list (builder, project, status, keyword) and dates. */
export const projectReportQuery = projectListQuery
  .pick({ Keyword: true, Status: true, IdConstructor: true, IdSeller: true, Active: true })
  .extend(dateRange)
  .superRefine(orderedRange);
export type ProjectReportQuery = z.output<typeof projectReportQuery>;

/** The property reports take the filters of the property list (all but its paging, sort and kind) and dates. */
export const propertyReportQuery = propertyListQuery
  .omit({ GetReaders: true, PageNumber: true, PageSize: true, field: true, order: true, IsRealState: true })
  .extend(dateRange)
  .superRefine(orderedRange);
export type PropertyReportQuery = z.output<typeof propertyReportQuery>;

/** The users report: builder, project, active or not, and creation dates. */
export const userReportQuery = z
  .object({
    ConstructorId: z.uuid(es.validation.selectOption).optional(),
    SellerId: z.uuid(es.validation.selectOption).optional(),
    IsActive: queryBoolean().optional(),
    ...dateRange,
  })
  .superRefine(orderedRange);
export type UserReportQuery = z.output<typeof userReportQuery>;

const answers = { 200: workbookBytes, 400: validationMessage, 403: errorMessage, 404: errorMessage };

export const getSellerDashboardReport = operation({
  operationId: 'getSellerDashboardReport',
  method: 'GET',
  path: '/product/api/reports/get-seller-dashboard-report',
  tags: ['reports'],
  summary:
    'Reporte de proyectos (.xlsx): constructora, proyecto, estado, ciudad, inmuebles por estado, clientes potenciales y fechas',
  query: projectReportQuery,
  responses: answers,
});

export const getUserDashboardReport = operation({
  operationId: 'getUserDashboardReport',
  method: 'GET',
  path: '/auth/api/reports/get-user-dashboard-report',
  tags: ['reports'],
  summary:
    'Reporte de usuarios (.xlsx): nombre, correo, rol, constructora, proyectos, activo y última visita',
  query: userReportQuery,
  responses: answers,
});

export const getRealestateOfferDashboard = operation({
  operationId: 'getRealestateOfferDashboard',
  method: 'GET',
  path: '/product/api/reports/get-realestate-offer-dashboard',
  tags: ['reports'],
  summary:
    'Reporte de la oferta de las constructoras (.xlsx): cada inmueble con su proyecto, precio, áreas y estado',
  query: propertyReportQuery,
  responses: answers,
});

export const getRealestatesDashboardReport = operation({
  operationId: 'getRealestatesDashboardReport',
  method: 'GET',
  path: '/seller/api/reports/get-realestates-dashboard-report',
  tags: ['reports'],
  summary: 'Reporte de los inmuebles de las inmobiliarias (.xlsx), con las columnas del reporte de oferta',
  query: propertyReportQuery,
  responses: answers,
});
