import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { es, roleLabel } from '@tu360/domain';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';
import { useSession } from '../../../lib/session-store.ts';

/** /inicio for platform administrators. */
export default function AdminHomePage() {
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selectedConstructor);
  if (!user) return null;
  return (
    <PageFrame title={es.home.adminTitle(user.given_name)}>
      <Chip label={roleLabel(user.effectiveRole)} color="secondary" sx={{ mb: 2, fontWeight: 600 }} />
      <Typography sx={{ maxWidth: 720 }}>{es.home.adminText}</Typography>
      {selected && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 3 }}>
          <StoreLogo name={selected.name} logo={selected.logo} size={56} />
          <Typography component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
            {selected.name}
          </Typography>
        </Stack>
      )}
    </PageFrame>
  );
}
