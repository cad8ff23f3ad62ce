import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { PropertyRef } from '../api/property-state.ts';
import type { BulkDialog } from './bulk-action-dialogs.tsx';
import { useOutcome } from './outcome-dialog.tsx';

const BulkActionDialogs = lazy(() => import('./bulk-action-dialogs.tsx'));

const U = es.propertyUi;

/** Ocultar (with the reason modal), Eliminar and Solicitar aprobación for the selected properties. */
export function useBulkActions(selected: PropertyRef[], onDone: () => void) {
  const outcome = useOutcome();
  const [dialog, setDialog] = useState<BulkDialog | null>(null);
  // The dialogs load the first time one opens, and stay (so that closing keeps its transition).
  const [wanted, setWanted] = useState(false);
  const [pending, setPending] = useState(false);
  const open = (d: BulkDialog) => {
    setWanted(true);
    setDialog(d);
  };
  const close = useCallback(() => setDialog(null), []);

  const toolbar = (
    <Box
      role="toolbar"
      aria-label={U.bulkActions}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 40, mb: 1 }}
    >
      <Typography sx={{ fontWeight: 600, mr: 1 }} aria-live="polite">
        {selected.length > 0 ? U.selectedCount(selected.length) : ''}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SendRounded aria-hidden />}
        disabled={!selected.length || pending}
        onClick={() => open('request')}
      >
        {U.requestApproval}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<VisibilityOffRounded aria-hidden />}
        disabled={!selected.length || pending}
        onClick={() => open('hide')}
      >
        {U.hide}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineRounded aria-hidden />}
        disabled={!selected.length || pending}
        onClick={() => open('delete')}
      >
        {U.remove}
      </Button>
    </Box>
  );

  const elements = (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <BulkActionDialogs
            dialog={dialog}
            selected={selected}
            onClose={close}
            onDone={onDone}
            showOutcome={outcome.show}
            onPendingChange={setPending}
          />
        </Suspense>
      )}
      {outcome.element}
    </>
  );

  return { toolbar, elements };
}
