import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

/** A tag's name per survey language; English is always written. */
export type TagName = Localized;
export type SurveyTag = { id: number; name: TagName };
export type SurveyTagWithCount = SurveyTag & { survey_count: number };

export const surveyTagKeys = { all: ['survey-tags'] as const };

/** Lists show tag names, so a tag change reloads the back-office survey lists too. */
const invalidateTags = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: surveyTagKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['admin-surveys'] }),
  ]);

export function useSurveyTags() {
  return useQuery({
    queryKey: surveyTagKeys.all,
    queryFn: async () => (await api.get<SurveyTagWithCount[]>('admin/survey-tags')).data,
  });
}

export function useSaveSurveyTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number | null; name: TagName }) =>
      (id
        ? await api.put<SurveyTag>(`admin/survey-tags/${id}`, { name })
        : await api.post<SurveyTag>('admin/survey-tags', { name })
      ).data,
    onSuccess: () => invalidateTags(queryClient),
  });
}

export function useDeleteSurveyTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.delete<SurveyTag & { unlinked_surveys: number }>(`admin/survey-tags/${id}`)).data,
    onSuccess: () => invalidateTags(queryClient),
  });
}
