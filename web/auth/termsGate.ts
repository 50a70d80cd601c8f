import type { UserState } from './userStore';
import type { CurrentUser } from './userTypes';

/**
 * Spec §4 terms: needed when signed in and not accepted; an impersonating user counts as accepted
 * when the became marker's user_id is this user's.
 */
export function needsTerms(user: CurrentUser | null): boolean {
  if (!user) return false;
  if (user.became && user.became.user_id === user.user_id) return false;
  return user.has_accepted_terms !== 1;
}

/** Spec §2 terms gate: these path prefixes are open without accepted terms. */
export const termsFreePrefixes = [
  '/short-terms',
  '/terms',
  '/users/login',
  '/logout',
  '/users/logout',
  '/tokenized',
  '/admin/auth-token',
  '/urlexpired',
  '/mailedurlexpired',
  '/pdfv2',
];

export function isTermsFree(pathname: string): boolean {
  return termsFreePrefixes.some((prefix) => pathname.startsWith(prefix));
}

type GateInput = {
  hasToken: boolean;
  status: UserState['status'];
  failure: UserState['failure'];
  user: UserState['user'];
  pathname: string;
  search: string;
};

/**
 * Spec §2 terms gate: off the allowed pages, a signed-in user who has not accepted the terms goes to
 * /short-terms with redirectPath (none from a one-time invitation link), and one whose token no longer gets a user (unauthorised) goes to
 * /users/login with the general error. Null: stay.
 */
export function termsGateTarget({
  hasToken,
  status,
  failure,
  user,
  pathname,
  search,
}: GateInput): string | null {
  if (!hasToken || isTermsFree(pathname)) return null;
  if (failure === 'unauthorised') return '/users/login?error=login.general_error';
  if (status !== 'loaded' || !needsTerms(user)) return null;
  // An invitation link is used up by accepting it (the server answers it 410 from then on): after the
  // terms the new member goes to their home, not back to it.
  if (pathname.startsWith('/auth/invite/')) return '/short-terms';
  return `/short-terms?redirectPath=${encodeURIComponent(`${pathname}${search}`)}`;
}
