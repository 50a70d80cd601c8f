import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../common/languages';
import { poll as en } from '../../locales/en.json';
import { poll as lv } from '../../locales/lv.json';
import { poll as ru } from '../../locales/ru.json';
import { i18n } from '../i18n/i18n';

/**
 * The poll page carries the poll texts of every language in its bundle instead of fetching the whole
 * dictionary: it opens at once and switches language offline. switchLanguage finds them loaded.
 */
export async function startPollI18n(language: LanguageCode): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {
      en: { translation: { poll: en } },
      lv: { translation: { poll: lv } },
      ru: { translation: { poll: ru } },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });
  document.documentElement.lang = language;
}
