import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { invalidateProperties } from './keys.ts';

/** A property as the lifecycle calls name it. */
export interface PropertyRef {
  productId: number;
  sellerId: string;
  isRealState: boolean;
}

/**
 * PUT product/api/v5/update-state (builders) or update-state-realstate (agencies): approve (Published) or reject
 * (Rejected, with the reason as Message).
 */
export function updatePropertyState(p: PropertyRef & { status: 'Published' | 'Rejected'; message: string }) {
  const json = { Message: p.message, ProductId: p.productId, SellerId: p.sellerId, Status: p.status };
  return p.isRealState
    ? call('PUT /product/api/v5/update-state-realstate', { json })
    : call('PUT /product/api/v5/update-state', { json });
}

/** PUT product/api/v5/onapprobation-realstates: approve in bulk → { total }. */
export function approveProperties(items: PropertyRef[]) {
  return call('PUT /product/api/v5/onapprobation-realstates', {
    json: items.map((p) => ({ Message: '', ProductId: p.productId, SellerId: p.sellerId })),
  });
}

/** PUT product/api/v2/hide-realstates with the reason. */
export function hideProperties({ items, reason }: { items: PropertyRef[]; reason: string }) {
  return call('PUT /product/api/v2/hide-realstates', {
    json: { productIds: items.map((p) => p.productId), Message: reason },
  });
}

/** DELETE product/api/v3/delete-product with the list of { productId, sellerId }. */
export function deleteProperties(items: PropertyRef[]) {
  return call('DELETE /product/api/v3/delete-product', {
    json: items.map((p) => ({ productId: p.productId, sellerId: p.sellerId })),
  });
}

/** PATCH product/api/v1/request-product-approval. */
export function requestPropertyApproval(items: PropertyRef[]) {
  return call('PATCH /product/api/v1/request-product-approval', {
    json: { productIds: items.map((p) => p.productId) },
  });
}

function useLifecycle<T, R>(fn: (input: T) => Promise<R>, keepApprovals = false) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateProperties(qc, { keepApprovals }) });
}

/** Approving or rejecting keeps the approvals list as it is: the page updates its rows in place. */
export const useUpdatePropertyState = () => useLifecycle(updatePropertyState, true);
export const useApproveProperties = () => useLifecycle(approveProperties, true);
export const useHideProperties = () => useLifecycle(hideProperties);
export const useDeleteProperties = () => useLifecycle(deleteProperties);
export const useRequestPropertyApproval = () => useLifecycle(requestPropertyApproval);
