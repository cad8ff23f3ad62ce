import { type PageModule, pageLoaders } from './lazy-pages.tsx';

/**
 * The public page modules and the app shell, each its own chunk, loaded when first visited. The signed-in pages
 * are the shell's (`shell/shell-pages.ts`): the entry, which every page loads, does not list them.
 */
export const PUBLIC_PAGE_LOADERS = pageLoaders(
  import.meta.glob<PageModule>([
    './routes/maintenance-route.tsx',
    './shell/app-shell.tsx',
    '../features/auth/routes/*.tsx',
    '../features/password/routes/*.tsx',
    '../features/terms/routes/*.tsx',
    '!**/*.test.tsx',
  ]),
  '/src/app/public-pages.ts',
);
