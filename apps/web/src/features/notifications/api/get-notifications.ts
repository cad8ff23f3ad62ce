import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZES } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';
import { type NotificationFilter, type NotificationScope, notificationKeys } from './notification-keys.ts';

/**
 * The notifications of a scope, 14 a page (spec section 9), newest first; page 1 replaces the list and later pages
 * append to it (section 4). The keyword is sent as typed (the page debounces it); the date filter as its range.
 */
export function useNotifications(scope: NotificationScope, filter: NotificationFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(scope, filter),
    queryFn: ({ pageParam, signal }) =>
      call('GET /notification/api/notification/v2/get-all', {
        query: {
          ...scope,
          PageNumber: pageParam,
          PageSize: PAGE_SIZES.notifications,
          Keyword: filter.keyword.trim() || undefined,
          State: filter.state,
          From: filter.from,
          To: filter.to,
        },
        signal,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.totalData ? pages.length + 1 : undefined;
    },
    // A new search or filter keeps the list on screen until its page 1 arrives and replaces it.
    placeholderData: keepPreviousData,
    enabled,
  });
}
