import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const navy = '#2c2a29';
const yellow = '#fdda24';

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
      fontFamily: '"Open Sans", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `3px solid ${yellow}`, outlineOffset: 2 },
          'a:focus-visible, button:focus-visible': { outline: `3px solid ${navy}`, outlineOffset: 2 },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      // Required fields keep aria-required; the label shows no asterisk so its text is exactly the spec's.
      MuiInputLabel: { defaultProps: { required: false } },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
    },
  },
  esES,
);
