import { isLanguageCode } from '../../common/languages';
import { setErrorTranslation } from '../api/apiError';
import { apiUrl } from '../api/endpoint';
import { buildHeaders } from '../api/headers';
import { logError } from '../api/log';
import { storeLanguage } from './languageStore';
import { i18n } from './translator';

export { i18n };

/** One language's dictionary as edited in the product (also used for texts printed in another language). */
export async function fetchDictionary(language: string): Promise<Record<string, unknown>> {
  const response = await fetch(apiUrl(`translations/${language}`), { headers: buildHeaders() });
  if (!response.ok) throw new Error(`Translations for ${language} answered ${response.status}`);
  const body = (await response.json()) as { data?: Record<string, unknown> };
  return body.data ?? {};
}

/**
 * Loads one language's dictionary from GET /api/translations/{language} (the texts as edited in the product,
 * also of a language added there); a failure is logged and the app goes on (keys show as themselves).
 */
async function loadLanguage(language: string): Promise<boolean> {
  if (i18n.hasResourceBundle(language, 'translation')) return true;
  // A language added in the product may lack a few texts (it is offered from 95 %): they show in English.
  if (!isLanguageCode(language)) await loadLanguage('en');
  try {
    i18n.addResourceBundle(language, 'translation', await fetchDictionary(language), true, true);
    return true;
  } catch (error) {
    logError('Translation load failure', error);
    return false;
  }
}

/**
 * Spec §2: the app starts after the current language's translations have loaded or failed. A language
 * added in the product that is no longer offered (switched off since it was chosen) falls back to English.
 */
export function startI18n(requested: string): Promise<void> {
  started = startLanguage(requested);
  return started;
}

let started: Promise<void> = Promise.resolve();

/** Settles once the first language's texts are in or failed (at once if the app never started them). */
export function textsStarted(): Promise<void> {
  return started.catch(() => undefined);
}

async function startLanguage(requested: string): Promise<void> {
  await i18n.changeLanguage(requested);
  i18n.isInitialized = true;
  let language = requested;
  if (!(await loadLanguage(language)) && !isLanguageCode(language)) {
    language = 'en';
    storeLanguage(language, false);
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  }
  document.documentElement.lang = language;
  setErrorTranslation({
    language: () => i18n.language,
    translate: (key, values) => (i18n.exists(key) ? i18n.t(key, values) : null),
  });
}

export async function switchLanguage(language: string, chosen = true): Promise<void> {
  storeLanguage(language, chosen);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
