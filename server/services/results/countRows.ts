import type { AnswerCounts } from '../../../common/results/scoring';

/** One row of the answer-count aggregations (answerCounts, benchmarks' schoolAnswerCounts). */
export type CountRow = {
  kind: 'respondents' | 'answered' | 'value';
  key: string | null;
  value: string | null;
  count: number;
};

export const emptyCounts = (): AnswerCounts => ({ respondents: 0, values: {}, answered: {} });

/** Adds n to record[key] (an own property only: a value may be named like an Object method). */
function plus(record: Record<string, number>, key: string, n: number): void {
  record[key] = (Object.hasOwn(record, key) ? record[key] : 0) + n;
}

/** Adds one aggregation row to the counts it belongs to (a row of the same kind, key and value adds to it). */
export function addCountRow(counts: AnswerCounts, row: CountRow): void {
  addCount(counts, row.kind, row.key, row.value, row.count);
}

/** addCountRow of a row given as its four columns (a packed row: answerCounts' JSON array). */
export function addCount(
  counts: AnswerCounts,
  kind: CountRow['kind'],
  key: string | null,
  value: string | null,
  count: number | string,
): void {
  const n = Number(count);
  if (kind === 'respondents') counts.respondents += n;
  else if (kind === 'answered' && key) plus(counts.answered, key, n);
  else if (kind === 'value' && key && value !== null) {
    counts.values[key] ??= {};
    plus(counts.values[key], value, n);
  }
}

/** Counts of several parts together (schools, periods: counts of different respondents add up). */
export function addCounts(parts: AnswerCounts[]): AnswerCounts {
  const total = emptyCounts();
  for (const part of parts) {
    total.respondents += part.respondents;
    for (const [key, answered] of Object.entries(part.answered)) {
      total.answered[key] = (total.answered[key] ?? 0) + answered;
    }
    for (const [key, values] of Object.entries(part.values)) {
      total.values[key] ??= {};
      for (const [value, count] of Object.entries(values)) {
        total.values[key][value] = (total.values[key][value] ?? 0) + count;
      }
    }
  }
  return total;
}

/** `whole` less `part` (a part counted within it): what the rest of the whole holds. */
export function subtractCounts(whole: AnswerCounts, part: AnswerCounts): AnswerCounts {
  const rest = emptyCounts();
  rest.respondents = whole.respondents - part.respondents;
  for (const [key, answered] of Object.entries(whole.answered)) {
    const left = answered - (part.answered[key] ?? 0);
    if (left > 0) rest.answered[key] = left;
  }
  for (const [key, values] of Object.entries(whole.values)) {
    if (!(key in rest.answered)) continue;
    rest.values[key] = {};
    for (const [value, count] of Object.entries(values)) {
      const left = count - (part.values[key]?.[value] ?? 0);
      if (left > 0) rest.values[key][value] = left;
    }
  }
  return rest;
}
