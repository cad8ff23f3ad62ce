import { routeDecision } from '@tu360/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccessContext } from './access-context.ts';

/** The one guard of every route: the domain's routeDecision for the current path and session. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const decision = routeDecision(pathname, useAccessContext());
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return <Outlet />;
}
