import HomeWorkRounded from '@mui/icons-material/HomeWorkRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';

/** Text logo "Tu360 Inmobiliario". */
export function BrandLogo({
  inverted = false,
  size = 'medium',
}: {
  inverted?: boolean;
  size?: 'medium' | 'large';
}) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <HomeWorkRounded aria-hidden sx={{ color: 'secondary.main', fontSize: large ? 40 : 28 }} />
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: large ? '1.75rem' : '1.2rem',
          letterSpacing: '-0.01em',
          color: inverted ? 'common.white' : 'primary.main',
          whiteSpace: 'nowrap',
        }}
      >
        {es.common.brand}
      </Typography>
    </Box>
  );
}
