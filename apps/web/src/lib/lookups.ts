import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** A department of GET /api/lookups/departments. */
export interface Department {
  id: string;
  code: string;
  name: string;
}

/** A municipality of GET /api/lookups/cities. */
export interface City {
  id: string;
  code: string;
  name: string;
  departmentId: string;
  latitude: number | null;
  longitude: number | null;
}

export const fetchDepartments = () => api<Department[]>('/lookups/departments');
export const fetchCities = (departmentId: string) =>
  api<City[]>('/lookups/cities', { query: { departmentId } });

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
