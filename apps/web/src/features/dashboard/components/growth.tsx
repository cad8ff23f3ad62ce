import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import { es, formatOneDecimal } from '@tu360/domain';

/** "+12,5 % frente al mes anterior" (es-CO decimals, the sign of a rise shown). */
export function monthGrowthText(percent: number): string {
  const n = formatOneDecimal(percent);
  return es.dashboard.growth(percent > 0 ? `+${n}` : n);
}

/** The growth against last month, with an arrow and a colour (green up, red down) besides the words. */
export function Growth({ percent }: { percent: number }) {
  const Icon = percent > 0 ? TrendingUpRounded : percent < 0 ? TrendingDownRounded : TrendingFlatRounded;
  const color = percent > 0 ? 'success.main' : percent < 0 ? 'error.main' : 'text.secondary';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, fontWeight: 600 }}
    >
      <Icon fontSize="small" aria-hidden />
      {monthGrowthText(percent)}
    </Box>
  );
}
