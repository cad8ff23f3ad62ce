import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { effectiveKeyword } from '@tu360/domain';
import type { AddMultipleUserSellerBody } from '@tu360/domain/contracts';
import { call, download } from '../../../lib/api-client.ts';
import { type UsersListParams, usersKeys } from './keys.ts';

export type { UsersListParams };

/** The list's query as it reaches the server: the keyword only past 2 characters, so typing does not refetch. */
export function appliedUsersQuery(params: UsersListParams): UsersListParams {
  return { ...params, Keyword: effectiveKeyword(params.Keyword) ?? undefined };
}

/** GET /auth/api/users: a page of the users in scope (a builder's, or every one for platform admins). */
export function useUsers(params: UsersListParams) {
  const query = appliedUsersQuery(params);
  return useQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => call('GET /auth/api/users', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /auth/api/roles: every role with its label, description and whether the caller may grant it (the company
 * kind from ConstructorId, for platform callers). The help dialog and the user form share it.
 */
export function useRoles(constructorId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: usersKeys.roles(constructorId),
    queryFn: ({ signal }) =>
      call('GET /auth/api/roles', { query: { ConstructorId: constructorId ?? undefined }, signal }),
    enabled,
  });
}

/** A write on users: everything under usersKeys.all refetches once it succeeds. */
function useUsersMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export const useDeactivateUser = () =>
  useUsersMutation((id: string) => call('POST /auth/api/users/{id}/deactivate', { params: { id } }));

export const useReactivateUser = () =>
  useUsersMutation((id: string) => call('POST /auth/api/users/{id}/reactivate', { params: { id } }));

export const useDeleteUser = () =>
  useUsersMutation((id: string) => call('DELETE /auth/api/users/{id}', { params: { id } }));

export const useResendInvitation = () =>
  useUsersMutation((id: string) => call('POST /auth/api/users/{id}/resend-invitation', { params: { id } }));

/** PUT add-multipleuser-seller: several users to several projects, with an optional role. */
export const useAssignUsers = () =>
  useUsersMutation((body: AddMultipleUserSellerBody) =>
    call('PUT /auth/api/users/add-multipleuser-seller', { json: body }),
  );

/** The users report (.xlsx) of the list's scope and state (its page, keyword and role apart). */
export function downloadUsersReport(f: { constructorId?: string | null; isActive?: boolean }) {
  return download('GET /auth/api/reports/get-user-dashboard-report', {
    query: { ConstructorId: f.constructorId ?? undefined, IsActive: f.isActive },
  });
}
