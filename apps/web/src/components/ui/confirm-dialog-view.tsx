import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { es } from '@tu360/domain';
import { useId } from 'react';
import { Button } from './button.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  /** The button that closes without acting (Cancelar unless given: the spec's confirmations say Volver). */
  cancelLabel?: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A yes/no question before an action. */
export function ConfirmDialogView(props: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={props.text ? `${id}-text` : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      {props.text && (
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{props.text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onCancel} autoFocus>
          {props.cancelLabel ?? es.common.cancel}
        </Button>
        <Button variant="contained" onClick={props.onConfirm} disabled={props.pending}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
