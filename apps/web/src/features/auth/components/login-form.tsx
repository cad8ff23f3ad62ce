import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { es } from '@tu360/domain';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { signInWithPassword } from '../sign-in.ts';

interface LoginValues {
  username: string;
  password: string;
}

const required = { required: es.common.required };

/** Username and password sign-in. */
export function LoginForm() {
  const navigate = useNavigate();
  const loading = useSession((s) => s.loading);
  const error = useSession((s) => s.error);
  const { control, handleSubmit } = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });

  const submit = handleSubmit(async ({ username, password }) => {
    try {
      navigate(await signInWithPassword(username.trim(), password), { replace: true });
    } catch {
      // The error is in the session and shown below.
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5} aria-label={es.auth.loginTitle}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Controller
        name="username"
        control={control}
        rules={required}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={es.auth.username}
            autoComplete="username"
            required
            fullWidth
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        rules={required}
        render={({ field, fieldState }) => (
          <PasswordField
            {...field}
            label={es.auth.password}
            autoComplete="current-password"
            required
            fullWidth
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={loading}
        startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {es.auth.signIn}
      </Button>
    </Stack>
  );
}
