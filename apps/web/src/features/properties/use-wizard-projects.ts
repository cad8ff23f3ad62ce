import { isViewerRole } from '@tu360/domain';
import { useMemo } from 'react';
import { roleCan } from '../../lib/permissions.ts';
import { usePropertyProjects } from './api/get-property-projects.ts';

/** Projects where the signed-in user may create properties, as select options. */
export function useWizardProjects(constructorId: string | null) {
  const projects = usePropertyProjects(constructorId, !!constructorId);
  const listed = projects.data?.data;
  // The same array while the answer is the same: the wizard's first step is memoized on it.
  const options = useMemo(
    () =>
      (listed ?? [])
        .filter((p) => roleCan(p.role, 'catalog.write') && !isViewerRole(p.role))
        .map((p) => ({ value: p.id, label: p.name })),
    [listed],
  );
  return { options, loading: projects.isPending && !!constructorId, error: projects.error };
}
