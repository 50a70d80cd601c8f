import { localizedText } from '../../../common/localizedText';
import type { TFunction } from '../../i18n/translator';
import type { BenchmarkItem } from '../../queries/benchmarks';

/** The overall score, a theme, a question, or a matrix item after its question ("Adults at school … — listen to me"). */
export function itemLabel(item: BenchmarkItem, t: TFunction, language: string): string {
  if (item.kind === 'compound') return t('benchmarks.items.compound');
  const text = localizedText(item.label, language);
  return item.parent_label ? `${localizedText(item.parent_label, language)} — ${text}` : text;
}
