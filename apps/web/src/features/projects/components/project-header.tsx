import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { canTransitionProject, es } from '@tu360/domain';
import type { ProjectDetail } from '@tu360/domain/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';
import { ProjectStatusChip } from './project-status-chip.tsx';
import { approvalGapsOf } from './use-status-actions.tsx';

export interface ProjectHeaderProps {
  project: ProjectDetail;
  canWrite: boolean;
  actor: 'store' | 'admin';
  pending: boolean;
  onRequestApproval: () => void;
  /** Opens the logo, banner and images tab. */
  onCompleteMedia: () => void;
}

/** Name, builder and status of a project; the rejection reason; asking for approval again. */
export function ProjectHeader(props: ProjectHeaderProps) {
  const { project, canWrite, actor, pending, onRequestApproval } = props;
  const canAsk = canWrite && canTransitionProject(project.status, 'OnApprobation', actor);
  // The approval rules of the domain, shown before sending: the button waits until nothing is missing.
  const gaps = canAsk ? approvalGapsOf(project) : [];
  const mediaMissing = !project.logo || project.images.length === 0;
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <StoreLogo name={project.name} logo={project.logo} size={56} />
        <Box sx={{ mr: 'auto' }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {project.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {project.constructorName}
          </Typography>
        </Box>
        <ProjectStatusChip status={project.status} />
        {!canWrite && <Chip label={es.common.readOnly} color="secondary" />}
        {canAsk && (
          <Button
            variant="contained"
            startIcon={<SendRounded aria-hidden />}
            disabled={pending || gaps.length > 0}
            aria-describedby={gaps.length > 0 ? 'approval-gaps' : undefined}
            onClick={onRequestApproval}
          >
            {es.project.requestApproval}
          </Button>
        )}
      </Box>
      {gaps.length > 0 && (
        <Alert id="approval-gaps" severity="info" sx={{ mt: 2 }}>
          <AlertTitle>{es.project.approvalGaps.title}</AlertTitle>
          {es.project.approvalGaps.sentence(gaps)}{' '}
          {mediaMissing && (
            <Link component="button" type="button" onClick={props.onCompleteMedia}>
              {es.project.approvalGaps.complete}
            </Link>
          )}
        </Alert>
      )}
      {project.status === 'Rejected' && project.statusDetail && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <AlertTitle>{es.project.rejected.reason}</AlertTitle>
          {project.statusDetail}
        </Alert>
      )}
    </Box>
  );
}
