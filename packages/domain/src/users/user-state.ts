/** A user's state in the users list (issue 13): Activo, Pendiente until the first sign-in, Inactivo. */
export const USER_STATES = ['Activo', 'Pendiente', 'Inactivo'] as const;
export type UserState = (typeof USER_STATES)[number];

export function userState(user: { isActive: boolean; lastVisitAt: Date | string | null }): UserState {
  if (!user.isActive) return 'Inactivo';
  return user.lastVisitAt ? 'Activo' : 'Pendiente';
}

/** How long an invitation's link to set a password stays valid (issue 13: 48 hours). */
export const INVITATION_LINK_TTL_MS = 48 * 60 * 60 * 1000;
