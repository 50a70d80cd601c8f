/** Addresses of the super-admin survey back office (spec §2). */

export const surveyTabs = ['overview', 'versions', 'periods', 'tags'] as const;
export type SurveyTab = (typeof surveyTabs)[number];

export const adminSurveyPaths = {
  list: '/survey/surveys',
  search: '/survey/search-surveys',
  create: '/survey/create-poll',
  survey: (id: number, tab?: SurveyTab) => (tab ? `/survey/poll/${id}/${tab}` : `/survey/poll/${id}`),
  document: (id: number, version?: number) =>
    version ? `/survey/survey/${id}?version=${version}` : `/survey/survey/${id}`,
  tags: (id: number | 'new') => `/admin/survey-tags/${id}`,
  /** The periods of a survey in every organisation (the period side of the back office). */
  periods: (surveyId: number) => `/admin/survey-periods/${surveyId}`,
};

export const isSurveyTab = (value: string | undefined): value is SurveyTab =>
  (surveyTabs as readonly string[]).includes(value ?? '');
