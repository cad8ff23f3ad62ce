import type { QueryClient } from '@tanstack/react-query';
import type { BulkLoad, LoadKind } from '@tu360/domain/contracts';

/**
 * What a load written changes, by kind: the query keys it refreshes. A projects load, the project lists, each
 * project's page, the store selector's list and this page's projects; a projects' images load, the projects' lists
 * and pages; a load of properties (created, updated, their images, or deleted), every property list, detail and
 * history, and the approvals list, as the wizard's, the images' and the delete's own saves refresh them.
 */
const REFRESHED: Partial<Record<LoadKind, unknown[][]>> = {
  Projects: [['projects'], ['project'], ['stores'], ['bulk-loads', 'projects']],
  ProjectImages: [['projects'], ['project']],
  BuilderProperties: [['properties'], ['property-approvals']],
  AgencyProperties: [['properties'], ['property-approvals']],
  PropertyImages: [['properties'], ['property-approvals']],
  PropertyDeletion: [['properties'], ['property-approvals']],
};

/**
 * What a load that ended Done changed on other screens, refreshed (they stayed stale for up to 30 s: the page's
 * 'Ver inmuebles' showed the list without the properties just loaded, their images or with those just deleted).
 */
export function refreshAfterLoad(qc: QueryClient, load: Pick<BulkLoad, 'kind' | 'status'>): Promise<unknown> {
  if (load.status !== 'Done') return Promise.resolve();
  return Promise.all((REFRESHED[load.kind] ?? []).map((queryKey) => qc.invalidateQueries({ queryKey })));
}
