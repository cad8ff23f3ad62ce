import type { AccessContext } from '@tu360/domain';
import { useMemo } from 'react';
import { isSignedIn, type SessionState, useSession } from '../lib/session-store.ts';
import type { StoreItem } from '../lib/stores.ts';

/** What the domain's visibility rules need to know about the signed-in user; null when signed out. */
export function accessContextOf(s: SessionState, hasRejectedProject: boolean): AccessContext | null {
  const user = s.user;
  if (!user || !isSignedIn(s)) return null;
  return {
    role: s.selectedSeller?.role ?? user.effectiveRole ?? null,
    roles: user.role,
    isAdmin: user.isAdmin,
    isAgency: user.realState,
    builderSelected: user.isAdmin ? !!s.selectedConstructor : !!user.constructor,
    allEstatesMode: user.isAdmin ? !!s.selectedConstructor?.all : false,
    hasRejectedProject,
  };
}

/**
 * The access context, the same object until the session or what it says changes: the stores' list arriving (or
 * being fetched again) gives a new context only if it changes whether a project was rejected, so the menu built
 * from it is not built (and drawn) again for nothing (issue 10).
 */
export function useAccessContext(stores?: readonly StoreItem[]): AccessContext | null {
  const state = useSession((s) => s);
  const hasRejectedProject = (stores ?? []).some((store) => store.status === 'Rejected');
  return useMemo(() => accessContextOf(state, hasRejectedProject), [state, hasRejectedProject]);
}
