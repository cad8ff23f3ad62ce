import Box from '@mui/material/Box';
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
import type { ProjectItem, ProjectSortField } from '../api/get-projects.ts';

export interface ProjectColumn {
  key: string;
  label: string;
  sortField?: ProjectSortField;
  render: (item: ProjectItem) => ReactNode;
  /** The cell that names the row (a row header). */
  rowHeader?: boolean;
  width?: number | string;
}

export interface ProjectSort {
  field: ProjectSortField;
  order: 'asc' | 'desc';
}

export interface ProjectsTableProps {
  caption: string;
  columns: ProjectColumn[];
  items: ProjectItem[];
  total: number;
  /** Zero-based page for the pagination control. */
  page: number;
  onPageChange: (page: number) => void;
  sort?: ProjectSort;
  onSortChange?: (sort: ProjectSort) => void;
  loading: boolean;
  empty?: string;
}

/** A page of projects, 10 a page, with sortable columns (field/order of get-all). */
export function ProjectsTable(props: ProjectsTableProps) {
  const { columns, items, sort } = props;
  const toggle = (field: ProjectSortField) =>
    props.onSortChange?.({
      field,
      order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc',
    });

  return (
    <Box>
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label={es.common.loading} />}</Box>
      <TableContainer>
        <Table size="small" aria-label={props.caption} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  sx={{ fontWeight: 700, width: c.width }}
                  sortDirection={sort && c.sortField && sort.field === c.sortField ? sort.order : false}
                >
                  {c.sortField && props.onSortChange ? (
                    <TableSortLabel
                      active={sort?.field === c.sortField}
                      direction={sort?.field === c.sortField ? sort.order : 'asc'}
                      onClick={() => toggle(c.sortField as ProjectSortField)}
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
            {items.map((item) => (
              <TableRow key={item.id} hover>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    component={c.rowHeader ? 'th' : 'td'}
                    scope={c.rowHeader ? 'row' : undefined}
                  >
                    {c.render(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {items.length === 0 && !props.loading && (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>{props.empty ?? es.project.empty}</Typography>
      )}
      <TablePagination
        component="div"
        count={props.total}
        page={props.page}
        onPageChange={(_, page) => props.onPageChange(page)}
        rowsPerPage={PAGE_SIZES.sellerList}
        rowsPerPageOptions={[]}
      />
    </Box>
  );
}
