import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  es,
  MAINTENANCE_POLL_MS,
  MAINTENANCE_RETURN_PARAM,
  maintenanceEndText,
  maintenancePollDelay,
  maintenanceReturnPath,
  ROUTES,
} from '@tu360/domain';
import type { MaintenanceState } from '@tu360/domain/contracts';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PublicLayout } from '../../../components/ui/public-layout.tsx';
import { roleCan } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session-store.ts';
import { fetchMaintenance } from '../api/maintenance.ts';
import { MaintenanceSwitch } from '../components/maintenance-switch.tsx';

/**
 * /mantenimiento (public): the administrators' message and the expected end while maintenance is on. It asks every
 * 10 s (sooner when Retry-After says so) and, once it is over, takes the user back to the page they were on,
 * without reloading. Platform administrators who may switch it find the switch here.
 */
export default function MaintenancePage() {
  const [params] = useSearchParams();
  const back = params.get(MAINTENANCE_RETURN_PARAM);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const canSwitch = !!user?.isAdmin && roleCan(user.effectiveRole, 'maintenance.manage');
  const [state, setState] = useState<MaintenanceState | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      let wait = MAINTENANCE_POLL_MS;
      try {
        const next = await fetchMaintenance(controller.signal);
        if (controller.signal.aborted) return;
        setState(next);
        setFailed(false);
        if (!next.enabled && back !== null) {
          void navigate(maintenanceReturnPath(back), { replace: true });
          return;
        }
        wait = maintenancePollDelay(next.retryAfter);
      } catch {
        if (controller.signal.aborted) return;
        setFailed(true);
      }
      timer = setTimeout(check, wait);
    };
    void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [back, navigate]);

  if (!state && !failed) return <LoadingScreen />;
  const on = !!state?.enabled;
  return (
    <PublicLayout title={es.maintenance.title}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 560 }}>
        <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 2, color: 'primary.main' }}
          >
            {on ? es.maintenance.title : es.maintenance.available}
          </Typography>
          {on && state && (
            <>
              <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{state.message}</Typography>
              <Typography sx={{ mb: 2, fontWeight: 600 }}>{maintenanceEndText(state.expectedEnd)}</Typography>
              <Typography color="text.secondary" role="status">
                {es.maintenance.checking}
              </Typography>
            </>
          )}
          {failed && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {es.maintenance.loadError}
            </Alert>
          )}
          {state && !on && (
            <Button component={RouterLink} to={user ? ROUTES.home : ROUTES.login} variant="contained">
              {user ? es.maintenance.backToPortal : es.auth.backToLogin}
            </Button>
          )}
          {state && on && canSwitch && (
            <Button component={RouterLink} to={ROUTES.home} variant="text" sx={{ mt: 2 }}>
              {es.maintenance.backToPortal}
            </Button>
          )}
        </Paper>
        {canSwitch && state && <MaintenanceSwitch state={state} onChanged={setState} />}
      </Stack>
    </PublicLayout>
  );
}
