import { isPlatformRole, permissionsOf } from '../roles.ts';

/**
 * Integration keys (issue 15): who manages a builder's keys, and a key's state.
 */

/** A key's state in the Integraciones list. */
export const API_KEY_STATES = ['Activa', 'Revocada', 'Vencida'] as const;
export type ApiKeyState = (typeof API_KEY_STATES)[number];

/**
 * Revocada once revoked (whatever its expiry), Vencida from the instant of its expiry on, Activa otherwise. The
 * integration API's key check refuses exactly the keys that are not Activa.
 */
export function apiKeyState(
  key: { revokedAt: Date | string | null; expiresAt: Date | string | null },
  now: Date,
): ApiKeyState {
  if (key.revokedAt) return 'Revocada';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'Vencida';
  return 'Activa';
}

/** The caller as the keys rule sees it. */
export interface KeyManager {
  /** Platform administrator (isAdmin flag). */
  isAdmin: boolean;
  /** A platform administrator's platform role (store users: their profile role, unused by the rule). */
  role: string | null;
  /** A store user's company (builder or agency); null for platform administrators. */
  constructorId: string | null;
  /** A store user's role at each project of its company it is assigned to. */
  projectRoles: readonly string[];
}

/** A store role that manages its company's integrations (Admintrador_Seller, Administrador_SellerDeSeller). */
const managesIntegrations = (role: string | null | undefined) =>
  !isPlatformRole(role) && permissionsOf(role).includes('integrations.manage');

/**
 * Whether the caller may create, revoke and rotate the keys of a builder or agency (spec §2, "Integraciones:
 * Administrador only"): platform administrators whose role carries integrations.manage, for any company; a store
 * user only for its own company, and only if it is Administrador at every project of that company it holds: a key
 * opens the whole company, so a role counts only where it is held (issue 9) and a Visualizador somewhere may not
 * mint a key that writes there.
 */
export function canManageApiKeys(caller: KeyManager, constructorId: string): boolean {
  if (caller.isAdmin) return permissionsOf(caller.role).includes('integrations.manage');
  if (!caller.constructorId || caller.constructorId !== constructorId) return false;
  return caller.projectRoles.length > 0 && caller.projectRoles.every(managesIntegrations);
}

/**
 * Whether the caller may see a company's keys (their names, prefixes, scopes, use): every platform role (they see
 * everything, read-only where their role writes nothing), and on a store whoever may manage them.
 */
export function canSeeApiKeys(caller: KeyManager, constructorId: string): boolean {
  return caller.isAdmin || canManageApiKeys(caller, constructorId);
}

// ── Expiry: a date (AAAA-MM-DD) chosen in the form; the key serves through the end of that day, Colombian time.

/** Longest life a key may be given: two years. */
export const API_KEY_MAX_DAYS = 730;
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Colombia (UTC−5, no daylight saving), as AAAA-MM-DD. */
export function colombiaToday(now: Date): string {
  return new Date(now.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A real calendar day written AAAA-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
}

/** The instant a key chosen to expire on that day stops serving: the end of that day in Colombia. */
export function apiKeyExpiryInstant(expiresOn: string): Date {
  return new Date(Date.parse(`${expiresOn}T00:00:00Z`) + DAY_MS - BOGOTA_OFFSET_MS);
}

/** An instant inside the last day a key serves (the day chosen in the form), to show that day. */
export function apiKeyLastServingInstant(expiresAt: Date | string): Date {
  return new Date(new Date(expiresAt).getTime() - 1);
}

export type ExpiryProblem = 'format' | 'past' | 'tooFar';

/**
 * What is wrong with an expiry date, given today's date in Colombia (null: nothing). It must be a later day than
 * today (strictly in the future) and at most API_KEY_MAX_DAYS days away.
 */
export function apiKeyExpiryProblem(expiresOn: string, today: string): ExpiryProblem | null {
  if (!isCalendarDay(expiresOn)) return 'format';
  const days = dayNumber(expiresOn) - dayNumber(today);
  if (days <= 0) return 'past';
  if (days > API_KEY_MAX_DAYS) return 'tooFar';
  return null;
}
