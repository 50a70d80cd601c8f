import type { SurveyLanguage } from '../../../common/languages';
import type { HiddenReason } from '../../../common/results/types';
import type { ScaleType } from '../../../common/survey/content';
import { type SurveyWordOverlay, scaleWordsFor, surveyWordKeys } from '../../../common/survey/scaleWords';
import { translatedText } from '../../../common/translatedText';
import { report as en } from '../../../locales/en.json';
import { report as lv } from '../../../locales/lv.json';
import { report as ru } from '../../../locales/ru.json';
import type { Db } from '../../db/client';
import { loadValues } from '../translations/translationQueries';

/**
 * The words of the PDF and Excel reports: translation keys `report.words.*` and `report.hidden.*` (edited at
 * /admin/manage-translations like any other text). The shipped texts of locales/*.json are bundled with the
 * server, so a report renders even when the table is half-synced; a language added in the product starts
 * from English and reads its own translations, loaded by loadReportWords before the report is made.
 */
export type ReportWords = typeof en.words;
type ReportTexts = typeof en;

const shipped: Record<string, ReportTexts> = { en, lv, ru };
const shippedTexts = { en: { report: en }, lv: { report: lv }, ru: { report: ru } };

/** Per language, the translations last read from the table (loadReportWords), laid over the shipped texts. */
const loaded = new Map<string, SurveyWordOverlay>();

const reportKeys = [
  ...Object.keys(en.compound).map((key) => `report.compound.${key}`),
  ...Object.keys(en.words).map((key) => `report.words.${key}`),
  ...Object.keys(en.hidden).map((key) => `report.hidden.${key}`),
];

/**
 * Reads a language's report and scale words from the translations table; called before a report of that
 * language is made, so the words the editor changed (and a new language's own) are in it. An unreadable
 * table leaves the shipped texts.
 */
export async function loadReportWords(db: Db, language: SurveyLanguage): Promise<void> {
  const values = await loadValues(db, language, [...reportKeys, ...surveyWordKeys]);
  loaded.set(language, values);
}

function word(language: SurveyLanguage, key: string): string {
  return translatedText(key, language, loaded.get(language), shippedTexts);
}

export function reportWords(language: SurveyLanguage): ReportWords {
  return Object.fromEntries(
    (Object.keys(en.words) as (keyof ReportWords)[]).map((key) => [
      key,
      word(language, `report.words.${key}`),
    ]),
  ) as ReportWords;
}

/** A report word with its {{name}} placeholders filled in. */
export function fillWords(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The verdict on a change in the words the comparison screen uses (results.compare.verdict.*). */
export function verdictWords(words: ReportWords, meaningful: boolean | null): string {
  return meaningful === null ? words.verdictUnknown : meaningful ? words.verdictReal : words.verdictChance;
}

export function hiddenReasonText(language: SurveyLanguage, reason: HiddenReason): string {
  return word(language, `report.hidden.${reason}`);
}

/**
 * The overall score's name and explanation in a results answer. The screens ask in an interface language
 * (shipped texts, as the results API always gave them); a report in a language added in the product reads
 * that language's translations (loaded by loadReportWords), English where untranslated.
 */
export function compoundWords(language: SurveyLanguage): { name: string; text: string } {
  const own = shipped[language];
  if (own) return own.compound;
  return {
    name: word(language, 'report.compound.name'),
    text: word(language, 'report.compound.text'),
  };
}

/** Whether compoundWords of the language are shipped with the code (else read from the loaded translations). */
export const shipsCompoundWords = (language: SurveyLanguage): boolean => language in shipped;

/** A five-point scale's words in the report's language (the poll's own words, poll.scales). */
export function reportScaleWords(language: SurveyLanguage, scale: ScaleType): string[] {
  return scaleWordsFor(scale, language, loaded.get(language));
}
