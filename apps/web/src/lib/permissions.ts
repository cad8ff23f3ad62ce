import { type Permission, permissionsOf } from '@tu360/domain';
import { useSession } from './session-store.ts';

/** Whether a role (the one held at a project, or the effective one) carries a permission. */
export function roleCan(role: string | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/** Effective role: the selected store's role, else the profile's (spec section 6). */
export function useEffectiveRole(): string | null {
  const selected = useSession((s) => s.selectedSeller?.role);
  const profile = useSession((s) => s.user?.effectiveRole ?? null);
  return selected ?? profile;
}

/** Whether the signed-in user's effective role carries a permission. */
export function useCan(permission: Permission): boolean {
  return roleCan(useEffectiveRole(), permission);
}
