import Box from '@mui/material/Box';
import { es } from '@tu360/domain';
import type { LoadRowError } from '@tu360/domain/contracts';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';

const U = es.bulkLoadsUi;
export const ERRORS_PAGE_SIZE = 10;

type Keyed = LoadRowError & { key: number };

/**
 * Widths as shares of the table, not pixels: the row's number as narrow as it is, the column (or image path) a
 * third at most, so that on a phone the message keeps most of the width (fixed 80 + 220 px left it a word a line).
 */
const ROW_WIDTH = '1%';
const WHERE_WIDTH = '32%';
/** A long path or column name without spaces wraps rather than widening the table. */
const wrapping = (text: string) => (
  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
    {text}
  </Box>
);

const columns: Column<Keyed, never>[] = [
  { key: 'row', label: U.errorRow, render: (e) => e.row, rowHeader: true, width: ROW_WIDTH },
  {
    key: 'column',
    label: U.errorColumn,
    render: (e) => wrapping(e.column ?? U.wholeRow),
    width: WHERE_WIDTH,
  },
  { key: 'message', label: U.errorMessage, render: (e) => e.message },
];
/** A zip of images: each error is an image (its number among the zip's images, its path in the zip). */
const imageColumns: Column<Keyed, never>[] = [
  { key: 'row', label: U.images.errorRow, render: (e) => e.row, rowHeader: true, width: ROW_WIDTH },
  { key: 'column', label: U.images.errorFile, render: (e) => wrapping(e.column ?? ''), width: WHERE_WIDTH },
  { key: 'message', label: U.errorMessage, render: (e) => e.message },
];

/** The rows the load cannot take (fila, columna, mensaje), paged in the browser. */
export function LoadErrors({
  errors,
  images = false,
}: {
  errors: readonly LoadRowError[];
  images?: boolean;
}) {
  const [page, setPage] = useState(0);
  const last = Math.max(0, Math.ceil(errors.length / ERRORS_PAGE_SIZE) - 1);
  const shown = Math.min(page, last);
  const items = errors
    .slice(shown * ERRORS_PAGE_SIZE, (shown + 1) * ERRORS_PAGE_SIZE)
    .map((e, i) => ({ ...e, key: shown * ERRORS_PAGE_SIZE + i }));
  return (
    <DataTable
      caption={images ? U.images.errorsCaption : U.errorsCaption}
      columns={images ? imageColumns : columns}
      items={items}
      rowKey={(e) => e.key}
      total={errors.length}
      page={shown}
      pageSize={ERRORS_PAGE_SIZE}
      onPageChange={setPage}
      loading={false}
      empty=""
    />
  );
}
