import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { es, ROUTES } from '@tu360/domain';
import { Link as RouterLink } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PublicLayout } from '../../../components/ui/public-layout.tsx';

/** Progress or failure of an identity-provider step, inside the sign-in layout. */
export function AuthStatus({ error, progressText }: { error: string | null; progressText: string }) {
  return (
    <PublicLayout>
      <Paper elevation={0} sx={{ p: 4, borderRadius: 3, width: '100%', maxWidth: 440 }}>
        {error ? (
          <>
            <Alert severity="error" role="alert" sx={{ mb: 3 }}>
              {error}
            </Alert>
            <Button component={RouterLink} to={ROUTES.login} variant="contained" fullWidth>
              {es.auth.backToLogin}
            </Button>
          </>
        ) : (
          <LoadingScreen text={progressText} />
        )}
      </Paper>
    </PublicLayout>
  );
}
