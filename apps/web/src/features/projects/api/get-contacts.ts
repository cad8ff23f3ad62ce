import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A WhatsApp phone and the builder's projects it answers for. */
export interface WhatsAppContact {
  id: string;
  whatsAppPhone: string;
  projectIds: string[];
}

export const fetchContacts = (constructorId: string) =>
  api<WhatsAppContact[]>('/seller/api/v3/get-contacts', { query: { constructorId } });

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
