import { useQuery } from '@tanstack/react-query';
import type { ActiveFilters, ComparisonResult, PeriodIdentifiers } from '../../../../common/results/types';
import { api } from '../../../api/client';

/** POST {base}/compare: both selections under the same filters, and what changed between them. */
export function useComparison(
  base: string,
  identifiers: PeriodIdentifiers,
  compareIdentifiers: PeriodIdentifiers,
  filters: ActiveFilters,
) {
  return useQuery({
    queryKey: ['results', base, 'compare', identifiers, compareIdentifiers, filters],
    queryFn: async () =>
      (
        await api.post<ComparisonResult>(`${base}/compare`, {
          period_identifiers: identifiers,
          compare_identifiers: compareIdentifiers,
          filters,
        })
      ).data,
  });
}
