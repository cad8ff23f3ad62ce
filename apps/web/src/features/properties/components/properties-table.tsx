import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { es, PAGE_SIZES } from '@tu360/domain';
import type { ReactNode } from 'react';
import type { PropertyItem, PropertySortField } from '../api/types.ts';

export interface PropertyColumn {
  key: string;
  label: string;
  sortField?: PropertySortField;
  render: (item: PropertyItem) => ReactNode;
  /** The cell that names the row. */
  rowHeader?: boolean;
  width?: number | string;
  /** Kept in view at the right edge when the table scrolls sideways (row actions). */
  sticky?: boolean;
}

const STICKY = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.25)',
  zIndex: 1,
} as const;

export interface PropertySort {
  field: PropertySortField;
  order: 'asc' | 'desc';
}

export interface PropertySelection {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** Rows that cannot be chosen (no write access, already decided…). */
  isSelectable?: (item: PropertyItem) => boolean;
}

export interface PropertiesTableProps {
  caption: string;
  columns: PropertyColumn[];
  items: PropertyItem[];
  total: number;
  /** Zero-based page. */
  page: number;
  onPageChange: (page: number) => void;
  sort?: PropertySort;
  onSortChange?: (sort: PropertySort) => void;
  selection?: PropertySelection;
  loading: boolean;
  empty: string;
  /** Rows to highlight (approved a moment ago). */
  highlighted?: ReadonlySet<number>;
}

/** A page of properties, 14 a page (PAGE_SIZES.propertyList), with sortable columns and optional row selection. */
export function PropertiesTable(props: PropertiesTableProps) {
  const { columns, items, sort, selection } = props;
  const selectable = selection ? items.filter((i) => selection.isSelectable?.(i) ?? true) : [];
  const chosen = selectable.filter((i) => selection?.selected.has(i.productId));
  const toggle = (field: PropertySortField) =>
    props.onSortChange?.({ field, order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc' });
  const toggleRow = (productId: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(productId)) next.delete(productId);
    else next.add(productId);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    const all = chosen.length === selectable.length && selectable.length > 0;
    selection.onChange(new Set(all ? [] : selectable.map((i) => i.productId)));
  };

  return (
    <Box>
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label={es.common.loading} />}</Box>
      <TableContainer>
        <Table size="small" aria-label={props.caption} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selectable.length > 0 && chosen.length === selectable.length}
                    indeterminate={chosen.length > 0 && chosen.length < selectable.length}
                    disabled={selectable.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': es.propertyUi.selectAll } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  sx={{ fontWeight: 700, width: c.width, whiteSpace: 'nowrap', ...(c.sticky ? STICKY : {}) }}
                  sortDirection={sort && c.sortField && sort.field === c.sortField ? sort.order : false}
                >
                  {c.sortField && props.onSortChange ? (
                    <TableSortLabel
                      active={sort?.field === c.sortField}
                      direction={sort?.field === c.sortField ? sort.order : 'asc'}
                      onClick={() => toggle(c.sortField as PropertySortField)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => {
              const canSelect = selection ? (selection.isSelectable?.(item) ?? true) : false;
              const checked = !!selection?.selected.has(item.productId);
              return (
                <TableRow
                  key={item.productId}
                  hover
                  selected={checked || !!props.highlighted?.has(item.productId)}
                >
                  {selection && (
                    <TableCell padding="checkbox">
                      {canSelect && (
                        <Checkbox
                          checked={checked}
                          onChange={() => toggleRow(item.productId)}
                          slotProps={{ input: { 'aria-label': es.propertyUi.selectRow(item.name) } }}
                        />
                      )}
                    </TableCell>
                  )}
                  {columns.map((c) => (
                    <TableCell
                      key={c.key}
                      component={c.rowHeader ? 'th' : 'td'}
                      scope={c.rowHeader ? 'row' : undefined}
                      sx={c.sticky ? STICKY : undefined}
                    >
                      {c.render(item)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {items.length === 0 && !props.loading && (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>{props.empty}</Typography>
      )}
      <TablePagination
        component="div"
        count={props.total}
        page={props.page}
        onPageChange={(_, page) => props.onPageChange(page)}
        rowsPerPage={PAGE_SIZES.propertyList}
        rowsPerPageOptions={[]}
      />
    </Box>
  );
}
