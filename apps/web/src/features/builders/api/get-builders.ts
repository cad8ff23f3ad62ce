import { useInfiniteQuery } from '@tanstack/react-query';
import { effectiveKeyword, FIRST_PAGE, PAGE_SIZES } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

export interface BuildersFilter {
  keyword: string;
  realState: boolean;
  withNotification: boolean;
  enabled: boolean;
}

/** Builders or agencies, 50 a page; page 1 replaces the list and later pages append to it. */
export function useBuilders({ keyword, realState, withNotification, enabled }: BuildersFilter) {
  const applied = effectiveKeyword(keyword) ?? '';
  return useInfiniteQuery({
    queryKey: ['builders', { realState, withNotification, keyword: applied }],
    queryFn: ({ pageParam }) =>
      call('GET /seller/api/constructor/v2/get-all', {
        query: {
          Keyword: applied,
          PageNumber: pageParam,
          PageSize: PAGE_SIZES.builderList,
          IsRealEstate: realState,
          IsWithNotification: withNotification,
        },
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.totalData ? pages.length + 1 : undefined;
    },
    enabled,
  });
}
