import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeCertificatesForSelection, FIRST_PAGE } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** Certificates offered for a project: only the active ones, the total lowered by those removed (spec section 4). */
export async function fetchSelectableCertificates() {
  const page = await call('GET /certificate/api/v1/get-all', {
    query: { PageNumber: FIRST_PAGE, PageSize: 50 },
  });
  return activeCertificatesForSelection(page);
}

export const selectableCertificatesQuery = queryOptions({
  queryKey: ['certificates', 'selection'],
  queryFn: fetchSelectableCertificates,
});

export function useSelectableCertificates() {
  return useQuery(selectableCertificatesQuery);
}
