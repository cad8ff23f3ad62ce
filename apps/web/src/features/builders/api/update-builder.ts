import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyBody } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** PUT update-constructor or update-realestate. */
export const updateBuilder = (id: string, body: AgencyBody, isAgency: boolean) =>
  isAgency
    ? call('PUT /seller/api/realestate/v1/update-realestate', { json: { ...body, id } })
    : call('PUT /seller/api/constructor/v3/update-constructor', { json: { ...body, id } });

export function useUpdateBuilder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, isAgency }: { id: string; body: AgencyBody; isAgency: boolean }) =>
      updateBuilder(id, body, isAgency),
    onSuccess: (_, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['builder', id] }),
        client.invalidateQueries({ queryKey: ['builders'] }),
      ]),
  });
}
