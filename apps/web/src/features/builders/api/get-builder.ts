import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const fetchBuilder = (constructorId: string) =>
  call('GET /seller/api/constructor/v2/get-constructor-by-id', { query: { constructorId } });

export function builderQuery(constructorId: string | null | undefined) {
  return queryOptions({
    queryKey: ['builder', constructorId],
    queryFn: () => fetchBuilder(constructorId as string),
    enabled: !!constructorId,
  });
}

export function useBuilder(constructorId: string | null | undefined) {
  return useQuery(builderQuery(constructorId));
}
