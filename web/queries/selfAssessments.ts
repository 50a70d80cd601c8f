import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answers, AnswerValue } from '../../common/survey/answerTypes';
import type { Localized, SurveyContent } from '../../common/survey/content';
import { api } from '../api/client';

export type SelfAssessmentKind = 'school' | 'person';

/** GET /api/self-assessments/:id (and POST's answer): what filling in needs. */
export type SelfAssessment = {
  id: string;
  kind: SelfAssessmentKind;
  name: string | null;
  language: string;
  status: 'in_progress' | 'finished';
  answers: Answers;
  languages: string[];
  survey: SurveyContent;
  finished_at: string | null;
};

/** GET /api/self-assessments/:id/results: scores 0–100; `comparison` values only with enough others. */
export type SelfAssessmentResults = {
  id: string;
  kind: SelfAssessmentKind;
  name: string | null;
  language: string;
  finished_at: string | null;
  title: Localized;
  compound: number | null;
  comparison: { minimum: number; count: number | null; compound: number | null };
  pillars: { id: string; name: Localized; score: number | null; comparison: number | null }[];
  weakest: string[];
  questions: {
    id: string;
    pillar: string | null;
    text: Localized;
    answer: AnswerValue;
    score: number | null;
    comparison: number | null;
  }[];
  open_answers: { id: string; text: Localized; answer: AnswerValue }[];
};

/** `language`: en, lv, ru or a language switched on for surveys at /admin/manage-languages. */
export type NewSelfAssessment = { kind: SelfAssessmentKind; name: string | null; language: string };

export const selfAssessmentKeys = {
  one: (id: string) => ['self-assessments', id] as const,
  results: (id: string) => ['self-assessments', id, 'results'] as const,
};

export function useSelfAssessment(id: string) {
  return useQuery({
    queryKey: selfAssessmentKeys.one(id),
    queryFn: async () => (await api.get<SelfAssessment>(`self-assessments/${encodeURIComponent(id)}`)).data,
    enabled: id !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSelfAssessmentResults(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: selfAssessmentKeys.results(id),
    queryFn: async () =>
      (await api.get<SelfAssessmentResults>(`self-assessments/${encodeURIComponent(id)}/results`)).data,
  });
}

export function useCreateSelfAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewSelfAssessment) =>
      (await api.post<SelfAssessment>('self-assessments', input)).data,
    onSuccess: (made) => queryClient.setQueryData(selfAssessmentKeys.one(made.id), made),
  });
}
