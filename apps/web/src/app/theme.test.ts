import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
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
