import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { es, recoveryPasswordBodySchema } from '@tu360/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { recoverPassword } from '../api/recover-password.ts';

type Outcome = 'ok' | 'fail' | null;

/** "¿Olvidaste tu contraseña?": sends the recovery link to an email. */
export function RecoveryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(recoveryPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const close = () => {
    setOutcome(null);
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ email }) => {
    const ok = await recoverPassword(email).catch(() => false);
    setOutcome(ok ? 'ok' : 'fail');
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby="recovery-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="recovery-title">{es.password.recoveryTitle}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {outcome !== 'ok' && (
            <Controller
              name="email"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={es.password.recoveryEmail}
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
                  autoFocus
                  margin="dense"
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
          {outcome && (
            <Alert severity={outcome === 'ok' ? 'success' : 'error'} role="alert">
              {outcome === 'ok' ? es.password.recoveryOk : es.password.recoveryFail}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {outcome === 'ok' ? (
            <Button variant="contained" onClick={close}>
              {es.common.close}
            </Button>
          ) : (
            <>
              <Button onClick={close}>{es.common.cancel}</Button>
              <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                {es.password.recoverySend}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
