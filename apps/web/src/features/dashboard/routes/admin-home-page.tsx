import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_PROPERTY_STATUSES,
  daysWaiting,
  es,
  formatNumber,
  PROJECT_STATUSES,
  projectStatusLabel,
  propertyStatusLabel,
  ROUTES,
  roleLabel,
} from '@tu360/domain';
import { Button } from '../../../components/ui/button.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import {
  type AdminScope,
  useAdminDashboard,
  useDashboardActivity,
  usePropertyTypes,
} from '../api/dashboard.ts';
import { ChartsFallback, DeferredCharts } from '../components/deferred-charts.tsx';
import { LeadsCard } from '../components/leads-card.tsx';
import { ReportsMenu } from '../components/reports-menu.tsx';
import { DashboardSection, STATUS_ACCENT, StatCard, StatGrid } from '../components/stat-card.tsx';

/** The charts (MUI X Charts) load after the home's first paint. */

const D = es.dashboard;

/** A list's address with its filter, by the API's names (the lists read them from the address). */
const listWith = (route: string, param: string, value: string) =>
  `${route}?${new URLSearchParams({ [param]: value }).toString()}`;

/**
 * /inicio for platform administrators: projects and properties per status (each card opens the list with that
 * filter), approvals waiting with the oldest's age, leads this month with their growth, active builders and agencies,
 * the charts of the last 12 weeks and per category, and the reports. Of the builder or agency chosen in the side
 * panel (or of all), as the lists.
 */
export default function AdminHomePage() {
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selectedConstructor);
  // The same scope as the lists: the projects list takes the builder; the property list the builder and the tab.
  const constructorId = selected && !selected.all && selected.id ? selected.id : undefined;
  const scope: AdminScope = {
    ConstructorId: constructorId,
    IsRealState: selected ? selected.realState : undefined,
  };
  const dashboard = useAdminDashboard(scope);
  const activity = useDashboardActivity({ ConstructorId: constructorId, RealState: scope.IsRealState });
  const types = usePropertyTypes(scope);
  if (!user) return null;
  const now = new Date();
  const d = dashboard.data;
  const waitingText = (oldest: string | null) =>
    oldest ? D.oldestWaiting(daysWaiting(oldest, now)) : D.noneWaiting;

  return (
    <PageFrame title={es.home.adminTitle(user.given_name)}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flexWrap: 'wrap' }}>
          {constructorId && selected && <StoreLogo name={selected.name} logo={selected.logo} size={44} />}
          <Box sx={{ minWidth: 0, flex: '0 1 auto' }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              {constructorId && selected ? selected.name : selected?.all ? selected.name : D.scopeAll}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {D.adminSubtitle}
            </Typography>
          </Box>
          <Chip
            label={roleLabel(user.effectiveRole)}
            color="secondary"
            size="small"
            sx={{ fontWeight: 600 }}
          />
        </Box>
        <Box sx={{ ml: 'auto' }}>
          <ReportsMenu constructorId={constructorId} />
        </Box>
      </Box>

      {dashboard.isError && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {D.retry}
            </Button>
          }
        >
          {errorMessage(dashboard.error, D.loadFailed)}
        </Alert>
      )}

      <Box component="section" aria-label={D.adminSubtitle} sx={{ mt: 2.5 }}>
        <StatGrid min={170}>
          <li>
            <StatCard
              large
              label={D.approvalsProjects}
              value={d?.approvals.projects.total ?? 0}
              to={ROUTES.projectApprovals}
              noun={D.projectsNoun}
              accent={STATUS_ACCENT.OnApprobation}
            >
              {d ? waitingText(d.approvals.projects.oldestSince) : '…'}
            </StatCard>
          </li>
          <li>
            <StatCard
              large
              label={D.approvalsProperties}
              value={d?.approvals.properties.total ?? 0}
              to={ROUTES.approvals}
              noun={D.propertiesNoun}
              accent={STATUS_ACCENT.OnApprobation}
            >
              {d ? waitingText(d.approvals.properties.oldestSince) : '…'}
            </StatCard>
          </li>
          <li>
            <LeadsCard leads={activity.data?.leads} accent="#2c2a29" />
          </li>
          <li>
            <StatCard
              large
              label={D.companiesTitle}
              value={(d?.companies.activeBuilders ?? 0) + (d?.companies.activeAgencies ?? 0)}
              accent="#fdda24"
            >
              {d && (
                <>
                  <Box component="span" sx={{ display: 'block' }}>
                    {D.activeBuilders}: {formatNumber(d.companies.activeBuilders)}
                  </Box>
                  <Box component="span" sx={{ display: 'block' }}>
                    {D.activeAgencies}: {formatNumber(d.companies.activeAgencies)}
                  </Box>
                </>
              )}
            </StatCard>
          </li>
        </StatGrid>
      </Box>

      <DashboardSection
        id="home-projects"
        title={D.projectsTitle}
        action={
          d && (
            <Typography sx={{ fontWeight: 600 }}>
              {D.total}: {formatNumber(d.projects.total)}
            </Typography>
          )
        }
      >
        <StatGrid min={118}>
          {PROJECT_STATUSES.map((status) => (
            <li key={status}>
              <StatCard
                label={projectStatusLabel(status)}
                value={d?.projects.byStatus[status] ?? 0}
                to={listWith(ROUTES.projects, 'Status', status)}
                noun={D.projectsNoun}
                accent={STATUS_ACCENT[status]}
              />
            </li>
          ))}
        </StatGrid>
      </DashboardSection>

      <DashboardSection
        id="home-properties"
        title={D.propertiesTitle}
        action={
          d && (
            <Typography sx={{ fontWeight: 600 }}>
              {D.total}: {formatNumber(d.properties.total)}
            </Typography>
          )
        }
      >
        <StatGrid min={118}>
          {DASHBOARD_PROPERTY_STATUSES.map((status) => (
            <li key={status}>
              <StatCard
                label={propertyStatusLabel(status)}
                value={d?.properties.byStatus[status] ?? 0}
                to={listWith(ROUTES.properties, 'SkuStatus', status)}
                noun={D.propertiesNoun}
                accent={STATUS_ACCENT[status]}
              />
            </li>
          ))}
        </StatGrid>
      </DashboardSection>

      <DashboardSection id="home-activity" title={D.activityTitle}>
        {/* The charts wait for the figures above them too: until those arrive the page is short, and the charts
            would seem near the screen when, once laid out, they are far below it. */}
        {activity.data && types.data && !dashboard.isLoading ? (
          <DeferredCharts
            weeks={activity.data.weeks}
            categories={types.data.data}
            categoriesTitle={D.categoriesChart}
          />
        ) : activity.isError || types.isError ? (
          <Alert severity="error">{errorMessage(activity.error ?? types.error, D.loadFailed)}</Alert>
        ) : (
          <ChartsFallback />
        )}
      </DashboardSection>
    </PageFrame>
  );
}
