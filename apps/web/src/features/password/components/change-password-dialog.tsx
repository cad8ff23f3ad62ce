import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ChangePasswordForm, changePasswordFormSchema, es } from '@tu360/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { changePassword } from '../api/change-password.ts';

const FIELDS = [
  { name: 'currentPassword', label: es.password.current, autoComplete: 'current-password', hint: undefined },
  { name: 'newPassword', label: es.password.new, autoComplete: 'new-password', hint: es.password.rules },
  { name: 'confirmPassword', label: es.password.confirm, autoComplete: 'new-password', hint: undefined },
] as const;

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * "Cambiar contraseña" modal with the messages of spec sections 5 and 8. A refused change keeps the modal open
 * with the failure message above the fields, so the user can correct them; a change done closes it and shows
 * the success dialog.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, reset, watch, formState, setFocus } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [current, next] = watch(['currentPassword', 'newPassword']);

  const hide = () => {
    setDone(false);
    setFailed(false);
    reset(EMPTY);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFailed(false);
    const ok = await changePassword(values.currentPassword, values.newPassword).catch(() => false);
    if (ok) return setDone(true);
    setFailed(true);
    // The current password is what the server refuses: the user corrects it where the cursor is.
    setFocus('currentPassword', { shouldSelect: true });
  });

  return (
    <>
      <Dialog
        open={open && !done}
        onClose={hide}
        aria-labelledby="change-password-title"
        fullWidth
        maxWidth="xs"
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id="change-password-title">{es.password.changeTitle}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
            {failed && (
              <Alert severity="error" role="alert">
                <AlertTitle>{es.password.changeFailTitle}</AlertTitle>
                {es.password.changeFailText}
              </Alert>
            )}
            {FIELDS.map(({ name, label, autoComplete, hint }) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <PasswordField
                    {...field}
                    ref={ref}
                    label={label}
                    autoComplete={autoComplete}
                    required
                    fullWidth
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? hint}
                  />
                )}
              />
            ))}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={hide}>{es.common.cancel}</Button>
            <Button type="submit" variant="contained" disabled={!current || !next || formState.isSubmitting}>
              {es.password.changeButton}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ResultDialog
        open={open && done}
        success
        title={es.password.changeOkTitle}
        text={es.password.changeOkText}
        onClose={hide}
      />
    </>
  );
}
