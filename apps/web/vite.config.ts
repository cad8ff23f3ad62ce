import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { precompress } from './build/precompress.ts';
import { routeChunks } from './build/route-chunks.ts';
import { startScriptsAfterPaint } from './build/start-after-paint.ts';

const api = 'http://localhost:3000';

/** MUI's CSS-variables theme machinery, and what each stand-in exports (the same names as the real module). */
const CSS_VARIABLES_MODULES: Record<string, string[]> = {
  './createThemeWithVars.mjs': ['default', 'createGetCssVar'],
  './ThemeProviderWithVars.mjs': [
    'CssVarsProvider',
    'useColorScheme',
    'getInitColorSchemeScript',
    'Experimental_CssVarsProvider',
  ],
};
/** Modules that go to the entry's 'common' chunk (with their imports): see `codeSplitting` below. */
const COMMON_FIRST_LOAD =
  /@mui[\\/]material[\\/](Box|ButtonBase|CircularProgress|Divider|InputAdornment|Link|Paper|Portal|Stack|SvgIcon|FormLabel)[\\/]|@mui[\\/]utils[\\/](mergeSlotProps|resolveComponentProps|appendOwnerState|isHostComponent|getActiveElement|isMuiElement|ownerDocument)[\\/]|@mui[\\/]material[\\/]utils[\\/](useEnhancedEffect|isMuiElement|ownerDocument)\.mjs$|@mui[\\/]system[\\/](Stack|useThemeProps)[\\/]|[\\/]src[\\/]lib[\\/](api-client|config|stores-api)\.ts$|[\\/]src[\\/]features[\\/]auth[\\/]api[\\/]request-token\.ts$|[\\/]src[\\/]components[\\/]ui[\\/](text-field|button|icon-button)\.tsx$/;

/**
 * Modules that the same pages load before they paint, but that rolldown would split into small chunks of their
 * own because lazily loaded code (dialogs, what loads after paint, other pages' parts) uses only some of them:
 * each group holds modules loaded by the same routes, so no route loads more, and each loads fewer, better
 * compressed files (a file under 1 KB is sent uncompressed). See `codeSplitting` below and docs/performance.md.
 */
const SAME_PAGES_GROUPS: { name: string; test: RegExp }[] = [
  {
    // Every signed-in page, through the shell: the query library (but `queryOptions`, which the public terms
    // page needs, below), the selected store, the query client, MUI's List (the menu), the thumbnails and the
    // page frame.
    name: 'signed-in',
    test: /@tanstack[\\/](query-core|react-query)[\\/](?!build[\\/]modern[\\/]queryOptions\.js$)|[\\/]src[\\/]lib[\\/](stores|query-client)\.ts$|@mui[\\/]material[\\/](List|ListItemButton)[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]images[\\/]thumbnails\.ts$|[\\/]src[\\/]components[\\/]ui[\\/](thumbnail|page-frame)\.tsx$/,
  },
  {
    // Every signed-in page and the public terms page: the terms calls, and the es-CO formatting of dates and
    // numbers (the menu's last visit, the terms' date; /mantenimiento's expected end loads it too).
    name: 'terms-api',
    test: /@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]queryOptions\.js$|[\\/]src[\\/]features[\\/]terms[\\/]api[\\/]terms\.ts$|[\\/]packages[\\/]domain[\\/]src[\\/]format\.ts$/,
  },
  {
    // The property pages (list, wizard, property, prices, approvals, rejected): the detail keys, the
    // completeness rule, the categories and the value normalisation.
    name: 'property-domain',
    test: /[\\/]packages[\\/]domain[\\/]src[\\/](property[\\/](detail-keys|normalize)|completeness[\\/]property-completeness)\.ts$|[\\/]src[\\/]components[\\/]property-filters[\\/]categories\.ts$/,
  },
  {
    // Pages with a switch or a checkbox: MUI's SwitchBase and the two utilities only it shares.
    name: 'switch-base',
    test: /@mui[\\/]material[\\/](internal[\\/](SwitchBase|switchBaseClasses)|utils[\\/](mergeSlotProps|useControlled))\.mjs$|@mui[\\/]utils[\\/]useControlled[\\/]/,
  },
  {
    // Pages that show a toast: our toast with MUI's Snackbar, its Grow transition and AlertTitle.
    name: 'toast',
    test: /@mui[\\/]material[\\/](Snackbar|SnackbarContent|ClickAwayListener|Grow|AlertTitle)[\\/]|[\\/]src[\\/]components[\\/]ui[\\/]toast\.tsx$/,
  },
];

