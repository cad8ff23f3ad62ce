import { es, isViewerRole } from '@tu360/domain';
import { roleCan, useEffectiveRole } from '../../lib/permissions.ts';
import { useSession } from '../../lib/session-store.ts';

export interface BulkLoadScope {
  /** The builder (or agency) whose loads the page shows and writes; null when none is chosen. */
  constructorId: string | null;
  /** The company is a real-estate agency: its template is "Inmuebles de inmobiliaria". */
  isAgency: boolean;
  /** The project chosen in the session (store users), preselected in the upload form. */
  sellerId: string | null;
  /** Why the page cannot be used, in Spanish; null when it can. */
  refusal: string | null;
}

/**
 * Whose loads the page works on (spec section 2: a builder chosen, not in all-estates mode; Administrador and
 * Operativo only). Store users: their company and the selected project. Platform admins: the builder or agency
 * chosen in the side panel. The server checks role and tenant again on every call.
 */
export function useBulkLoadScope(): BulkLoadScope {
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selectedConstructor);
  const sellerId = useSession((s) => s.selectedSeller?.id ?? null);
  const role = useEffectiveRole();
  const isAdmin = !!user?.isAdmin;
  const constructorId = isAdmin
    ? selected && !selected.all
      ? selected.id
      : null
    : (user?.constructor ?? null);
  const isAgency = !!(isAdmin ? selected?.realState : user?.realState);
  const canWrite = roleCan(role, 'templates.load') && !isViewerRole(role);
  const refusal = !constructorId ? es.bulkLoadsUi.chooseBuilder : !canWrite ? es.bulkLoadsUi.readOnly : null;
  return { constructorId, isAgency, sellerId: isAdmin ? null : sellerId, refusal };
}
