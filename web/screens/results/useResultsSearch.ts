import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useNavigate, useSearchParams } from 'react-router';
import type { ActiveFilters } from '../../../common/results/types';
import { parseBenchmarkId, parseFilters, resultsSearch } from './resultsSearch';

/**
 * The active filters and benchmark of the dashboard, kept in the address. A change is made to the address
 * as it is now, not as last rendered: the router renders each navigation in a transition (AppRouter), so a
 * benchmark chosen a moment before a filter may not have rendered yet, and a change made to the rendered
 * address would drop it.
 */
export function useResultsSearch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const filtersText = params.get('filters');
  const filters = useMemo(() => parseFilters(filtersText), [filtersText]);
  const benchmarkId = parseBenchmarkId(params.get('benchmarkId'));
  const change = useCallback(
    (next: { filters?: ActiveFilters; benchmarkId?: number | null }) => {
      const latest = (navigator as { location?: { pathname: string; search: string } }).location;
      const current = latest ? new URLSearchParams(latest.search) : params;
      navigate({ pathname: latest?.pathname, search: `?${resultsSearch(current, next).toString()}` });
    },
    [navigator, navigate, params],
  );
  const setFilters = useCallback((next: ActiveFilters) => change({ filters: next }), [change]);
  const setBenchmarkId = useCallback((next: number | null) => change({ benchmarkId: next }), [change]);
  return { filters, benchmarkId, setFilters, setBenchmarkId, search: params.toString() };
}
