import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeCertificatesForSelection, FIRST_PAGE } from '@tu360/domain';
import { api, type Paged } from '../../../lib/api-client.ts';

export interface SelectableCertificate {
  id: string;
  name: string;
  logo: string | null;
  isActive: boolean;
}

/** Certificates offered for a project: only the active ones, the total lowered by those removed (spec section 4). */
export async function fetchSelectableCertificates() {
  const page = await api<Paged<SelectableCertificate>>('/certificate/api/v1/get-all', {
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
