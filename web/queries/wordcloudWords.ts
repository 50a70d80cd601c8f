import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

export type WordKind = 'stop' | 'hidden';
export type AddedWord = { id: number; word: string; kind: WordKind; language: string };

/** GET /api/admin/wordcloud-words: stop = built-in and added of the language, hidden = of every language. */
export type WordcloudWords = { stop: string[]; hidden: string[]; added: AddedWord[] };

export const wordcloudKeys = {
  all: ['wordcloud-words'] as const,
  language: (language: string) => ['wordcloud-words', language] as const,
};

export function useWordcloudWords(language: string) {
  return useQuery({
    queryKey: wordcloudKeys.language(language),
    queryFn: async () =>
      (await api.get<WordcloudWords>(`/api/admin/wordcloud-words?language=${encodeURIComponent(language)}`))
        .data,
  });
}

export function useAddWordcloudWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { language: string; word: string; kind: WordKind }) =>
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
