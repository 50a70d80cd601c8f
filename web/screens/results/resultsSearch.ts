import type { ActiveFilters } from '../../../common/results/types';

/**
 * The dashboard's choices live in the address so that links keep them: `filters` as JSON and
 * `benchmarkId` (a number, or `none` — an absent one would be brought back by the spec §2 rule).
 */

const idLists = ['class', 'group', 'grade', 'teacher'] as const;

const numberList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => Number.isSafeInteger(item)) : [];

/** Active filters read from the `filters` parameter; anything malformed is dropped, never thrown. */
export function parseFilters(text: string | null): ActiveFilters {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const source = raw as Record<string, unknown>;
  const filters: ActiveFilters = {};
  for (const key of idLists) {
    const ids = numberList(source[key]);
    if (ids.length) filters[key] = ids;
  }
  if (source.question && typeof source.question === 'object' && !Array.isArray(source.question)) {
    const question: Record<string, string[]> = {};
    for (const [id, values] of Object.entries(source.question as Record<string, unknown>)) {
      const chosen = Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];
      if (chosen.length) question[id] = chosen;
    }
    if (Object.keys(question).length) filters.question = question;
  }
  return filters;
}

/** Filters without empty lists; `{}` when nothing is chosen. */
export function compactFilters(filters: ActiveFilters): ActiveFilters {
  return parseFilters(JSON.stringify(filters));
}

export function hasFilters(filters: ActiveFilters): boolean {
  return Object.keys(compactFilters(filters)).length > 0;
}

/** A benchmark id; 0 is a parent period's aggregate (parentAggregateBenchmarkId). */
export function parseBenchmarkId(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** The search string with new filters and benchmark; other parameters stay. */
export function resultsSearch(
  current: URLSearchParams,
  change: { filters?: ActiveFilters; benchmarkId?: number | null },
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.filters !== undefined) {
    const filters = compactFilters(change.filters);
    if (Object.keys(filters).length) next.set('filters', JSON.stringify(filters));
    else next.delete('filters');
  }
  if (change.benchmarkId !== undefined)
    next.set('benchmarkId', change.benchmarkId === null ? 'none' : String(change.benchmarkId));
  return next;
}
