import { useMemo } from 'react';
import { useSession } from '../../lib/session-store.ts';
import type { NotificationScope } from './api/notification-keys.ts';

/**
 * Whose notifications the page lists (spec section 2). Platform admins: the builder or agency chosen in the side
 * panel (its tab gives RealState), or every builder (or agency) with the first entry "Todas las constructoras" /
 * "Todos los inmuebles", or everything of theirs while nothing is chosen. Store users: the project selected in the
 * shell, else all their projects. The server checks role and tenant again, and only ever returns the user's own.
 */
export function useNotificationScope(): NotificationScope {
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  const selected = useSession((s) => s.selectedConstructor);
  const sellerId = useSession((s) => s.selectedSeller?.id ?? null);
  return useMemo(() => {
    if (!isAdmin) return sellerId ? { SellerId: sellerId } : {};
    if (!selected) return {};
    if (selected.all || !selected.id) return { RealState: selected.realState };
    return { RealState: selected.realState, ConstructorId: selected.id };
  }, [isAdmin, selected, sellerId]);
}
