import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { es, ROUTES } from '@tu360/domain';
import { Button } from '../../components/ui/button.tsx';
import { PublicLayout } from '../../components/ui/public-layout.tsx';

/** Shown when a page fails to render or its chunk cannot load. */
export function RouteError() {
  return (
    <PublicLayout>
      <Paper elevation={0} sx={{ p: 4, borderRadius: 3, maxWidth: 440 }}>
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {es.common.unexpected}
        </Alert>
        <Button href={ROUTES.home} variant="contained" fullWidth>
          {es.common.continue}
        </Button>
      </Paper>
    </PublicLayout>
  );
}
