import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../common/languages';
import { setErrorTranslation } from '../api/apiError';
import { apiUrl } from '../api/endpoint';
import { buildHeaders } from '../api/headers';
import { logError } from '../api/log';
import { storeLanguage } from './languageStore';

export const i18n = i18next.createInstance();

async function fetchDictionary(language: LanguageCode): Promise<Record<string, unknown>> {
  const response = await fetch(apiUrl(`translations/${language}`), { headers: buildHeaders() });
  if (!response.ok) throw new Error(`Translations for ${language} answered ${response.status}`);
  const body = (await response.json()) as { data?: Record<string, unknown> };
  return body.data ?? {};
}

/** Loads one language's dictionary; a failure is logged and the app goes on (keys show as themselves). */
async function loadLanguage(language: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  try {
    i18n.addResourceBundle(language, 'translation', await fetchDictionary(language), true, true);
  } catch (error) {
    logError('Translation load failure', error);
  }
}

/** Spec §2: the app starts after the current language's translations have loaded or failed. */
export async function startI18n(language: LanguageCode): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });
  await loadLanguage(language);
  document.documentElement.lang = language;
  setErrorTranslation({
    language: () => i18n.language,
    translate: (key) => (i18n.exists(key) ? i18n.t(key) : null),
  });
}

export async function switchLanguage(language: LanguageCode, chosen = true): Promise<void> {
  storeLanguage(language, chosen);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
