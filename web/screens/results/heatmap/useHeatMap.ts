import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HeatMapResult, PeriodIdentifiers } from '../../../../common/results/types';
import { api } from '../../../api/client';

/** Schools on one page of the heat map (a country's parent period has thousands). */
export const heatMapPageSize = 50;

/**
 * POST {base}/heatmap (signed-in staff or a share link): one page of a parent period's schools by
 * name, each scored per pillar, optionally only those whose names contain `search`. The page
 * shown stays while the next one loads.
 */
export function useHeatMap(base: string, identifiers: PeriodIdentifiers, page: number, search: string) {
  return useQuery({
    queryKey: ['results', base, 'heatmap', identifiers, page, search],
    queryFn: async () =>
      (
        await api.post<HeatMapResult>(`${base}/heatmap`, {
          period_identifiers: identifiers,
          page,
          page_size: heatMapPageSize,
          ...(search ? { search } : {}),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
