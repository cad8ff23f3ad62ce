import type { AccessContext } from '@tu360/domain';
import { useMemo } from 'react';
import { isSignedIn, type SessionState, useSession } from '../lib/session-store.ts';
import type { StoreItem } from '../lib/stores.ts';

/** What the domain's visibility rules need to know about the signed-in user; null when signed out. */
export function accessContextOf(s: SessionState, stores?: readonly StoreItem[]): AccessContext | null {
  const user = s.user;
  if (!user || !isSignedIn(s)) return null;
  return {
    role: s.selectedSeller?.role ?? user.effectiveRole ?? null,
    roles: user.role,
    isAdmin: user.isAdmin,
    isAgency: user.realState,
    builderSelected: user.isAdmin ? !!s.selectedConstructor : !!user.constructor,
    allEstatesMode: user.isAdmin ? !!s.selectedConstructor?.all : false,
    hasRejectedProject: (stores ?? []).some((store) => store.status === 'Rejected'),
  };
}

export function useAccessContext(stores?: readonly StoreItem[]): AccessContext | null {
  const state = useSession((s) => s);
  return useMemo(() => accessContextOf(state, stores), [state, stores]);
}
