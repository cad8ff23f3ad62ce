import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores for test files; the API ones each hold their own database copy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
        },
      },
      {
        test: {
          // The web app's own logic and components in jsdom with Testing Library (its journeys run in
          // Chromium under e2e). The setup file unmounts, clears storage and restores real timers after each test.
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Rendering MUI in jsdom takes seconds on a loaded machine; time in the tests themselves is faked.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The production build of the portal, made by the test, and what each route sends (issue 10's budget).
          name: 'bundle',
          include: ['apps/web/build/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
