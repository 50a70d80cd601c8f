import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

/** GET /api/admin/languages: a language with how much of the interface it translates. */
export type AdminLanguage = {
  code: string;
  name: string;
  native_name: string;
  enabled: boolean;
  survey_enabled: boolean;
  /** English texts, the ones a complete language has. */
  total: number;
  missing: number;
  same_as_english: number;
  /** Enabled and complete enough for the language switcher. */
  in_switcher: boolean;
};

export type NewLanguage = { code: string; name: string; native_name: string };
export type LanguageChange = Partial<
  Pick<AdminLanguage, 'name' | 'native_name' | 'enabled' | 'survey_enabled'>
>;

export const languageKeys = { all: ['languages'] as const, admin: ['languages', 'admin'] as const };

export function useAdminLanguages() {
  return useQuery({
    queryKey: languageKeys.admin,
    queryFn: async () => (await api.get<AdminLanguage[]>('/api/admin/languages')).data,
  });
}

export function useAddLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewLanguage) =>
      (await api.post<AdminLanguage>('/api/admin/languages', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: languageKeys.all }),
  });
}

export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, ...change }: LanguageChange & { code: string }) =>
      (await api.patch<AdminLanguage>(`/api/admin/languages/${encodeURIComponent(code)}`, change)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: languageKeys.all }),
  });
}

/** GET /api/languages: the interface languages the switcher offers (enabled and complete enough). */
export type InterfaceLanguage = { code: string; name: string; native_name: string };

export function useInterfaceLanguages() {
  return useQuery({
    queryKey: [...languageKeys.all, 'public'] as const,
    queryFn: async () => (await api.get<InterfaceLanguage[]>('/api/languages')).data,
    staleTime: 5 * 60_000,
  });
}
