import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyBody } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** POST create-constructor or create-realestate; the answer gives the new id. */
export const createBuilder = (body: AgencyBody, isAgency: boolean) =>
  isAgency
    ? call('POST /seller/api/realestate/v1/create-realestate', { json: body })
    : call('POST /seller/api/constructor/v3/create-constructor', { json: body });

export function useCreateBuilder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isAgency }: { body: AgencyBody; isAgency: boolean }) =>
      createBuilder(body, isAgency),
    onSuccess: () => client.invalidateQueries({ queryKey: ['builders'] }),
  });
}
