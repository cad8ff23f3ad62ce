import { ADMIN_ONLY_ROUTES, EVERY_ROLE_ROUTES, NON_ADMIN_ONLY_ROUTES, ROUTES } from '@tu360/domain';
import { type ComponentType, lazy, Suspense } from 'react';
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

/** Authenticated routes whose screens belong to later issues. */
const pendingRoutes = [...EVERY_ROLE_ROUTES, ...ADMIN_ONLY_ROUTES, ...NON_ADMIN_ONLY_ROUTES].filter(
  (path) => path !== ROUTES.home,
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
          { path: ROUTES.home, element: page(() => import('./routes/home-route.tsx')) },
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
