import { isViewerRole } from '@tu360/domain';
import { roleCan } from '../../lib/permissions.ts';
import { usePropertyProjects } from './api/get-property-projects.ts';

/** Projects where the signed-in user may create properties, as select options. */
export function useWizardProjects(constructorId: string | null) {
  const projects = usePropertyProjects(constructorId, !!constructorId);
  const options = (projects.data?.data ?? [])
    .filter((p) => roleCan(p.role, 'catalog.write') && !isViewerRole(p.role))
    .map((p) => ({ value: p.id, label: p.name }));
  return { options, loading: projects.isPending && !!constructorId, error: projects.error };
}
