import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { es, ROUTES } from '@tu360/domain';
import type { BulkLoad, BulkLoadDetail } from '@tu360/domain/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  bulkLoadKeys,
  downloadErrorFile,
  isRunning,
  useBulkLoad,
  useCancelLoad,
  useConfirmLoad,
} from '../api/bulk-loads.ts';
import { refreshAfterLoad } from '../refresh-after-load.ts';
import { LoadErrors } from './load-errors.tsx';
import { LoadSummary } from './load-summary.tsx';

const U = es.bulkLoadsUi;

export interface LoadPanelProps {
  /** The load shown (the page keeps it in the URL, so that a reload resumes it). */
  id: string;
  /** Back to the upload form. */
  onDismiss: () => void;
  onError: (message: string) => void;
  /** A write the page watched has ended (Done or Failed): the page may show its toast (deletion's, spec §8). */
  onFinished?: (load: BulkLoad) => void;
}

/** The rows done of the current step (reading and checking, then writing). */
function Progress({ load }: { load: BulkLoad }) {
  // While a workbook is read its total is not known yet (the server counts as it streams): no percentage then.
  const known = load.rowsTotal > 0 && !(load.status === 'Validating' && load.rowsDone >= load.rowsTotal);
  const value = known ? Math.min(100, (load.rowsDone / load.rowsTotal) * 100) : undefined;
  return (
    <Box sx={{ my: 2 }}>
      <Typography sx={{ mb: 1 }}>
        {load.status === 'Applying'
          ? load.kind === 'PropertyDeletion'
            ? U.deletion.applying
            : load.kind === 'PropertyImages' || load.kind === 'ProjectImages'
              ? U.images.applying
              : U.applying
          : U.validating}
      </Typography>
      <LinearProgress
        aria-label={U.progressLabel}
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" aria-live="polite" sx={{ mt: 1, color: 'text.secondary' }}>
        {known ? U.rowsOf(load.rowsDone, load.rowsTotal) : U.rowsSoFar(load.rowsDone)}
      </Typography>
    </Box>
  );
}

