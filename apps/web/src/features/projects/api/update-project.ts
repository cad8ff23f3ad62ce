import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectBody } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** PUT v3 update-project; the answer is the project detail. */
export const updateProject = (id: string, body: ProjectBody) =>
  call('PUT /seller/api/v3/update-project', { json: { ...body, id } });

export function useUpdateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProjectBody }) => updateProject(id, body),
    onSuccess: (detail) => {
      client.setQueryData(['project', detail.id], detail);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['projects'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]);
    },
  });
}
