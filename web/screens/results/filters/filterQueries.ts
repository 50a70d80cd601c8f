import { useQuery } from '@tanstack/react-query';
import type { PeriodIdentifiers, ResultsFilter } from '../../../../common/results/types';
import { api } from '../../../api/client';

/** A single-choice, scale or rating question a filter can be built from, with its answers. */
export type FilterableQuestion = {
  id: string;
  type: string;
  text: string;
  choices: { id: string; label: string }[];
};

export type FilterList = { filters: ResultsFilter[]; canEdit: boolean; questions: FilterableQuestion[] };

export type FilterMapping = { question_options: { id: string; value: string }[] };
export type FilterDraft = { question_id: string; name: string; mapping: FilterMapping };

type ListMeta = { can_edit_filters?: boolean; questions?: FilterableQuestion[] };

export const filterKeys = {
  list: (base: string, identifiers: PeriodIdentifiers) =>
    ['results', 'filters', base, identifiers.type, identifiers.id] as const,
};

export async function fetchFilterList(base: string, identifiers: PeriodIdentifiers): Promise<FilterList> {
  const answer = await api.post<ResultsFilter[]>(`${base}/filters`, { period_identifiers: identifiers });
  const meta = (answer.meta ?? {}) as ListMeta;
  return { filters: answer.data, canEdit: meta.can_edit_filters ?? false, questions: meta.questions ?? [] };
}

/** POST {base}/filters: the filters of a results page, and (for editors) the questions that can become one. */
export function useFilterList(base: string, identifiers: PeriodIdentifiers, enabled = true) {
  return useQuery({
    queryKey: filterKeys.list(base, identifiers),
    queryFn: () => fetchFilterList(base, identifiers),
    enabled,
  });
}

/** POST /api/results/:periodId/filters; the server answers 202 with the new filter's id while it builds. */
export async function createQuestionFilter(periodId: number, draft: FilterDraft) {
  return (await api.post<{ id: number; name: string }>(`/api/results/${periodId}/filters`, draft)).data;
}

/** PUT /api/results/:periodId/filters/:id; meta.legacy is the count the rebuilt filter will show. */
export async function updateQuestionFilter(
  periodId: number,
  filterId: number,
  changes: { name?: string; mapping?: FilterMapping },
) {
  const answer = await api.put<ResultsFilter>(`/api/results/${periodId}/filters/${filterId}`, changes);
  return {
    filter: answer.data,
    legacy: Number((answer.meta as { legacy?: number } | undefined)?.legacy ?? 0),
  };
}

export async function deleteQuestionFilter(periodId: number, filterId: number) {
  await api.delete<null>(`/api/results/${periodId}/filters/${filterId}`);
}

export async function setFilterVisibility(periodId: number, filterId: number, visibility: boolean) {
  await api.put(`/api/results/${periodId}/filters/visibility`, { filters: [{ id: filterId, visibility }] });
}
