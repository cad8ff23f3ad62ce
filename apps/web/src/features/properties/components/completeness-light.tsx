import { useTheme } from '@mui/material/styles';
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

/**
 * Green, yellow or red light of a property's completeness; its accessible name is the tooltip (spec section 4).
 * Plain elements with their styles inline: a list draws one on each of its rows (issue 10).
 */
export function CompletenessLight({ progress, color, percent, size = 14 }: CompletenessLightProps) {
  const { palette } = useTheme();
  const light = progressLight(color ? PROGRESS_OF[color] : progress);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Hint title={light.tooltip} arrow>
        <span
          role="img"
          aria-label={light.tooltip}
          // Focusable so that a keyboard user reads its hint too (the light is how the list shows completeness).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the hint opens on focus, as on hover
          tabIndex={0}
          data-color={light.color}
          style={{
            display: 'inline-block',
            width: size,
            height: size,
            borderRadius: '50%',
            backgroundColor: DOT[light.color],
            boxShadow: '0 0 0 2px rgba(0,0,0,0.08)',
            flexShrink: 0,
            // The width and offset of the outline come from the portal's :focus-visible rule (theme.ts).
            outlineColor: palette.primary.main,
          }}
        />
      </Hint>
      {percent !== undefined && <span style={{ fontWeight: 700 }}>{es.propertyUi.percent(percent)}</span>}
    </span>
  );
}
