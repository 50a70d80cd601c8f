import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { termsGateTarget } from './termsGate';
import { getToken } from './tokenStore';
import { getUserState, holdsAny, loadUser, useUserState } from './userStore';

export const permissionPollMs = 100;
export const permissionWaitLimitMs = 5000;
export const forbiddenPath = '/dashboard#forbidden';

/** Spec §5 route guard: login-required routes without a stored token go to /users/login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  if (!getToken()) return <Navigate replace to="/users/login" />;
  return <>{children}</>;
}

/**
 * Spec §5 permission guard: wait for the user record (poll 100 ms, at most 5000 ms); the user must hold
 * at least one listed permission, otherwise or on time-out go to /dashboard#forbidden.
 */
export function RequirePermission({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  const [verdict, setVerdict] = useState<'waiting' | 'allowed' | 'forbidden'>(() =>
    getUserState().status === 'loaded'
      ? holdsAny(getUserState().permissions, permissions)
        ? 'allowed'
        : 'forbidden'
      : 'waiting',
  );
  useEffect(() => {
    if (verdict !== 'waiting') return;
    const started = Date.now();
    const timer = setInterval(() => {
      const current = getUserState();
      if (current.status === 'loaded') {
        setVerdict(holdsAny(current.permissions, permissions) ? 'allowed' : 'forbidden');
      } else if (current.status === 'failed' || Date.now() - started >= permissionWaitLimitMs) {
        setVerdict('forbidden');
      }
    }, permissionPollMs);
    return () => clearInterval(timer);
  }, [verdict, permissions]);
  if (verdict === 'forbidden') return <Navigate replace to={forbiddenPath} />;
  if (verdict === 'waiting') return null;
  return <>{children}</>;
}

export { isTermsFree, termsFreePrefixes, termsGateTarget } from './termsGate';

const isSignOutPath = (pathname: string) => pathname === '/logout' || pathname === '/users/logout';

/**
 * Starts loading the signed-in user unless it is loaded or loading, or the address signs out: signing
 * out needs no user, and loading one there races the sign-out and is refused (issue 41, finding 10).
 * main.tsx calls it as soon as the session is known, so the user does not wait for the texts and the
 * first render; the layout calls it again after a sign-in or a reset.
 */
export function startUserLoading(pathname: string): void {
  if (getToken() && getUserState().status === 'idle' && !isSignOutPath(pathname)) void loadUser();
}

/**
 * Loads the signed-in user once per token and answers where the terms gate sends them, or null. The
 * layout renders that instead of the page, so no page of a user who has not accepted the terms is shown.
 */
export function useTermsGateTarget(): string | null {
  const location = useLocation();
  const { status, failure, user } = useUserState();
  const token = getToken();
  const { pathname } = location;
  useEffect(() => {
    if (token && status === 'idle') startUserLoading(pathname);
  }, [token, status, pathname]);
  return termsGateTarget({
    hasToken: Boolean(token),
    status,
    failure,
    user,
    pathname: location.pathname,
    search: location.search,
  });
}
