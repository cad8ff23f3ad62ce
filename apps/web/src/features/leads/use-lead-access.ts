import { isAdministratorRole, isSuperAdmin, isViewerRole } from '@tu360/domain';
import { roleCan, useEffectiveRole } from '../../lib/permissions.ts';
import { useSession } from '../../lib/session-store.ts';
import type { LeadScope } from './api/leads.ts';

export interface LeadAccess {
  /** The companies whose leads the page shows (before a project is chosen on the page). */
  scope: Omit<LeadScope, 'sellerId'>;
  /** "Actualizar": every role that may write (never a Visualizador). */
  canUpdate: boolean;
  /** The assignee can be changed: the caller reads the project's users (an Asesor changes the state only). */
  canAssign: boolean;
  /** "Anonimizar": administrators. */
  canAnonymise: boolean;
}

/**
 * Whose leads the page shows and what the caller may do with them. Platform admins: the builder or agency chosen
 * in the side panel; SuperAdmin's "Ver todas las constructoras" / "Ver todas las inmobiliarias" is every builder or
 * every agency (RealState, no company); nothing chosen is everything. Store users: what the server gives their
 * token. The server checks role and tenant again on every call, on the lead's own project.
 */
export function useLeadAccess(): LeadAccess {
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  const superAdmin = useSession((s) => isSuperAdmin(s.user?.role));
  const selected = useSession((s) => s.selectedConstructor);
  const role = useEffectiveRole();
  // Only SuperAdmin has the "all builders / all agencies" entry here; another admin's "all" (kept from another
  // page's panel) is everything.
  const scope: LeadAccess['scope'] =
    !isAdmin || !selected
      ? {}
      : selected.id && !selected.all
        ? { constructorId: selected.id }
        : superAdmin
          ? { realState: selected.realState }
          : {};
  const canUpdate = roleCan(role, 'leads.read') && !isViewerRole(role);
  return {
    scope,
    canUpdate,
    canAssign: canUpdate && role !== 'Asesor_Comercial' && roleCan(role, 'users.read'),
    canAnonymise: isAdministratorRole(role),
  };
}
