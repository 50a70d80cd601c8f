import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SurveyLanguage } from '../../common/languages';
import type { Localized, SurveyContent } from '../../common/survey/content';
import { api } from '../api/client';
import type { SurveyAudience } from './periods';
import type { SurveyVersionSummary } from './surveyList';

/** GET /api/surveys/:uuid: the builder's view of one survey. */
export type SurveyDetail = {
  id: number;
  uuid: string;
  title: Localized;
  audience: SurveyAudience;
  library: boolean;
  organization_id: number | null;
  draft: SurveyContent;
  revision: number;
  problems: string[];
  versions: SurveyVersionSummary[];
  updated_at: string;
  can: { edit: boolean };
};

/** Who a survey asks (server/db/schema/surveys.ts `surveyAudiences`). */
export const surveyAudiences: SurveyAudience[] = ['student', 'teacher', 'parent', 'staff'];

export type DraftSaved = { revision: number; problems: string[]; saved_at: string };
export type NewSurvey = {
  audience: SurveyAudience;
  title: string;
  /** null: a library survey (super-admins only). */
  organization_id: number | null;
  copy_from?: string;
  /** The name in other languages too. */
  titles?: Localized;
};

/** Every survey key starts with `surveys`, so the lists of surveyList.ts reload with these. */
export const surveyKeys = {
  all: ['surveys'] as const,
  lists: () => ['surveys', 'list'] as const,
  detail: (uuid: string) => ['surveys', 'detail', uuid] as const,
};

/**
 * One survey. The builder copies the draft into its own editing state when it opens, so the draft
 * is always read fresh (never from a cache another screen left behind) and not kept once closed.
 */
export function useSurvey(uuid: string | undefined) {
  return useQuery({
    queryKey: surveyKeys.detail(uuid ?? ''),
    queryFn: async () => (await api.get<SurveyDetail>(`surveys/${uuid}`)).data,
    enabled: !!uuid,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCreateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewSurvey) => (await api.post<SurveyDetail>('surveys', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.lists() }),
  });
}

/** Autosave: 409 when someone saved since `revision`. The lists show the question count, so they reload. */
export function useSaveDraft(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { content: SurveyContent; revision: number }) =>
      (await api.put<DraftSaved>(`surveys/${uuid}/draft`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.lists() }),
  });
}

export function usePublishSurvey(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (languages: SurveyLanguage[]) =>
      (await api.post<SurveyVersionSummary>(`surveys/${uuid}/publish`, { languages })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
