import Chip from '@mui/material/Chip';
import { es, type ProjectStatus, projectStatusLabel, projectStatusPercent } from '@tu360/domain';

const COLORS: Record<ProjectStatus, 'success' | 'warning' | 'default' | 'error' | 'info'> = {
  Synchronized: 'success',
  OnApprobation: 'info',
  Incomplete: 'warning',
  Rejected: 'error',
  Hide: 'default',
};

/** Status label with its percentage (Publicado 100%, En aprobación 80%, Incompleto 50%; spec section 4). */
export function ProjectStatusChip({ status }: { status: ProjectStatus }) {
  const label = projectStatusLabel(status) || '—';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={es.project.statusWithPercent(label, projectStatusPercent(status))}
      sx={{ fontWeight: 600 }}
    />
  );
}
