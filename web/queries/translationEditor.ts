import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { downloadFile } from '../api/downloadFile';
import { languageKeys } from './languages';

export type TextFilter = 'all' | 'missing' | 'same';
export type InterfaceText = {
  key: string;
  english: string;
  value: string | null;
  source: string | null;
  /** A plural form English lacks (few, many, zero): its English text is the `other` one. */
  plural_form: string | null;
};
export type TextChange = {
  changed_at: string;
  user_id: number | null;
  previous: string | null;
  value: string;
  /** The spreadsheet's name when the change came with an import. */
  imported_from: string | null;
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

/** What an imported spreadsheet did (the server refuses a file with any bad row, so this is a whole import). */
export type TranslationImportSummary = {
  rows: number;
  changed: number;
  unchanged: number;
  empty: number;
  empty_keys: string[];
};

const sheetPath = (language: string) => `/api/admin/translations/${encodeURIComponent(language)}`;

/** The language's texts as the spreadsheet translators fill in. */
export function downloadTranslationSheet(language: string): Promise<void> {
  return downloadFile(`${sheetPath(language)}/export.xlsx`, `translations-${language}.xlsx`);
}

export function useImportTranslationSheet(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await api.post<TranslationImportSummary>(`${sheetPath(language)}/import`, form)).data;
    },
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: translationEditorKeys.all });
      queryClient.invalidateQueries({ queryKey: languageKeys.all });
    },
  });
}
