import { isInterfaceLanguageCode, isLanguageCode } from '../../common/languages';

const storageKey = 'language';

/** The interface language kept in session storage (spec §1): a built-in one or one added in the product. */
export function storedLanguage(): string | null {
  const value = sessionStorage.getItem(storageKey);
  return isInterfaceLanguageCode(value) ? value : null;
}

const chosenKey = 'language_chosen';

/** `chosen`: the user picked it; otherwise it was guessed and an organisation's default may replace it. */
export function storeLanguage(language: string, chosen = true): void {
  sessionStorage.setItem(storageKey, language);
  if (chosen) sessionStorage.setItem(chosenKey, 'true');
}

export function isLanguageChosen(): boolean {
  return sessionStorage.getItem(chosenKey) === 'true';
}

/** The value for the Language header: the session language, en when missing or the text 'undefined'. */
export function headerLanguage(): string {
  const value = sessionStorage.getItem(storageKey);
  return !value || value === 'undefined' ? 'en' : value;
}

/**
 * Session storage first, then the organisation's language, then the browser's (a built-in one: an added
 * language is offered by the switcher once it is complete enough), else en.
 */
export function initialLanguage(organizationLanguage?: string | null): string {
  const stored = storedLanguage();
  if (stored) return stored;
  if (isLanguageCode(organizationLanguage)) return organizationLanguage;
  const browser =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  for (const tag of browser) {
    const code = tag?.slice(0, 2).toLowerCase();
    if (isLanguageCode(code)) return code;
  }
  return 'en';
}
