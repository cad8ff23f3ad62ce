import { alpha, type CSSObject, type Palette } from '@mui/material/styles';

/** The white marks of a chosen checkbox (a 14 px drawing, inside its 2 px border). */
const svgUrl = (path: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' width='14' height='14' viewBox='0 0 14 14'><path d='${path}' fill='none' stroke='white' stroke-width='2'/></svg>`)}")`;
const CHECK_MARK = svgUrl('M2.5 7.2 5.6 10.2 11.5 3.8');
const DASH_MARK = svgUrl('M3 7h8');

/**
 * The browser's own checkbox (`<input type="checkbox">`) drawn as MUI's: a box with a 2 px border in the secondary
 * text color, filled in the primary color with a white check (or a dash, when indeterminate). 18 px as MUI's
 * checkbox draws it (in a 24 px square), 15 px as its small one. For the lists' row checkboxes and the filters'
 * choices, where MUI's Checkbox (a ButtonBase with two icons and a ripple, each styled on every render) cost the
 * page's load (issue 10).
 */
export function checkboxLook(palette: Palette, size: 18 | 15 = 18): CSSObject {
  return {
    appearance: 'none',
    display: 'block',
    flexShrink: 0,
    boxSizing: 'border-box',
    // In px, written out: used inside `sx`, where bare numbers are theme units (a margin of 3 would be 24 px).
    width: `${size}px`,
    height: `${size}px`,
    margin: '3px',
    border: `2px solid ${palette.text.secondary}`,
    borderRadius: '2px',
    backgroundColor: 'transparent',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
    cursor: 'pointer',
    '&:hover:not(:disabled)': {
      boxShadow: `0 0 0 8px ${alpha(palette.primary.main, palette.action.hoverOpacity)}`,
    },
    '&:checked, &:indeterminate': {
      borderColor: palette.primary.main,
      backgroundColor: palette.primary.main,
      backgroundImage: CHECK_MARK,
      backgroundSize: `${size - 4}px`,
    },
    '&:indeterminate': { backgroundImage: DASH_MARK },
    '&:disabled': { borderColor: palette.action.disabled, cursor: 'default' },
    // Forced colors (Windows high contrast) drop backgrounds, and with them the drawn check: the system's own box.
    '@media (forced-colors: active)': { appearance: 'auto' },
  };
}
