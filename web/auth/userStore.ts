import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/apiError';
import { api } from '../api/client';
import { logError } from '../api/log';
import { setEventIdentity } from '../api/usageEvents';
import { notice } from '../components/notices';
import { i18n, switchLanguage, textsStarted } from '../i18n/i18n';
import { isLanguageChosen } from '../i18n/languageStore';
import type { AdminRecord, CurrentSchool, CurrentUser, PermissionMap } from './userTypes';

export type UserState = {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /**
   * Why loading failed: the server refused the token (the terms gate sends the person to sign in), or
   * the user, school or admin record could not be read (spec §8: a notice, and the person stays).
   */
  failure: 'unauthorised' | 'unavailable' | null;
  user: CurrentUser | null;
  school: CurrentSchool | null;
  admin: AdminRecord | null;
  /** Effective permissions: the admin record's when there is one, else the user's. */
  permissions: PermissionMap | null;
};

const initial: UserState = {
  status: 'idle',
  failure: null,
  user: null,
  school: null,
  admin: null,
  permissions: null,
};
let state: UserState = initial;
const listeners = new Set<() => void>();

function update(next: Partial<UserState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getUserState(): UserState {
  return state;
}

export function resetUser(): void {
  update(initial);
  setEventIdentity({ identityId: null, identityType: 'anonymous', organizationId: null });
}

/** The server refused who is asking (as opposed to not answering, or failing). */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** Spec §4 user loading in stages: user, then school, then the admin record with permissions. */
export async function loadUser(): Promise<UserState> {
  update({ ...initial, status: 'loading' });
  try {
    const { data: user } = await api.get<CurrentUser>('user');
    if (!user?.id) {
      logError('No user identity found');
      update({ status: 'failed', failure: 'unauthorised' });
      return state;
    }
    update({ user });
    // The language a person keeps in their profile is their interface's, unless they picked one in this
    // session. The user is asked for as the app starts, so the switch waits for the first texts.
    void textsStarted().then(() => {
      if (i18n.isInitialized && user.language && user.language !== i18n.language && !isLanguageChosen())
        switchLanguage(user.language, false).catch((error) =>
          logError('Profile language switch failure', error),
        );
    });
    setEventIdentity({
      identityId: user.id,
      identityType: user.type,
      organizationId: user.organization?.id ?? null,
    });
    let school: CurrentSchool | null = null;
    let admin: AdminRecord | null = null;
    if (user.organization) {
      school = (await api.get<CurrentSchool | null>('user/school')).data;
      update({ school });
      if (school) {
        admin = (
          await api.get<AdminRecord>(
            `school/${school.id}/admins/by_user_id/${user.user_id}?include=permissions`,
          )
        ).data;
      }
    }
    const granted = admin?.permissions?.data ?? user.permissions;
    const permissions = Object.fromEntries(
      Object.entries(granted).map(([name, value]) => [name, value && user.permissions[name] === true]),
    );
    update({ admin, permissions, status: 'loaded' });
  } catch (error) {
    // A refused token is an ended session, which the terms gate answers with the sign-in screen: no error.
    if (isRefusal(error)) {
      update({ status: 'failed', failure: 'unauthorised' });
    } else {
      logError('User loading failed', error);
      void textsStarted().then(() => notice.error(i18n.t('auth.could_not_collect_users_data')));
      update({ status: 'failed', failure: 'unavailable' });
    }
  }
  return state;
}

export function useUserState(): UserState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/*
 * Spec §4: what depends on permissions waits until they are loaded. No timer does it: every
 * permission-dependent thing is rendered from this store (useUserState), so it shows the moment permissions
 * load, and routes wait in guards.tsx RequirePermission (spec §9 permission wait: poll 100 ms, limit 5000 ms).
 * A fixed delay (1500 ms was once asked for) would only be slower when permissions are quick and wrong when
 * they take longer.
 */

export function holdsAny(permissions: PermissionMap | null, names: readonly string[]): boolean {
  return !!permissions && names.some((name) => permissions[name] === true);
}
