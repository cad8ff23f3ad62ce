import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type CompletenessColor, es, progressLight } from '@tu360/domain';
import { Hint } from '../../../components/ui/hint.tsx';

const DOT: Record<CompletenessColor, string> = {
  green: '#1e8e3e',
  yellow: '#f2b705',
  red: '#d93025',
};

/** Tooltip of a colour (the server may answer the colour and the percent of a save). */
const PROGRESS_OF: Record<CompletenessColor, string> = { green: 'Full', yellow: 'Medium', red: 'Incomplete' };

export interface CompletenessLightProps {
  /** Server progress (Full, Medium, Incomplete); or the colour answered by a save. */
  progress?: string | null;
  color?: CompletenessColor;
  /** Percent answered by a save, shown beside the light. */
  percent?: number;
  size?: number;
}

/** Green, yellow or red light of a property's completeness; its accessible name is the tooltip (spec section 4). */
export function CompletenessLight({ progress, color, percent, size = 14 }: CompletenessLightProps) {
  const light = progressLight(color ? PROGRESS_OF[color] : progress);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Hint title={light.tooltip} arrow>
        <Box
          role="img"
          aria-label={light.tooltip}
          tabIndex={0}
          data-color={light.color}
          sx={{
            width: size,
            height: size,
            borderRadius: '50%',
            bgcolor: DOT[light.color],
            boxShadow: '0 0 0 2px rgba(0,0,0,0.08)',
            flexShrink: 0,
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        />
      </Hint>
      {percent !== undefined && (
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {es.propertyUi.percent(percent)}
        </Typography>
      )}
    </Box>
  );
}
