import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routeChunks } from './build/route-chunks.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), routeChunks(), precompress()],
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
