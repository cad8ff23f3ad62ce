import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_CLOSE_MS } from '@tu360/domain';
import { useCallback, useMemo, useState } from 'react';
import { Button } from './button.tsx';

export interface ToastMessage {
  severity: 'success' | 'error' | 'info';
  title: string;
  text?: string;
  /** Milliseconds before it closes by itself; TOAST_AUTO_CLOSE_MS unless said. */
  autoHideMs?: number;
  /** A button in the toast ("Deshacer"); pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
}

/** A toast that closes by itself after TOAST_AUTO_CLOSE_MS (spec section 9). */
export function Toast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  return (
    <Snackbar
      open={!!toast}
      autoHideDuration={toast?.autoHideMs ?? TOAST_AUTO_CLOSE_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ mt: 7 }}
    >
      <Alert
        severity={toast?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        sx={{ minWidth: 320, maxWidth: 480 }}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{toast?.title}</AlertTitle>
        {toast?.text}
        {toast?.action && (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => {
              toast.action?.onClick();
              onClose();
            }}
            sx={{ display: 'block', mt: 1, fontWeight: 700 }}
          >
            {toast.action.label}
          </Button>
        )}
      </Alert>
    </Snackbar>
  );
}

/** Local toast state and its element: `show` opens one, the element renders it. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const close = useCallback(() => setToast(null), []);
  const element = useMemo(() => <Toast toast={toast} onClose={close} />, [toast, close]);
  return { show: setToast, element };
}
