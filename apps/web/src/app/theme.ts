import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const navy = '#2c2a29';
const yellow = '#fdda24';
/** The label of a form field whose input, text area or select is required. */
const REQUIRED_LABEL =
  '.MuiFormControl-root:has(> .MuiInputBase-root :is(input, textarea, select)[required]) > .MuiFormLabel-root::after';

/** Bank-like palette (dark navy and yellow accents) with MUI's Spanish texts. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: navy, contrastText: '#ffffff' },
      secondary: { main: yellow, contrastText: navy },
      background: { default: '#f5f4f0', paper: '#ffffff' },
      text: { primary: navy, secondary: '#5b5856' },
      success: { main: '#00803c' },
      error: { main: '#c62828' },
      // MUI's default orange and light blue give white text (and outlined chips on white) a contrast of 3.1
      // and 3.9; these darker ones reach 6 and 7 (WCAG AA asks 4.5 for small text).
      warning: { main: '#9a4a00' },
      info: { main: '#01579b' },
    },
    shape: { borderRadius: 8 },
    typography: {
      // The system's own sans-serif, on purpose (issue 10, ADR 0009): no font file to download before text can
      // paint, and no swap from a fallback to a web font that would move the layout.
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `3px solid ${yellow}`, outlineOffset: 2 },
          'a:focus-visible, button:focus-visible': { outline: `3px solid ${navy}`, outlineOffset: 2 },
          // The visible marker of a required field: an asterisk after its label, drawn by CSS with an empty
          // alternative text, so the field's accessible name stays exactly the spec's label (aria-required and
          // the required attribute tell assistive technology instead).
          [REQUIRED_LABEL]: { content: '" *" / ""', color: '#c62828' },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      // MUI's own asterisk is text inside the label, which changes the label's text: the marker is the CSS one above.
      MuiInputLabel: { defaultProps: { required: false } },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
    },
  },
  esES,
);
