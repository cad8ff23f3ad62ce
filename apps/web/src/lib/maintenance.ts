import { MAINTENANCE_HEADER, MAINTENANCE_RETURN_PARAM, ROUTES } from '@tu360/domain';
import { navigateTo } from './navigation.ts';

/** The API's 503 of maintenance mode (marked X-Maintenance: 1), not some other outage. */
export function isMaintenanceAnswer(res: Response): boolean {
  return res.status === 503 && res.headers.get(MAINTENANCE_HEADER) === '1';
}

/**
 * Shows /mantenimiento, remembering where the user was (path and query), so that the page can bring them back
 * once maintenance ends. Already there: nothing to do.
 */
export function goToMaintenance(): void {
  const { pathname, search } = window.location;
  if (pathname === ROUTES.maintenance) return;
  const back = new URLSearchParams({ [MAINTENANCE_RETURN_PARAM]: `${pathname}${search}` });
  navigateTo(`${ROUTES.maintenance}?${back}`);
}
