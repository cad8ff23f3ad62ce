import { SessionTimers } from '../../features/auth/components/session-timers.tsx';
import MaintenancePage from '../../features/maintenance/routes/maintenance-page.tsx';
import { useSession } from '../../lib/session-store.ts';

/**
 * /mantenimiento: the maintenance page and, for a signed-in user waiting on it, the session's timers (the token is
 * refreshed, as in the shell), so that the way back does not end in a 401.
 */
export default function MaintenanceRoute() {
  const signedIn = useSession((s) => !!s.user);
  return (
    <>
      <MaintenancePage />
      {signedIn && <SessionTimers />}
    </>
  );
}