/** A load: its progress while it runs, the dry run to confirm or cancel, then its outcome. */
export function LoadPanel({ id, onDismiss, onError, onFinished }: LoadPanelProps) {
  const qc = useQueryClient();
  const query = useBulkLoad(id);
  const confirm = useConfirmLoad();
  const cancel = useCancelLoad();
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [resultOpen, setResultOpen] = useState(false);
  /** The load was written while the page watched (not opened already done from the history). */
  const watchedWrite = useRef(false);
  /** The panel, brought back into view when a confirmed write starts and ends (see below). */
  const section = useRef<HTMLElement>(null);
  const load: BulkLoadDetail | undefined = query.data;
  const status = load?.status;

  // Each step the load takes shows in the history too.
  useEffect(() => {
    if (status) void qc.invalidateQueries({ queryKey: bulkLoadKeys.history });
  }, [status, qc]);
  // A written load refreshes what it changed on other screens (the project lists after a projects load).
  const kind = load?.kind;
  useEffect(() => {
    if (kind && status) void refreshAfterLoad(qc, { kind, status });
  }, [kind, status, qc]);

  // The confirm button sits below a long dry run (on a phone, below the fold): the progress and then the outcome
  // that replace it are shorter, and were left above the screen. A write the user confirmed scrolls its panel back.
  useEffect(() => {
    if (!watchedWrite.current || !(status === 'Applying' || status === 'Done' || status === 'Failed')) return;
    const el = section.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView?.({ block: 'start' });
  }, [status]);

  useEffect(() => {
    if (status === 'Applying') watchedWrite.current = true;
    if ((status === 'Done' || status === 'Failed') && watchedWrite.current && load) {
      watchedWrite.current = false;
      onFinished?.(load);
      // A deletion ends with the page's toast (spec section 8) rather than the result dialog.
      if (status === 'Done' && load.kind !== 'PropertyDeletion') setResultOpen(true);
    }
  }, [status, load, onFinished]);
  /** Deleting by file: the dialog and texts speak of properties deleted (the count is in toUpdate/updated). */
  const deletion = load?.kind === 'PropertyDeletion';
  /** A zip of images: the texts speak of images (the count is in toCreate/created). */
  const images = load?.kind === 'PropertyImages' || load?.kind === 'ProjectImages';

  const fail = (error: unknown) => onError(errorMessage(error));
  const getErrors = async () => {
    setDownloading(true);
    try {
      await downloadErrorFile(id);
    } catch (error) {
      onError(errorMessage(error, U.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };

  const another = (
    <Button variant="outlined" onClick={onDismiss}>
      {U.newLoad}
    </Button>
  );
  const frame = (children: ReactNode) => (
    <Box
      ref={section}
      component="section"
      aria-labelledby="bulk-load-title"
      // Below the shell's sticky header when scrolled into view.
      sx={{ mb: 3, scrollMarginTop: { xs: 120, md: 80 } }}
    >
      <Typography id="bulk-load-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 0.5 }}>
        {load && !isRunning(load.status) && load.status !== 'Validated' ? U.loadEndedTitle : U.loadTitle}
      </Typography>
      {load && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {U.fileOf(load.fileName)} · {load.template ? U.templateNames[load.template] : U.kinds[load.kind]}
        </Typography>
      )}
      {children}
    </Box>
  );

  if (query.isError)
    return frame(
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(query.error, U.notFound)}
        </Alert>
        {another}
      </>,
    );
  if (!load) return frame(<LinearProgress aria-label={es.common.loading} />);

  const ofProjects = load.kind === 'Projects' || load.kind === 'ProjectImages';
  const listLink = ofProjects ? ROUTES.projects : ROUTES.properties;
  const listLabel = ofProjects ? U.goToProjects : U.goToProperties;
  const errorFileButton = load.hasErrorFile && (
    <Button
      variant="outlined"
      onClick={getErrors}
      disabled={downloading}
      startIcon={<FileDownloadRounded aria-hidden />}
    >
      {downloading ? U.downloading : U.downloadErrors}
    </Button>
  );

  let body: ReactNode;
  if (isRunning(load.status)) body = <Progress load={load} />;
  else if (load.status === 'Validated')
    body = (
      <>
        <LoadSummary load={load} />
        <Alert severity={load.errorRows > 0 ? 'error' : 'success'} sx={{ mb: 2 }}>
          {load.errorRows > 0
            ? images
              ? U.images.hasErrors(load.errorRows)
              : U.hasErrors(load.errorRows)
            : deletion
              ? U.deletion.noErrors
              : images
                ? U.images.noErrors
                : U.noErrors}
        </Alert>
        {load.errors.length > 0 && <LoadErrors errors={load.errors} images={images} />}
        {load.errorRows > load.errors.length && (
          <Typography variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
            {U.moreErrors(load.errors.length, load.errorRows)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          {errorFileButton}
          <Button
            variant="contained"
            disabled={load.errorRows > 0 || confirm.isPending}
            onClick={() => setAsking(true)}
          >
            {deletion ? U.deletion.confirm : U.confirm}
          </Button>
          <Button
            color="inherit"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(load.id, { onError: fail })}
          >
            {U.cancel}
          </Button>
        </Box>
      </>
    );
  else if (load.status === 'Done')
    body = (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          <AlertTitle>{deletion ? es.property.deletedTitle : U.doneTitle}</AlertTitle>
          {deletion
            ? U.deletion.doneText(load.updated)
            : images
              ? U.images.doneText(load.created)
              : U.doneText(load.created, load.updated)}
        </Alert>
        {deletion && <LoadSummary load={load} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button component={Link} to={listLink} variant="contained">
            {listLabel}
          </Button>
          {another}
        </Box>
      </>
    );
  else {
    const [severity, fallback] =
      load.status === 'Cancelled'
        ? (['info', U.cancelled] as const)
        : load.status === 'Interrupted'
          ? (['warning', U.interrupted] as const)
          : (['error', U.failed] as const);
    body = (
      <>
        <Alert severity={severity} sx={{ mb: 2 }}>
          <AlertTitle>{U.statuses[load.status]}</AlertTitle>
          {load.message ?? fallback}
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {errorFileButton}
          {another}
        </Box>
      </>
    );
  }

  return frame(
    <>
      {body}
      <ConfirmDialog
        open={asking}
        title={deletion ? U.deletion.confirmTitle : U.confirmTitle}
        text={
          deletion
            ? U.deletion.confirmText(load.toUpdate)
            : images
              ? U.images.confirmText(load.toCreate)
              : U.confirmText(load.toCreate, load.toUpdate)
        }
        confirmLabel={deletion ? U.deletion.confirm : U.confirm}
        pending={confirm.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          watchedWrite.current = true;
          confirm.mutate(load.id, { onSettled: () => setAsking(false), onError: fail });
        }}
      />
      <ResultDialog
        open={resultOpen}
        success
        title={U.doneTitle}
        text={images ? U.images.doneText(load.created) : U.doneText(load.created, load.updated)}
        onClose={() => setResultOpen(false)}
      />
    </>,
  );
}
