import type { QueryClient } from '@tanstack/react-query';
import type { BulkLoad } from '@tu360/domain/contracts';

/**
 * What a load that ended Done changed on other screens, refreshed as the forms' own saves refresh it: a projects
 * load, the project lists, each project's page, the store selector's list and this page's projects.
 */
export function refreshAfterLoad(qc: QueryClient, load: Pick<BulkLoad, 'kind' | 'status'>): Promise<unknown> {
  if (load.status !== 'Done' || load.kind !== 'Projects') return Promise.resolve();
  return Promise.all(
    [['projects'], ['project'], ['stores'], ['bulk-loads', 'projects']].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );
}
