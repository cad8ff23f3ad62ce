import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';
import { APP_SHELL, PAGE_ROUTES } from './route-table.ts';

type PageModule = { default: ComponentType };

/** Every page module, each its own chunk, loaded when its route is first visited. */
const pageModules = import.meta.glob<PageModule>([
  '/src/app/routes/*.tsx',
  '/src/app/shell/app-shell.tsx',
  '/src/features/*/routes/*.tsx',
  '!**/*.test.tsx',
  '!/src/app/routes/route-error.tsx',
]);

const lazyPages = new Map<string, ComponentType>();

/** One lazy component per file, so that routes sharing a page (callbacks, certificate form) share its state. */
function pageElement(file: string): ReactNode {
  let Page = lazyPages.get(file);
  if (!Page) {
    const load = pageModules[file];
    if (!load) throw new Error(`Página sin módulo: ${file}`);
    Page = lazy(load);
    lazyPages.set(file, Page);
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}

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
          <Route key={r.path} path={r.path} element={pageElement(r.page)} />
        ))}
        <Route element={pageElement(APP_SHELL)}>
          {PAGE_ROUTES.filter((r) => r.inShell).map((r) => (
            <Route key={r.path} path={r.path} element={pageElement(r.page)} />
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
