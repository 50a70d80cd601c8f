import type { ActiveFilters, HiddenReason, ResultsFilter } from '../../../common/results/types';

export type CountedValue = { value: string; label: string; n: number };

/** Whether a selection may be shown (disclosure/releasedScope.selectionJudge). */
export type SelectionJudge = (filters: ActiveFilters) => Promise<HiddenReason | null>;

/**
 * Filter values with their respondent counts; a value that may not be shown alone (too few, or not
 * whole released cells) is hidden, its count too. `alone`: the selection of the value by itself.
 */
export async function presentValues(
  values: CountedValue[],
  judge: SelectionJudge,
  alone: (value: string) => ActiveFilters,
): Promise<ResultsFilter['values']> {
  const reasons = await Promise.all(values.map((entry) => judge(alone(entry.value))));
  return values.map((entry, index) => {
    // A value alone that is not whole cells is hidden for the values it shares its cells with.
    const hidden = reasons[index] === 'differencing' ? 'complementary' : (reasons[index] ?? null);
    return { value: entry.value, label: entry.label, count: hidden ? null : entry.n, hidden };
  });
}
