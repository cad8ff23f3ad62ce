import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const fetchContacts = (constructorId: string) =>
  call('GET /seller/api/v3/get-contacts', { query: { constructorId } });

export function contactsQuery(constructorId: string | null | undefined) {
  return queryOptions({
    queryKey: ['contacts', constructorId],
    queryFn: () => fetchContacts(constructorId as string),
    enabled: !!constructorId,
  });
}

export function useContacts(constructorId: string | null | undefined) {
  return useQuery(contactsQuery(constructorId));
}
