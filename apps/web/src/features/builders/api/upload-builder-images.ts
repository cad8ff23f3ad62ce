import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export interface BuilderImages {
  logo?: File | null;
  banner?: File | null;
}

/**
 * Logo and/or banner, only the ones newly chosen (spec section 5): update-logo-banner for both,
 * update-logo or update-Banner for one.
 */
export function uploadBuilderImages(constructorId: string, { logo, banner }: BuilderImages) {
  const form = new FormData();
  if (logo) form.append('logo', logo);
  if (banner) form.append('banner', banner);
  const options = { query: { constructorId }, form };
  return logo && banner
    ? call('PUT /seller/api/constructor/v2/update-logo-banner', options)
    : logo
      ? call('PUT /seller/api/constructor/v3/update-logo', options)
      : call('PUT /seller/api/constructor/v2/update-Banner', options);
}

export function useUploadBuilderImages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ constructorId, images }: { constructorId: string; images: BuilderImages }) =>
      uploadBuilderImages(constructorId, images),
    onSuccess: (_, { constructorId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['builder', constructorId] }),
        client.invalidateQueries({ queryKey: ['builders'] }),
      ]),
  });
}
