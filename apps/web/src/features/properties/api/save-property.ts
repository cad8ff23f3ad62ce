import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@tu360/domain';
import { api } from '../../../lib/api-client.ts';
import { invalidateProperties } from './keys.ts';
import type { SaveAnswer } from './types.ts';

/** JSON body of the wizard's create/update calls (docs/api-properties.md). */
export interface PropertyBody {
  productId?: number;
  sellerId: string;
  name: string;
  description: string;
  price: string;
  score: string;
  step: number;
  category: Category | '';
  departmentId: string;
  cityId: string;
  videoUrl: string;
  subsidyType: string;
  detailProducts: { key: string; value: string }[];
}

export interface SaveInput {
  /** Agencies use the estate-agency endpoints, builders the v5 product ones. */
  agency: boolean;
  body: PropertyBody;
}

/** The endpoint of each flow (spec section 7): create with POST, update with PUT (builders) or PATCH (agencies). */
export function savePropertyRequest({ agency, body }: SaveInput): Promise<SaveAnswer> {
  const update = body.productId !== undefined;
  if (agency)
    return api<SaveAnswer>(
      update
        ? '/product/api/estate-agency/v5/update-agency-realstate'
        : '/product/api/estate-agency/v5/create-agency-realstate',
      { method: update ? 'PATCH' : 'POST', json: body },
    );
  return api<SaveAnswer>(update ? '/product/api/v5/update-product' : '/product/api/v5/create-product', {
    method: update ? 'PUT' : 'POST',
    json: body,
  });
}

export function useSaveProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePropertyRequest,
    onSuccess: () => invalidateProperties(qc),
  });
}
