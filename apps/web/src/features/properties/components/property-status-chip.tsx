import Chip from '@mui/material/Chip';
import { propertyStatusLabel } from '@tu360/domain';
import { CELL, type CellChipColor } from '../../../components/ui/data-table.tsx';

const COLOR: Record<string, CellChipColor> = {
  Published: 'success',
  Loaded: 'success',
  Approved: 'success',
  OnApprobation: 'info',
  Rejected: 'error',
  Incomplete: 'warning',
  Hidden: 'default',
  Inactive: 'default',
};

/**
 * The property status with its Spanish label (En aprobación, Oculto, Rechazado, Publicado, Incompleto, Aprobado):
 * filled in its color (grey for Oculto and Inactivo), or outlined in grey for a status the portal does not know.
 */
export function PropertyStatusChip({ status }: { status: string }) {
  const color = COLOR[status];
  // MUI's own chip for the property page; in tables, PropertyStatusCellChip below.
  return (
    <Chip
      size="small"
      label={propertyStatusLabel(status)}
      color={color ?? 'default'}
      variant={color ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The same chip in a table's cell: a plain element the table styles once (CELL.chip), drawn as the one above. */
export function PropertyStatusCellChip({ status }: { status: string }) {
  return (
    <span className={CELL.chip} data-color={COLOR[status]}>
      {propertyStatusLabel(status)}
    </span>
  );
}
