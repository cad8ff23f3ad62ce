import Box from '@mui/material/Box';
import { es, PAGE_TITLES, ROUTES } from '@tu360/domain';
import { lazy, Suspense } from 'react';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import type { StoreDashboardSlot } from '../../features/stores/routes/store-home-page.tsx';
import { useSession } from '../../lib/session-store.ts';

// Each home and its figures load right after the first paint, as their charts do (issue 10's budget for /inicio): the
// page paints its frame at once and the figures arrive with their data.
const StoreHomePage = lazy(() => import('../../features/stores/routes/store-home-page.tsx'));
const AdminHomePage = lazy(() => import('../../features/dashboard/routes/admin-home-page.tsx'));
const StoreDashboard = lazy(() =>
  import('../../features/dashboard/components/store-dashboard.tsx').then((m) => ({
    default: m.StoreDashboard,
  })),
);

function FiguresLoading() {
  return <Box aria-hidden sx={{ height: 320, mt: 2.5, borderRadius: 2, bgcolor: 'action.hover' }} />;
}

/** The store home's figures: of the selected project, or of every project of the user. */
const storeDashboard: StoreDashboardSlot = (sellerId) => (
  <Suspense fallback={<FiguresLoading />}>
    <StoreDashboard sellerId={sellerId} />
  </Suspense>
);

/** /inicio: the admin home or the store user's home, by admin status. */
export default function HomeRoute() {
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  const name = useSession((s) => s.user?.given_name ?? '');
  return (
    <Suspense
      fallback={
        <PageFrame title={isAdmin ? es.home.adminTitle(name) : PAGE_TITLES[ROUTES.home]}>
          <FiguresLoading />
        </PageFrame>
      }
    >
      {isAdmin ? <AdminHomePage /> : <StoreHomePage dashboard={storeDashboard} />}
    </Suspense>
  );
}
