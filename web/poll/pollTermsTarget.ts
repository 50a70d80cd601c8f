import { ApiError } from '../api/apiError';
import { api } from '../api/client';
import { termsGateTarget } from '../auth/termsGate';
import type { CurrentUser } from '../auth/userTypes';

/**
 * The main app's terms gate for the signed-in respondent, from one GET user: the terms page (coming
 * back here once accepted), the login page when the user cannot be loaded, or null to stay. Offline,
 * the poll stays and shows its own state.
 */
export async function pollTermsTarget(location: {
  pathname: string;
  search: string;
}): Promise<string | null> {
  let user: CurrentUser | null = null;
  try {
    user = (await api.get<CurrentUser>('user')).data;
  } catch (error) {
    if (!(error instanceof ApiError)) return null;
  }
  return termsGateTarget({
    hasToken: true,
    status: user?.id ? 'loaded' : 'failed',
    failure: user?.id ? null : 'unauthorised',
    user,
    pathname: location.pathname,
    search: location.search,
  });
}
