import type { Theme } from '@mui/material/styles';

/** Per size: the font size in px, then the padding of a text, an outlined and a contained button. */
const SIZES = {
  small: [13, '4px 5px', '3px 9px', '4px 10px'],
  large: [15, '8px 11px', '7px 21px', '8px 22px'],
} as const;

/**
 * The classes `Button` and `IconButton` draw with, as MUI's Button and IconButton draw them (MUI 9), for the
 * theme's CssBaseline. ButtonBase's own class resets the padding, border, colors and radius, so what a variant
 * sets here goes with two classes (`.btn.btn-outlined`) to outrank it. The rules that set the same property have
 * two classes at most and come in the order in which they override each other (variant, size, hover, the text's
 * color, disabled); `Button` gives its `sx` two classes as well (`&&`), so that a button's own `sx` still wins.
 */
export function buttonStyles(theme: Theme) {
  const { palette, typography, transitions } = theme;
  const hover = palette.action.hoverOpacity;
  const color = (main: string, dark: string, contrast: string) => ({
    '--btn-main': main,
    '--btn-dark': dark,
    '--btn-contrast': contrast,
    '--btn-half': theme.alpha(main, 0.5),
    '--btn-soft': theme.alpha(main, hover),
  });
  const iconColor = (main: string) => ({ '--ibtn-color': main, '--ibtn-soft': theme.alpha(main, hover) });
  const styles: Record<string, object> = {
    '.btn': {
      ...typography.button,
      minWidth: 64,
      transition: transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: transitions.duration.short,
      }),
      ...color(palette.primary.main, palette.primary.dark, palette.primary.contrastText),
    },
    '.btn-secondary': color(palette.secondary.main, palette.secondary.dark, palette.secondary.contrastText),
    '.btn-success': color(palette.success.main, palette.success.dark, palette.success.contrastText),
    '.btn-error': color(palette.error.main, palette.error.dark, palette.error.contrastText),
    // The text's own color (MUI's `inherit`): on grey when contained, the text's color at 4 % under the pointer.
    '.btn-inherit': {
      '--btn-main': 'currentColor',
      '--btn-half': 'currentColor',
      '--btn-soft': theme.alpha(palette.text.primary, hover),
    },
    '.btn-inherit.btn-contained': { '--btn-main': palette.grey[300], '--btn-dark': palette.grey.A100 },
    '.btn.btn-text, .btn.btn-outlined, .btn.btn-contained': {
      padding: '6px 8px',
      borderRadius: theme.shape.borderRadius,
      color: 'var(--btn-main)',
    },
    '.btn.btn-outlined': { padding: '5px 15px', border: '1px solid var(--btn-half)' },
    '.btn.btn-contained': {
      padding: '6px 16px',
      color: 'var(--btn-contrast)',
      backgroundColor: 'var(--btn-main)',
    },
  };
  for (const [size, [px, text, outlined, contained]] of Object.entries(SIZES)) {
    styles[`.btn-${size}`] = { fontSize: typography.pxToRem(px) };
    styles[`.btn-${size}.btn-text`] = { padding: text };
    styles[`.btn-${size}.btn-outlined`] = { padding: outlined };
    styles[`.btn-${size}.btn-contained`] = { padding: contained };
  }
  Object.assign(styles, {
    // Media queries go inside their rules, not as keys of this object: the theme merges several such objects.
    '.btn-text:hover, .btn-outlined:hover': {
      '@media (hover: hover)': { backgroundColor: 'var(--btn-soft)' },
    },
    '.btn-outlined:hover': { '@media (hover: hover)': { borderColor: 'var(--btn-main)' } },
    '.btn-contained:hover': { '@media (hover: hover)': { backgroundColor: 'var(--btn-dark)' } },
    '.btn.btn-inherit': { color: 'inherit' },
    '.btn.Mui-disabled': { color: palette.action.disabled },
    '.btn-outlined.Mui-disabled': { borderColor: palette.action.disabledBackground },
    '.btn-contained.Mui-disabled': { backgroundColor: palette.action.disabledBackground },
    '.btn-full': { width: '100%' },
    '.btn-start, .btn-end': { display: 'inherit', alignItems: 'center' },
    '.btn-start': { marginRight: 8, marginLeft: -4 },
    '.btn-start::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
    '.btn-end': { marginLeft: 8, marginRight: -4 },
    '.btn-small .btn-start': { marginLeft: -2 },
    '.btn-small .btn-end': { marginRight: -2 },
    '.btn-start > :first-of-type, .btn-end > :first-of-type': { fontSize: 20 },
    '.btn-small > :is(.btn-start, .btn-end) > :first-of-type': { fontSize: 18 },
    '.btn-large > :is(.btn-start, .btn-end) > :first-of-type': { fontSize: 22 },
    // IconButton: round, the grey of MUI's active icons, or a palette color.
    '.ibtn': {
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: typography.pxToRem(24),
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '--ibtn-color': palette.action.active,
      '--ibtn-soft': theme.alpha(palette.action.active, hover),
    },
    '.ibtn-primary': iconColor(palette.primary.main),
    '.ibtn-success': iconColor(palette.success.main),
    '.ibtn-error': iconColor(palette.error.main),
    '.ibtn.ibtn-medium, .ibtn.ibtn-small': { padding: 8, borderRadius: '50%', color: 'var(--ibtn-color)' },
    '.ibtn.ibtn-small': { padding: 5, fontSize: typography.pxToRem(18) },
    '.ibtn.ibtn-start': { marginLeft: -12 },
    '.ibtn.ibtn-end': { marginRight: -12 },
    '.ibtn-small.ibtn-start': { marginLeft: -3 },
    '.ibtn-small.ibtn-end': { marginRight: -3 },
    '.ibtn:hover': {
      backgroundColor: 'var(--ibtn-soft)',
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '.ibtn.ibtn-inherit': { color: 'inherit' },
    '.ibtn.Mui-disabled': { backgroundColor: 'transparent', color: palette.action.disabled },
  });
  return styles;
}
