import { useUserState } from '../auth/userStore';

/** The school of the signed-in user (imports always go into it), or null while loading or without one. */
export function useSchoolId(): number | null {
  return useUserState().school?.id ?? null;
}
