import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZES, type UserForm } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';
import { usersKeys } from './keys.ts';

/** The history's page size. */
export const HISTORY_PAGE_SIZE = 20;
/** Most projects offered in the form's project choices (the get-all-by-user call's own limit). */
const PROJECTS_PAGE_SIZE = 200;

export function userQuery(id: string | undefined) {
  return queryOptions({
    queryKey: usersKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call('GET /auth/api/users/{id}', { params: { id: id as string }, signal }),
    enabled: !!id,
  });
}

/** A user's detail (its projects with their roles, and whether the caller may manage it). */
export function useUser(id: string | undefined) {
  return useQuery(userQuery(id));
}

/** A page of a user's history, newest first. */
export function useUserHistory(id: string | undefined, page: number) {
  return useQuery({
    queryKey: [...usersKeys.history(id ?? ''), page],
    queryFn: ({ signal }) =>
      call('GET /auth/api/users/{id}/history', {
        params: { id: id as string },
        query: { PageNumber: page, PageSize: HISTORY_PAGE_SIZE },
        signal,
      }),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });
}

/** Who has access to a project, with the role held there. */
export function useUsersBySeller(sellerId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: usersKeys.bySeller(sellerId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /auth/api/users/get-users-by-seller/{id}', { params: { id: sellerId as string }, signal }),
    enabled: enabled && !!sellerId,
  });
}

/**
 * The projects a user can be given in the form: the company's (platform administrators name it), or the
 * signed-in store user's own, with the role the caller holds at each.
 */
export function useCompanyProjects(constructorId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...usersKeys.all, 'projects', constructorId ?? null],
    queryFn: ({ signal }) =>
      call('GET /seller/api/v1/get-all-by-user', {
        query: { PageNumber: FIRST_PAGE, PageSize: PROJECTS_PAGE_SIZE, IdConstructor: constructorId },
        signal,
      }),
    enabled,
  });
}

/** The builders and agencies a platform administrator may choose for a user. */
export function useCompanies(enabled: boolean) {
  return useQuery({
    queryKey: [...usersKeys.all, 'companies'],
    queryFn: ({ signal }) =>
      call('GET /seller/api/constructor/v2/get-all', {
        query: { PageNumber: FIRST_PAGE, PageSize: PAGE_SIZES.builderListFull },
        signal,
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserForm) => call('POST /auth/api/users', { json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserForm }) =>
      call('PUT /auth/api/users/{id}', { params: { id }, json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

/** What the create page hands the detail page it goes to: the new user's toast. */
export interface UserPageState {
  created?: boolean;
  /** The invitation's mail could not be sent when the user was created. */
  invitationPending?: boolean;
}
