import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '../../common/languages';
import { api } from '../api/client';

export type WordKind = 'stop' | 'hidden';
export type AddedWord = { id: number; word: string; kind: WordKind; language: LanguageCode };

/** GET /api/admin/wordcloud-words: stop = built-in and added of the language, hidden = of every language. */
export type WordcloudWords = { stop: string[]; hidden: string[]; added: AddedWord[] };

export const wordcloudKeys = {
  all: ['wordcloud-words'] as const,
  language: (language: LanguageCode) => ['wordcloud-words', language] as const,
};

export function useWordcloudWords(language: LanguageCode) {
  return useQuery({
    queryKey: wordcloudKeys.language(language),
    queryFn: async () =>
      (await api.get<WordcloudWords>(`/api/admin/wordcloud-words?language=${language}`)).data,
  });
}

export function useAddWordcloudWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { language: LanguageCode; word: string; kind: WordKind }) =>
      (await api.post<AddedWord>('/api/admin/wordcloud-words', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordcloudKeys.all }),
  });
}

export function useRemoveWordcloudWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/api/admin/wordcloud-words/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordcloudKeys.all }),
  });
}
