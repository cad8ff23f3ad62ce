import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProjectItem } from '@tu360/domain/contracts';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';

/** Logo and name of a project, with its business name (or another text, such as its builder) below. */
export function ProjectNameCell({ item, secondary }: { item: ProjectItem; secondary?: string }) {
  const below = secondary ?? (item.businessName !== item.name ? item.businessName : null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 160 }}>
      <StoreLogo name={item.name} logo={item.logo} size={36} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontSize: '0.92rem' }}>{item.name}</Typography>
        {below && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {below}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
