import { type ReactNode, useEffect, useMemo } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { pageElements, ShellPage } from './lazy-pages.tsx';
import { PUBLIC_PAGE_LOADERS } from './public-pages.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';
import { APP_SHELL, PAGE_ROUTES } from './route-table.ts';
import { ShellPlaceholder } from './shell/shell-placeholder.tsx';

const publicPageElement = pageElements(PUBLIC_PAGE_LOADERS);

/** Lets code outside React (the API client, timers) change the route. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => {
      void navigate(to, { replace: true });
    });
  }, [navigate]);
  return null;
}

/** A page that throws (or whose chunk cannot load) shows the error page until the user goes elsewhere. */
function GuardedRoutes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}

export function AppRouter() {
  const routes = useMemo(
    () => (
      <Route element={<RouteGuard />}>
        {PAGE_ROUTES.filter((r) => !r.inShell).map((r) => (
          <Route key={r.path} path={r.path} element={publicPageElement(r.page)} />
        ))}
        <Route element={publicPageElement(APP_SHELL, <ShellPlaceholder />)}>
          {PAGE_ROUTES.filter((r) => r.inShell).map((r) => (
            <Route key={r.path} path={r.path} element={<ShellPage file={r.page} />} />
          ))}
        </Route>
        {/* Unknown paths: the guard sends them to /login (and signed-in users on to /inicio). */}
        <Route path="*" element={null} />
      </Route>
    ),
    [],
  );
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <GuardedRoutes>
        <Routes>{routes}</Routes>
      </GuardedRoutes>
    </BrowserRouter>
  );
}
