import type { ActiveFilters, ResultsFilter } from '../../../../common/results/types';

type BuiltInKey = 'class' | 'group' | 'grade' | 'teacher';

/** The values chosen in one filter, as the strings its select shows. */
export function chosenValues(active: ActiveFilters, filter: ResultsFilter): string[] {
  if (filter.type === 'question') return active.question?.[String(filter.id)] ?? [];
  return (active[filter.type as BuiltInKey] ?? []).map(String);
}

/** The active filters with one filter's choice replaced; an empty choice removes the criterion. */
export function withChoice(active: ActiveFilters, filter: ResultsFilter, values: string[]): ActiveFilters {
  if (filter.type === 'question') {
    const { [String(filter.id)]: _dropped, ...others } = active.question ?? {};
    const question = values.length ? { ...others, [String(filter.id)]: values } : others;
    const { question: _old, ...rest } = active;
    return Object.keys(question).length ? { ...rest, question } : rest;
  }
  const key = filter.type as BuiltInKey;
  const { [key]: _old, ...rest } = active;
  return values.length ? { ...rest, [key]: values.map(Number) } : rest;
}
