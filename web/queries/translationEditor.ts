import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { languageKeys } from './languages';

export type TextFilter = 'all' | 'missing' | 'same';
export type InterfaceText = { key: string; english: string; value: string | null; source: string | null };
export type TextChange = {
  changed_at: string;
  user_id: number | null;
  previous: string | null;
  value: string;
};

export const translationEditorKeys = {
  all: ['translation-editor'] as const,
  texts: (language: string, search: string, filter: TextFilter, page: number) =>
    ['translation-editor', language, search, filter, page] as const,
  history: (language: string, key: string) => ['translation-editor', language, 'history', key] as const,
};

export const textsPageSize = 50;

export function useInterfaceTexts(language: string, search: string, filter: TextFilter, page: number) {
  return useQuery({
    queryKey: translationEditorKeys.texts(language, search, filter, page),
    queryFn: async () => {
      const query = new URLSearchParams({
        filter,
        limit: String(textsPageSize),
        offset: String(page * textsPageSize),
      });
      if (search) query.set('search', search);
      const response = await api.get<InterfaceText[]>(
        `/api/admin/translations/${encodeURIComponent(language)}?${query}`,
      );
      return { rows: response.data, total: Number(response.meta?.total ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useTextHistory(language: string, key: string) {
  return useQuery({
    queryKey: translationEditorKeys.history(language, key),
    queryFn: async () =>
      (
        await api.get<TextChange[]>(
          `/api/admin/translations/${encodeURIComponent(language)}/history?key=${encodeURIComponent(key)}`,
        )
      ).data,
  });
}

export function useSaveText(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: string; value: string }) =>
      api.put(`/api/admin/translations/${encodeURIComponent(language)}`, input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: translationEditorKeys.all });
      queryClient.invalidateQueries({ queryKey: languageKeys.all });
    },
  });
}
