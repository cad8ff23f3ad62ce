import UndoRounded from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { es, formatDate, formatTime12 } from '@tu360/domain';
import type { PriceBatch } from '@tu360/domain/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { BATCHES_PAGE_SIZE, usePriceBatches, useUndoPriceBatch } from '../api/prices.ts';

const U = es.pricesUi;

export interface PriceHistoryProps {
  sellerId: string;
  /** The outcome of an undo: its count, or the server's reason for refusing it. */
  onUndone: (count: number) => void;
  onUndoFailed: (reason: string) => void;
}

const when = (iso: string) => `${formatDate(iso)} ${formatTime12(iso)}`;

/** "Historial de actualizaciones": the project's price batches (who, when, how many); the last one can be undone. */
export function PriceHistory({ sellerId, onUndone, onUndoFailed }: PriceHistoryProps) {
  const [page, setPage] = useState(0);
  const batches = usePriceBatches(sellerId, page + 1);
  const undo = useUndoPriceBatch();
  const [asking, setAsking] = useState<PriceBatch | null>(null);

  const confirm = () => {
    if (!asking) return;
    undo.mutate(asking.id, {
      onSuccess: (answer) => {
        setAsking(null);
        onUndone(answer.count);
      },
      onError: (error) => {
        setAsking(null);
        onUndoFailed(errorMessage(error, U.undoFailed));
      },
    });
  };

  const columns: Column<PriceBatch, never>[] = [
    {
      key: 'date',
      label: U.colDate,
      rowHeader: true,
      render: (b) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {when(b.createdAt)}
        </Box>
      ),
    },
    { key: 'user', label: U.colUser, render: (b) => b.createdBy.name },
    { key: 'count', label: U.colCount, render: (b) => b.count },
    {
      key: 'state',
      label: U.colState,
      render: (b) => (
        <Chip
          size="small"
          variant="outlined"
          color={b.undoneAt ? 'default' : 'success'}
          label={b.undoneAt ? U.undoneOn(when(b.undoneAt)) : U.applied}
        />
      ),
    },
    {
      key: 'actions',
      label: U.colActions,
      render: (b) =>
        b.canUndo && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<UndoRounded aria-hidden />}
            onClick={() => setAsking(b)}
            disabled={undo.isPending}
          >
            {U.undo}
          </Button>
        ),
    },
  ];

  return (
    <Box
      component="section"
      aria-labelledby="price-history-title"
      sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="price-history-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {U.historyTitle}
      </Typography>
      {batches.isError && (
        <Typography role="alert" sx={{ color: 'error.main', mb: 1 }}>
          {errorMessage(batches.error)}
        </Typography>
      )}
      <DataTable
        caption={U.historyCaption}
        columns={columns}
        items={batches.data?.data ?? []}
        rowKey={(b) => b.id}
        total={batches.data?.totalData ?? 0}
        page={page}
        pageSize={BATCHES_PAGE_SIZE}
        onPageChange={setPage}
        loading={batches.isFetching && !batches.data}
        empty={U.historyEmpty}
      />
      <ConfirmDialog
        open={!!asking}
        title={U.undoTitle}
        text={asking ? U.undoText(asking.count) : undefined}
        confirmLabel={U.undo}
        pending={undo.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Box>
  );
}
