import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { es } from '@tu360/domain';
import { useId } from 'react';
import { Button } from './button.tsx';

export interface ResultDialogProps {
  open: boolean;
  success: boolean;
  title: string;
  text: string;
  onClose: () => void;
}

/** Success or failure message of an operation (spec section 8). */
export function ResultDialogView({ open, success, title, text, onClose }: ResultDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 4 }}>
        {success ? (
          <CheckCircleOutlined color="success" aria-hidden />
        ) : (
          <ErrorOutlined color="error" aria-hidden />
        )}
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {es.common.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
