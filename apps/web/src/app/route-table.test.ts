import {
  ADMIN_ONLY_ROUTES,
  EVERY_ROLE_ROUTES,
  NON_ADMIN_ONLY_ROUTES,
  PUBLIC_ROUTES,
  ROUTES,
} from '@tu360/domain';
import { describe, expect, it } from 'vitest';
import { APP_SHELL, PAGE_ROUTES, pageFilesOf } from './route-table.ts';

// Relative here: the tests run from the repository's root, the build from the web app's (whose '/src/…' the
// table uses).
const found = import.meta.glob(['./routes/*.tsx', './shell/app-shell.tsx', '../features/*/routes/*.tsx']);
const pages: Record<string, unknown> = Object.fromEntries(
  Object.entries(found).map(([file, load]) => [
    file.replace(/^\.\.\//, '/src/').replace(/^\.\//, '/src/app/'),
    load,
  ]),
);

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
    for (const route of PAGE_ROUTES)
      for (const file of pageFilesOf(route))
        expect(pages[file], `${route.path}: ${file}`).toBeTypeOf('function');
    const pageOf = (path: string) => PAGE_ROUTES.find((r) => r.path === path)?.page;
    expect(pageOf(ROUTES.properties)).toBe('/src/features/properties/routes/properties-page.tsx');
    expect(pageOf(ROUTES.login)).toBe('/src/features/auth/routes/login-page.tsx');
    expect(pageOf(ROUTES.notifications)).toBe('/src/app/routes/pending-page.tsx');
    expect(pageFilesOf(PAGE_ROUTES.find((r) => r.path === ROUTES.home) ?? PAGE_ROUTES[0])[0]).toBe(APP_SHELL);
  });
});
