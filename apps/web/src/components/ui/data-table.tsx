import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha, type CSSObject, lighten, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { checkboxLook } from './checkbox-look.ts';
import { Pager } from './pager.tsx';
import { useSidewaysScroll } from './use-sideways-scroll.ts';

export interface Column<T, F extends string> {
  key: string;
  label: string;
  sortField?: F;
  render: (item: T) => ReactNode;
  /** The cell that names the row (a row header). */
  rowHeader?: boolean;
  width?: number | string;
  /** Kept in view at the right edge when the table scrolls sideways (row actions). */
  sticky?: boolean;
}

export interface Sort<F extends string> {
  field: F;
  order: 'asc' | 'desc';
}

export interface Selection<T, K> {
  selected: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
  /** Rows that cannot be chosen (no write access, already decided…). */
  isSelectable?: (item: T) => boolean;
  /** Accessible names of the checkboxes. */
  allLabel: string;
  rowLabel: (item: T) => string;
}

export interface DataTableProps<T, F extends string, K extends string | number> {
  caption: string;
  columns: Column<T, F>[];
  items: T[];
  rowKey: (item: T) => K;
  total: number;
  /**
   * Words for `total` when it is only an estimate (the server's, above a limit): the pager shows them instead of
   * the number. Paging still goes by the estimate, until a short page shows where the list really ends.
   */
  totalEstimate?: string;
  /** Zero-based page for the pagination control. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort?: Sort<F>;
  onSortChange?: (sort: Sort<F>) => void;
  selection?: Selection<T, K>;
  loading: boolean;
  empty: string;
  /** Rows to highlight (approved a moment ago). */
  highlighted?: ReadonlySet<K>;
}

const STICKY = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.25)',
  zIndex: 1,
} as const;

/**
 * Colors of a cell's chip (`<span className={CELL.chip} data-color=…>`), filled as MUI's Chip fills them ('default':
 * grey); without one, outlined in grey.
 */
export type CellChipColor = 'default' | 'success' | 'info' | 'warning' | 'error';

/**
 * Class names of what a cell may draw as plain elements, drawn as the MUI components they stand for and styled once
 * by the table: a link (MUI's Link), a second line in grey (Typography body2, text.secondary) and a small chip
 * (MUI's small Chip; `data-color` one of CellChipColor, or none for the outlined grey one).
 */
export const CELL = { link: 'cell-link', sub: 'cell-sub', chip: 'cell-chip' } as const;
/** The class of a sortable column's heading (a button). */
const SORT = 'table-sort';

const CHIP_COLORS: Exclude<CellChipColor, 'default'>[] = ['success', 'info', 'warning', 'error'];

/**
 * The table's look, written once for all its cells: the head's and the body's rows and cells are plain `<tr>`,
 * `<td>` and `<th>` drawn as MUI's small TableRow and TableCell are, not those components, and a sortable column's
 * heading is a plain button drawn as MUI's TableSortLabel (which also showed the keyboard's focus only by a change
 * of color; the button has the portal's focus ring); the checkboxes are the browser's own,
 * in the primary color; and what cells draw with CELL's classes looks as MUI's Link, Typography and Chip do. A
 * page of a list has 100–300 cells, and each MUI component worked out its styles on every render (issue 10: the
 * list's long task on a phone; with plain cells and checkboxes the property list's load takes about 8% less
 * main-thread time, docs/performance.md).
 */
