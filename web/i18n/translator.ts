import { candidateKeys, fillValues } from './textRules';

/**
 * The interface texts, instead of i18next (issue 20: ~15 KB gzip less before a page shows). It does what
 * the app asks of i18next and no more: `{{name}}` values (not escaped: React escapes), a number `count`
 * picks the plural form by the language's rules (`key_one`, `key_few`, `key_zero` for 0), a `context`
 * picks `key_<context>` where there is one, English stands in per missing or empty text, then
 * `defaultValue`, then the key itself.
 */
export type TOptions = {
  count?: number;
  context?: string;
  defaultValue?: string;
  [name: string]: unknown;
};

/** `t(key, options)`, or `t(key, defaultValue)` as i18next allows. */
export type TFunction = (key: string, options?: TOptions | string) => string;

/** The language whose texts stand in for one a language lacks. */
export const fallbackLanguage = 'en';

export type Translator = ReturnType<typeof createTranslator>;

export function createTranslator() {
  const texts = new Map<string, Record<string, string>>();
  const listeners = new Set<() => void>();
  let language = fallbackLanguage;

  function lookup(code: string, key: string, options?: TOptions): string | undefined {
    const own = texts.get(code);
    if (!own) return undefined;
    for (const candidate of candidateKeys(key, code, options?.count, options?.context)) {
      const text = own[candidate];
      if (text) return text;
    }
    return undefined;
  }

  function translate(code: string, key: string, given?: TOptions | string): string {
    if (typeof key !== 'string') return '';
    const options = typeof given === 'string' ? { defaultValue: given } : given;
    const text =
      lookup(code, key, options) ??
      (code === fallbackLanguage ? undefined : lookup(fallbackLanguage, key, options)) ??
      options?.defaultValue;
    return text === undefined ? key : fillValues(text, options);
  }

  /** A new function on every change, so that what is memoized on `t` is worked out again. */
  const boundTo = (): TFunction => (key, options) => translate(language, key, options);

  function changed(): void {
    translator.t = boundTo();
    for (const listener of listeners) listener();
  }

  const translator = {
    /** Translates in the current language; replaced by a new function when the language or texts change. */
    t: boundTo(),
    /** True once the app has started its language (web/i18n/i18n.ts startI18n). */
    isInitialized: false,
    get language(): string {
      return language;
    },
    async changeLanguage(next: string): Promise<void> {
      if (next === language) return;
      language = next;
      changed();
    },
    /** True when the current language (or English) has a text for the key. */
    exists(key: string, options?: TOptions): boolean {
      return (
        lookup(language, key, options) !== undefined || lookup(fallbackLanguage, key, options) !== undefined
      );
    },
    /** A translate function fixed to one language (texts handed to others in their language). */
    getFixedT(code: string): TFunction {
      return (key, options) => translate(code, key, options);
    },
    hasResourceBundle(code: string, _namespace = 'translation'): boolean {
      return texts.has(code);
    },
    /** Adds (over what is there) one language's texts, nested as in locales/*.json. */
    addResourceBundle(
      code: string,
      _namespace: string,
      dictionary: Record<string, unknown>,
      _deep = true,
      _overwrite = true,
    ): void {
      texts.set(code, { ...texts.get(code), ...flatten(dictionary) });
      changed();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return translator;
}

/** {a: {b: 'x'}} → {'a.b': 'x'}; what is neither a text nor a branch is left out. */
function flatten(dictionary: Record<string, unknown>, prefix = '', flat: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (value && typeof value === 'object') flatten(value as Record<string, unknown>, path, flat);
  }
  return flat;
}

/** The app's one translator. */
export const i18n = createTranslator();
