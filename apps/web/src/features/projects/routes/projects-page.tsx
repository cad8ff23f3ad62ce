import AddRounded from '@mui/icons-material/AddRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { es, formatDate, PROJECT_STATUSES, projectStatusLabel, ROUTES } from '@tu360/domain';
import type { ProjectItem } from '@tu360/domain/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { NATIVE_SELECT } from '../../../components/ui/native-select.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { session, useSession } from '../../../lib/session-store.ts';
import { usePageFor } from '../../../lib/use-page-for.ts';
import { downloadProjectsReport } from '../api/download-projects-report.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectActions } from '../components/project-actions.tsx';
import { ProjectNameCell } from '../components/project-name-cell.tsx';
import { ProjectStatusChip } from '../components/project-status-chip.tsx';
import { type ProjectColumn, type ProjectSort, ProjectsTable } from '../components/projects-table.tsx';
import { useStatusActions } from '../components/use-status-actions.tsx';
import { WhatsAppSection } from '../components/whatsapp-section.tsx';

const C = es.project.columns;
/** The address's parameter of the status filter. */
const STATUS_PARAM = 'Status';

/** /catalogo/proyectos: the projects of the builder (or of the one chosen in the admin panel, or all). */
export default function ProjectsPage() {
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selectedConstructor);
  const role = useEffectiveRole();
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<ProjectSort>({ field: 'updatedAt', order: 'desc' });
  const toast = useToast();
  const actions = useStatusActions(toast.show);
  const isAdmin = !!user?.isAdmin;
  const constructorId = isAdmin && selected && !selected.all ? selected.id : null;
  const [page, setPage] = usePageFor(constructorId);
  // The status filter lives in the address (?Status=…, the API's name), so that a list filtered by status can be
  // linked to (the home's cards) and reloaded.
  const [params, setParams] = useSearchParams();
  const status = PROJECT_STATUSES.find((s) => s === params.get(STATUS_PARAM));
  const changeStatus = (next: string) => {
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next) updated.set(STATUS_PARAM, next);
        else updated.delete(STATUS_PARAM);
        return updated;
      },
      { replace: true },
    );
    setPage(0);
  };
  const projects = useProjects({
    pageNumber: page + 1,
    keyword,
    status,
    field: sort.field,
    order: sort.order,
    constructorId,
  });
  if (!user) return null;

  const whatsAppBuilder = isAdmin
    ? selected && !selected.all && !selected.realState
      ? selected.id
      : null
    : user.realState
      ? null
      : user.constructor;
  const canWrite = roleCan(role, 'catalog.write');
  const canCreate = canWrite && (!isAdmin || !!constructorId);
  const rowCanWrite = (item: ProjectItem) => roleCan(item.role ?? (isAdmin ? role : null), 'catalog.write');

  const columns: ProjectColumn[] = [
    {
      key: 'name',
      label: C.name,
      sortField: 'name',
      rowHeader: true,
      render: (p) => (
        <ProjectNameCell item={p} secondary={isAdmin && !constructorId ? p.constructorName : undefined} />
      ),
    },
    { key: 'city', label: C.city, sortField: 'city', render: (p) => p.cityName ?? '—' },
    {
      key: 'status',
      label: C.status,
      sortField: 'status',
      render: (p) => <ProjectStatusChip status={p.status} />,
    },
    { key: 'updatedAt', label: C.updatedAt, sortField: 'updatedAt', render: (p) => formatDate(p.updatedAt) },
    {
      key: 'actions',
      label: es.common.actions,
      render: (p) => (
        <ProjectActions
          item={p}
          canWrite={rowCanWrite(p)}
          actor={isAdmin ? 'admin' : 'store'}
          onRequestApproval={(item) => void actions.requestApproval(item)}
          onHide={actions.hide}
          onUnhide={actions.unhide}
        />
      ),
    },
  ];

  return (
    <PageFrame title={es.project.listCaption}>
      {isAdmin && (
        <Chip
          label={constructorId && selected ? selected.name : es.project.allProjects}
          color="secondary"
          onDelete={constructorId ? () => session.selectConstructor(null) : undefined}
          sx={{ mb: 2, fontWeight: 600 }}
        />
      )}
      {whatsAppBuilder && (
        <>
          <WhatsAppSection constructorId={whatsAppBuilder} canWrite={canWrite} onToast={toast.show} />
          <Divider sx={{ mb: 3 }} />
        </>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 1 }}>
        <TextField
          label={es.project.search}
          type="search"
          size="small"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(0);
          }}
          helperText={es.project.searchHint}
          sx={{ minWidth: 280, flex: '1 1 280px', maxWidth: 420 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={es.project.statusFilter}
          size="small"
          value={status ?? ''}
          onChange={(e) => changeStatus(e.target.value)}
          sx={{ minWidth: 200, flex: '0 1 220px' }}
          slotProps={NATIVE_SELECT}
        >
          <option value="">{es.project.allStatuses}</option>
          {PROJECT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {projectStatusLabel(s)}
            </option>
          ))}
        </TextField>
        <Box sx={{ ml: 'auto', textAlign: 'right' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <ReportButton download={() => downloadProjectsReport({ keyword, status, constructorId })} />
            {canWrite && (
              <Button
                component={Link}
                to={ROUTES.projectCreate}
                variant="contained"
                startIcon={<AddRounded aria-hidden />}
                disabled={!canCreate}
              >
                {es.project.createButton}
              </Button>
            )}
          </Box>
          {canWrite && !canCreate && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 280 }}>
              {es.project.chooseBuilder}
            </Typography>
          )}
        </Box>
      </Box>
      {projects.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(projects.error)}
        </Alert>
      )}
      <ProjectsTable
        caption={es.project.listCaption}
        columns={columns}
        items={projects.data?.data ?? []}
        total={projects.data?.totalData ?? 0}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        loading={projects.isFetching}
      />
      {actions.elements}
      {toast.element}
    </PageFrame>
  );
}
