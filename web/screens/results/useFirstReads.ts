import { useResultsSummary } from '../../queries/results';
import { useFilterList } from './filters/filterQueries';
import type { DashboardSource } from './resultsSource';
import { useResultsSearch } from './useResultsSearch';

/**
 * Asks for a named period's summary and filter list together as soon as the page opens, while the
 * viewer's access still loads (not once it is known to be refused): the dashboard then finds both in the cache instead of asking for the filter
 * list only after the summary has shown. The server checks access on each read as always.
 */
export function useFirstReads(source: DashboardSource | null, mayRead: boolean): void {
  const { filters, benchmarkId } = useResultsSearch();
  const identifiers = (mayRead && source?.identifiers) || null;
  const base = source?.base ?? '';
  const placeholder = { type: 'period', id: 0 } as const;
  useResultsSummary(
    base,
    { period_identifiers: identifiers ?? placeholder, filters, benchmarkId },
    !!identifiers,
  );
  useFilterList(base, identifiers ?? placeholder, !!identifiers);
}
