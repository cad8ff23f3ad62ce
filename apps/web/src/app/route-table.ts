import { ADMIN_ONLY_ROUTES, EVERY_ROLE_ROUTES, NON_ADMIN_ONLY_ROUTES, ROUTES } from '@tu360/domain';

/**
 * Which file holds the screen of each route, as a path from the web app's root. The router loads that file on
 * demand, and the build lists the chunks it needs so that the server preloads them with the page's HTML (no
 * second round trip) and the size budget test can add up what each route sends.
 *
 * No React here: the build reads this table in Node.
 */
export interface PageRoute {
  path: string;
  /** The module whose default export renders the page. */
  page: string;
  /** Signed-in pages render inside the app shell (menu, top bar), a chunk of its own. */
  inShell: boolean;
}

export const APP_SHELL = '/src/app/shell/app-shell.tsx';
/**
 * What the shell loads just after it paints, on every signed-in page (the notifications bell and its live count):
 * not part of a first paint, so neither preloaded nor counted by the size budget, but expected by the journeys.
 */
export const SHELL_AFTER_PAINT: readonly string[] = [
  '/src/features/notifications/components/notification-bell.tsx',
];
const PENDING = '/src/app/routes/pending-page.tsx';
const CALLBACK = '/src/features/auth/routes/callback-page.tsx';
const CERTIFICATE_FORM = '/src/features/certificates/routes/certificate-form-page.tsx';
const USERS_LIST = '/src/features/users/routes/users-page.tsx';
const USER_FORM = '/src/features/users/routes/user-form-page.tsx';
const USER_DETAIL = '/src/features/users/routes/user-detail-page.tsx';
const INTEGRATIONS = '/src/features/integrations/routes/integrations-page.tsx';

const publicPages: Record<string, string> = {
  [ROUTES.login]: '/src/features/auth/routes/login-page.tsx',
  [ROUTES.loginCognito]: '/src/features/auth/routes/login-cognito-page.tsx',
  [ROUTES.callback]: CALLBACK,
  [ROUTES.callback2]: CALLBACK,
  [ROUTES.callbackHabitat]: CALLBACK,
  [ROUTES.newPassword]: '/src/features/password/routes/new-password-page.tsx',
  [ROUTES.maintenance]: '/src/app/routes/maintenance-route.tsx',
  [ROUTES.terms]: '/src/features/terms/routes/terms-page.tsx',
};

/** Signed-in screens built so far; every other signed-in route shows the pending page. */
const shellPages: Record<string, string> = {
  [ROUTES.home]: '/src/app/routes/home-route.tsx',
  [ROUTES.basicData]: '/src/features/builders/routes/basic-data-page.tsx',
  [ROUTES.projects]: '/src/features/projects/routes/projects-page.tsx',
  [ROUTES.projectCreate]: '/src/features/projects/routes/project-create-page.tsx',
  [ROUTES.projectEdit]: '/src/features/projects/routes/project-edit-page.tsx',
  [ROUTES.projectApprovals]: '/src/features/projects/routes/project-approvals-page.tsx',
  [ROUTES.rejectedProjects]: '/src/features/projects/routes/rejected-projects-page.tsx',
  [ROUTES.certificates]: '/src/features/certificates/routes/certificates-page.tsx',
  [ROUTES.certificateCreate]: CERTIFICATE_FORM,
  [ROUTES.certificateEdit]: CERTIFICATE_FORM,
  [ROUTES.properties]: '/src/features/properties/routes/properties-page.tsx',
  [ROUTES.propertyCreate]: '/src/features/properties/routes/property-create-page.tsx',
  [ROUTES.propertyEdit]: '/src/features/properties/routes/property-page.tsx',
  [ROUTES.approvals]: '/src/features/properties/routes/property-approvals-page.tsx',
  [ROUTES.rejectedProperties]: '/src/features/properties/routes/rejected-properties-page.tsx',
  [ROUTES.uploadTemplates]: '/src/features/bulk-loads/routes/bulk-loads-page.tsx',
  [ROUTES.updatePrices]: '/src/features/prices/routes/prices-page.tsx',
  [ROUTES.notifications]: '/src/features/notifications/routes/notifications-page.tsx',
  [ROUTES.leads]: '/src/features/leads/routes/leads-page.tsx',
  [ROUTES.adminUsers]: USERS_LIST,
  [ROUTES.storeUsers]: USERS_LIST,
  [ROUTES.adminUsersCreate]: USER_FORM,
  [ROUTES.storeUsersCreate]: USER_FORM,
  [ROUTES.adminUserEdit]: USER_FORM,
  [ROUTES.storeUserEdit]: USER_FORM,
  [ROUTES.adminUserDetail]: USER_DETAIL,
  [ROUTES.storeUserDetail]: USER_DETAIL,
  [ROUTES.myData]: '/src/features/account/routes/my-data-page.tsx',
  [ROUTES.adminIntegrations]: INTEGRATIONS,
  [ROUTES.storeIntegrations]: INTEGRATIONS,
};

const signedInPaths = [...new Set([...EVERY_ROLE_ROUTES, ...ADMIN_ONLY_ROUTES, ...NON_ADMIN_ONLY_ROUTES])];

export const PAGE_ROUTES: readonly PageRoute[] = [
  ...Object.entries(publicPages).map(([path, page]) => ({ path, page, inShell: false })),
  ...signedInPaths.map((path) => ({ path, page: shellPages[path] ?? PENDING, inShell: true })),
];

/** The files a route needs before it can paint: the shell (when it has one) and its page. */
export function pageFilesOf(route: PageRoute): string[] {
  return route.inShell ? [APP_SHELL, route.page] : [route.page];
}
