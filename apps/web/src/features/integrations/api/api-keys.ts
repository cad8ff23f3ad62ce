import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreateValues } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** Query keys of the integration keys: every write invalidates `apiKeysKeys.all`. */
export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: (query: ApiKeysQuery) => ['api-keys', 'list', query] as const,
};

export interface ApiKeysQuery {
  ConstructorId?: string;
  PageNumber: number;
  PageSize: number;
}

/** GET /auth/api/api-keys: a page of a company's keys (every company's for platform admins without one). */
export function useApiKeys(query: ApiKeysQuery, enabled = true) {
  return useQuery({
    queryKey: apiKeysKeys.list(query),
    queryFn: ({ signal }) => call('GET /auth/api/api-keys', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useKeysMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

/** POST /auth/api/api-keys: the answer carries the application key and the token, this once. */
export const useCreateApiKey = () =>
  useKeysMutation((body: ApiKeyCreateValues) => call('POST /auth/api/api-keys', { json: body }));

export const useRevokeApiKey = () =>
  useKeysMutation((id: string) => call('POST /auth/api/api-keys/{id}/revoke', { params: { id } }));

/** POST …/rotate: new secrets (shown once), the old key revoked. */
export const useRotateApiKey = () =>
  useKeysMutation((id: string) => call('POST /auth/api/api-keys/{id}/rotate', { params: { id } }));
