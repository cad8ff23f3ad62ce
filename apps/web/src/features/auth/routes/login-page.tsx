import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { es, ROUTES } from '@tu360/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../../components/ui/public-layout.tsx';
import { useConfig } from '../../../lib/config.ts';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { LoginForm } from '../components/login-form.tsx';
import { RecoveryDialog } from '../components/recovery-dialog.tsx';

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
        {config.data?.oidc && (
          <>
            <Divider sx={{ my: 3 }}>{es.common.or}</Divider>
            <Button
              component={RouterLink}
              to={ROUTES.loginCognito}
              variant="outlined"
              size="large"
              fullWidth
              startIcon={<AccountBalanceRounded aria-hidden />}
            >
              {es.auth.signInWithProvider}
            </Button>
          </>
        )}
      </Paper>
      <RecoveryDialog open={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
    </PublicLayout>
  );
}
