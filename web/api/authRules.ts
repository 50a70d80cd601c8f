import type { ApiError } from './apiError';

/** Spec §8: these token messages (or any 5xx) on a signed-in page force a logout. */
export const forcedLogoutMessages = [
  'The token has been blacklisted',
  'The token is invalid',
  'Token not provided',
];

export function isTokenExpired(error: ApiError): boolean {
  return error.status === 401 && (error.code === 'token_expired' || error.message === 'Token expired');
}

export function forcesLogout(error: ApiError, onSignedInPage: boolean): boolean {
  if (!onSignedInPage) return false;
  return forcedLogoutMessages.includes(error.message) || error.status >= 500;
}

/** What the API client needs from the session layer; Accounts fills it in. */
export type SessionHooks = {
  /** Fetch a fresh token from the session cookie; resolves to it, or null when the session is gone. */
  refreshToken: () => Promise<string | null>;
  /** True while a token request is under way. */
  isTokenLoading: () => boolean;
  isSignedInPage: () => boolean;
  forceLogout: () => void;
};

export const sessionHooks: SessionHooks = {
  refreshToken: async () => null,
  isTokenLoading: () => false,
  isSignedInPage: () => false,
  forceLogout: () => undefined,
};

export function configureSession(hooks: Partial<SessionHooks>): void {
  Object.assign(sessionHooks, hooks);
}

export const tokenPollMs = 100;

export async function waitForToken(maxMs = 10_000): Promise<void> {
  const started = Date.now();
  while (sessionHooks.isTokenLoading() && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, tokenPollMs));
  }
}
