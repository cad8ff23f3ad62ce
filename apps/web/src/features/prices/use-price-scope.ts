import { es, isViewerRole } from '@tu360/domain';
import { roleCan, useEffectiveRole } from '../../lib/permissions.ts';
import { useSession } from '../../lib/session-store.ts';

export interface PriceScope {
  /** The builder (or agency) whose projects the page prices; null when none is chosen. */
  constructorId: string | null;
  /** The project chosen in the shell (store users), preselected on the page. */
  sellerId: string | null;
  /** Why the page cannot be used, in Spanish; null when it can. */
  refusal: string | null;
}

/** Whether a role may update prices (spec section 6: Administrador and Operativo; never a read-only role). */
export const canUpdatePrices = (role: string | null | undefined) =>
  roleCan(role, 'prices.update') && !isViewerRole(role);

/**
 * Whose prices the page works on (issue 12: one project at a time; "Ver todos los inmuebles" is not a price
 * scope). Store users: their company and the project selected in the shell. Platform admins: the builder or agency
 * chosen in the side panel, then one of its projects on the page. The server checks role and tenant again on every
 * call.
 */
export function usePriceScope(): PriceScope {
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
  const refusal = !canUpdatePrices(role)
    ? es.pricesUi.readOnly
    : !constructorId
      ? es.pricesUi.chooseBuilder
      : null;
  return { constructorId, sellerId: isAdmin ? null : sellerId, refusal };
}
