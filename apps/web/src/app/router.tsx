import { ADMIN_ONLY_ROUTES, EVERY_ROLE_ROUTES, NON_ADMIN_ONLY_ROUTES, ROUTES } from '@tu360/domain';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { RouteGuard } from './route-guard.tsx';
import { RouteError } from './routes/route-error.tsx';

/** A code-split page: its chunk loads only when the route is visited. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}

const callback = page(() => import('../features/auth/routes/callback-page.tsx'));
const publicPending = page(() => import('./routes/public-pending-page.tsx'));
const pending = page(() => import('./routes/pending-page.tsx'));

const certificateForm = page(() => import('../features/certificates/routes/certificate-form-page.tsx'));

/** Authenticated pages built so far (issue 3: builders, projects, approvals, certificates). */
const builtRoutes: Record<string, ReactNode> = {
  [ROUTES.home]: page(() => import('./routes/home-route.tsx')),
  [ROUTES.basicData]: page(() => import('../features/builders/routes/basic-data-page.tsx')),
  [ROUTES.projects]: page(() => import('../features/projects/routes/projects-page.tsx')),
  [ROUTES.projectCreate]: page(() => import('../features/projects/routes/project-create-page.tsx')),
  [ROUTES.projectEdit]: page(() => import('../features/projects/routes/project-edit-page.tsx')),
  [ROUTES.projectApprovals]: page(() => import('../features/projects/routes/project-approvals-page.tsx')),
  [ROUTES.rejectedProjects]: page(() => import('../features/projects/routes/rejected-projects-page.tsx')),
  [ROUTES.certificates]: page(() => import('../features/certificates/routes/certificates-page.tsx')),
  [ROUTES.certificateCreate]: certificateForm,
  [ROUTES.certificateEdit]: certificateForm,
  // Issue 4: properties.
  [ROUTES.properties]: page(() => import('../features/properties/routes/properties-page.tsx')),
  [ROUTES.propertyCreate]: page(() => import('../features/properties/routes/property-create-page.tsx')),
  [ROUTES.propertyEdit]: page(() => import('../features/properties/routes/property-page.tsx')),
  [ROUTES.approvals]: page(() => import('../features/properties/routes/property-approvals-page.tsx')),
  [ROUTES.rejectedProperties]: page(
    () => import('../features/properties/routes/rejected-properties-page.tsx'),
  ),
};

/** Authenticated routes whose screens belong to later issues. */
const pendingRoutes = [...EVERY_ROLE_ROUTES, ...ADMIN_ONLY_ROUTES, ...NON_ADMIN_ONLY_ROUTES].filter(
  (path) => !(path in builtRoutes),
);

export const router = createBrowserRouter([
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    children: [
      { path: ROUTES.login, element: page(() => import('../features/auth/routes/login-page.tsx')) },
      {
        path: ROUTES.loginCognito,
        element: page(() => import('../features/auth/routes/login-cognito-page.tsx')),
      },
      { path: ROUTES.callback, element: callback },
      { path: ROUTES.callback2, element: callback },
      { path: ROUTES.callbackHabitat, element: callback },
      {
        path: ROUTES.newPassword,
        element: page(() => import('../features/password/routes/new-password-page.tsx')),
      },
      { path: ROUTES.maintenance, element: publicPending },
      { path: ROUTES.terms, element: publicPending },
      {
        element: page(() => import('./shell/app-shell.tsx')),
        children: [
          ...Object.entries(builtRoutes).map(([path, element]) => ({ path, element })),
          ...pendingRoutes.map((path) => ({ path, element: pending })),
        ],
      },
      // Unknown paths: the guard sends them to /login (and signed-in users on to /inicio).
      { path: '*', element: null },
    ],
  },
]);

setNavigator((to) => {
  void router.navigate(to, { replace: true });
});
