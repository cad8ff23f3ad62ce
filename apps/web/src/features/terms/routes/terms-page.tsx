import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { es, ROUTES } from '@tu360/domain';
import type { TermsVersion } from '@tu360/domain/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PublicLayout } from '../../../components/ui/public-layout.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { isSignedIn, useSession } from '../../../lib/session-store.ts';
import { getCurrentTerms } from '../api/terms.ts';
import { TermsBody } from '../components/terms-body.tsx';

/** The form of a new version: only a platform administrator who may publish ever downloads it. */
const PublishTermsForm = lazy(() =>
  import('../components/publish-terms-form.tsx').then((m) => ({ default: m.PublishTermsForm })),
);

type Loaded = { terms: TermsVersion } | { error: string } | null;

/** /terminos-condiciones: the current terms for anyone; a platform administrator may publish a new version. */
export default function TermsPage() {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const signedIn = useSession(isSignedIn);
  const canPublish = useSession((s) => !!s.user?.isAdmin && !!s.user.permission?.includes('terms.publish'));

  useEffect(() => {
    const abort = new AbortController();
    getCurrentTerms(abort.signal).then(
      (terms) => setLoaded({ terms }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoaded({ error: errorMessage(error, es.termsVersions.loadFailed) });
      },
    );
    return () => abort.abort();
  }, []);

  return (
    <PublicLayout title={es.termsVersions.pageTitle}>
      <Box sx={{ width: '100%', maxWidth: 760, display: 'flex', flexDirection: 'column', gap: 3, py: 2 }}>
        <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 2, color: 'primary.main' }}
          >
            {es.termsVersions.pageTitle}
          </Typography>
          {loaded === null ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
              <CircularProgress size={24} aria-hidden />
              {es.termsVersions.loading}
            </Box>
          ) : 'error' in loaded ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              {loaded.error}
            </Alert>
          ) : (
            <TermsBody terms={loaded.terms} headingLevel="h2" />
          )}
          <Button
            component={RouterLink}
            to={signedIn ? ROUTES.home : ROUTES.login}
            variant="contained"
            sx={{ mt: 2 }}
          >
            {signedIn ? es.termsVersions.backToPortal : es.auth.backToLogin}
          </Button>
        </Paper>
        {canPublish && (
          <Suspense fallback={null}>
            <PublishTermsForm onPublished={(terms) => setLoaded({ terms })} />
          </Suspense>
        )}
      </Box>
    </PublicLayout>
  );
}
