import { holdsAny, useUserState } from '../../auth/userStore';

/**
 * The school to work on and what the identity may do with its respondents: the signed-in school, or
 * the one a back-office route names (`requestedSchoolId`), where a super-admin may do everything
 * (the server checks again).
 */
export function useRespondentAccess(requestedSchoolId?: number | null) {
  const { user, school, permissions, status } = useUserState();
  const isSuperAdmin = user?.type === 'super_admin';
  return {
    schoolId: requestedSchoolId ?? school?.id,
    loaded: status === 'loaded',
    canManage: isSuperAdmin || holdsAny(permissions, ['manage_respondents']),
    canManageAdmins: isSuperAdmin || holdsAny(permissions, ['manage_admins']),
  };
}
