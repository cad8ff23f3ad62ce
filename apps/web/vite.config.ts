import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';
import { routeChunks } from './build/route-chunks.ts';

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
  /@mui[\\/]material[\\/](Box|ButtonBase|CircularProgress|Divider|InputAdornment|Link|Paper|Portal|Stack)[\\/]|@mui[\\/]system[\\/](Stack|useThemeProps)[\\/]|[\\/]src[\\/]lib[\\/](api-client|config)\.ts$|[\\/]src[\\/]components[\\/]ui[\\/]text-field\.tsx$/;

const STAND_IN = '\0tu360-no-css-variables:';

/**
 * Leaves MUI's CSS-variables theme machinery (about 6 KB brotli) out of the production build, so out of every first
 * load (issue 10, ADR 0009). MUI's `createTheme` and `ThemeProvider` always import it, and use it only for a theme
 * made with `cssVariables` or `colorSchemes`. The portal's theme (and MUI's default one) has neither, which
 * `src/app/theme.test.ts` checks: `createTheme` builds it with `createThemeNoVars` and `ThemeProvider` provides it
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
  plugins: [muiWithoutCssVariables(), react(), routeChunks(), precompress()],
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
              // Portal, which most signed-in pages need), our TextField, the API client and the configuration, with
              // everything they import (React, emotion, MUI's styles). Brotli compresses them better together, and each page loads fewer files. Measured against
              // the former group of MUI modules shared by 16 pages or more (docs/performance.md): sign-in 133.3 →
              // 128.1 KB, list 196.8 → 193.7 KB, wizard 203.7 → 201.7 KB. MUI blocks the sign-in page does not use
              // (Chip, the transitions, dialogs) load with the shell or the pages that use them.
              name: 'common',
              test: COMMON_FIRST_LOAD,
            },
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
