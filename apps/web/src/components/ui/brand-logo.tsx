import HomeWorkRounded from '@mui/icons-material/HomeWorkRounded';
import Box from '@mui/material/Box';
import { es } from '@tu360/domain';

const sizes = { medium: { icon: 28, text: '1.2rem' }, large: { icon: 40, text: '1.75rem' } } as const;

/** Text logo "Tu360 Inmobiliario": the icon and a plain span, styled once by their box (no Typography). */
export function BrandLogo({
  inverted = false,
  size = 'medium',
}: {
  inverted?: boolean;
  size?: 'medium' | 'large';
}) {
  const { icon, text } = sizes[size];
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        '& > svg': { color: theme.palette.secondary.main, fontSize: icon },
        '& > span': {
          ...theme.typography.body1,
          fontWeight: 800,
          fontSize: text,
          letterSpacing: '-0.01em',
          color: inverted ? theme.palette.common.white : theme.palette.primary.main,
          whiteSpace: 'nowrap',
        },
      })}
    >
      <HomeWorkRounded aria-hidden />
      <span>{es.common.brand}</span>
    </Box>
  );
}
