import type { Operations } from '@tu360/domain/contracts';
import type { CallOptions } from '../../../lib/api-client.ts';

/** The users list's query, as the contract types it (scope, filters and page). */
export type UsersListParams = NonNullable<CallOptions<Operations['getUsers']>['query']>;

/** Query keys of the users feature: every write invalidates `usersKeys.all`. */
export const usersKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  list: (params: UsersListParams) => ['users', 'list', params] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  history: (id: string) => ['users', 'history', id] as const,
  bySeller: (sellerId: string) => ['users', 'by-seller', sellerId] as const,
  roles: (constructorId: string | null | undefined) => ['users', 'roles', constructorId ?? null] as const,
};
