import type { Theme } from '@mui/material/styles';

/**
 * The classes `TextField` draws with, as MUI's outlined TextField draws them (MUI 9: FormControl, InputLabel,
 * OutlinedInput with its notched outline, NativeSelect, FormHelperText), for the theme's CssBaseline.
 *
 * The label floats, and the outline opens a gap for it, when the field says so (`fld-shrink`: a select, a start
 * adornment, or the caller's `shrink`), when its input has the focus, or when the input is not showing its
 * placeholder (it has a value: `TextField` gives every input a placeholder, a blank one if none). So the browser
 * follows the value, typed, filled in by the browser or set by a form's reset, with no state in script. The states
 * that change the same property (under the pointer, focused, invalid, disabled) have the same specificity, and come
 * in MUI's order.
 */
export function fieldStyles(theme: Theme) {
  const { palette, typography, transitions } = theme;
  const { easeOut, easeInOut } = transitions.easing;
  const body = {
    fontFamily: typography.fontFamily,
    fontWeight: typography.fontWeightRegular,
    fontSize: typography.pxToRem(16),
    lineHeight: '1.4375em',
  };
  const outline = palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  // A field whose label floats: said so, focused, or with a value.
  const floating =
    '.fld:where(.fld-shrink, :has(> .fld-box > .fld-input:is(:focus, :not(:placeholder-shown))))';
  const focused = ':where(:has(> .fld-box > .fld-input:focus))';
  return {
    '.fld': {
      display: 'inline-flex',
      flexDirection: 'column',
      position: 'relative',
      minWidth: 0,
      padding: 0,
      margin: 0,
      border: 0,
      verticalAlign: 'top',
    },
    '.fld-full, .fld-full > .fld-box': { width: '100%' },
    '.fld-normal': { marginTop: 16, marginBottom: 8 },
    '.fld-dense': { marginTop: 8, marginBottom: 4 },
    '.fld-label': {
      ...body,
      color: palette.text.secondary,
      padding: 0,
      display: 'block',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      transition: transitions.create(['color', 'transform', 'max-width'], {
        duration: transitions.duration.shorter,
        easing: easeOut,
      }),
      zIndex: 1,
      pointerEvents: 'none',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
    },
    '.fld-small > .fld-label': { transform: 'translate(14px, 9px) scale(1)' },
    [`${floating} > .fld-label`]: {
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    [`.fld${focused} > .fld-label`]: { color: palette.primary.main },
    // An invalid field's label and helper text stay red when it is disabled (its outline does not), as MUI's.
    '.fld-disabled > .fld-label': { color: palette.text.disabled },
    '.fld-error > .fld-label': { color: palette.error.main },
    '.fld-box': {
      ...body,
      color: palette.text.primary,
      boxSizing: 'border-box',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      position: 'relative',
      borderRadius: theme.shape.borderRadius,
    },
    '.fld-start > .fld-box': { paddingLeft: 14 },
    '.fld-end > .fld-box': { paddingRight: 14 },
    '.fld-multiline > .fld-box': { padding: '16.5px 14px' },
    '.fld-multiline.fld-small > .fld-box': { padding: '8.5px 14px' },
    '.fld-disabled > .fld-box': { color: palette.text.disabled, cursor: 'default' },
    '.fld-input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&::placeholder': {
        color: 'currentColor',
        opacity: 0.42,
        transition: transitions.create('opacity', {
          duration: transitions.duration.shorter,
          easing: easeInOut,
        }),
      },
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
    },
    '.fld-small .fld-input': { padding: '8.5px 14px' },
    '.fld-start .fld-input': { paddingLeft: 0 },
    '.fld-end .fld-input': { paddingRight: 0 },
    '.fld-multiline .fld-input': { padding: 0, height: 'auto', resize: 'none' },
    // Until its label floats, a field shows no placeholder but while focused (as MUI's).
    '.fld:not(.fld-shrink) > .fld-label ~ .fld-box > .fld-input:placeholder-shown:not(:focus)::placeholder': {
      opacity: 0,
    },
    '.fld-disabled .fld-input': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
    'select.fld-input': {
      appearance: 'none',
      userSelect: 'none',
      cursor: 'pointer',
      borderRadius: theme.shape.borderRadius,
      '&[multiple]': { height: 'auto' },
      '&:not([multiple]) option, &:not([multiple]) optgroup': { backgroundColor: palette.background.paper },
    },
    // Room for the arrow, whatever the size (after the sizes' paddings, and above them).
    '.fld-box > select.fld-input': { paddingRight: 32 },
    '.fld-disabled select.fld-input': { cursor: 'default' },
    '.fld-arrow': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: typography.pxToRem(24),
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      pointerEvents: 'none',
      color: palette.action.active,
      transition: transitions.create('fill', { duration: transitions.duration.shorter }),
    },
    '.fld-disabled .fld-arrow': { color: palette.action.disabled },
    '.fld-outline': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: outline,
    },
    '.fld-outline > legend': { float: 'unset', width: 'auto', overflow: 'hidden', padding: 0 },
    '.fld-outline > legend:not(.fld-notch)': {
      lineHeight: '11px',
      transition: transitions.create('width', { duration: 150, easing: easeOut }),
    },
    '.fld-outline > legend.fld-notch': {
      display: 'block',
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      transition: transitions.create('max-width', { duration: 50, easing: easeOut }),
      whiteSpace: 'nowrap',
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    [`${floating} > .fld-box > .fld-outline > legend.fld-notch`]: {
      maxWidth: '100%',
      transition: transitions.create('max-width', { duration: 100, easing: easeOut, delay: 50 }),
    },
    // The media query inside its rule: the theme merges this object with others.
    '.fld-box:where(:hover) > .fld-outline': {
      borderColor: palette.text.primary,
      '@media (hover: none)': { borderColor: outline },
    },
    [`.fld${focused} > .fld-box > .fld-outline`]: { borderWidth: 2, borderColor: palette.primary.main },
    '.fld-error > .fld-box > .fld-outline': { borderColor: palette.error.main },
    '.fld-disabled > .fld-box > .fld-outline': { borderColor: palette.action.disabled },
    '.fld-helper': {
      color: palette.text.secondary,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightRegular,
      fontSize: typography.pxToRem(12),
      lineHeight: 1.66,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
    '.fld-small > .fld-helper': { marginTop: 4 },
    '.fld-disabled > .fld-helper': { color: palette.text.disabled },
    '.fld-error > .fld-helper': { color: palette.error.main },
    // The visible marker of a required field: an asterisk after its label, drawn by CSS with an empty alternative
    // text, so the field's accessible name stays exactly the spec's label (aria-required and the required
    // attribute tell assistive technology instead).
    '.fld:has(> .fld-box > .fld-input[required]) > .fld-label::after': {
      content: '" *" / ""',
      color: palette.error.main,
    },
  };
}
