import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { propertyKeys } from './keys.ts';

/** One recorded transaction of GET product/api/v1/get-last-changes. */
export interface PropertyChange {
  transactionalId: string;
  date: string;
  userName: string;
  action: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

export function useLastChanges(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: propertyKeys.changes(productId),
    queryFn: () => api<PropertyChange[]>('/product/api/v1/get-last-changes', { query: { productId } }),
    enabled,
  });
}
