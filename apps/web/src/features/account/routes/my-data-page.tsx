import KeyRounded from '@mui/icons-material/KeyRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { es, formatLastVisit, roleLabel } from '@tu360/domain';
import { Fragment } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useShellActions } from '../../../lib/shell-actions.ts';

const M = es.myData;

/** A titled list of name and value pairs (a description list, read as such by screen readers). */
function DataList({ id, title, items }: { id: string; title: string; items: [string, string][] }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.25 },
          m: 0,
        }}
      >
        {items.map(([name, value]) => (
          <Fragment key={name}>
            <Typography
              component="dt"
              sx={{ fontWeight: 600, color: 'text.secondary', mt: { xs: 1, sm: 0 } }}
            >
              {name}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

/** /mi-tienda/mis-datos: the store user's own data, from the session (profile, project and role, last visit). */
export default function MyDataPage() {
  const user = useSession((s) => s.user);
  const selectedSeller = useSession((s) => s.selectedSeller);
  const lastVisit = useSession((s) => s.lastVisit);
  const shell = useShellActions();
  if (!user) return null;
  const text = (value: string | null | undefined) => value?.trim() || M.empty;

  return (
    <PageFrame title={M.title}>
      <DataList
        id="my-data-profile"
        title={M.profile}
        items={[
          [M.name, text(`${user.given_name} ${user.family_name}`)],
          [M.email, text(user.email)],
          [M.phone, text(user.phone_number)],
          [M.identification, text(user.identification)],
          [user.realState ? M.agency : M.builder, text(user.constructorName)],
        ]}
      />
      <DataList
        id="my-data-access"
        title={M.access}
        items={[
          [M.project, selectedSeller?.name ?? M.noProject],
          // The role at the selected project, else the profile's (as the top bar shows it).
          [M.role, roleLabel(selectedSeller?.role ?? user.effectiveRole)],
          [M.lastVisit, lastVisit ? formatLastVisit(lastVisit) : M.empty],
        ]}
      />
      <Divider sx={{ mb: 3 }} />
      <Box component="section" aria-labelledby="my-data-security">
        <Typography id="my-data-security" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {M.security}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {M.securityText}
        </Typography>
        <Button
          variant="contained"
          startIcon={<KeyRounded aria-hidden />}
          onClick={() => shell?.openChangePassword()}
          disabled={!shell}
        >
          {M.changePassword}
        </Button>
      </Box>
    </PageFrame>
  );
}
