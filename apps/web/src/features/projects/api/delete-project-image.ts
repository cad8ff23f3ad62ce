import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';

/** DELETE seller/api/v3/delete-image-project; the answer is the remaining image list. */
export const deleteProjectImage = (sellerId: string, imageId: string) =>
  call('DELETE /seller/api/v3/delete-image-project', { query: { sellerId, imageId } });

export function useDeleteProjectImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, imageId }: { sellerId: string; imageId: string }) =>
      deleteProjectImage(sellerId, imageId),
    onSuccess: (images, { sellerId }) => {
      client.setQueryData<ProjectDetail>(['project', sellerId], (p) => p && { ...p, images });
      return client.invalidateQueries({ queryKey: ['project', sellerId] });
    },
  });
}
