import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectStatus } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** PATCH seller/api/v1/status/{id}/{status} with its reason (statusDetail). */
export const updateProjectStatus = (id: string, status: ProjectStatus, statusDetail?: string) =>
  call('PATCH /seller/api/v1/status/{id}/{status}', {
    params: { id, status },
    json: statusDetail ? { statusDetail } : {},
  });

export function useUpdateProjectStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: ProjectStatus; statusDetail?: string }) =>
      updateProjectStatus(v.id, v.status, v.statusDetail),
    onSuccess: (_, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['projects'] }),
        client.invalidateQueries({ queryKey: ['project', id] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}
