import type { SurveyLanguage } from '../../../common/languages';
import { localizedText } from '../../../common/localizedText';
import { formatAnswerValue } from '../../../common/results/numbers';
import type { DistributionEntry, QuestionResult } from '../../../common/results/types';
import { reportScaleWords } from './reportWords';

/** What one answer is called in a report: its own label, else the scale's word, else the value. */
export function answerWords(
  entry: DistributionEntry,
  type: QuestionResult['type'],
  language: SurveyLanguage,
) {
  const own = localizedText(entry.label, language);
  if (own) return own;
  if (type === 'agreement' || type === 'frequency')
    return reportScaleWords(language, type)[Number(entry.value) - 1] ?? String(entry.value);
  return formatAnswerValue(entry.value, language);
}
