import {
  ADMIN_ONLY_ROUTES,
  EVERY_ROLE_ROUTES,
  NON_ADMIN_ONLY_ROUTES,
  PUBLIC_ROUTES,
  ROUTES,
} from '@tu360/domain';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_LOADERS } from './public-pages.ts';
import { APP_SHELL, PAGE_ROUTES, pageFilesOf } from './route-table.ts';
import { SHELL_PAGE_LOADERS } from './shell/shell-pages.ts';

describe('route table (router and build read it)', () => {
  it('has every route of spec section 2 once, public ones outside the shell', () => {
    const paths = PAGE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const signedIn = [...EVERY_ROLE_ROUTES, ...ADMIN_ONLY_ROUTES, ...NON_ADMIN_ONLY_ROUTES];
    expect(new Set(paths)).toEqual(new Set([...PUBLIC_ROUTES, ...signedIn]));
    for (const route of PAGE_ROUTES)
      expect(route.inShell, route.path).toBe(!PUBLIC_ROUTES.includes(route.path));
  });

  it('names a file that exists for every page, and the built screens are not the placeholder', () => {
    const pages = { ...PUBLIC_PAGE_LOADERS, ...SHELL_PAGE_LOADERS };
    for (const route of PAGE_ROUTES)
      for (const file of pageFilesOf(route))
        expect(pages[file], `${route.path}: ${file}`).toBeTypeOf('function');
    const pageOf = (path: string) => PAGE_ROUTES.find((r) => r.path === path)?.page;
    expect(pageOf(ROUTES.properties)).toBe('/src/features/properties/routes/properties-page.tsx');
    expect(pageOf(ROUTES.login)).toBe('/src/features/auth/routes/login-page.tsx');
    expect(pageOf(ROUTES.notifications)).toBe('/src/features/notifications/routes/notifications-page.tsx');
    expect(pageOf(ROUTES.adminIntegrations)).toBe('/src/features/integrations/routes/integrations-page.tsx');
    expect(pageOf(ROUTES.storeIntegrations)).toBe('/src/features/integrations/routes/integrations-page.tsx');
    expect(pageFilesOf(PAGE_ROUTES.find((r) => r.path === ROUTES.home) ?? PAGE_ROUTES[0])[0]).toBe(APP_SHELL);
  });

  it('loads public pages and the shell from the entry, signed-in pages from the shell (their chunks are not listed in the entry)', () => {
    const publicFiles = new Set([APP_SHELL, ...PAGE_ROUTES.filter((r) => !r.inShell).map((r) => r.page)]);
    expect(new Set(Object.keys(PUBLIC_PAGE_LOADERS))).toEqual(publicFiles);
    for (const route of PAGE_ROUTES.filter((r) => r.inShell))
      expect(SHELL_PAGE_LOADERS[route.page], route.path).toBeTypeOf('function');
  });
});
