import { useQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZES } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/**
 * The projects a property can belong to: GET seller/api/v1/get-all-by-user (with the role held at each), for one
 * builder or agency when given.
 */
export function usePropertyProjects(constructorId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ['property-projects', constructorId ?? null],
    queryFn: () =>
      call('GET /seller/api/v1/get-all-by-user', {
        query: {
          PageNumber: FIRST_PAGE,
          PageSize: PAGE_SIZES.storeRequest,
          IdConstructor: constructorId ?? undefined,
        },
      }),
    enabled,
  });
}
