import { holdsAny, useUserState } from '../../auth/userStore';

/** The signed-in school and what the identity may do with its surveys and periods (the server checks again). */
export function useSurveyAccess() {
  const { school, permissions, status } = useUserState();
  return {
    schoolId: school?.id,
    loaded: status === 'loaded' || status === 'failed',
    canSeeDesigns: holdsAny(permissions, ['view_survey_design', 'manage_survey_design', 'survey_management']),
    canSeePeriods: holdsAny(permissions, [
      'view_survey_periods',
      'manage_survey_periods',
      'survey_management',
    ]),
    canDesign: holdsAny(permissions, ['manage_survey_design', 'survey_management']),
    canManagePeriods: holdsAny(permissions, ['manage_survey_periods', 'survey_management']),
  };
}
