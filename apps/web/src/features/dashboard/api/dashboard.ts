import { useQuery } from '@tanstack/react-query';
import { call, download } from '../../../lib/api-client.ts';

/** Query keys of the homes' figures (anything that changes a list may invalidate ['dashboard']). */
export const dashboardKeys = { all: ['dashboard'] as const };

/** A platform admin's scope, as the property list reads the side panel (see usePropertyScope). */
export interface AdminScope {
  ConstructorId?: string;
  IsRealState?: boolean;
}

export function useAdminDashboard(scope: AdminScope) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'admin', scope],
    queryFn: ({ signal }) => call('GET /product/api/v2/get-admin-dashboard', { query: scope, signal }),
  });
}

/** Leads this month with their growth, and the 12 weeks of the charts, in a scope. */
export function useDashboardActivity(scope: {
  ConstructorId?: string;
  SellerId?: string;
  RealState?: boolean;
}) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'activity', scope],
    queryFn: ({ signal }) => call('GET /product/api/v2/get-dashboard-activity', { query: scope, signal }),
  });
}

/** Properties per category (get-realstatestypes-count), for the chart of types. */
export function usePropertyTypes(scope: {
  SellerId?: string;
  ConstructorId?: string;
  IsRealState?: boolean;
}) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'types', scope],
    queryFn: ({ signal }) => call('GET /product/api/v2/get-realstatestypes-count', { query: scope, signal }),
  });
}

/** The store home's counts (get-data-dashboard): properties per status and per completeness, leads. */
export function useDataDashboard(sellerId: string | undefined) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'store', sellerId ?? null],
    queryFn: ({ signal }) =>
      call('GET /product/api/v2/get-data-dashboard', { query: { SellerId: sellerId }, signal }),
  });
}

/** The projects the store user reaches, per status (get-seller-count). */
export function useSellerCount(enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'sellers'],
    queryFn: ({ signal }) => call('GET /seller/api/v1/get-seller-count', { signal }),
    enabled,
  });
}

/** How many rejected items the home lists, newest change first (the rest are on the rejected lists). */
export const REJECTED_SHOWN = 5;

/** The latest rejected properties of the scope, with their reasons (statusDetail). */
export function useRejectedProperties(sellerId: string | undefined) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'rejected-properties', sellerId ?? null],
    queryFn: ({ signal }) =>
      call('GET /product/api/v2/get-realstates', {
        query: {
          SellerId: sellerId,
          SkuStatus: 'Rejected',
          PageSize: REJECTED_SHOWN,
          field: 'updatedAt',
          order: 'desc',
        },
        signal,
      }),
  });
}

/** The latest rejected projects the user reaches (builders only: agencies have no projects to show). */
export function useRejectedProjects(enabled: boolean, sellerId: string | undefined) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'rejected-projects', sellerId ?? null],
    queryFn: ({ signal }) =>
      call('GET /seller/api/v1/get-all', {
        query: {
          Status: 'Rejected',
          IdSeller: sellerId,
          PageSize: REJECTED_SHOWN,
          field: 'updatedAt',
          order: 'desc',
        },
        signal,
      }),
    enabled,
  });
}

/** The four reports of spec section 7, for the admin home's "Descargar reporte" (scoped as the home). */
export const adminReports = {
  projects: (constructorId?: string) =>
    download('GET /product/api/reports/get-seller-dashboard-report', {
      query: { IdConstructor: constructorId },
    }),
  users: (constructorId?: string) =>
    download('GET /auth/api/reports/get-user-dashboard-report', { query: { ConstructorId: constructorId } }),
  offer: (constructorId?: string) =>
    download('GET /product/api/reports/get-realestate-offer-dashboard', {
      query: { ConstructorId: constructorId },
    }),
  agencies: (constructorId?: string) =>
    download('GET /seller/api/reports/get-realestates-dashboard-report', {
      query: { ConstructorId: constructorId },
    }),
};
