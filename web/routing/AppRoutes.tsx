import { createContext, Suspense, useContext, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import type { RouteHandle } from './routeTypes';

const RouteListContext = createContext<RouteObject[]>([]);

/**
 * The route list rendered for the current address. Screens load lazily; a navigation runs in a
 * transition (AppRouter), so the old page stays until the next screen's chunk is in.
 * Only the very first page has nothing to keep: it shows once its chunk is in.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return (
    <RouteListContext.Provider value={routes}>
      <Suspense fallback={null}>{element}</Suspense>
    </RouteListContext.Provider>
  );
}

/** The `handle` of every route matching the current address, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  const routes = useContext(RouteListContext);
  const location = useLocation();
  return useMemo(
    () => (matchRoutes(routes, location) ?? []).map((match) => (match.route.handle ?? {}) as RouteHandle),
    [routes, location],
  );
}
