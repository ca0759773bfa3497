import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * The screens of `routes` at the router's location, with a last resort for
 * anything a screen throws. The router around it is the browser's, a test's
 * memory router, or the server's static one.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