const STAND_IN = '\0tu360-no-css-variables:';

/**
 * Leaves MUI's CSS-variables theme machinery (about 6 KB brotli) out of the production build, so out of every first
 * load (issue 10, ADR 0009). MUI's `createTheme` and `ThemeProvider` always import it, and use it only for a theme
 * made with `cssVariables` or `colorSchemes`. The portal's theme (and MUI's default one) has neither, which
 * `src/app/theme.test.tsx` checks: `createTheme` builds it with `createThemeNoVars` and `ThemeProvider` provides it
 * with `ThemeProviderNoVars`, as before. The two modules are replaced by stand-ins with the same exports that throw
 * when called, so a theme that ever asks for CSS variables fails as soon as it is created, loudly, rather than
 * looking different. The development server keeps MUI as it is.
 */
function muiWithoutCssVariables(): Plugin {
  return {
    name: 'tu360-mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !(source in CSS_VARIABLES_MODULES)) return null;
      return /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+$/.test(importer) ? STAND_IN + source : null;
    },
    load(id) {
      if (!id.startsWith(STAND_IN)) return null;
      const source = id.slice(STAND_IN.length);
      const names = CSS_VARIABLES_MODULES[source];
      return [
        'function notBundled() {',
        `  throw new Error('MUI ${source.slice(2)}: the portal is built without MUI CSS theme variables (vite.config.ts)');`,
        '}',
        ...names.map((name) =>
          name === 'default' ? 'export default notBundled;' : `export const ${name} = notBundled;`,
        ),
      ].join('\n');
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    muiWithoutCssVariables(),
    react(),
    routeChunks(),
    compileHints(),
    startScriptsAfterPaint(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // One file, loaded by the entry, for what the sign-in page shares with most signed-in pages: MUI's
              // common blocks (Box, ButtonBase, Paper, CircularProgress, Stack, Divider, Link, InputAdornment; and
              // Portal, which most signed-in pages need), our TextField, Button and IconButton (sign-in has all three),
              // SvgIcon, FormLabel and the small MUI utilities that MUI's inputs used to bring here (session 22: without
              // them, each became a file of its own on most routes), the API client and the configuration, with
              // everything they import (React, emotion, MUI's styles), and the store and token calls that 34 of the 38
              // routes load before they paint (session 13: two files fewer on each of those, /login 131.6 → 130.4 KB
              // with headers, the list and the wizard 1.2 KB less; the four others load 0.3–0.4 KB more). Brotli
              // compresses them better together, and each page loads fewer files. Measured against
              // the former group of MUI modules shared by 16 pages or more (docs/performance.md): sign-in 133.3 →
              // 128.1 KB, list 196.8 → 193.7 KB, wizard 203.7 → 201.7 KB. MUI blocks the sign-in page does not use
              // (Chip, the transitions, dialogs) load with the shell or the pages that use them.
              name: 'common',
              test: COMMON_FIRST_LOAD,
            },
            // Issue 10, session 8 (later): the wizard went from 206.7 to 203.4 KB, the list from 184.3 to 181.7 KB,
            // /inicio from 156.2 to 154.9 KB, the property page from 233.6 to 230.2 KB; no route loads more.
            // Without their imports (`includeDependenciesRecursively: false`): those are in the entry or in
            // 'common' (the router, the session, the domain's texts), and following them would bring them here,
            // into every first load (sign-in +11 KB). The bundle test checks that no two chunks import each other.
            ...SAME_PAGES_GROUPS.map((group) => ({ ...group, includeDependenciesRecursively: false })),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/oidc': { target: api, changeOrigin: false },
    },
  },
});
