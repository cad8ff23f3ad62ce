import { es } from '../messages/es.ts';
import { ROUTES } from '../routes.ts';

/**
 * Maintenance mode (issue 15): platform administrators switch it on with a message and an optional expected end;
 * while on, the API answers 503 with Retry-After to everyone else and the portal shows /mantenimiento.
 */

/** Longest message shown to users. */
export const MAINTENANCE_MESSAGE_MAX = 500;
/** Retry-After when no expected end is set, or it has passed: five minutes. */
export const MAINTENANCE_DEFAULT_RETRY_SECONDS = 300;
/** How often /mantenimiento asks whether maintenance is over (sooner when Retry-After says so). */
export const MAINTENANCE_POLL_MS = 10_000;
/** ... but never more often than this. */
export const MAINTENANCE_MIN_POLL_MS = 1_000;
/** The query parameter of /mantenimiento that remembers where the user was. */
export const MAINTENANCE_RETURN_PARAM = 'volver';
/** The header that marks the API's 503 as maintenance (not a database outage). */
export const MAINTENANCE_HEADER = 'X-Maintenance';

export interface MaintenanceSwitch {
  enabled: boolean;
  message: string;
  expectedEnd: Date | null;
}

export interface MaintenanceIssue {
  path: 'message' | 'expectedEnd';
  message: string;
}

/** What is wrong with a switch at `now`: switching on needs a message, and an expected end (if any) in the future. */
export function maintenanceIssues(v: MaintenanceSwitch, now: Date): MaintenanceIssue[] {
  if (!v.enabled) return [];
  const issues: MaintenanceIssue[] = [];
  if (!v.message.trim()) issues.push({ path: 'message', message: es.maintenance.messageRequired });
  if (v.expectedEnd && v.expectedEnd.getTime() <= now.getTime())
    issues.push({ path: 'expectedEnd', message: es.maintenance.endInPast });
  return issues;
}

/** Seconds a refused client should wait: until the expected end (at least 1), else the default. */
export function maintenanceRetryAfter(expectedEnd: Date | null, now: Date): number {
  if (!expectedEnd || expectedEnd.getTime() <= now.getTime()) return MAINTENANCE_DEFAULT_RETRY_SECONDS;
  return Math.max(1, Math.ceil((expectedEnd.getTime() - now.getTime()) / 1000));
}

/** The wait before /mantenimiento asks again: every 10 s, sooner when Retry-After is shorter, never under 1 s. */
export function maintenancePollDelay(retryAfterSeconds: number | null | undefined): number {
  if (retryAfterSeconds === null || retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds))
    return MAINTENANCE_POLL_MS;
  return Math.min(MAINTENANCE_POLL_MS, Math.max(MAINTENANCE_MIN_POLL_MS, retryAfterSeconds * 1000));
}

/**
 * Where /mantenimiento sends the user back: the remembered path when it is one of the portal's own (starts with a
 * single "/", not /mantenimiento itself), else /inicio. Never another site.
 */
export function maintenanceReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return ROUTES.home;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a path with control characters is refused
  if (/[\u0000-\u001F\u007F]/.test(value)) return ROUTES.home;
  const path = value.split(/[?#]/)[0];
  if (path === ROUTES.maintenance) return ROUTES.home;
  return value;
}
