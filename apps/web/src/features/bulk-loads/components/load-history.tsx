import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { es, formatDate, formatTime12 } from '@tu360/domain';
import type { BulkLoad, LoadStatus } from '@tu360/domain/contracts';
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadErrorFile, HISTORY_PAGE_SIZE, useBulkLoads } from '../api/bulk-loads.ts';

const U = es.bulkLoadsUi;

const COLORS: Record<LoadStatus, 'success' | 'warning' | 'default' | 'error' | 'info'> = {
  Validating: 'info',
  Validated: 'info',
  Applying: 'info',
  Done: 'success',
  Failed: 'error',
  Cancelled: 'default',
  Interrupted: 'warning',
};

export interface LoadHistoryProps {
  constructorId: string;
  /** The load open above: its row moves while it runs. */
  currentId: string | null;
  currentRunning: boolean;
  onOpen: (id: string) => void;
  onError: (message: string) => void;
}

/** "Historial de cargas": the builder's loads, the most recent first, 10 a page. */
export function LoadHistory({ constructorId, currentId, currentRunning, onOpen, onError }: LoadHistoryProps) {
  const [page, setPage] = useState(0);
  const history = useBulkLoads({ constructorId, page: page + 1 }, currentRunning);
  const getErrors = async (load: BulkLoad) => {
    try {
      await downloadErrorFile(load.id);
    } catch (error) {
      onError(errorMessage(error, U.downloadFailed));
    }
  };
  const columns: Column<BulkLoad, never>[] = [
    {
      key: 'date',
      label: U.colDate,
      render: (l) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(l.createdAt)} {formatTime12(l.createdAt)}
        </Box>
      ),
    },
    { key: 'user', label: U.colUser, render: (l) => l.createdBy.name },
    {
      key: 'file',
      label: U.colFile,
      rowHeader: true,
      render: (l) => (
        <Button
          size="small"
          onClick={() => onOpen(l.id)}
          aria-label={U.openLoad(l.fileName)}
          aria-current={l.id === currentId ? 'true' : undefined}
          sx={{ textTransform: 'none', textAlign: 'left', p: 0, minWidth: 0 }}
        >
          {l.fileName}
        </Button>
      ),
    },
    {
      key: 'kind',
      label: U.colKind,
      render: (l) => (
        <>
          {U.kinds[l.kind]}
          {l.template && (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {U.templateNames[l.template]}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'status',
      label: U.colStatus,
      render: (l) => (
        <Chip
          size="small"
          variant="outlined"
          color={COLORS[l.status]}
          label={U.statuses[l.status]}
          sx={{ fontWeight: 600 }}
        />
      ),
    },
    {
      // One column for the three counts, so that the history fits beside the menu without scrolling sideways.
      key: 'result',
      label: U.colResult,
      render: (l) => (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1 }}>
          {(l.kind === 'PropertyDeletion'
            ? // A deletion's count is of properties deleted (kept in `updated`: they existed).
              ([
                [U.deletion.deleted, l.updated],
                [U.colErrors, l.errorRows],
              ] as const)
            : l.kind === 'PropertyImages' || l.kind === 'ProjectImages'
              ? // A zip's count is of images attached (never an update).
                ([
                  [U.images.attached, l.created],
                  [U.colErrors, l.errorRows],
                ] as const)
              : ([
                  [U.colCreated, l.created],
                  [U.colUpdated, l.updated],
                  [U.colErrors, l.errorRows],
                ] as const)
          ).map(([label, n]) => (
            <Fragment key={label}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {n}
              </Box>
            </Fragment>
          ))}
        </Box>
      ),
    },
    {
      key: 'actions',
      label: U.colActions,
      render: (l) =>
        l.hasErrorFile && (
          <IconButton
            size="small"
            aria-label={U.downloadErrorsOf(l.fileName)}
            onClick={() => void getErrors(l)}
          >
            <FileDownloadRounded fontSize="small" />
          </IconButton>
        ),
    },
  ];
  return (
    <Box
      component="section"
      aria-labelledby="bulk-history-title"
      // Set off from the section above (the deletion form, or the load panel) as the page's sections are.
      sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="bulk-history-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {U.historyTitle}
      </Typography>
      {history.isError && (
        <Typography role="alert" sx={{ color: 'error.main', mb: 1 }}>
          {errorMessage(history.error)}
        </Typography>
      )}
      <DataTable
        caption={U.historyCaption}
        columns={columns}
        items={history.data?.data ?? []}
        rowKey={(l) => l.id}
        total={history.data?.totalData ?? 0}
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        loading={history.isFetching && !history.data}
        empty={U.historyEmpty}
      />
    </Box>
  );
}
