import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es, formatNumber } from '@tu360/domain';
import { IconButton } from './icon-button.tsx';

export interface PagerProps {
  /** Items in the whole list. */
  count: number;
  /** Zero-based page shown. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /**
   * Words for the total when `count` is only an estimate (e.g. 'Más de 10.000 inmuebles'): shown beside the
   * range instead of "de N", so the estimate never reads as exact. `count` still bounds the pages.
   */
  estimate?: string;
}

/** The range shown and the page's bounds; an empty list shows "0–0 de 0". */
export function pageBounds(count: number, page: number, pageSize: number) {
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const last = Math.max(0, Math.ceil(count / pageSize) - 1);
  return { from, to, isFirst: page <= 0, isLast: page >= last };
}

/**
 * The page control of the lists: "11–20 de 57" (or "11–20 · Más de 10.000 inmuebles" when the total is an
 * estimate) and the previous/next buttons. The lists' page size is fixed by the spec, so it has no rows-per-page
 * select (MUI's TablePagination always loads one, with its menu).
 */
export function Pager({ count, page, pageSize, onPageChange, estimate }: PagerProps) {
  const { from, to, isFirst, isLast } = pageBounds(count, page, pageSize);
  return (
    <Box
      component="nav"
      aria-label={es.common.pagination}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, minHeight: 52, px: 1 }}
    >
      <Typography variant="body2" aria-live="polite">
        {estimate ? (
          <>
            {`${es.common.pageSpan(formatNumber(from), formatNumber(to))} `}
            <span aria-hidden>·</span>
            {` ${estimate}`}
          </>
        ) : (
          es.common.pageRange(formatNumber(from), formatNumber(to), formatNumber(count))
        )}
      </Typography>
      <IconButton
        aria-label={es.common.previousPage}
        disabled={isFirst}
        onClick={() => onPageChange(page - 1)}
      >
        <KeyboardArrowLeft />
      </IconButton>
      <IconButton aria-label={es.common.nextPage} disabled={isLast} onClick={() => onPageChange(page + 1)}>
        <KeyboardArrowRight />
      </IconButton>
    </Box>
  );
}
