import { es } from '@tu360/domain';
import type { LoadRowError } from '@tu360/domain/contracts';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';

const U = es.bulkLoadsUi;
export const ERRORS_PAGE_SIZE = 10;

type Keyed = LoadRowError & { key: number };

const columns: Column<Keyed, never>[] = [
  { key: 'row', label: U.errorRow, render: (e) => e.row, rowHeader: true, width: 80 },
  { key: 'column', label: U.errorColumn, render: (e) => e.column ?? U.wholeRow, width: 220 },
  { key: 'message', label: U.errorMessage, render: (e) => e.message },
];
/** A zip of images: each error is an image (its number among the zip's images, its path in the zip). */
const imageColumns: Column<Keyed, never>[] = [
  { key: 'row', label: U.images.errorRow, render: (e) => e.row, rowHeader: true, width: 80 },
  { key: 'column', label: U.images.errorFile, render: (e) => e.column ?? '', width: 220 },
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
