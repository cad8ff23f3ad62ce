import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhatsAppContactBody } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** POST create-contact, or PUT update-contact when the contact exists. */
export const saveContact = (body: WhatsAppContactBody, id?: string) =>
  id
    ? call('PUT /seller/api/v3/update-contact', { json: { ...body, id } })
    : call('POST /seller/api/v3/create-contact', { json: body });

export function useSaveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: WhatsAppContactBody; id?: string }) => saveContact(body, id),
    onSuccess: (_, { body }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['contacts', body.ConstructorId] }),
        client.invalidateQueries({ queryKey: ['project'] }),
      ]),
  });
}
