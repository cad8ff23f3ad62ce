/** Project (seller) statuses of spec section 4. */
export const PROJECT_STATUSES = ['Synchronized', 'OnApprobation', 'Rejected', 'Hide', 'Incomplete'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

const LABELS: Record<ProjectStatus, string> = {
  Synchronized: 'Publicado',
  OnApprobation: 'En aprobación',
  Rejected: 'Rechazado',
  Hide: 'Oculto',
  Incomplete: 'Incompleto',
};
const PERCENT: Record<ProjectStatus, number> = {
  Synchronized: 100,
  OnApprobation: 80,
  Rejected: 0,
  Hide: 0,
  Incomplete: 50,
};

export function projectStatusLabel(status: string | null | undefined): string {
  return (PROJECT_STATUSES as readonly string[]).includes(status ?? '')
    ? LABELS[status as ProjectStatus]
    : '';
}
/** Completion percentage of a project by status; unspecified 0. */
export function projectStatusPercent(status: string | null | undefined): number {
  return (PROJECT_STATUSES as readonly string[]).includes(status ?? '')
    ? PERCENT[status as ProjectStatus]
    : 0;
}

/** Who may take a project from one status to another: store users, platform admins or both. */
export type TransitionActor = 'store' | 'admin' | 'both';

/** Allowed project transitions (from → to → who), spec section 4. Anything else is refused with 409. */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, Partial<Record<ProjectStatus, TransitionActor>>> = {
  Incomplete: { OnApprobation: 'both', Hide: 'both' },
  OnApprobation: { Synchronized: 'admin', Rejected: 'admin', Hide: 'both' },
  Rejected: { OnApprobation: 'both', Hide: 'both' },
  Synchronized: { Hide: 'both' },
  // Only a platform administrator shows a hidden project again; it goes back to Incompleto (approval again).
  Hide: { Incomplete: 'admin' },
};

export function canTransitionProject(
  from: ProjectStatus,
  to: ProjectStatus,
  actor?: 'store' | 'admin',
): boolean {
  const who = PROJECT_TRANSITIONS[from]?.[to];
  if (!who) return false;
  return !actor || who === 'both' || who === actor;
}

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}
