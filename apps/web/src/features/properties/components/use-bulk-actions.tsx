import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  type PropertyRef,
  useDeleteProperties,
  useHideProperties,
  useRequestPropertyApproval,
} from '../api/property-state.ts';
import { useOutcome } from './outcome-dialog.tsx';

const P = es.property;
const U = es.propertyUi;

/** Ocultar (with the reason modal), Eliminar and Solicitar aprobación for the selected properties. */
export function useBulkActions(selected: PropertyRef[], onDone: () => void) {
  const hide = useHideProperties();
  const remove = useDeleteProperties();
  const request = useRequestPropertyApproval();
  const outcome = useOutcome();
  const [dialog, setDialog] = useState<'hide' | 'delete' | 'request' | null>(null);
  const pending = hide.isPending || remove.isPending || request.isPending;

  const fail = (e: unknown) => {
    setDialog(null);
    outcome.show({ success: false, title: P.bulkErrorTitle, text: errorMessage(e) });
  };
  const ok = (title: string, text: string) => {
    setDialog(null);
    onDone();
    outcome.show({ success: true, title, text });
  };

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
        onClick={() => setDialog('request')}
      >
        {U.requestApproval}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<VisibilityOffRounded aria-hidden />}
        disabled={!selected.length || pending}
        onClick={() => setDialog('hide')}
      >
        {U.hide}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineRounded aria-hidden />}
        disabled={!selected.length || pending}
        onClick={() => setDialog('delete')}
      >
        {U.remove}
      </Button>
    </Box>
  );

  const elements = (
    <>
      <ReasonDialog
        open={dialog === 'hide'}
        title={U.hideQuestion(selected.length)}
        text={U.selectedCount(selected.length)}
        label={U.reason}
        confirmLabel={U.hide}
        pending={hide.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(reason) =>
          hide.mutate(
            { items: selected, reason },
            { onSuccess: () => ok(P.bulkOkTitle, P.bulkOkText), onError: fail },
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={U.deleteQuestion(selected.length)}
        text={`${U.selectedCount(selected.length)}. ${U.deleteText}`}
        confirmLabel={U.remove}
        pending={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(selected, {
            onSuccess: () => ok(P.removedTitle(selected.length), P.removedText(selected.length)),
            onError: fail,
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'request'}
        title={U.requestApprovalQuestion(selected.length)}
        text={U.selectedCount(selected.length)}
        confirmLabel={U.requestApproval}
        pending={request.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          request.mutate(selected, { onSuccess: () => ok(P.bulkOkTitle, P.bulkOkText), onError: fail })
        }
      />
      {outcome.element}
    </>
  );

  return { toolbar, elements };
}
