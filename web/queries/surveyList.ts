import { useQuery } from '@tanstack/react-query';
import type { SurveyLanguage } from '../../common/languages';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';
import type { SurveyAudience } from './periods';

export type SurveyVersionSummary = {
  id: number;
  number: number;
  languages: SurveyLanguage[];
  published_at: string;
  question_count: number;
};

/** One survey of GET /api/surveys: the library's and the school's own. */
export type SurveySummary = {
  uuid: string;
  title: Localized;
  audience: SurveyAudience;
  library: boolean;
  question_count: number;
  latest_version: SurveyVersionSummary | null;
  updated_at?: string;
  can: { edit: boolean };
};

export type SurveyScope = 'library' | 'own' | 'all';

/** Under the `surveys` prefix, so whatever changes a survey (the builder) reloads these lists too. */
export const surveyListKeys = {
  list: (scope: SurveyScope) => ['surveys', 'list', scope] as const,
};

export function useSurveyList(scope: SurveyScope, enabled = true) {
  return useQuery({
    queryKey: surveyListKeys.list(scope),
    queryFn: async () => (await api.get<SurveySummary[]>(`surveys?scope=${scope}`)).data,
    enabled,
  });
}
