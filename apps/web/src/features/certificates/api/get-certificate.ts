import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Certificate } from './get-certificates.ts';

export const fetchCertificate = (id: string) => api<Certificate>(`/certificate/api/v1/get-by-id/${id}`);

export function certificateQuery(id: string | null | undefined) {
  return queryOptions({
    queryKey: ['certificates', 'detail', id],
    queryFn: () => fetchCertificate(id as string),
    enabled: !!id,
  });
}

export function useCertificate(id: string | null | undefined) {
  return useQuery(certificateQuery(id));
}
