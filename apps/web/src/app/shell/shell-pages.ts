import { type PageModule, pageElements, pageLoaders } from '../lazy-pages.tsx';

/** Every signed-in page module (the public ones and the shell are the router's), each its own chunk. */
export const SHELL_PAGE_LOADERS = pageLoaders(
  import.meta.glob<PageModule>([
    '../routes/*.tsx',
    '!../routes/maintenance-route.tsx',
    '!../routes/route-error.tsx',
    '../../features/*/routes/*.tsx',
    '!../../features/auth/routes/*.tsx',
    '!../../features/password/routes/*.tsx',
    '!../../features/terms/routes/*.tsx',
    '!../../features/maintenance/routes/*.tsx',
    '!**/*.test.tsx',
  ]),
  '/src/app/shell/shell-pages.ts',
);

export const shellPageElement = pageElements(SHELL_PAGE_LOADERS);
