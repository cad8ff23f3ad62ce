import { permissionsOf } from '../roles.ts';

/** A lead's states (issue 14) and their Spanish labels. */
export const LEAD_STATES = ['New', 'Contacted', 'Negotiating', 'Won', 'Lost'] as const;
export type LeadState = (typeof LEAD_STATES)[number];
export const LEAD_STATE_LABELS: Record<LeadState, string> = {
  New: 'Nuevo',
  Contacted: 'Contactado',
  Negotiating: 'En negociación',
  Won: 'Cerrado ganado',
  Lost: 'Cerrado perdido',
};
export function leadStateLabel(state: string): string {
  return LEAD_STATE_LABELS[state as LeadState] ?? state;
}

/** The same person (e-mail) for the same property within this time is merged into the first lead. */
export const LEAD_MERGE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The OAuth client of the public store (client-credentials grant) and the scope it gets. */
export const STORE_CLIENT_ID = 'tu360-store';
export const LEAD_INTAKE_SCOPE = 'leads.intake';

/**
 * What a role held at a lead's project may change: everything (those who write the project's catalogue, platform
 * operators included), only the state of the leads assigned to them (Asesor Comercial), or nothing (viewers).
 */
export type LeadWriteAccess = 'all' | 'own-state' | 'none';
export function leadWriteAccess(role: string | null | undefined): LeadWriteAccess {
  if (permissionsOf(role).includes('catalog.write')) return 'all';
  return role === 'Asesor_Comercial' ? 'own-state' : 'none';
}

/** What replaces an anonymised lead's personal data (kept for the counts). */
export const ANONYMISED = { fullName: 'Anónimo', email: 'anonimo@anonimo.invalid', phone: null } as const;

/** The period of the same length right before [from, to). */
export function previousPeriod(from: Date, to: Date): { from: Date; to: Date } {
  const length = to.getTime() - from.getTime();
  return { from: new Date(from.getTime() - length), to: new Date(from.getTime()) };
}

/**
 * Growth of the lead count against the previous period, in % with one decimal: +100 when there were none before
 * and some now, 0 when none in either.
 */
export function leadGrowthPercent(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instants of the leads page's "Desde" / "Hasta" days (yyyy-mm-dd, Colombian days; Colombia keeps UTC−5 all
 * year): From is the start of the first day, To the start of the day after the last one (the period is [From, To),
 * so that the previous period of the same length is whole days too). A day left empty or not a date is no bound.
 */
export function leadDateRange(fromDay?: string, toDay?: string): { From?: string; To?: string } {
  const start = (day: string) => `${day}T00:00:00-05:00`;
  const range: { From?: string; To?: string } = {};
  if (fromDay && DAY.test(fromDay) && !Number.isNaN(Date.parse(fromDay))) range.From = start(fromDay);
  if (toDay && DAY.test(toDay) && !Number.isNaN(Date.parse(toDay)))
    range.To = start(new Date(Date.parse(toDay) + DAY_MS).toISOString().slice(0, 10));
  return range;
}
