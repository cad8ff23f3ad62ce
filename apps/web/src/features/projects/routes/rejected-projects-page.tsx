import EditRounded from '@mui/icons-material/EditRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { es, formatDate, PAGE_SIZES, PAGE_TITLES, ROUTES } from '@tu360/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan } from '../../../lib/permissions.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectNameCell } from '../components/project-name-cell.tsx';
import { useStatusActions } from '../components/use-status-actions.tsx';
import { projectPath } from '../paths.ts';

const R = es.project.rejected;

/** /catalogo/proyectos-rechazados: the builder's Rejected projects with each reason; edit and ask again. */
export default function RejectedProjectsPage() {
  const [page, setPage] = useState(0);
  const toast = useToast();
  const actions = useStatusActions(toast.show);
  const projects = useProjects({
    pageNumber: page + 1,
    status: 'Rejected',
    field: 'updatedAt',
    order: 'desc',
  });
  const items = projects.data?.data ?? [];
  const title = PAGE_TITLES[ROUTES.rejectedProjects];

  return (
    <PageFrame title={title}>
      {projects.isPending ? (
        <LoadingScreen />
      ) : projects.isError ? (
        <Alert severity="error">{errorMessage(projects.error)}</Alert>
      ) : items.length === 0 ? (
        <Typography>{R.empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={title}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {items.map((p) => {
            const canWrite = roleCan(p.role, 'catalog.write');
            return (
              <Card component="li" key={p.id} variant="outlined" aria-label={p.name}>
                <CardContent>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                    <ProjectNameCell item={p} />
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {R.rejectedOn(formatDate(p.updatedAt))}
                    </Typography>
                  </Box>
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    <AlertTitle>{R.reason}</AlertTitle>
                    {p.statusDetail ?? '—'}
                  </Alert>
                </CardContent>
                {canWrite && (
                  <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
                    <Button component={Link} to={projectPath(p.id)} startIcon={<EditRounded aria-hidden />}>
                      {es.project.edit}
                    </Button>
                    <Button
                      variant="contained"
                      startIcon={<SendRounded aria-hidden />}
                      disabled={actions.pending}
                      onClick={() => actions.requestApproval(p)}
                    >
                      {es.project.requestApproval}
                    </Button>
                  </CardActions>
                )}
              </Card>
            );
          })}
        </Box>
      )}
      {(projects.data?.totalData ?? 0) > PAGE_SIZES.sellerList && (
        <Pager
          count={projects.data?.totalData ?? 0}
          page={page}
          onPageChange={setPage}
          pageSize={PAGE_SIZES.sellerList}
        />
      )}
      {actions.elements}
      {toast.element}
    </PageFrame>
  );
}
