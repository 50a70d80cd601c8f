import { fillText, translatedText } from '../../../common/translatedText';
import en from '../../../locales/en.json';
import lv from '../../../locales/lv.json';
import ru from '../../../locales/ru.json';
import type { Db } from '../../db/client';
import { loadValues } from './translationQueries';

/** The shipped texts of every built-in language, bundled with the server (mail goes out mid-sync too). */
const shipped = { en, lv, ru };

/** A text of the language the texts were loaded for, its `{{name}}` values filled. */
export type ServerTexts = (key: string, values?: Readonly<Record<string, string>>) => string;

/**
 * Texts the server writes itself (account and action-plan mail) in a person's language: the language's
 * translations from the table (edited at /admin/manage-translations, or a language added there), else the
 * shipped en/lv/ru text, else English (`translatedText`, the same rule as report words, slips and campaign
 * mail). One query for the keys asked.
 */
export async function loadServerTexts(
  db: Db,
  language: string,
  keys: readonly string[],
): Promise<ServerTexts> {
  const own = await loadValues(db, language, [...keys]);
  return (key, values = {}) => fillText(translatedText(key, language, own, shipped), values);
}
