import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isLanguageCode,
  languageNames,
  type SurveyLanguage,
  supportedLanguages,
} from '../../common/languages';
import { type SurveyWordOverlay, surveyWordKeys } from '../../common/survey/scaleWords';
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

/**
 * GET /api/languages?for=survey: the languages the builder and the wizard offer for survey texts
 * (survey_enabled at /admin/manage-languages: en, lv, ru and any language added there). Undefined until known;
 * the built-in ones when the list cannot be read.
 */
export function useSurveyLanguageList(enabled = true): InterfaceLanguage[] | undefined {
  const query = useQuery({
    queryKey: [...languageKeys.all, 'survey'] as const,
    queryFn: async () => (await api.get<InterfaceLanguage[]>('/api/languages?for=survey')).data,
    staleTime: 5 * 60_000,
    enabled,
  });
  if (query.isError)
    return supportedLanguages.map((code) => ({
      code,
      name: languageNames[code].name,
      native_name: languageNames[code].nativeName,
    }));
  return query.data;
}

/** The codes of useSurveyLanguageList. */
export function useSurveyLanguages(): SurveyLanguage[] | undefined {
  return useSurveyLanguageList()?.map((language) => language.code);
}

/**
 * A survey language's own name: as /admin/manage-languages names it when the list has it, else the built-in
 * name, else its code (a language switched off since a survey was written in it).
 */
export function surveyLanguageName(code: string, list: readonly InterfaceLanguage[] | undefined): string {
  return (
    list?.find((language) => language.code === code)?.native_name ??
    (isLanguageCode(code) ? languageNames[code].nativeName : code.toUpperCase())
  );
}

/**
 * surveyLanguageName over the survey language list, for screens naming a survey's languages (`codes`): the
 * list is asked for only when one of them is not built in.
 */
export function useSurveyLanguageNamer(codes: readonly string[]): (code: string) => string {
  const list = useSurveyLanguageList(codes.some((code) => !isLanguageCode(code)));
  return (code) => surveyLanguageName(code, list);
}

/**
 * The fixed words of a survey language added in the product (answer scales, the rating's ends): its
 * translations from GET /api/language/get, English where a word is untranslated (common/survey/scaleWords).
 * The built-in languages ship their words, so nothing is asked for them.
 */
export function useSurveyWordOverlay(language: string): SurveyWordOverlay | undefined {
  const query = useQuery({
    queryKey: [...languageKeys.all, 'survey-words', language] as const,
    queryFn: async () =>
      (
        await api.get<Record<string, string>>(
          `/api/language/get?language=${encodeURIComponent(language)}&keys=${surveyWordKeys.join(',')}`,
        )
      ).data,
    enabled: !isLanguageCode(language),
    staleTime: 5 * 60_000,
  });
  return query.data;
}
