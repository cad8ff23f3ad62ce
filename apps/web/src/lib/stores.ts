import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { effectiveKeyword, ROUTES } from '@tu360/domain';
import { useNavigate } from 'react-router';
import { useSession } from './session-store.ts';
import { changeSeller, fetchStores, type StoreItem } from './stores-api.ts';

export { changeSeller, fetchStores, type StoreItem, toSelectedSeller } from './stores-api.ts';

export function storesQuery(userId: string | undefined, keyword = '') {
  const applied = effectiveKeyword(keyword) ?? '';
  return queryOptions({
    queryKey: ['stores', userId, applied],
    queryFn: () => fetchStores(applied),
    enabled: !!userId,
  });
}

/** The signed-in store user's stores (platform admins have none to load). */
export function useStores(keyword = '') {
  const user = useSession((s) => s.user);
  return useQuery({ ...storesQuery(user && !user.isAdmin ? user.id : undefined, keyword) });
}

/** Chooses a store (or none, for the projects summary) and goes to /inicio. */
export function useSelectStore() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (store: StoreItem | null) => changeSeller(store),
    onSuccess: () => navigate(ROUTES.home),
  });
}
