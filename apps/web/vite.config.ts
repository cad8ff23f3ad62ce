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
              // MUI's building blocks that most pages use (Box, Typography, Button, the inputs…) in one file rather
              // than one file each: fewer requests before a page paints, and brotli compresses them better together.
              // 16 pages or more: measured against 6–20, the lightest first loads for sign-in, home, list and wizard
              // (docs/performance.md); the size budget test keeps an eye on it as pages are added.
              name: 'mui',
              test: /@mui[\\/](material|system|utils)|@emotion|react-transition-group/,
              minShareCount: 16,
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
