import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { es, ROUTES } from '@tu360/domain';
import { Link as RouterLink, useLocation } from 'react-router';
import { PublicLayout } from '../../components/ui/public-layout.tsx';

const TITLES: Record<string, string> = {
  [ROUTES.maintenance]: es.publicPages.maintenanceTitle,
  [ROUTES.terms]: es.publicPages.termsTitle,
};

/** Public pages whose content belongs to a later issue (maintenance, terms). */
export default function PublicPendingPage() {
  const { pathname } = useLocation();
  return (
    <PublicLayout title={TITLES[pathname]}>
      <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, width: '100%', maxWidth: 520 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 2, color: 'primary.main' }}>
          {TITLES[pathname] ?? es.shell.brand}
        </Typography>
        <Typography sx={{ mb: 3 }}>{es.shell.pagePending}</Typography>
        <Button component={RouterLink} to={ROUTES.login} variant="contained">
          {es.auth.backToLogin}
        </Button>
      </Paper>
    </PublicLayout>
  );
}
