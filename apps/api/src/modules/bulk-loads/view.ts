import type { BulkLoad } from '@tu360/domain/contracts';
import type { LoadRow } from './handler.ts';

/** A load as the contract answers it. */
export function loadView(row: LoadRow): BulkLoad {
  return {
    id: row.id,
    kind: row.kind as BulkLoad['kind'],
    template: row.template as BulkLoad['template'],
    fileName: row.fileName,
    status: row.status as BulkLoad['status'],
    constructorId: row.constructorId,
    sellerId: row.sellerId,
    createdBy: { id: row.createdBy, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    toCreate: row.toCreate,
    toUpdate: row.toUpdate,
    errorRows: row.errorRows,
    created: row.created,
    updated: row.updated,
    message: row.message,
    // A zip of images has no workbook to write the errors into: the detail lists them.
    hasErrorFile: row.errorRows > 0 && row.status !== 'Validating' && !row.storageKey.endsWith('.zip'),
  };
}
