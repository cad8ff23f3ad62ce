import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { propertyKeys } from './keys.ts';

/** GET product/api/v1/get-last-changes: the property's saves, newest first. */
export function useLastChanges(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: propertyKeys.changes(productId),
    queryFn: () => call('GET /product/api/v1/get-last-changes', { query: { productId } }),
    enabled,
  });
}
