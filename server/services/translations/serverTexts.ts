import { intlLocale } from '../../../common/languages';
import {
  fillText,
  type TranslationOverlay,
  textInLanguage,
  translatedText,
} from '../../../common/translatedText';
import { mail as enMail, actionPlans as enPlans } from '../../../locales/en.json';
import { mail as lvMail, actionPlans as lvPlans } from '../../../locales/lv.json';
import { mail as ruMail, actionPlans as ruPlans } from '../../../locales/ru.json';
import type { Db } from '../../db/client';
import { loadValues } from './translationQueries';

/**
 * The shipped texts the server writes itself, per built-in language, bundled with the server (mail goes out
 * mid-sync too): `mail.*` and the action plan PDF's `actionPlans.pdf.*` (only these branches are bundled).
 */
const shipped = {
  en: { mail: enMail, actionPlans: { pdf: enPlans.pdf } },
  lv: { mail: lvMail, actionPlans: { pdf: lvPlans.pdf } },
  ru: { mail: ruMail, actionPlans: { pdf: ruPlans.pdf } },
};

/** Every plural form a language may have (i18next's `key_one`, `key_few`, …). */
const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * Texts of the language they were loaded for, their `{{name}}` values filled; `plural` picks the language's
 * plural form of a `key_one` / `key_other` … text for `count` (filled as {{count}}), English's form where the
 * language has no text of its own.
 */
export type ServerTexts = ((key: string, values?: Readonly<Record<string, string>>) => string) & {
  plural: (key: string, count: number, values?: Readonly<Record<string, string>>) => string;
};

const category = (language: string, count: number) =>
  new Intl.PluralRules(intlLocale(language)).select(count);

/** Server texts of a language from its translations (`own`, flat): see loadServerTexts. */
export function serverTextsOf(language: string, own: TranslationOverlay = {}): ServerTexts {
  const text = (key: string, values: Readonly<Record<string, string>> = {}) =>
    fillText(translatedText(key, language, own, shipped), values);
  const plural = (key: string, count: number, values: Readonly<Record<string, string>> = {}) => {
    const filled = { ...values, count: String(count) };
    const form = textInLanguage(`${key}_${category(language, count)}`, language, own, shipped);
    return fillText(form ?? translatedText(`${key}_${category('en', count)}`, 'en', {}, shipped), filled);
  };
  return Object.assign(text, { plural });
}

/**
 * Texts the server writes itself (account and action-plan mail, the action plan's PDF) in a person's
 * language: the language's translations from the table (edited at /admin/manage-translations, or a language
 * added there), else the shipped en/lv/ru text, else English (`translatedText`, the same rule as report
 * words, slips and campaign mail). One query for the keys asked; `pluralKeys` are read in every plural form.
 */
export async function loadServerTexts(
  db: Db,
  language: string,
  keys: readonly string[],
  pluralKeys: readonly string[] = [],
): Promise<ServerTexts> {
  const forms = pluralKeys.flatMap((key) => pluralCategories.map((form) => `${key}_${form}`));
  return serverTextsOf(language, await loadValues(db, language, [...keys, ...forms]));
}
