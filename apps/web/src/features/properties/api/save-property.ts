import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyBody, PropertySaveAnswer } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';
import { invalidateProperties } from './keys.ts';

export interface SaveInput {
  /** Agencies use the estate-agency endpoints, builders the v5 product ones. */
  agency: boolean;
  body: PropertyBody;
}

/** The endpoint of each flow (spec section 7): create with POST, update with PUT (builders) or PATCH (agencies). */
export function savePropertyRequest({ agency, body }: SaveInput): Promise<PropertySaveAnswer> {
  const json = body;
  if (body.productId === undefined)
    return agency
      ? call('POST /product/api/estate-agency/v5/create-agency-realstate', { json })
      : call('POST /product/api/v5/create-product', { json });
  return agency
    ? call('PATCH /product/api/estate-agency/v5/update-agency-realstate', { json })
    : call('PUT /product/api/v5/update-product', { json });
}

export function useSaveProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePropertyRequest,
    onSuccess: () => invalidateProperties(qc),
  });
}
