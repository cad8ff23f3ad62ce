import { createTheme } from '@mui/material/styles';
import { es } from '@tu360/domain';
import { buttonStyles } from '../components/ui/button-styles.ts';
import { fieldStyles } from '../components/ui/text-field-styles.ts';

const navy = '#2c2a29';
const yellow = '#fdda24';
/**
 * MUI's names for the two animations by which an input notices that the browser filled it in (its label then moves
 * up): each MUI input brings a global style block of its own that declares them, a <style> element more per field
 * (16 on the property wizard, each made at the page's first paint). The theme declares them once instead, below.
 */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';
/** The label of a form field whose input, text area or select is required. */
const REQUIRED_LABEL =
  '.MuiFormControl-root:has(> .MuiInputBase-root :is(input, textarea, select)[required]) > .MuiFormLabel-root::after';

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
        // The visible marker of a required field: an asterisk after its label, drawn by CSS with an empty
        // alternative text, so the field's accessible name stays exactly the spec's label (aria-required and
        // the required attribute tell assistive technology instead).
        [REQUIRED_LABEL]: { content: '" *" / ""', color: '#c62828' },
        [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
        [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
        // The portal's buttons, styled once here instead of per combination of props at render time (issue 10).
        ...buttonStyles(theme),
        // The portal's text fields, likewise.
        ...fieldStyles(theme),
      }),
    },
    // The animations as MUI's input runs them, with the keyframes above instead of its own global block per field.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTO_FILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
        },
      },
    },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    // MUI's own asterisk is text inside the label, which changes the label's text: the marker is the CSS one above.
    MuiInputLabel: { defaultProps: { required: false } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
    // The one text of MUI's components the portal shows: the close button of an alert (toasts, refused files,
    // a failed report), the portal's own 'Cerrar'. MUI's Spanish locale (`esES` from @mui/material/locale) is not used on purpose: loading it
    // builds an Intl.NumberFormat for es-ES at start-up, on every page, for the table pagination the portal does
    // not use; on a phone that was the longest part of the entry's evaluation (issue 10).
    MuiAlert: { defaultProps: { closeText: es.common.close } },
  },
});
