import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { LeadUpdateInput } from '@tu360/domain';
import { effectiveKeyword, FIRST_PAGE, type LeadState, PAGE_SIZES } from '@tu360/domain';
import { call, download } from '../../../lib/api-client.ts';

/** Query keys of the leads feature. */
export const leadsKeys = {
  all: ['leads'] as const,
  sellers: ['leads', 'sellers'] as const,
  list: ['leads', 'list'] as const,
  history: (id: string) => ['leads', 'history', id] as const,
  assignees: (sellerId: string) => ['leads', 'assignees', sellerId] as const,
};

/** The leads list's page size (the list's own; the spec names none). */
export const LEADS_PAGE_SIZE = 20;

/** Whose leads the page shows: a builder or agency (platform admins), agencies or builders, one project. */
export interface LeadScope {
  constructorId?: string;
  realState?: boolean;
  sellerId?: string;
}

/** The query of the list and of its export (the keyword only past 2 characters, as every list). */
export function leadsQuery(
  scope: LeadScope,
  f: { From?: string; To?: string; state?: LeadState; keyword?: string },
) {
  return {
    ConstructorId: scope.constructorId,
    RealState: scope.realState,
    SellerId: scope.sellerId,
    From: f.From,
    To: f.To,
    State: f.state,
    Keyword: effectiveKeyword(f.keyword),
  };
}

/** The projects of the scope with their lead counts, 20 a page: page 1 replaces the list, later pages append. */
export function useLeadSellers(scope: Omit<LeadScope, 'sellerId'>, keyword: string) {
  const applied = effectiveKeyword(keyword);
  const query = {
    ConstructorId: scope.constructorId,
    RealState: scope.realState,
    Keyword: applied,
    PageSize: PAGE_SIZES.potentialCustomerSellers,
  };
  return useInfiniteQuery({
    queryKey: [...leadsKeys.sellers, query],
    queryFn: ({ pageParam, signal }) =>
      call('GET /lead/api/v1/sellers', { query: { ...query, PageNumber: pageParam }, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.totalData ? pages.length + 1 : undefined;
    },
    // Another search keeps the list in view until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

export type LeadsQuery = ReturnType<typeof leadsQuery>;

/** A page of the scope's leads with the total and the growth against the previous period. */
export function useLeads(query: LeadsQuery, page: number) {
  const full = { ...query, PageNumber: page, PageSize: LEADS_PAGE_SIZE };
  return useQuery({
    queryKey: [...leadsKeys.list, full],
    queryFn: ({ signal }) => call('GET /lead/api/v1/leads', { query: full, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The lead's changes, the most recent first. */
export function useLeadHistory(id: string) {
  return useQuery({
    queryKey: leadsKeys.history(id),
    queryFn: ({ signal }) => call('GET /lead/api/v1/leads/{id}/history', { params: { id }, signal }),
  });
}

/** The active users of the lead's project: who may take it. */
export function useLeadAssignees(sellerId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: leadsKeys.assignees(sellerId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /auth/api/users', {
        query: { SellerId: sellerId ?? undefined, IsActive: true, PageNumber: FIRST_PAGE, PageSize: 200 },
        signal,
      }),
    enabled: enabled && !!sellerId,
  });
}

/** A write changes the list, the counts of the left column and the lead's history. */
function useRefreshLeads() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: leadsKeys.all });
}

export function useUpdateLead() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LeadUpdateInput }) =>
      call('PUT /lead/api/v1/leads/{id}', { params: { id }, json: body }),
    onSuccess: refresh,
  });
}

export function useAnonymiseLead() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (id: string) => call('POST /lead/api/v1/leads/{id}/anonymise', { params: { id } }),
    onSuccess: refresh,
  });
}

/** The filtered leads as an .xlsx, with the list's scope and filters. */
export function downloadLeads(query: LeadsQuery) {
  return download('GET /lead/api/v1/leads/export', { query });
}
