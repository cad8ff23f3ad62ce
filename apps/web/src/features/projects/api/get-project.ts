import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const fetchProject = (id: string) =>
  call('GET /seller/api/v1/get-seller-by-id/{id}', { params: { id } });

export function projectQuery(id: string | null | undefined) {
  return queryOptions({
    queryKey: ['project', id],
    queryFn: () => fetchProject(id as string),
    enabled: !!id,
  });
}

export function useProject(id: string | null | undefined) {
  return useQuery(projectQuery(id));
}
