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

/** Allowed project transitions (from → to). */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  Incomplete: ['OnApprobation', 'Hide'],
  OnApprobation: ['Synchronized', 'Rejected', 'Hide', 'Incomplete'],
  Rejected: ['OnApprobation', 'Incomplete', 'Hide'],
  Synchronized: ['Hide', 'OnApprobation'],
  Hide: ['Incomplete', 'OnApprobation'],
};
export function canTransitionProject(from: ProjectStatus, to: ProjectStatus): boolean {
  return PROJECT_TRANSITIONS[from].includes(to);
}
