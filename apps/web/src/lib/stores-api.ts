import { effectiveKeyword, FIRST_PAGE, PAGE_SIZES } from '@tu360/domain';
import type { StoreItem } from '@tu360/domain/contracts';
import { call } from './api-client.ts';
import { type SelectedSeller, session } from './session-store.ts';

// The calls about the user's stores, without react-query: the sign-in flow uses them on public pages, whose
// first load does not carry the query library (issue 10). The hooks are in stores.ts.

/** A store (project) the signed-in user can access: GET seller/api/v1/get-all-by-user. */
export type { StoreItem };

export function fetchStores(keyword = '', token?: string) {
  return call('GET /seller/api/v1/get-all-by-user', {
    query: {
      PageNumber: FIRST_PAGE,
      PageSize: PAGE_SIZES.storeRequest,
      Keyword: effectiveKeyword(keyword) ?? '',
    },
    token,
  });
}

export function toSelectedSeller(store: StoreItem): SelectedSeller {
  return {
    id: store.id,
    name: store.name,
    role: store.role,
    logo: store.logo,
    nit: store.nit,
    status: store.status,
  };
}

/**
 * POST users/change-seller: selects a store (or clears the selection with null) and keeps the
 * new tokens when the server mints them (identity-provider tokens are kept as they are).
 */
export async function changeSeller(store: StoreItem | null, token?: string): Promise<void> {
  const answer = await call('POST /auth/api/users/change-seller', {
    json: { sellerId: store?.id ?? null },
    token,
  });
  if (answer?.access_token) session.tokensReceived(answer.access_token, answer.refresh_token ?? null);
  session.selectSeller(store ? { ...toSelectedSeller(store), role: answer?.role ?? store.role } : null);
}
