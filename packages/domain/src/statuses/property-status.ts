/** Property (inmueble) statuses of spec section 4. */
export const PROPERTY_STATUSES = [
  'OnApprobation',
  'Hidden',
  'Inactive',
  'Rejected',
  'Published',
  'Loaded',
  'Incomplete',
  'Approved',
] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

const LABELS: Record<PropertyStatus, string> = {
  OnApprobation: 'En aprobación',
  Hidden: 'Oculto',
  Inactive: 'Oculto',
  Rejected: 'Rechazado',
  Published: 'Publicado',
  Loaded: 'Publicado',
  Incomplete: 'Incompleto',
  Approved: 'Aprobado',
};
export function propertyStatusLabel(status: string | null | undefined): string {
  return (PROPERTY_STATUSES as readonly string[]).includes(status ?? '')
    ? LABELS[status as PropertyStatus]
    : '';
}

/** Loaded is shown and counted as Published, Inactive as Hidden (spec section 4). */
const SAME_AS: Partial<Record<PropertyStatus, PropertyStatus>> = { Loaded: 'Published', Inactive: 'Hidden' };
export function canonicalPropertyStatus(status: string): string {
  return SAME_AS[status as PropertyStatus] ?? status;
}
export const isHiddenStatus = (status: string | null | undefined) =>
  canonicalPropertyStatus(status ?? '') === 'Hidden';

/** The statuses a SkuStatus filter value stands for: Synchronized is the store's name for Published. */
export function statusesOfFilter(filter: string): PropertyStatus[] {
  const canonical = filter === 'Synchronized' ? 'Published' : filter;
  return PROPERTY_STATUSES.filter((s) => canonicalPropertyStatus(s) === canonical);
}

/** Who may move a property between statuses (spec section 4); anything else is refused with 409. */
export const PROPERTY_TRANSITIONS: Record<
  PropertyStatus,
  Partial<Record<PropertyStatus, 'store' | 'admin' | 'both'>>
> = {
  Incomplete: { OnApprobation: 'both', Hidden: 'both' },
  OnApprobation: { Published: 'admin', Rejected: 'admin', Hidden: 'both', Incomplete: 'both' },
  Rejected: { OnApprobation: 'both', Incomplete: 'both', Hidden: 'both' },
  Approved: { Published: 'admin', Hidden: 'both' },
  Published: { Hidden: 'both', OnApprobation: 'both', Incomplete: 'both' },
  Loaded: { Hidden: 'both', OnApprobation: 'both', Incomplete: 'both' },
  Hidden: { Incomplete: 'both', OnApprobation: 'both' },
  Inactive: { Incomplete: 'both', OnApprobation: 'both' },
};

export function canTransitionProperty(
  from: PropertyStatus,
  to: PropertyStatus,
  actor?: 'store' | 'admin',
): boolean {
  const who = PROPERTY_TRANSITIONS[from]?.[to];
  if (!who) return false;
  return !actor || who === 'both' || who === actor;
}

export function isPropertyStatus(value: unknown): value is PropertyStatus {
  return typeof value === 'string' && (PROPERTY_STATUSES as readonly string[]).includes(value);
}

/** Filter values of SkuStatus in the property list (spec section 7). */
export const SKU_STATUS_FILTERS = [
  'OnApprobation',
  'Hidden',
  'Rejected',
  'Published',
  'Incomplete',
  'Approved',
  'Synchronized',
] as const;
