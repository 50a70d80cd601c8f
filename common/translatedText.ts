/**
 * The shipped texts of locales/*.json per built-in language (en, lv, ru), nested as in the files. A caller may
 * bundle only the branches it needs (`{ en: { poll: en.poll }, … }`), so the light poll page does not carry
 * every text of the app.
 */
export type ShippedTexts = Readonly<Record<string, unknown>>;

/**
 * A language's own translations, flat (`mail.password_reset.subject` → text), as the translations table or
 * GET /api/language/get hold them. A key answered with itself or with an empty text counts as untranslated.
 */
export type TranslationOverlay = Readonly<Record<string, string | undefined>>;

function shippedText(shipped: ShippedTexts, language: string, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      shipped[language],
    );
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** A text in the language itself: its translation, else its shipped text; undefined when it has neither. */
export function textInLanguage(
  key: string,
  language: string,
  own: TranslationOverlay | undefined,
  shipped: ShippedTexts,
): string | undefined {
  const translated = own?.[key];
  if (translated?.trim() && translated !== key) return translated;
  return shippedText(shipped, language, key);
}

/**
 * The one rule for a fixed text the platform writes (report and scale words, access-code slips, campaign and
 * account mail): the language's translation (edited at /admin/manage-translations, or a language added
 * there), else its shipped text, else English's shipped text, else the key itself.
 */
export function translatedText(
  key: string,
  language: string,
  own: TranslationOverlay | undefined,
  shipped: ShippedTexts,
): string {
  return textInLanguage(key, language, own, shipped) ?? shippedText(shipped, 'en', key) ?? key;
}

/** Fills a text's `{{name}}` values (i18next's interpolation); a name without a value stays as written. */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name] : whole,
  );
}
