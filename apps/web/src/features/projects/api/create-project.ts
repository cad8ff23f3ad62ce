import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectBody } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** POST v3 create-project: level 1, Incomplete right after creation. */
export const createProject = (body: ProjectBody) =>
  call('POST /seller/api/v3/create-project', { json: body });

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['projects'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}
