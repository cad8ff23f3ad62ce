import Box from '@mui/material/Box';
import { es, PAGE_TITLES, ROUTES } from '@tu360/domain';
import { lazy, Suspense } from 'react';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import type { StoreDashboardSlot } from '../../features/stores/routes/store-home-page.tsx';
import { useSession } from '../../lib/session-store.ts';

// Each home and its figures load right after the first paint, as their charts do (issue 10's budget for /inicio): the
// page paints its frame at once and the figures arrive with their data.
// The store home arrives with its figures' frame in one step (its charts still come later, on their own): had the
// figures come after the page, the projects to choose from below them would first show under a short placeholder
// and then be pushed down by the figures (CLS 0.15 on a phone).
const StoreHomePage = lazy(async () => {
  const [page, figures] = await Promise.all([
    import('../../features/stores/routes/store-home-page.tsx'),
    import('../../features/dashboard/components/store-dashboard.tsx'),
  ]);
  const Page = page.default;
  const { StoreDashboard } = figures;
  const storeDashboard: StoreDashboardSlot = (sellerId) => <StoreDashboard sellerId={sellerId} />;
  return { default: () => <Page dashboard={storeDashboard} /> };
});
const AdminHomePage = lazy(() => import('../../features/dashboard/routes/admin-home-page.tsx'));

function FiguresLoading() {
  return <Box aria-hidden sx={{ height: 320, mt: 2.5, borderRadius: 2, bgcolor: 'action.hover' }} />;
}

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
      {isAdmin ? <AdminHomePage /> : <StoreHomePage />}
    </Suspense>
  );
}
