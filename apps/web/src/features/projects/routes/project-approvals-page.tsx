import Chip from '@mui/material/Chip';
import { es, formatDate, PAGE_TITLES, ROUTES } from '@tu360/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { session, useSession } from '../../../lib/session-store.ts';
import { usePageFor } from '../../../lib/use-page-for.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectNameCell } from '../components/project-name-cell.tsx';
import { ProjectReviewDialog, type ReviewOutcome } from '../components/project-review-dialog.tsx';
import { type ProjectColumn, ProjectsTable } from '../components/projects-table.tsx';

const C = es.project.columns;

/** /catalogo/aprobaciones-proyectos: projects En aprobación, reviewed in steps and approved or rejected. */
export default function ProjectApprovalsPage() {
  const selected = useSession((s) => s.selectedConstructor);
  const canDecide = useCan('catalog.approve');
  const constructorId = selected && !selected.all ? selected.id : null;
  const [page, setPage] = usePageFor(constructorId);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const projects = useProjects({
    pageNumber: page + 1,
    status: 'OnApprobation',
    field: 'updatedAt',
    order: 'asc',
    constructorId,
  });

  const columns: ProjectColumn[] = [
    { key: 'name', label: C.name, rowHeader: true, render: (p) => <ProjectNameCell item={p} /> },
    { key: 'builder', label: es.project.builder, render: (p) => p.constructorName },
    { key: 'city', label: C.city, render: (p) => p.cityName ?? '—' },
    { key: 'updatedAt', label: C.updatedAt, render: (p) => formatDate(p.updatedAt) },
    {
      key: 'actions',
      label: es.common.actions,
      render: (p) => (
        <Button
          variant="outlined"
          size="small"
          onClick={() => setReviewing(p.id)}
          aria-label={`${es.project.approvals.review} ${p.name}`}
        >
          {es.project.approvals.review}
        </Button>
      ),
    },
  ];

  return (
    <PageFrame title={PAGE_TITLES[ROUTES.projectApprovals]}>
      {selected && constructorId && (
        <Chip
          label={selected.name}
          color="secondary"
          onDelete={() => session.selectConstructor(null)}
          sx={{ mb: 2, fontWeight: 600 }}
        />
      )}
      <ProjectsTable
        caption={PAGE_TITLES[ROUTES.projectApprovals]}
        columns={columns}
        items={projects.data?.data ?? []}
        total={projects.data?.totalData ?? 0}
        page={page}
        onPageChange={setPage}
        loading={projects.isFetching}
        empty={es.project.approvals.empty}
      />
      {reviewing && (
        <ProjectReviewDialog
          projectId={reviewing}
          canDecide={canDecide}
          onClose={() => setReviewing(null)}
          onDone={(result) => {
            setReviewing(null);
            setOutcome(result);
          }}
        />
      )}
      <ResultDialog
        open={!!outcome}
        success={!!outcome?.success}
        title={outcome?.title ?? ''}
        text={outcome?.text ?? ''}
        onClose={() => setOutcome(null)}
      />
    </PageFrame>
  );
}
