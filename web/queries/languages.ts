import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isLanguageCode, languageNames, supportedLanguages } from '../../common/languages';
import { api } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';

/** GET /api/admin/languages: a language with how much of the interface it translates. */
export type AdminLanguage = {
  code: string;
  name: string;
  native_name: string;
  enabled: boolean;
  survey_enabled: boolean;
  /** The texts a complete language has: the English ones and the plural forms it needs beyond English's. */
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

export function useInterfaceLanguages(enabled = true) {
  return useQuery({
    queryKey: [...languageKeys.all, 'public'] as const,
    queryFn: async () => (await api.get<InterfaceLanguage[]>('/api/languages')).data,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * A language the list does not name (not offered, or the list not loaded yet) named by the browser's own
 * language names in the reader's language (uk → Ukrainian, ukraiņu, украинский), else its code.
 */
function nameOf(code: string, readerLanguage: string): string {
  try {
    return new Intl.DisplayNames([readerLanguage, 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A choice of a language select: its code and the name it shows. */
export type LanguageOption = { value: string; label: string };

const builtInList = supportedLanguages.map((code) => ({ code, native_name: languageNames[code].nativeName }));

/**
 * The options of a select of people's or organisations' languages: the built-in ones named in the reader's
 * language (profile.languages.*), a language added at /admin/manage-languages by its own name, in the list's
 * order; the built-in ones while the list is unknown. Codes in `keep` (the record's own, perhaps switched off
 * since) stay choosable.
 */
export function useLanguageOptions(
  list: readonly { code: string; native_name: string }[] | undefined,
  keep: readonly (string | null | undefined)[] = [],
): LanguageOption[] {
  const { t, i18n } = useTranslation();
  const languages = [...(list ?? builtInList)];
  for (const code of keep)
    if (code && !languages.some((language) => language.code === code))
      languages.push({
        code,
        native_name: isLanguageCode(code) ? languageNames[code].nativeName : nameOf(code, i18n.language),
      });
  return languages.map((language) => ({
    value: language.code,
    label: isLanguageCode(language.code) ? t(`profile.languages.${language.code}`) : language.native_name,
  }));
}

/** A person's own language (the profile): the interface languages the switcher offers (GET /api/languages). */
export function useInterfaceLanguageOptions(current: string | null | undefined): LanguageOption[] {
  const languages = useInterfaceLanguages();
  return useLanguageOptions(languages.data, [current]);
}

/**
 * For the super-admin's user and organisation forms: the languages the server takes there (GET
 * /api/admin/languages), switched on for the interface (`interface`) or for the interface or surveys.
 */
export function useAdminLanguageOptions(
  use: 'interface' | 'interface_or_survey',
  keep: readonly (string | null | undefined)[],
): LanguageOption[] {
  const languages = useAdminLanguages();
  const list = languages.data?.filter(
    (language) => language.enabled || (use === 'interface_or_survey' && language.survey_enabled),
  );
  return useLanguageOptions(list, keep);
}
