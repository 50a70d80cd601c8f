import type { LanguageCode } from '../../../common/languages';
import { localizedText } from '../../../common/localizedText';
import type { DistributionEntry, QuestionResult } from '../../../common/results/types';
import { scaleWordsFor } from '../../../common/survey/scaleWords';

/** What one answer is called in a report: its own label, else the scale's word, else the value. */
export function answerWords(entry: DistributionEntry, type: QuestionResult['type'], language: LanguageCode) {
  const own = localizedText(entry.label, language);
  if (own) return own;
  if (type === 'agreement' || type === 'frequency')
    return scaleWordsFor(type, language)[Number(entry.value) - 1] ?? String(entry.value);
  return String(entry.value);
}
