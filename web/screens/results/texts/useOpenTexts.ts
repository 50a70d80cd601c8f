import { useQuery } from '@tanstack/react-query';
import type { ActiveFilters, OpenTextResult, PeriodIdentifiers } from '../../../../common/results/types';
import { api } from '../../../api/client';

/** POST {base}/texts: one open-text question's answers and word counts for the selection. */
export function useOpenTexts(
  base: string,
  identifiers: PeriodIdentifiers,
  filters: ActiveFilters,
  questionId: string,
) {
  return useQuery({
    queryKey: ['results', base, 'texts', identifiers, filters, questionId],
    queryFn: async () =>
      (
        await api.post<OpenTextResult>(`${base}/texts`, {
          period_identifiers: identifiers,
          filters,
          question_id: questionId,
        })
      ).data,
  });
}
