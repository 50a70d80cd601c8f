import { holdsAny, useUserState } from '../../auth/userStore';

/** The signed-in school and what the identity may do with its respondents. */
export function useRespondentAccess() {
  const { school, permissions, status } = useUserState();
  return {
    schoolId: school?.id,
    loaded: status === 'loaded',
    canManage: holdsAny(permissions, ['manage_respondents']),
    canManageAdmins: holdsAny(permissions, ['manage_admins']),
  };
}
