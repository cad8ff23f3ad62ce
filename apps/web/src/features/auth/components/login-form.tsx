import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { es } from '@tu360/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { signInWithPassword } from '../sign-in.ts';

type Field = 'username' | 'password';
type Values = Record<Field, string>;

/** The only rule of the sign-in form: both fields filled (the server judges the credentials). */
export function missingFields(values: Values): Field[] {
  return (['username', 'password'] as const).filter((name) => values[name].trim() === '');
}

/**
 * Username and password sign-in. Two required fields do not need a form library: the page that paints first
 * stays 12 KB lighter. Like the other forms, errors show once the user tries to submit and follow each keystroke
 * afterwards, and the first empty field takes the focus.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const loading = useSession((s) => s.loading);
  const error = useSession((s) => s.error);
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const missing = submitted ? missingFields(values) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const empty = missingFields(values);
    if (empty.length) {
      inputs[empty[0]].current?.focus();
      return;
    }
    try {
      navigate(await signInWithPassword(values.username.trim(), values.password), { replace: true });
    } catch {
      // The error is in the session and shown below.
    }
  };

  const bind = (name: Field) => ({
    name,
    ref: inputs[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    required: true,
    fullWidth: true,
    error: missing.includes(name),
    helperText: missing.includes(name) ? es.common.required : undefined,
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5} aria-label={es.auth.loginTitle}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField {...bind('username')} label={es.auth.username} autoComplete="username" />
      <PasswordField {...bind('password')} label={es.auth.password} autoComplete="current-password" />
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
