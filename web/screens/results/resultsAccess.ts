import type { UserState } from '../../auth/userStore';
import { useUserState } from '../../auth/userStore';

/**
 * Who may open results (spec §6): staff with view_survey_results see their school's periods; a teacher
 * flagged with teacher_access_to_results sees their own classes; organisation admins and super-admins
 * see their organisations'; a property-value user (a regional officer) the organisations their values give, in
 * the organisation area. forbid_results_access shuts all of it. The server checks again.
 */
export type ResultsAccess = {
  loaded: boolean;
  school: boolean;
  organization: boolean;
  ownClassesOnly: boolean;
  /** list.eu_change_name_class_to_groups: the class filter and badge say "groups". */
  classLabelIsGroups: boolean;
  /** freemium_results_benchmark: more than the overall benchmark. */
  allBenchmarks: boolean;
};

export function resultsAccessFor(
  state: Pick<UserState, 'status' | 'user' | 'admin' | 'permissions'>,
): ResultsAccess {
  const { user, admin, permissions } = state;
  const holds = (name: string) => permissions?.[name] === true;
  const forbidden = !user || holds('forbid_results_access');
  const isSuperAdmin = user?.type === 'super_admin';
  const teacherAccess =
    user?.type === 'teacher' && (admin?.teacher_access_to_results ?? user.teacher_access_to_results) === true;
  const fullSchool = !forbidden && (holds('view_survey_results') || isSuperAdmin);
  return {
    loaded: state.status === 'loaded' || state.status === 'failed',
    school: fullSchool || (!forbidden && teacherAccess),
    organization:
      !forbidden &&
      (user?.type === 'organization_admin' || isSuperAdmin || user?.results_by_property_value === true),
    ownClassesOnly: !fullSchool && !forbidden && teacherAccess,
    classLabelIsGroups: holds('list.eu_change_name_class_to_groups'),
    allBenchmarks: holds('freemium_results_benchmark') || isSuperAdmin,
  };
}

export function useResultsAccess(): ResultsAccess {
  return resultsAccessFor(useUserState());
}
