/**
 * The property statuses the homes count, as the property list filters them (SkuStatus): Loaded counts as Published
 * and Inactive as Hidden (canonicalPropertyStatus), so each count equals the list's total for that filter.
 */
export const DASHBOARD_PROPERTY_STATUSES = [
  'Published',
  'OnApprobation',
  'Incomplete',
  'Rejected',
  'Hidden',
  'Approved',
] as const;
export type DashboardPropertyStatus = (typeof DASHBOARD_PROPERTY_STATUSES)[number];
