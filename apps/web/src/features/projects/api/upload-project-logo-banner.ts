import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The logo and banner files newly chosen on the page. */
export interface ProjectLogoBannerFiles {
  logo?: File | null;
  banner?: File | null;
}

/**
 * Only the newly chosen files: update-banner-logo-by-seller-id for both, update-logo-by-seller-id or
 * update-banner-by-seller-id for one.
 */
export function uploadProjectLogoBanner(sellerId: string, { logo, banner }: ProjectLogoBannerFiles) {
  const form = new FormData();
  if (logo && banner) {
    form.append('FileLogo', logo);
    form.append('FileBanner', banner);
    return call('PUT /seller/api/v1/update-banner-logo-by-seller-id/', {
      query: { SellerId: sellerId },
      form,
    });
  }
  form.append('File', (logo ?? banner) as File);
  return logo
    ? call('PUT /seller/api/v1/update-logo-by-seller-id', { query: { sellerId }, form })
    : call('PUT /seller/api/v1/update-banner-by-seller-id', { query: { sellerId }, form });
}

export function useUploadProjectLogoBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, files }: { sellerId: string; files: ProjectLogoBannerFiles }) =>
      uploadProjectLogoBanner(sellerId, files),
    onSuccess: (_, { sellerId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['project', sellerId] }),
        client.invalidateQueries({ queryKey: ['projects'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}
