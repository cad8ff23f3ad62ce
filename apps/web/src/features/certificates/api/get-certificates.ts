import { queryOptions, useQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

export const CERTIFICATES_PAGE_SIZE = 50;

export const fetchCertificates = (pageNumber: number) =>
  call('GET /certificate/api/v1/get-all', {
    query: { PageNumber: pageNumber, PageSize: CERTIFICATES_PAGE_SIZE },
  });

export function certificatesQuery(pageNumber = FIRST_PAGE) {
  return queryOptions({
    queryKey: ['certificates', 'list', pageNumber],
    queryFn: () => fetchCertificates(pageNumber),
  });
}

export function useCertificates(pageNumber = FIRST_PAGE) {
  return useQuery(certificatesQuery(pageNumber));
}
