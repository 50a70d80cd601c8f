import { type ComponentType, lazy, useState } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useParams } from 'react-router';
import { RequireLogin, RequirePermission } from '../auth/guards';
import { RootLayout } from '../layout/RootLayout';
import { loadedScreen } from './loadScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { AppRoute, RouteHandle, ScreenLoader } from './routeTypes';

function fillParams(target: string, params: Record<string, string | undefined>): string {
  return target.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  const location = useLocation();
  return <Navigate replace to={{ pathname: fillParams(to, params), search: location.search }} />;
}

/**
 * A route's screen: shown at once when its code is already in (the first page's is preloaded while the
 * session starts), else lazily. A lazy screen suspends at least once even then, and React holds the page
 * revealed after a Suspense fallback back until 300 ms after that fallback: the first page waited so.
 */
function routeScreen(load: ScreenLoader): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Screen() {
    const [Shown] = useState<ComponentType>(() => loadedScreen(load) ?? Lazy);
    return <Shown />;
  };
}

function GuardedScreen({ screen: Screen, permissions }: { screen: ComponentType; permissions?: string[] }) {
  return (
    <RequireLogin>
      {permissions?.length ? (
        <RequirePermission permissions={permissions}>
          <Screen />
        </RequirePermission>
      ) : (
        <Screen />
      )}
    </RequireLogin>
  );
}

function toRouteObjects(route: AppRoute): RouteObject[] {
  const handle: RouteHandle = {
    title: route.title,
    loginRequired: route.loginRequired,
    permissions: route.permissions,
  };
  let base: RouteObject;
  if (route.redirect) base = { element: <RedirectTo to={route.redirect} />, handle };
  else {
    const Screen = routeScreen(route.screen!);
    base = {
      handle,
      element: route.loginRequired ? (
        <GuardedScreen screen={Screen} permissions={route.permissions} />
      ) : (
        <Screen />
      ),
      children: route.children?.flatMap(toRouteObjects),
    };
  }
  return [route.path, ...(route.aliases ?? [])].map((path) => ({ ...base, path }));
}

/** The layout, an error boundary around it and one around the screens (the header stays when a screen fails). */
export function buildRoutes(table: AppRoute[]): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: table.flatMap(toRouteObjects),
        },
      ],
    },
  ];
}
