import { sameOriginPath } from '../../common/sameOriginPath';
import { configureSession } from '../api/authRules';
import { apiUrl } from '../api/endpoint';
import { buildHeaders } from '../api/headers';
import { clearToken, getOrgPage, setMustLogout, setToken, setTokenized } from './tokenStore';

let tokenLoading = false;
let signedInPage = false;

/** Spec §4: GET token from the session cookie; on 200 the token is stored. */
export async function requestToken(): Promise<string | null> {
  tokenLoading = true;
  try {
    const response = await fetch(apiUrl('token'), { headers: buildHeaders(), credentials: 'same-origin' });
    if (response.status !== 200) return null;
    const body = (await response.json()) as { data?: { token?: unknown } };
    const token =
      typeof body.data?.token === 'string' && body.data.token.length >= 4 ? body.data.token : null;
    if (token) setToken(token);
    return token;
  } catch {
    return null;
  } finally {
    tokenLoading = false;
  }
}

/** A redirect target as the path of this site it resolves to (common/sameOriginPath.ts), else `fallback`. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/dashboard'): string {
  return sameOriginPath(value) ?? fallback;
}

/** Spec §2: after a session ends the user goes to the organisation page, else to login with the expiry message. */
export function logoutRedirectTarget(): string {
  const orgPage = getOrgPage();
  return orgPage ? `/${orgPage}` : '/users/login?error=login.session_expired_error';
}

export function sessionExpiredPath(): string {
  return `/users/logout?redirect=${encodeURIComponent(logoutRedirectTarget())}`;
}

export function startSignedIn(token: string, tokenized = false): void {
  setToken(token);
  setTokenized(tokenized);
  setMustLogout(false);
}

export function forgetSession(): void {
  clearToken();
  setTokenized(false);
  setMustLogout(false);
}

export function setSignedInPage(value: boolean): void {
  signedInPage = value;
}

/** Wires the API client's token rules to this session. */
export function installSessionHooks(navigate: (path: string) => void): void {
  configureSession({
    refreshToken: requestToken,
    isTokenLoading: () => tokenLoading,
    isSignedInPage: () => signedInPage,
    forceLogout: () => {
      setMustLogout(true);
      navigate('/logout');
    },
  });
}
