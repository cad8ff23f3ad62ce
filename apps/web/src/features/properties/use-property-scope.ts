import { es } from '@tu360/domain';
import { useSession } from '../../lib/session-store.ts';

export interface PropertyScope {
  sellerId: string | null;
  constructorId: string | null;
  isRealState: boolean | undefined;
  /** What an admin is looking at (the builder, agency or "Ver todos los inmuebles"). */
  label: string | null;
}

/**
 * Which properties a list shows. Store users: the selected store's (none selected: all their stores, which the
 * server scopes). Platform admins: the builder or agency chosen in the side panel, or every one of the chosen tab
 * ("Ver todos los inmuebles"), or everything when nothing is chosen.
 */
export function usePropertyScope(): PropertyScope {
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  const sellerId = useSession((s) => s.selectedSeller?.id ?? null);
  const selected = useSession((s) => s.selectedConstructor);
  if (!isAdmin) return { sellerId, constructorId: null, isRealState: undefined, label: null };
  if (!selected)
    return {
      sellerId: null,
      constructorId: null,
      isRealState: undefined,
      label: es.propertyUi.allProperties,
    };
  return {
    sellerId: null,
    constructorId: selected.all ? null : selected.id,
    isRealState: selected.realState,
    label: selected.all
      ? selected.realState
        ? es.propertyUi.allAgencyProperties
        : es.propertyUi.allBuilderProperties
      : selected.name,
  };
}
