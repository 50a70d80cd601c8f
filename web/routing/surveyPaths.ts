import { pollLinkPath } from '../../common/pollPaths';

/** Paths of the survey screens (spec §2) and the links respondents open. */
export const surveyPaths = {
  wizard: (surveyUuid?: string) => (surveyUuid ? `/survey/wizard/${surveyUuid}` : '/survey/wizard'),
  periods: '/school/surveys',
  period: (periodId: number) => `/school/surveys/${periodId}`,
  parentPeriod: (periodId: number) => `/organization/surveys/${periodId}`,
  builder: (surveyUuid: string) => `/survey-builder/${surveyUuid}`,
  create: '/survey/create',
};

/** A public or class link as respondents open it, on this site. */
export function pollLink(urlToken: string): string {
  return `${window.location.origin}${pollLinkPath(urlToken)}`;
}
