import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { es, PAGE_TITLES, projectStatusLabel, projectStatusPercent, ROUTES } from '@tu360/domain';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type SelectedSeller, useSession } from '../../../lib/session-store.ts';
import { useSelectStore, useStores } from '../../../lib/stores.ts';
import { StoreCard } from '../components/store-card.tsx';

/** The home's figures of a project (or of all the user's projects), given by the app (features/dashboard). */
export type StoreDashboardSlot = (sellerId?: string) => ReactNode;

function SelectedStore({ store, dashboard }: { store: SelectedSeller; dashboard?: StoreDashboardSlot }) {
  const percent = projectStatusPercent(store.status);
  return (
    <PageFrame title={PAGE_TITLES[ROUTES.home]}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {es.home.selectedStoreTitle}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <StoreLogo name={store.name} logo={store.logo} size={72} />
        <Box>
          <Typography component="h2" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
            {store.name}
          </Typography>
          {store.nit && (
            <Typography sx={{ color: 'text.secondary' }}>
              {es.shell.nit} {store.nit}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{es.home.status}:</Typography>
        <Chip label={projectStatusLabel(store.status) || '—'} color="secondary" size="small" />
      </Stack>
      <Typography id="store-progress" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {es.home.progress}: {percent}%
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="store-progress"
        sx={{ height: 10, borderRadius: 5, maxWidth: 480 }}
      />
      {dashboard?.(store.id)}
    </PageFrame>
  );
}

/** /inicio for store users: the selected store, or the projects summary to choose one. */
export default function StoreHomePage({ dashboard }: { dashboard?: StoreDashboardSlot } = {}) {
  const selected = useSession((s) => s.selectedSeller);
  const stores = useStores();
  const select = useSelectStore();

  if (selected) return <SelectedStore store={selected} dashboard={dashboard} />;
  return (
    <PageFrame title={es.home.summaryTitle}>
      <Typography sx={{ mb: 3 }}>{es.home.summaryText}</Typography>
      {dashboard && (
        <>
          <Box sx={{ mb: 4 }}>{dashboard()}</Box>
          <Typography
            component="h2"
            sx={{ fontSize: '1.1rem', fontWeight: 700, color: 'primary.main', mb: 1.5 }}
          >
            {es.shell.chooseStore}
          </Typography>
        </>
      )}
      {select.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(select.error)}
        </Alert>
      )}
      {stores.isPending ? (
        <LoadingScreen />
      ) : stores.isError ? (
        <Alert severity="error">{errorMessage(stores.error)}</Alert>
      ) : stores.data.data.length === 0 ? (
        <Typography>{es.shell.noStores}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={es.shell.chooseStore}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {stores.data.data.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} disabled={select.isPending} onSelect={() => select.mutate(store)} />
            </li>
          ))}
        </Box>
      )}
    </PageFrame>
  );
}
