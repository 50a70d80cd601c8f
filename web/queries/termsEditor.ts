import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { termsKeys } from './terms';

export type TermsText = { language: string; title: string; body: string };
export type TermsDraft = TermsText & { updated_at: string };
export type TermsVersion = { version: number; published_at: string; texts: TermsText[] };
export type PlatformLanguage = { code: string; name: string; native_name: string; enabled: boolean };

/** GET /api/admin/terms: the platform's languages, published versions (newest first) and the drafts. */
export type TermsEditorData = {
  languages: PlatformLanguage[];
  versions: TermsVersion[];
  drafts: TermsDraft[];
};

export const termsEditorKeys = { all: ['admin-terms'] as const };

export function useTermsEditor() {
  return useQuery({
    queryKey: termsEditorKeys.all,
    queryFn: async () => (await api.get<TermsEditorData>('/api/admin/terms')).data,
  });
}

function useTermsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: termsEditorKeys.all });
      await queryClient.invalidateQueries({ queryKey: termsKeys.all });
    },
  });
}

export function useSaveTermsDraft() {
  return useTermsMutation(
    async ({ language, ...text }: TermsText) =>
      (await api.put<TermsDraft>(`/api/admin/terms/drafts/${encodeURIComponent(language)}`, text)).data,
  );
}

export function useDiscardTermsDraft() {
  return useTermsMutation((language: string) =>
    api.delete(`/api/admin/terms/drafts/${encodeURIComponent(language)}`),
  );
}

export function usePublishTerms() {
  return useTermsMutation(
    async () =>
      (await api.post<{ version: number; languages: string[] }>('/api/admin/terms/publish', {})).data,
  );
}
