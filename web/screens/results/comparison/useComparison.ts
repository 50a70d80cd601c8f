import { useQuery } from '@tanstack/react-query';
import type { ActiveFilters, ComparisonResult, PeriodIdentifiers } from '../../../../common/results/types';
import { api } from '../../../api/client';

/**
 * POST {base}/compare: both selections under the same filters, what changed between them, and the
 * benchmark chosen on the opened one beside each row.
 */
export function useComparison(
  base: string,
  identifiers: PeriodIdentifiers,
  compareIdentifiers: PeriodIdentifiers,
  filters: ActiveFilters,
  benchmarkId: number | null,
) {
  return useQuery({
    queryKey: ['results', base, 'compare', identifiers, compareIdentifiers, filters, benchmarkId],
    queryFn: async () =>
      (
        await api.post<ComparisonResult>(`${base}/compare`, {
          period_identifiers: identifiers,
          compare_identifiers: compareIdentifiers,
          filters,
          benchmarkId,
        })
      ).data,
  });
}