const tableSx = (theme: Theme) => {
  const { palette, typography, transitions } = theme;
  return {
    '& th, & td': { px: 1 },
    '& tbody > tr': { verticalAlign: 'middle', outline: 0 },
    '& tbody > tr:hover': { backgroundColor: palette.action.hover },
    '& tbody > tr[data-selected]': {
      backgroundColor: alpha(palette.primary.main, palette.action.selectedOpacity),
    },
    '& tbody > tr[data-selected]:hover': {
      backgroundColor: alpha(
        palette.primary.main,
        palette.action.selectedOpacity + palette.action.hoverOpacity,
      ),
    },
    // The head's cells, as MUI's small head TableCell, in bold and on one line.
    '& thead > tr > th': {
      typography: 'body2',
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      color: palette.text.primary,
      lineHeight: typography.pxToRem(24),
      fontWeight: 700,
      whiteSpace: 'nowrap',
      borderBottom: `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`,
      py: '6px',
    },
    '& thead > tr > [data-sticky]': STICKY,
    // A sortable column's heading: a button drawn as MUI's TableSortLabel, its arrow seen on hover and when sorted.
    [`& .${SORT}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      flexDirection: 'inherit',
      m: 0,
      p: 0,
      border: 0,
      borderRadius: 0,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'inherit',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      '& > svg': {
        fontSize: 18,
        mx: '4px',
        opacity: 0,
        transition: transitions.create(['opacity', 'transform'], { duration: transitions.duration.shorter }),
        userSelect: 'none',
      },
      '&[data-direction=asc] > svg': { transform: 'rotate(180deg)' },
      '&:focus, &:hover': { color: palette.text.secondary },
      '&:hover > svg': { opacity: 0.5 },
      '&[data-active]': { color: palette.text.primary },
      '&[data-active] > svg': { opacity: 1, color: palette.text.secondary },
    },
    '& tbody > tr > td, & tbody > tr > th': {
      typography: 'body2',
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      color: palette.text.primary,
      borderBottom: `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`,
      py: '6px',
    },
    // As MUI's small checkbox cell, with an 18 px box as MUI's checkbox icon draws it.
    '& td[data-checkbox], & th[data-checkbox]': { width: 24, p: '0 12px 0 16px' },
    // Only the table's own (a cell may hold an MUI switch, whose input is hidden over it).
    '& [data-checkbox] > input[type=checkbox]': checkboxLook(palette),
    '& tbody > tr > [data-sticky]': STICKY,
    [`& .${CELL.link}`]: {
      color: palette.primary.main,
      fontWeight: 600,
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [`& .${CELL.sub}`]: { display: 'block', color: palette.text.secondary },
    [`& .${CELL.chip}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: 24,
      px: '7px',
      borderRadius: '12px',
      border: `1px solid ${palette.grey[400]}`,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      fontWeight: 600,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      color: palette.text.primary,
      '&[data-color=default]': { px: '8px', border: 0, backgroundColor: palette.action.selected },
      ...(Object.fromEntries(
        CHIP_COLORS.map((color) => [
          `&[data-color=${color}]`,
          {
            px: '8px',
            border: 0,
            backgroundColor: palette[color].main,
            color: palette[color].contrastText,
          },
        ]),
      ) as CSSObject),
    },
  } as CSSObject;
};

/**
 * A checkbox of the browser's own (styled by the table): React sets `indeterminate`, a property with no attribute,
 * through the element.
 */
function RowCheckbox({
  label,
  indeterminate = false,
  ...props
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      {...props}
    />
  );
}

/**
 * The rows the table draws: `items`, but drawn in the background when they change. A list's rows come from a query,
 * and React draws a query's answer at once, in one piece: on a phone, a page of 14–50 rows (each with its checkbox,
 * links, chips and buttons) was the list's longest task (issue 10). React draws a deferred value in slices, letting
 * the browser answer between them; meanwhile the table keeps its rows and its progress bar (`drawing`).
 *
 * The same rows in a new array (a page sliced again, or `data ?? []` while a list loads: a new empty array on each
 * of the page's renders) keep the array already held, so they are not drawn again, not even in the background: each
 * new array given to useDeferredValue costs a render of the whole table.
 */
function useDrawnRows<T>(items: T[]): { rows: T[]; drawing: boolean } {
  const [held, setHeld] = useState(items);
  const same = held === items || (held.length === items.length && held.every((item, i) => item === items[i]));
  const latest = same ? held : items;
  if (latest !== held) setHeld(latest);
  const rows = useDeferredValue(latest);
  return { rows, drawing: rows !== latest };
}

