import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RankedTheme } from '../../common/results/themeRanking';
import type {
  PeriodIdentifiers,
  ResultsPeriod,
  ResultsRequest,
  ResultsSummary,
} from '../../common/results/types';
import { api } from '../api/client';

export const resultsKeys = {
  all: ['results'] as const,
  periods: () => ['results', 'periods'] as const,
  identifiers: (base: string) => ['results', base, 'identifiers'] as const,
  summary: (base: string, request: ResultsRequest) => ['results', base, 'summary', request] as const,
  themes: (base: string, request: ResultsRequest) => ['results', base, 'themes', request] as const,
};

/** The periods whose results the signed-in identity may open (spec §2 /school/results, /organization/results). */
export function useResultsPeriods(enabled = true) {
  return useQuery({
    queryKey: resultsKeys.periods(),
    queryFn: async () => (await api.get<ResultsPeriod[]>('/api/results/v2/periods')).data,
    enabled,
  });
}

/** The summary of one selection; the previous answer stays on screen while filters or benchmark change. */
export function useResultsSummary(base: string, request: ResultsRequest, enabled = true) {
  return useQuery({
    queryKey: resultsKeys.summary(base, request),
    queryFn: async () => (await api.post<ResultsSummary>(`${base}/summary`, request)).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Strengths and areas to work on of one selection, ranked and tested on the server (POST {base}/themes). */
export function useThemeStandings(base: string, request: ResultsRequest) {
  return useQuery({
    queryKey: resultsKeys.themes(base, request),
    queryFn: async () => (await api.post<RankedTheme[]>(`${base}/themes`, request)).data,
  });
}

/**
 * Which period a base serves when the viewer cannot name it (the demo; a share link): GET {base}
 * answers `{ period_identifiers }`.
 */
export function useServedIdentifiers(base: string, enabled: boolean) {
  return useQuery({
    queryKey: resultsKeys.identifiers(base),
    queryFn: async () =>
      (await api.get<{ period_identifiers: PeriodIdentifiers }>(base)).data.period_identifiers,
    enabled,
  });
}
