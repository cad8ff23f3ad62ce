import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ProjectLogoBanner {
  logo?: File | null;
  banner?: File | null;
}

/**
 * Only the newly chosen files: update-banner-logo-by-seller-id for both, update-logo-by-seller-id or
 * update-banner-by-seller-id for one.
 */
export function uploadProjectLogoBanner(sellerId: string, { logo, banner }: ProjectLogoBanner) {
  const form = new FormData();
  if (logo && banner) {
    form.append('FileLogo', logo);
    form.append('FileBanner', banner);
    return api<{ logo: string | null; banner: string | null }>(
      '/seller/api/v1/update-banner-logo-by-seller-id/',
      { method: 'PUT', query: { SellerId: sellerId }, form },
    );
  }
  form.append('File', (logo ?? banner) as File);
  return api<{ logo: string | null; banner: string | null }>(
    logo ? '/seller/api/v1/update-logo-by-seller-id' : '/seller/api/v1/update-banner-by-seller-id',
    { method: 'PUT', query: { sellerId }, form },
  );
}

export function useUploadProjectLogoBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, files }: { sellerId: string; files: ProjectLogoBanner }) =>
      uploadProjectLogoBanner(sellerId, files),
    onSuccess: (_, { sellerId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['project', sellerId] }),
        client.invalidateQueries({ queryKey: ['projects'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}
