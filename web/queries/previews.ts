import { useQuery } from '@tanstack/react-query';
import type { SurveyContent } from '../../common/survey/content';
import { api } from '../api/client';

/** GET /api/preview/surveys/:slug and /api/school/preview/polls/:pollId: a version to try, nothing saved. */
export type SurveyPreview = {
  source: 'survey' | 'period';
  /** The period's name; null for a survey. */
  name: string | null;
  languages: string[];
  anonymous: boolean;
  version: number;
  survey: SurveyContent;
};

export const previewKeys = {
  survey: (slug: string) => ['previews', 'survey', slug] as const,
  period: (periodId: string) => ['previews', 'period', periodId] as const,
};

export function useSurveyPreview(slug: string) {
  return useQuery({
    queryKey: previewKeys.survey(slug),
    queryFn: async () => (await api.get<SurveyPreview>(`preview/surveys/${encodeURIComponent(slug)}`)).data,
  });
}

/** `periodId` is the {poll_id} of /school/preview/survey/{poll_id}: the period, as /school/surveys/{poll} names it. */
export function usePeriodPreview(periodId: string) {
  return useQuery({
    queryKey: previewKeys.period(periodId),
    queryFn: async () =>
      (await api.get<SurveyPreview>(`school/preview/polls/${encodeURIComponent(periodId)}`)).data,
  });
}
