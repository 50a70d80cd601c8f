import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ActiveFilters } from '../../../common/results/types';
import { parseBenchmarkId, parseFilters, resultsSearch } from './resultsSearch';

/** The active filters and benchmark of the dashboard, kept in the address. */
export function useResultsSearch() {
  const [params, setParams] = useSearchParams();
  const filtersText = params.get('filters');
  const filters = useMemo(() => parseFilters(filtersText), [filtersText]);
  const benchmarkId = parseBenchmarkId(params.get('benchmarkId'));
  const setFilters = useCallback(
    (next: ActiveFilters) => setParams((current) => resultsSearch(current, { filters: next })),
    [setParams],
  );
  const setBenchmarkId = useCallback(
    (next: number | null) => setParams((current) => resultsSearch(current, { benchmarkId: next })),
    [setParams],
  );
  return { filters, benchmarkId, setFilters, setBenchmarkId, search: params.toString() };
}
