import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

export type { City, Department } from '@tu360/domain/contracts';

export const fetchDepartments = () => call('GET /lookups/departments');
export const fetchCities = (departmentId: string) => call('GET /lookups/cities', { query: { departmentId } });

export const departmentsQuery = queryOptions({
  queryKey: ['lookups', 'departments'],
  queryFn: fetchDepartments,
  staleTime: Number.POSITIVE_INFINITY,
});

export function citiesQuery(departmentId: string | null | undefined) {
  return queryOptions({
    queryKey: ['lookups', 'cities', departmentId],
    queryFn: () => fetchCities(departmentId as string),
    enabled: !!departmentId,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDepartments() {
  return useQuery(departmentsQuery);
}

export function useCities(departmentId: string | null | undefined) {
  return useQuery(citiesQuery(departmentId));
}
