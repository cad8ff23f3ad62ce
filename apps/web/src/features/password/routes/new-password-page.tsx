import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { es, type ResetPasswordForm, ROUTES, resetPasswordFormSchema } from '@tu360/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { PublicLayout } from '../../../components/ui/public-layout.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { resetPassword } from '../api/reset-password.ts';

/** /nueva-contrasena: sets a new password with the token of the recovery link. */
export default function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<boolean | null>(null);
  const { control, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: params.get('email') ?? '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setResult(await resetPassword({ ...values, token }).catch(() => false));
  });

  return (
    <PublicLayout title={es.password.resetTitle}>
      <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, width: '100%', maxWidth: 460 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 3, color: 'primary.main' }}>
          {es.password.resetTitle}
        </Typography>
        {result !== null && (
          <Alert severity={result ? 'success' : 'error'} role="alert" sx={{ mb: 3 }}>
            {result ? es.password.resetOk : es.password.resetFail}
          </Alert>
        )}
        {result ? (
          <Button component={RouterLink} to={ROUTES.login} variant="contained" fullWidth>
            {es.auth.backToLogin}
          </Button>
        ) : (
          <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
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
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Controller
              name="newPassword"
              control={control}
              render={({ field, fieldState }) => (
                <PasswordField
                  {...field}
                  label={es.password.new}
                  autoComplete="new-password"
                  required
                  fullWidth
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? es.password.rules}
                />
              )}
            />
            <Controller
              name="confirmPassword"
              control={control}
              render={({ field, fieldState }) => (
                <PasswordField
                  {...field}
                  label={es.password.confirm}
                  autoComplete="new-password"
                  required
                  fullWidth
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
              {es.password.resetButton}
            </Button>
            <Link component={RouterLink} to={ROUTES.login} variant="body2" sx={{ textAlign: 'center' }}>
              {es.auth.backToLogin}
            </Link>
          </Stack>
        )}
      </Paper>
    </PublicLayout>
  );
}
