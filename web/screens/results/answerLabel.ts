import { localizedText } from '../../../common/localizedText';
import { formatAnswerValue } from '../../../common/results/numbers';
import type { DistributionEntry } from '../../../common/results/types';
import type { QuestionType } from '../../../common/survey/content';
import type { TFunction } from '../../i18n/translator';

const wordedScales: QuestionType[] = ['agreement', 'frequency'];

/**
 * What one answer is called: its own label, else the words of the five-point scale the poll showed
 * (the summary sends scale points unlabelled), else the value itself (ratings, numbers, matrix items).
 */
export function answerLabel(entry: DistributionEntry, type: QuestionType, t: TFunction, language: string) {
  const own = localizedText(entry.label, language);
  if (own) return own;
  if (wordedScales.includes(type)) return t(`poll.scales.${type}.${entry.value}`, String(entry.value));
  return formatAnswerValue(entry.value, language);
}
