import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const fetchCertificate = (id: string) =>
  call('GET /certificate/api/v1/get-by-id/{id}', { params: { id } });

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
