import { suppressBreakdown } from '../../../common/results/anonymity';
import type { ResultsFilter } from '../../../common/results/types';

export type CountedValue = { value: string; label: string; n: number };

/** Filter values with their respondent counts, a value below the threshold (or giving one away) hidden. */
export function presentValues(values: CountedValue[], minGroup: number): ResultsFilter['values'] {
  const reasons = suppressBreakdown(values, minGroup, true);
  return values.map((entry, index) => {
    const hidden = reasons[index] ?? null;
    return { value: entry.value, label: entry.label, count: hidden ? null : entry.n, hidden };
  });
}
