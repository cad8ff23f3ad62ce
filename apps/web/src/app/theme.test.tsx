import Alert from '@mui/material/Alert';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonStyles } from '../components/ui/button-styles.ts';
import { fieldStyles } from '../components/ui/text-field-styles.ts';
import { theme } from './theme.ts';

// The production build leaves out MUI's CSS-variables theme machinery (vite.config.ts, issue 10). That is safe while
// no theme asks for it: without `cssVariables` and `colorSchemes`, MUI's createTheme returns createThemeNoVars'
// theme and its ThemeProvider renders ThemeProviderNoVars, which is what these check.
describe('the theme uses no CSS theme variables', () => {
  it.each([
    ['the portal', theme],
    ["MUI's default (what components fall back to)", createTheme()],
  ])('%s: no color schemes, no vars', (_name, t) => {
    expect('colorSchemes' in t).toBe(false);
    expect('vars' in t).toBe(false);
    expect(t.cssVariables).toBeFalsy();
  });
});

describe('the palette', () => {
  // theme.ts gives each color whole, so that MUI need not work out light, dark and the text on it at start-up: the
  // values must be the ones MUI would have worked out from `main`.
  const colors = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
  const fromMain = createTheme({
    palette: Object.fromEntries(colors.map((c) => [c, { main: theme.palette[c].main }])),
  });
  it.each(colors)('%s: light, dark and contrast text as MUI works them out', (color) => {
    const { light, dark, contrastText } = theme.palette[color];
    const expected = fromMain.palette[color];
    expect({ light, dark }).toEqual({ light: expected.light, dark: expected.dark });
    // MUI writes white as #fff; the brand's primary gives it as #ffffff, and the secondary gives the navy (both
    // chosen for contrast, checked by the status chips' contrast tests).
    if (color === 'primary') expect(contrastText).toBe('#ffffff');
    else if (color === 'secondary') expect(contrastText).toBe('#2c2a29');
    else expect(contrastText).toBe(expected.contrastText);
  });
});

describe('Spanish texts of MUI components', () => {
  it("an alert's close button reads 'Cerrar'", () => {
    render(
      <ThemeProvider theme={theme}>
        <Alert onClose={() => {}}>Listo</Alert>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});

describe("the baseline's classes for the portal's buttons and fields", () => {
  // Stylis writes selectors without spaces around combinators and after commas.
  const normal = (selector: string) =>
    selector
      .replace(/\s*([,>~+])\s*/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
  const selectors = () => {
    const found = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if ('selectorText' in rule) found.add(normal(String(rule.selectorText)));
        if ('cssRules' in rule) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const style of document.querySelectorAll('style')) if (style.sheet) walk(style.sheet.cssRules);
    return found;
  };

  it('every rule of each set reaches the page: no set hides a rule of another under the same key', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const sets = [buttonStyles(theme), fieldStyles(theme)];
    const keys = sets.flatMap((set) => Object.keys(set));
    expect(new Set(keys).size).toBe(keys.length);
    const onPage = selectors();
    const missing = keys.filter((key) => !onPage.has(normal(key)));
    expect(missing).toEqual([]);
  });
});
