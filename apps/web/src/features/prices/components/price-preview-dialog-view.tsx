import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { es, formatCop, formatNumber } from '@tu360/domain';
import type { PricePreview, PricePreviewRow } from '@tu360/domain/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';

const U = es.pricesUi;
/** Rows a page of the preview shows. */
const PAGE = 20;

export interface PricePreviewDialogProps {
  open: boolean;
  preview: PricePreview | null;
  /** The apply is on its way. */
  applying: boolean;
  /** A new preview is on its way (after a 409). */
  previewing: boolean;
  /** Why the last apply failed (the server's Spanish message); `outdated` when prices changed since (409). */
  failure: { message: string; outdated: boolean } | null;
  onApply: (acceptedWarnings: number[]) => void;
  onPreviewAgain: () => void;
  onClose: () => void;
}

const money = (n: number | null) => (n === null ? '—' : formatCop(n));
const percent = (n: number | null) =>
  n === null ? '—' : `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))} %`;

/** Before and after, on one line each ("$ 300.000.000 → $ 320.000.000"). */
function Change({ from, to }: { from: number | null; to: number | null }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {money(from)} → <strong>{money(to)}</strong>
    </Box>
  );
}

/**
 * The preview of a price update (issue 12): each row old → new, the change in %, the price per m² before and
 * after, and its error or its warnings, each warning row with "Aplicar de todos modos". "Aplicar" stays disabled
 * while a row has an error or a warning not ticked; a failed apply shows the server's message, and when prices
 * changed since the preview (409) offers a new one.
 */
export function PricePreviewDialogView(props: PricePreviewDialogProps) {
  const id = useId();
  const { preview } = props;
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [page, setPage] = useState(0);
  // A new preview (after a 409) asks for the ticks again: its warnings may be others.
  const [token, setToken] = useState(preview?.previewToken);
  if (preview?.previewToken !== token) {
    setToken(preview?.previewToken);
    setAccepted(new Set());
    setPage(0);
  }
  const rows = preview?.rows ?? [];
  const warned = rows.filter((r) => r.warnings.length > 0 && r.productId !== null);
  const pending = warned.filter((r) => !accepted.has(r.productId as number)).length;
  const errorRows = rows.filter((r) => r.errors.length > 0).length;
  const changes = preview?.changes ?? 0;
  const canApply = !!preview && errorRows === 0 && pending === 0 && changes > 0 && !props.applying;

  const toggle = (productId: number) => {
    const next = new Set(accepted);
    if (next.has(productId)) next.delete(productId);
    else next.add(productId);
    setAccepted(next);
  };

  const columns: Column<PricePreviewRow, never>[] = [
    ...(rows.some((r) => r.row !== null)
      ? [{ key: 'row', label: U.colRow, render: (r: PricePreviewRow) => r.row ?? '—' }]
      : []),
    { key: 'refId', label: U.colReference, render: (r) => r.refId || '—' },
    { key: 'name', label: U.colName, rowHeader: true, render: (r) => r.name || '—' },
    { key: 'price', label: U.colOldNew, render: (r) => <Change from={r.oldPrice} to={r.newPrice} /> },
    { key: 'change', label: U.colChange, render: (r) => percent(r.changePercent) },
    {
      key: 'perM2',
      label: U.colPricePerM2OldNew,
      render: (r) => <Change from={r.oldPricePerM2} to={r.newPricePerM2} />,
    },
    {
      key: 'notes',
      label: U.colNotes,
      render: (r) => (
        <Box sx={{ minWidth: 240, maxWidth: 420 }}>
          {r.errors.map((e) => (
            <Typography key={e} variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
              {e}
            </Typography>
          ))}
          {r.warnings.map((w) => (
            <Typography key={w.kind} variant="body2" sx={{ color: 'warning.dark' }}>
              {w.message}
            </Typography>
          ))}
          {r.warnings.length > 0 && r.productId !== null && r.errors.length === 0 && (
            <FormControlLabel
              label={U.applyAnyway}
              control={
                <Checkbox
                  size="small"
                  checked={accepted.has(r.productId)}
                  onChange={() => toggle(r.productId as number)}
                  // The visible label, with the row's name for a screen reader.
                  slotProps={{ input: { 'aria-label': U.applyAnywayOf(r.name) } }}
                />
              }
            />
          )}
          {r.errors.length === 0 && r.warnings.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {U.noNotes}
            </Typography>
          )}
        </Box>
      ),
    },
  ];

  return (
    <Dialog
      open={props.open}
      onClose={props.applying ? undefined : props.onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      maxWidth="lg"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{U.previewTitle}</DialogTitle>
      <DialogContent>
        {preview && (
          <Typography id={`${id}-summary`} sx={{ mb: 1, fontWeight: 600 }}>
            {U.previewSummary(preview.changes, preview.errorRows, preview.warningRows)}
          </Typography>
        )}
        {errorRows > 0 && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {U.hasErrors}
          </Alert>
        )}
        {errorRows === 0 && pending > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {U.pendingWarnings(pending)}
          </Alert>
        )}
        {preview && errorRows === 0 && changes === 0 && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {U.nothingChanges}
          </Alert>
        )}
        {props.failure && (
          <Alert
            severity="error"
            role="alert"
            sx={{ mb: 1 }}
            action={
              props.failure.outdated && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={props.onPreviewAgain}
                  disabled={props.previewing}
                >
                  {U.previewAgain}
                </Button>
              )
            }
          >
            {props.failure.message}
          </Alert>
        )}
        <DataTable
          caption={U.previewCaption}
          columns={columns}
          items={rows.slice(page * PAGE, (page + 1) * PAGE)}
          rowKey={(r) => `${r.row ?? ''}-${r.productId ?? r.refId}`}
          total={rows.length}
          page={page}
          pageSize={PAGE}
          onPageChange={setPage}
          loading={props.previewing}
          empty={U.nothingChanges}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose} disabled={props.applying}>
          {U.close}
        </Button>
        <Button
          variant="contained"
          disabled={!canApply}
          onClick={() =>
            props.onApply(warned.map((r) => r.productId as number).filter((p) => accepted.has(p)))
          }
        >
          {props.applying ? U.applying : U.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
