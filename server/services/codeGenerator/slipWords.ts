import type { SurveyLanguage } from '../../../common/languages';
import { translatedText } from '../../../common/translatedText';
import { survey_periods as en } from '../../../locales/en.json';
import { survey_periods as lv } from '../../../locales/lv.json';
import { survey_periods as ru } from '../../../locales/ru.json';
import type { Db } from '../../db/client';
import { loadValues } from '../translations/translationQueries';

export type SlipWords = {
  className: (name: string) => string;
  open: string;
  code: string;
  answer: string;
  scan: string;
};

/**
 * The words printed on access-code slips: the school's printable sheet's translation keys
 * (`survey_periods.sheet.*`, edited at /admin/manage-translations). The shipped en/lv/ru texts are bundled, so
 * slips print when the table is half-synced; a language added in the product reads its own from the table,
 * English for every key it has not translated.
 */
const shipped = { en: { survey_periods: en }, lv: { survey_periods: lv }, ru: { survey_periods: ru } };
const slipKeys = ['class', 'step_open', 'step_code', 'step_answer', 'scan'] as const;

export async function slipWords(db: Db, language: SurveyLanguage): Promise<SlipWords> {
  const values = await loadValues(
    db,
    language,
    slipKeys.map((key) => `survey_periods.sheet.${key}`),
  );
  const word = (key: (typeof slipKeys)[number]) =>
    translatedText(`survey_periods.sheet.${key}`, language, values, shipped);
  const className = word('class');
  return {
    className: (name) => className.replaceAll('{{name}}', name),
    open: word('step_open'),
    code: word('step_code'),
    answer: word('step_answer'),
    scan: word('scan'),
  };
}
