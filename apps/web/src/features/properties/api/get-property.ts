import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { propertyKeys } from './keys.ts';

export const fetchProperty = (productId: number) =>
  call('GET /product/api/v2/get-product-id', { query: { productId } });

export function propertyQuery(productId: number | null) {
  return queryOptions({
    queryKey: propertyKeys.detail(productId ?? 0),
    queryFn: () => fetchProperty(productId as number),
    enabled: !!productId,
  });
}

/** GET product/api/v2/get-product-id: the property with its details, images and responsible users. */
export function useProperty(productId: number | null) {
  return useQuery(propertyQuery(productId));
}
