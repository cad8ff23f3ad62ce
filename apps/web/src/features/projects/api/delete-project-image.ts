import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProjectDetail, ProjectImage } from './get-project.ts';

/** DELETE seller/api/v3/delete-image-project; the answer is the remaining image list. */
export const deleteProjectImage = (sellerId: string, imageId: string) =>
  api<ProjectImage[]>('/seller/api/v3/delete-image-project', {
    method: 'DELETE',
    query: { sellerId, imageId },
  });

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
