import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail, ProjectImage } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';

/** A new image (File) or a change to one (Id): label, text, main flag and order. */
export interface ImageInput {
  id?: string;
  name?: string;
  label?: string;
  text?: string;
  isMain?: boolean;
  order?: number;
  file?: File;
}

/** POST seller/api/v5/update-image-project (multipart Name, Label, Text, Id, IsMain, Order, File). */
export function saveProjectImage(sellerId: string, input: ImageInput) {
  const form = new FormData();
  if (input.id) form.append('Id', input.id);
  if (input.name !== undefined) form.append('Name', input.name);
  if (input.label !== undefined) form.append('Label', input.label);
  if (input.text !== undefined) form.append('Text', input.text);
  if (input.isMain !== undefined) form.append('IsMain', String(input.isMain));
  if (input.order !== undefined) form.append('Order', String(input.order));
  if (input.file) form.append('File', input.file);
  return call('POST /seller/api/v5/update-image-project', { query: { sellerId }, form });
}

export function useSaveProjectImages() {
  const client = useQueryClient();
  return useMutation({
    /** Several changes in a row (a move renumbers two images); the answer is the final image list. */
    mutationFn: async ({ sellerId, inputs }: { sellerId: string; inputs: ImageInput[] }) => {
      let images: ProjectImage[] = [];
      for (const input of inputs) images = await saveProjectImage(sellerId, input);
      return images;
    },
    onSuccess: (images, { sellerId }) => {
      client.setQueryData<ProjectDetail>(['project', sellerId], (p) => p && { ...p, images });
      return client.invalidateQueries({ queryKey: ['project', sellerId] });
    },
  });
}
