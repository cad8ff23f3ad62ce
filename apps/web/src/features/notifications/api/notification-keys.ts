import type { NotificationDateFilter, NotificationState } from '@tu360/domain';

/** Whose notifications a list or count covers (spec section 2): the query parameters of the contract's scope. */
export interface NotificationScope {
  RealState?: boolean;
  ConstructorId?: string;
  SellerId?: string;
}

/** The page's filters: keyword (already debounced), date filter with the range it stood for, unread only. */
export interface NotificationFilter {
  keyword: string;
  date: NotificationDateFilter;
  from?: string;
  to?: string;
  state?: NotificationState;
}

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (scope: NotificationScope, filter: NotificationFilter) =>
    ['notifications', 'list', scope, filter] as const,
  counts: ['notifications', 'count'] as const,
  /** The signed-in user's unread count over every scope: the bell's badge, which the live stream sets. */
  unread: ['notifications', 'count', 'unread'] as const,
};

/** The admin side panel's builders and agencies with their unread counts (the builders feature's query). */
export const isBuildersWithUnreadQuery = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'builders' &&
  typeof queryKey[1] === 'object' &&
  queryKey[1] !== null &&
  (queryKey[1] as { withNotification?: boolean }).withNotification === true;
