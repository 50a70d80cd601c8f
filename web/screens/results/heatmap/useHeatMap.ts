import { useQuery } from '@tanstack/react-query';
import type { HeatMapResult, PeriodIdentifiers } from '../../../../common/results/types';
import { api } from '../../../api/client';

/** POST {base}/heatmap (signed-in staff or a share link): each school of a parent period, scored per pillar. */
export function useHeatMap(base: string, identifiers: PeriodIdentifiers) {
  return useQuery({
    queryKey: ['results', base, 'heatmap', identifiers],
    queryFn: async () =>
      (await api.post<HeatMapResult>(`${base}/heatmap`, { period_identifiers: identifiers })).data,
  });
}
