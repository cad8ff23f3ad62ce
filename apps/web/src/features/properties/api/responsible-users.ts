import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { effectiveKeyword, FIRST_PAGE, PAGE_SIZES } from '@tu360/domain';
import { api, type Paged } from '../../../lib/api-client.ts';
import { invalidateProperties } from './keys.ts';

/** A user of GET auth/api/users. */
export interface BuilderUser {
  id: string;
  givenName: string;
  lastName: string;
  roles: string[];
}

/** GET auth/api/users?IsActive=true&ConstructorId&PageNumber=1&PageSize=10&Keyword. */
export function useBuilderUsers(constructorId: string | null, keyword: string, enabled: boolean) {
  const applied = effectiveKeyword(keyword) ?? '';
  return useQuery({
    queryKey: ['builder-users', constructorId, applied],
    queryFn: () =>
      api<Paged<BuilderUser>>('/auth/api/users', {
        query: {
          IsActive: true,
          ConstructorId: constructorId ?? undefined,
          PageNumber: FIRST_PAGE,
          PageSize: PAGE_SIZES.builderUsers,
          Keyword: applied || undefined,
        },
      }),
    enabled: enabled && !!constructorId,
  });
}

/** Body of POST product/api/user-realstate/v2/add-user-config. */
export interface UserConfig {
  Users: string[];
  SellerId?: string;
  AssignType: 'Product';
  IsSetLocation: boolean;
  Locations: { CityId: string; DepartmentId: string }[];
  IsSetSpecificProduct: boolean;
  SkuIds: number[];
  MinPrice: number | null;
  MaxPrice: number | null;
}

export function useAddUserConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (config: UserConfig) =>
      api<{ total: number }>('/product/api/user-realstate/v2/add-user-config', {
        method: 'POST',
        json: config,
      }),
    onSuccess: () => invalidateProperties(qc),
  });
}

/** POST product/api/user-realstate/v2/remove-user-sku. */
export function useRemoveUserSku() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; productId: number }) =>
      api<{ total: number }>('/product/api/user-realstate/v2/remove-user-sku', {
        method: 'POST',
        json: { Users: [input.userId], ProductId: input.productId },
      }),
    onSuccess: () => invalidateProperties(qc),
  });
}
