import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuilderDetail } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';

/** PUT update-constructor-state (platform admins). */
export const updateBuilderState = (id: string, state: boolean) =>
  call('PUT /product/api/constructor/v3/update-constructor-state', { json: { id, state } });

export function useUpdateBuilderState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: boolean }) => updateBuilderState(id, state),
    onSuccess: (answer, { id }) => {
      client.setQueryData<BuilderDetail>(['builder', id], (b) => b && { ...b, state: answer.state });
      return Promise.all([
        client.invalidateQueries({ queryKey: ['builder', id] }),
        client.invalidateQueries({ queryKey: ['builders'] }),
      ]);
    },
  });
}
