import { requestToken, safeRedirectPath, sessionExpiredPath, startSignedIn } from './session';
import { clearToken, getToken, isTokenized, mustLogout, setMustLogout, setTokenized } from './tokenStore';

export type StartDecision = { redirect: string | null };

/**
 * Spec §4 start-up: a login token in the address is stored and the dashboard opened; a forced logout
 * is finished; otherwise a stored token is refreshed from the session, and a failed refresh ends it.
 */
export async function startSession(location: { pathname: string; search: string }): Promise<StartDecision> {
  const params = new URLSearchParams(location.search);
  const loginToken = params.get('login_token');
  if (loginToken && loginToken.length >= 4) {
    startSignedIn(loginToken);
    return { redirect: safeRedirectPath(params.get('redirectPath')) };
  }
  if (mustLogout()) {
    clearToken();
    setMustLogout(false);
    return { redirect: '/logout' };
  }
  if (!getToken()) return { redirect: null };
  if (await requestToken()) return { redirect: null };
  const wasTokenized = isTokenized();
  // The stored token is dead either way; keeping it would make every later call fail again.
  clearToken();
  setTokenized(false);
  if (wasTokenized) return { redirect: location.pathname === '/tokenized' ? null : '/tokenized' };
  if (location.pathname.startsWith('/users/login')) return { redirect: null };
  return { redirect: sessionExpiredPath() };
}
