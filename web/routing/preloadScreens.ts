import { matchRoutes, type RouteObject } from 'react-router';
import type { AppRoute } from './routeTypes';

function matchable(route: AppRoute): RouteObject[] {
  const children = route.children?.flatMap(matchable);
  return [route.path, ...(route.aliases ?? [])].map((path) => ({ path, handle: route, children }));
}

/**
 * Starts loading the screens of the address the app opens on while the session and the texts load, so
 * the first page's code does not wait for them (the lazy route asks for the same module later).
 */
export function preloadScreens(table: AppRoute[], pathname: string): void {
  for (const match of matchRoutes(table.flatMap(matchable), pathname) ?? []) {
    (match.route.handle as AppRoute).screen?.().catch(() => {
      // The route loads it again and shows its own error when it fails.
    });
  }
}
