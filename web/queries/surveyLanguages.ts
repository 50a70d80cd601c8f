import { useQuery } from '@tanstack/react-query';
import { isLanguageCode, languageNames, supportedLanguages } from '../../common/languages';
import { type SurveyWordOverlay, surveyWordKeys } from '../../common/survey/surveyWordKeys';
import { api } from '../api/client';
import { type InterfaceLanguage, languageKeys } from './languages';

/**
 * The survey languages, for the builder, the wizard, the period and export screens (not the first page load:
 * the header's language switch reads ./languages only).
 */

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
