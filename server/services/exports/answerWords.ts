import type { LanguageCode } from '../../../common/languages';
import { localizedText } from '../../../common/localizedText';
import type { DistributionEntry, QuestionResult } from '../../../common/results/types';
import { poll as en } from '../../../locales/en.json';
import { poll as lv } from '../../../locales/lv.json';
import { poll as ru } from '../../../locales/ru.json';

/** The five-point scale words the poll showed, as the dashboard names them (web answerLabel). */
const scaleWords: Record<LanguageCode, Record<'agreement' | 'frequency', Record<string, string>>> = {
  en: en.scales,
  lv: lv.scales,
  ru: ru.scales,
};

/** What one answer is called in the report: its own label, else the scale's word, else the value. */
export function answerWords(entry: DistributionEntry, type: QuestionResult['type'], language: LanguageCode) {
  const own = localizedText(entry.label, language);
  if (own) return own;
  if (type === 'agreement' || type === 'frequency')
    return scaleWords[language][type][String(entry.value)] ?? String(entry.value);
  return String(entry.value);
}
