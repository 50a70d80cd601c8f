/** Addresses of the super-admin period screens (spec §2); a period's own page is adminPaths.periodProps. */
export const adminPeriodPaths = {
  search: '/survey/survey-period-search',
  ofSurvey: (surveyId: number, parentOrgId?: number) =>
    parentOrgId ? `/admin/survey-periods/${surveyId}/${parentOrgId}` : `/admin/survey-periods/${surveyId}`,
  linked: (periodId: number) => `/admin/linked-school-periods/${periodId}`,
  management: '/admin/survey-periods-management',
  recentlyClosed: '/admin/recently-closed-periods',
};
