import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { es } from '@tu360/domain';
import { lazy, Suspense } from 'react';
import { WhenNear } from '../../../components/ui/mount-when.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import type { DashboardChartsProps } from './dashboard-charts.tsx';

const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));

/** Where the homes' charts go, while their code loads or until the user scrolls near them: their size, in grey. */
export function ChartsFallback() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}
    >
      {/* Not sx's width: 1 (that is 100 %): the hidden text stuck out of a 360 px phone's screen. */}
      <VisuallyHidden>{es.dashboard.loadingCharts}</VisuallyHidden>
      <Skeleton variant="rounded" height={290} />
      <Skeleton variant="rounded" height={290} />
    </Box>
  );
}

/**
 * The homes' charts, whose code (MUI X Charts) loads when the user scrolls within a screen of them; their place is
 * shown in grey meanwhile, and while the code arrives.
 */
export function DeferredCharts(props: DashboardChartsProps) {
  return (
    <WhenNear placeholder={<ChartsFallback />}>
      <Suspense fallback={<ChartsFallback />}>
        <DashboardCharts {...props} />
      </Suspense>
    </WhenNear>
  );
}
