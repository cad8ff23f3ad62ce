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