/** A page of a list with sortable columns, optional row selection and the page control: every list looks alike. */
export function DataTable<T, F extends string, K extends string | number>(props: DataTableProps<T, F, K>) {
  const { columns, sort, selection, rowKey } = props;
  const { rows: items, drawing } = useDrawnRows(props.items);
  const loading = props.loading || drawing;
  const scroll = useSidewaysScroll<HTMLDivElement>(props.caption);
  const selectable = selection ? items.filter((i) => selection.isSelectable?.(i) ?? true) : [];
  const chosen = selectable.filter((i) => selection?.selected.has(rowKey(i)));
  // An estimated total may overshoot: a page that came back short is the list's last one.
  const count =
    props.totalEstimate && !loading && items.length > 0 && items.length < props.pageSize
      ? props.page * props.pageSize + items.length
      : props.total;
  const toggle = (field: F) =>
    props.onSortChange?.({ field, order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc' });
  const toggleRow = (key: K) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    const all = chosen.length === selectable.length && selectable.length > 0;
    selection.onChange(new Set(all ? [] : selectable.map(rowKey)));
  };

  // Whether the table has had an answer yet (set during render: derived state, no extra paint).
  const [answered, setAnswered] = useState(!loading);
  if (!answered && !loading) setAnswered(true);

  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={es.common.loading} />}</Box>
      <TableContainer ref={scroll.ref} {...scroll.regionProps}>
        <Table size="small" aria-label={props.caption} sx={tableSx}>
          <thead>
            <tr>
              {selection && (
                <th scope="col" data-checkbox="">
                  <RowCheckbox
                    label={selection.allLabel}
                    checked={selectable.length > 0 && chosen.length === selectable.length}
                    indeterminate={chosen.length > 0 && chosen.length < selectable.length}
                    disabled={selectable.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              )}
              {columns.map((c) => {
                const sorted = !!sort && !!c.sortField && sort.field === c.sortField;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={sorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                    data-sticky={c.sticky ? '' : undefined}
                    style={c.width === undefined ? undefined : { width: c.width }}
                  >
                    {c.sortField && props.onSortChange ? (
                      <button
                        type="button"
                        className={SORT}
                        data-active={sorted ? '' : undefined}
                        data-direction={sorted ? sort.order : 'asc'}
                        onClick={() => toggle(c.sortField as F)}
                      >
                        {c.label}
                        <ArrowDownward aria-hidden />
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const key = rowKey(item);
              const canSelect = selection ? (selection.isSelectable?.(item) ?? true) : false;
              const checked = !!selection?.selected.has(key);
              return (
                <tr key={key} data-selected={checked || props.highlighted?.has(key) ? '' : undefined}>
                  {selection && (
                    <td data-checkbox="">
                      {canSelect && (
                        <RowCheckbox
                          label={selection.rowLabel(item)}
                          checked={checked}
                          onChange={() => toggleRow(key)}
                        />
                      )}
                    </td>
                  )}
                  {columns.map((c) =>
                    c.rowHeader ? (
                      <th key={c.key} scope="row" data-sticky={c.sticky ? '' : undefined}>
                        {c.render(item)}
                      </th>
                    ) : (
                      <td key={c.key} data-sticky={c.sticky ? '' : undefined}>
                        {c.render(item)}
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableContainer>
      {items.length === 0 && !loading && (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>{props.empty}</Typography>
      )}
      {/* Unseen until the table's first answer: it would say "0–0 de 0" meanwhile, and move when the rows arrive
          (issue 10: a layout shift of 0.05 on the list). Never hidden again after, so that it keeps the focus of
          whoever pages with the keyboard. */}
      <Box sx={{ visibility: answered ? 'visible' : 'hidden' }}>
        <Pager
          count={count}
          estimate={props.totalEstimate}
          page={props.page}
          pageSize={props.pageSize}
          onPageChange={props.onPageChange}
        />
      </Box>
    </Box>
  );
}
