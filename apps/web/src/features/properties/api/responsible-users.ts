import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { effectiveKeyword, FIRST_PAGE, PAGE_SIZES } from '@tu360/domain';
import type { ResponsibleUserConfig } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';
import { invalidateProperties } from './keys.ts';

/** GET auth/api/users?IsActive=true&ConstructorId&PageNumber=1&PageSize=10&Keyword. */
export function useBuilderUsers(constructorId: string | null, keyword: string, enabled: boolean) {
  const applied = effectiveKeyword(keyword) ?? '';
  return useQuery({
    queryKey: ['builder-users', constructorId, applied],
    queryFn: () =>
      call('GET /auth/api/users', {
        query: {
          IsActive: true,
          ConstructorId: constructorId ?? undefined,
          PageNumber: FIRST_PAGE,
          PageSize: PAGE_SIZES.builderUsers,
          Keyword: applied,
        },
      }),
    enabled: enabled && !!constructorId,
  });
}

/** POST product/api/user-realstate/v2/add-user-config. */
export function useAddUserConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (config: ResponsibleUserConfig) =>
      call('POST /product/api/user-realstate/v2/add-user-config', { json: config }),
    onSuccess: () => invalidateProperties(qc),
  });
}

/** POST product/api/user-realstate/v2/remove-user-sku. */
export function useRemoveUserSku() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; productId: number }) =>
      call('POST /product/api/user-realstate/v2/remove-user-sku', {
        json: { Users: [input.userId], ProductId: input.productId },
      }),
    onSuccess: () => invalidateProperties(qc),
  });
}
