import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { es, ROUTES } from '@tu360/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PublicLayout } from '../../../components/ui/public-layout.tsx';
import { useConfig } from '../../../lib/config.ts';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { LoginForm } from '../components/login-form.tsx';

/** Loaded when first asked for: its form validates with the domain's zod schema, which sign-in itself does not need. */
const RecoveryDialog = lazy(() =>
  import('../components/recovery-dialog.tsx').then((m) => ({ default: m.RecoveryDialog })),
);

/** "o" and the identity provider's button; drawn invisible (and out of reach) to hold its room. */
function ProviderSignIn({ placeholder = false }: { placeholder?: boolean }) {
  return (
    <Box aria-hidden={placeholder || undefined} sx={placeholder ? { visibility: 'hidden' } : undefined}>
      <Divider sx={{ my: 3 }}>{es.common.or}</Divider>
      <Button
        component={RouterLink}
        to={ROUTES.loginCognito}
        variant="outlined"
        size="large"
        fullWidth
        tabIndex={placeholder ? -1 : undefined}
        startIcon={<AccountBalanceRounded aria-hidden />}
      >
        {es.auth.signInWithProvider}
      </Button>
    </Box>
  );
}

export default function LoginPage() {
  const config = useConfig();
  const [recoveryOpen, setRecoveryOpen] = useState(false);

  useEffect(() => {
    // An error of an earlier attempt is not shown again on a fresh visit.
    if (!getSession().loading) setSession({ error: null });
  }, []);

  return (
    <PublicLayout title={es.auth.loginTitle}>
      <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, width: '100%', maxWidth: 440 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 3, color: 'primary.main' }}>
          {es.auth.loginTitle}
        </Typography>
        <LoginForm />
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Link component="button" type="button" variant="body2" onClick={() => setRecoveryOpen(true)}>
            {es.auth.forgotPassword}
          </Link>
        </Box>
        {/* The page is centred: the provider's button appearing with the configuration would move the form
            (CLS 0.035 on a phone), so its room is kept, invisible, while the configuration loads. */}
        {config.isPending && <ProviderSignIn placeholder />}
        {config.data?.oidc && <ProviderSignIn />}
      </Paper>
      {recoveryOpen && (
        <Suspense fallback={null}>
          <RecoveryDialog open onClose={() => setRecoveryOpen(false)} />
        </Suspense>
      )}
    </PublicLayout>
  );
}
