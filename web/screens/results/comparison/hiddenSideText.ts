import type { ResultsInfo } from '../../../../common/results/types';
import type { TFunction } from '../../../i18n/translator';

/** Why one side of a comparison is not shown, in plain words with the threshold that applied. */
export function hiddenSideText(t: TFunction, info: ResultsInfo): string | null {
  if (!info.hidden) return null;
  const n = info.hidden === 'too_few_for_text' ? info.anonymity.minTextGroup : info.anonymity.minGroup;
  return t(`results.compare.hidden.${info.hidden}`, { n });
}
