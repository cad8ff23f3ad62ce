import { createTheme } from '@mui/material/styles';
import { es } from '@tu360/domain';
import { buttonStyles } from '../components/ui/button-styles.ts';
import { fieldStyles } from '../components/ui/text-field-styles.ts';

const navy = '#2c2a29';
const yellow = '#fdda24';
/** Bank-like palette (dark navy and yellow accents), in Spanish. */
export const theme = createTheme({
  palette: {
    // Each color is given whole (light, dark and the text on it, as MUI would work them out from `main`, which
    // theme.test.tsx checks): MUI computes what is missing when the theme is made, on every page's start (issue 10).
    primary: { main: navy, light: 'rgb(86, 84, 83)', dark: 'rgb(30, 29, 28)', contrastText: '#ffffff' },
    secondary: { main: yellow, light: 'rgb(253, 225, 79)', dark: 'rgb(177, 152, 25)', contrastText: navy },
    background: { default: '#f5f4f0', paper: '#ffffff' },
    text: { primary: navy, secondary: '#5b5856' },
    success: { main: '#00803c', light: 'rgb(51, 153, 99)', dark: 'rgb(0, 89, 42)', contrastText: '#fff' },
    error: { main: '#c62828', light: 'rgb(209, 83, 83)', dark: 'rgb(138, 28, 28)', contrastText: '#fff' },
    // MUI's default orange and light blue give white text (and outlined chips on white) a contrast of 3.1
    // and 3.9; these darker ones reach 6 and 7 (WCAG AA asks 4.5 for small text).
    warning: { main: '#9a4a00', light: 'rgb(174, 110, 51)', dark: 'rgb(107, 51, 0)', contrastText: '#fff' },
    info: { main: '#01579b', light: 'rgb(51, 120, 175)', dark: 'rgb(0, 60, 108)', contrastText: '#fff' },
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
      styleOverrides: (theme) => ({
        ':focus-visible': { outline: `3px solid ${yellow}`, outlineOffset: 2 },
        'a:focus-visible, button:focus-visible': { outline: `3px solid ${navy}`, outlineOffset: 2 },
        // The portal's buttons, styled once here instead of per combination of props at render time (issue 10).
        ...buttonStyles(theme),
        // The portal's text fields, likewise (every field of the portal is `TextField`: no MUI input is left to
        // configure, and no autofill animation is needed, since the label floats from the input's own state).
        ...fieldStyles(theme),
      }),
    },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
    // The one text of MUI's components the portal shows: the close button of an alert (toasts, refused files,
    // a failed report), the portal's own 'Cerrar'. MUI's Spanish locale (`esES` from @mui/material/locale) is not used on purpose: loading it
    // builds an Intl.NumberFormat for es-ES at start-up, on every page, for the table pagination the portal does
    // not use; on a phone that was the longest part of the entry's evaluation (issue 10).
    MuiAlert: { defaultProps: { closeText: es.common.close } },
  },
});
