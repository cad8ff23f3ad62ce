import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { projectStatusLabel, storeRoleTag } from '@tu360/domain';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';
import type { StoreItem } from '../../../lib/stores.ts';

/** A project in the projects summary: logo, name, role tag and status; choosing it selects it. */
export function StoreCard({
  store,
  onSelect,
  disabled,
}: {
  store: StoreItem;
  onSelect: () => void;
  disabled?: boolean;
}) {
  const status = projectStatusLabel(store.status);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      <CardActionArea
        onClick={onSelect}
        disabled={disabled}
        sx={{ height: '100%', alignItems: 'flex-start' }}
      >
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <StoreLogo name={store.name} logo={store.logo} size={56} />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              {store.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" label={storeRoleTag(store.role)} color="secondary" />
              {status && <Chip size="small" variant="outlined" label={status} />}
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
