import { isAdministratorRole, isSuperAdmin, leadWriteAccess } from '@tu360/domain';
import { roleCan, useEffectiveRole } from '../../lib/permissions.ts';
import { useSession } from '../../lib/session-store.ts';
import type { LeadScope } from './api/leads.ts';

export interface LeadAccess {
  /** The companies whose leads the page shows (before a project is chosen on the page). */
  scope: Omit<LeadScope, 'sellerId'>;
  /** "Actualizar": every role that may write (never a Visualizador; an Asesor the state of its own leads). */
  canUpdate: boolean;
  /** The assignee can be changed (and the caller may read the project's users to choose one). */
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
  // The domain's rule, as the server applies it on the lead's project: all, the state of one's own leads, nothing.
  const write = leadWriteAccess(role);
  return {
    scope,
    canUpdate: write !== 'none',
    canAssign: write === 'all' && roleCan(role, 'users.read'),
    canAnonymise: isAdministratorRole(role),
  };
}
