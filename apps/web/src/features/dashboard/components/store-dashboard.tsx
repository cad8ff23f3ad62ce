import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_PROPERTY_STATUSES,
  es,
  formatNumber,
  progressLight,
  propertyStatusLabel,
  ROUTES,
} from '@tu360/domain';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import {
  useDashboardActivity,
  useDataDashboard,
  usePropertyTypes,
  useRejectedProjects,
  useRejectedProperties,
  useSellerCount,
} from '../api/dashboard.ts';
import { DeferredCharts } from './deferred-charts.tsx';
import { LeadsCard } from './leads-card.tsx';
import { DashboardSection, STATUS_ACCENT, StatCard, StatGrid } from './stat-card.tsx';

const D = es.dashboard;

const listWith = (route: string, param: string, value: string) =>
  `${route}?${new URLSearchParams({ [param]: value }).toString()}`;

const LIGHT_COLOR = { Full: '#1e8e3e', Medium: '#f2b705', Incomplete: '#d93025' } as const;
const LIGHT_LABEL = {
  Full: D.completenessFull,
  Medium: D.completenessMedium,
  Incomplete: D.completenessIncomplete,
};

/**
 * The store user's home figures, of the selected project (or of every project of theirs): get-data-dashboard's
 * properties per status and completeness light (each linking to the list so filtered), leads this month with their
 * growth, projects (builders only), what needs their action (rejected items with their reasons, incomplete
 * properties) and the charts, properties per type among them (get-realstatestypes-count).
 *
 * Memoized: the home around it re-renders when the user's stores arrive, which changes nothing here (issue 10).
 */
export const StoreDashboard = memo(function StoreDashboard({ sellerId }: { sellerId?: string }) {
  const agency = useSession((s) => !!s.user?.realState);
  const data = useDataDashboard(sellerId);
  const activity = useDashboardActivity({ SellerId: sellerId });
  const types = usePropertyTypes({ SellerId: sellerId });
  const projects = useSellerCount(!agency && !sellerId);
  const rejectedProperties = useRejectedProperties(sellerId);
  const rejectedProjects = useRejectedProjects(!agency, sellerId);
  const d = data.data;
  const above = [data, rejectedProperties, rejectedProjects];
  const rejectedItems = [
    ...(rejectedProjects.data?.data ?? []).map((p) => ({
      key: `p-${p.id}`,
      kind: D.rejectedProjects,
      name: p.name,
      reason: p.statusDetail,
      to: ROUTES.rejectedProjects,
    })),
    ...(rejectedProperties.data?.data ?? []).map((p) => ({
      key: `i-${p.id}`,
      kind: D.rejectedProperties,
      name: p.name,
      reason: p.statusDetail,
      to: ROUTES.rejectedProperties,
    })),
  ];
  const incomplete = d?.byStatus.Incomplete ?? 0;

  return (
    <>
      {data.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(data.error, D.loadFailed)}
        </Alert>
      )}
      <Box component="section" aria-label={D.storeCountsTitle} sx={{ mt: 2.5 }}>
        <StatGrid min={170}>
          <li>
            <StatCard
              large
              label={D.totalProperties}
              value={d?.total ?? 0}
              to={ROUTES.properties}
              noun={D.propertiesNoun}
              accent="#2c2a29"
            />
          </li>
          <li>
            <StatCard
              large
              label={D.publishedProperties}
              value={d?.byStatus.Published ?? 0}
              to={listWith(ROUTES.properties, 'SkuStatus', 'Published')}
              noun={D.propertiesNoun}
              accent={STATUS_ACCENT.Published}
            />
          </li>
          <li>
            <LeadsCard leads={activity.data?.leads} accent="#fdda24" />
          </li>
          {!agency && !sellerId && (
            <li>
              <StatCard
                large
                label={D.projectsCount}
                value={projects.data?.totalData ?? 0}
                to={ROUTES.projects}
                noun={D.projectsNoun}
                accent={STATUS_ACCENT.Synchronized}
              >
                {/* Its line is kept while the count comes, so the cards below do not move when it does. */}
                {projects.data
                  ? D.publishedProjects(formatNumber(projects.data.byStatus.Synchronized))
                  : '\u00a0'}
              </StatCard>
            </li>
          )}
        </StatGrid>
      </Box>

      <DashboardSection id="store-properties" title={D.propertiesTitle}>
        <StatGrid min={118}>
          {DASHBOARD_PROPERTY_STATUSES.map((status) => (
            <li key={status}>
              <StatCard
                label={propertyStatusLabel(status)}
                value={d?.byStatus[status] ?? 0}
                to={listWith(ROUTES.properties, 'SkuStatus', status)}
                noun={D.propertiesNoun}
                accent={STATUS_ACCENT[status]}
              />
            </li>
          ))}
        </StatGrid>
      </DashboardSection>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
          alignItems: 'start',
        }}
      >
        <DashboardSection id="store-completeness" title={D.completenessTitle}>
          <StatGrid min={118}>
            {(['Incomplete', 'Medium', 'Full'] as const).map((progress) => (
              <li key={progress}>
                <StatCard
                  label={LIGHT_LABEL[progress]}
                  value={d?.byProgress[progress] ?? 0}
                  to={listWith(ROUTES.properties, 'Progress', progress)}
                  noun={`${D.propertiesNoun} (${progressLight(progress).tooltip})`}
                  accent={LIGHT_COLOR[progress]}
                />
              </li>
            ))}
          </StatGrid>
        </DashboardSection>

        <DashboardSection id="store-action" title={D.needsActionTitle}>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            {incomplete > 0 && (
              <Typography sx={{ mb: rejectedItems.length ? 1.5 : 0 }}>
                <Link
                  component={RouterLink}
                  to={listWith(ROUTES.properties, 'SkuStatus', 'Incomplete')}
                  sx={{ fontWeight: 600 }}
                >
                  {D.incompleteProperties(formatNumber(incomplete))}
                </Link>
              </Typography>
            )}
            {rejectedItems.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {rejectedItems.map((item) => (
                  <Box
                    component="li"
                    key={item.key}
                    sx={{ borderLeft: `3px solid ${STATUS_ACCENT.Rejected}`, pl: 1.5, py: 0.25 }}
                  >
                    <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
                      <Link component={RouterLink} to={item.to}>
                        {item.name}
                      </Link>{' '}
                      <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
                        · {item.kind}
                      </Typography>
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {item.reason?.trim() || D.noReason}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            {incomplete === 0 && rejectedItems.length === 0 && (
              <Typography sx={{ color: 'text.secondary' }}>{d ? D.nothingPending : '…'}</Typography>
            )}
          </Paper>
        </DashboardSection>
      </Box>

      <DashboardSection id="store-activity" title={D.activityTitle}>
        {/* The charts wait for the sections above them too: until those have their figures the page is short, and
            the charts would seem near the screen when, once laid out, they are far below it. */}
        {activity.data && types.data && !above.some((q) => q.isLoading) ? (
          <DeferredCharts
            weeks={activity.data.weeks}
            categories={types.data.data}
            categoriesTitle={D.typesChart}
          />
        ) : activity.isError || types.isError ? (
          <Alert severity="error">{errorMessage(activity.error ?? types.error, D.loadFailed)}</Alert>
        ) : (
          <Typography role="status">{D.loadingCharts}</Typography>
        )}
      </DashboardSection>
    </>
  );
});
