import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { RequireLogin, RequirePermission } from '../auth/guards';
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
  const base: RouteObject = route.redirect
    ? { element: <RedirectTo to={route.redirect} />, handle }
    : {
        handle,
        lazy: async () => {
          const Screen = await route.screen!();
          if (!route.loginRequired) return { Component: Screen };
          return { element: <GuardedScreen screen={Screen} permissions={route.permissions} /> };
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
