import EditRounded from '@mui/icons-material/EditRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import { canTransitionProject, es } from '@tu360/domain';
import type { ProjectItem } from '@tu360/domain/contracts';
import { Link } from 'react-router';
import { Hint } from '../../../components/ui/hint.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { projectPath } from '../paths.ts';

export interface ProjectActionsProps {
  item: ProjectItem;
  /** The role held at the project may write (not Visualizador). */
  canWrite: boolean;
  actor: 'store' | 'admin';
  onRequestApproval: (item: ProjectItem) => void;
  onHide: (item: ProjectItem) => void;
  onUnhide: (item: ProjectItem) => void;
}

/** Edit (or view), ask for approval, hide and show again, as the project's status and the role allow. */
export function ProjectActions({
  item,
  canWrite,
  actor,
  onRequestApproval,
  onHide,
  onUnhide,
}: ProjectActionsProps) {
  const status = item.status;
  const canAsk = canWrite && canTransitionProject(status, 'OnApprobation', actor);
  const canHide = canWrite && canTransitionProject(status, 'Hide', actor);
  const canUnhide = canWrite && status === 'Hide' && canTransitionProject(status, 'Incomplete', actor);
  const editLabel = canWrite ? es.project.edit : es.project.view;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', whiteSpace: 'nowrap' }}>
      <Hint title={editLabel}>
        <IconButton
          size="small"
          component={Link}
          to={projectPath(item.id)}
          aria-label={`${editLabel} ${item.name}`}
        >
          {canWrite ? <EditRounded /> : <VisibilityRounded />}
        </IconButton>
      </Hint>
      {canAsk && (
        <Hint title={es.project.requestApproval}>
          <IconButton
            size="small"
            aria-label={`${es.project.requestApproval} ${item.name}`}
            onClick={() => onRequestApproval(item)}
            color="primary"
          >
            <SendRounded />
          </IconButton>
        </Hint>
      )}
      {canHide && (
        <Hint title={es.project.hide}>
          <IconButton
            size="small"
            aria-label={`${es.project.hide} ${item.name}`}
            onClick={() => onHide(item)}
          >
            <VisibilityOffRounded />
          </IconButton>
        </Hint>
      )}
      {canUnhide && (
        <Hint title={es.project.unhide}>
          <IconButton
            size="small"
            aria-label={`${es.project.unhide} ${item.name}`}
            onClick={() => onUnhide(item)}
            color="primary"
          >
            <RestoreRounded />
          </IconButton>
        </Hint>
      )}
    </Box>
  );
}
