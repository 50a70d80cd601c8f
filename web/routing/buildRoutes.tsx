import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { getToken } from '../auth/tokenStore';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorScreen } from '../screens/system/RouteErrorScreen';
import type { RouteHandle } from './RouteEffects';
import type { AppRoute } from './routeTypes';

function fillParams(target: string, params: Record<string, string | undefined>): string {
  return target.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  const location = useLocation();
  return <Navigate replace to={{ pathname: fillParams(to, params), search: location.search }} />;
}

/** Spec §5 route guard: a login-required route without a stored token goes to /users/login. */
function RequireLogin({ children }: { children: React.ReactNode }) {
  if (!getToken()) return <Navigate replace to="/users/login" />;
  return <>{children}</>;
}

function toRouteObjects(route: AppRoute): RouteObject[] {
  const handle: RouteHandle = {
    title: route.title,
    loginRequired: route.loginRequired,
    permissions: route.permissions,
  };
  const base: RouteObject = route.redirect
    ? { element: <RedirectTo to={route.redirect} />, handle }
    : {
        handle,
        lazy: async () => {
          const Screen = await route.screen!();
          return {
            Component: route.loginRequired
              ? () => (
                  <RequireLogin>
                    <Screen />
                  </RequireLogin>
                )
              : Screen,
          };
        },
        children: route.children?.flatMap(toRouteObjects),
      };
  return [route.path, ...(route.aliases ?? [])].map((path) => ({ ...base, path }));
}

export function buildRoutes(table: AppRoute[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [{ errorElement: <RouteErrorScreen />, children: table.flatMap(toRouteObjects) }],
    },
  ];
}
