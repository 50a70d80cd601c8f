import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Metrics, ResultsUsageRow } from '../../common/metrics/types';
import { api } from '../api/client';
import { downloadFile } from '../api/downloadFile';

export type { Metrics, MetricsDay, MetricsPeriod, ResultsUsageRow } from '../../common/metrics/types';

/** The span /metrics reads: whole days, `yyyy-mm-dd`. */
export type MetricsSpan = { from: string; to: string };

export const metricsKeys = {
  all: ['metrics'] as const,
  span: (span: MetricsSpan, organizationId: number | null) =>
    ['metrics', span.from, span.to, organizationId] as const,
  usage: (organizationId: number) => ['metrics', 'results-usage', organizationId] as const,
};

/**
 * GET metrics: the platform for a super-admin (or the organisation they choose), the organisation's schools
 * for its admin.
 */
export function useMetrics(span: MetricsSpan, organizationId: number | null = null, enabled = true) {
  return useQuery({
    queryKey: metricsKeys.span(span, organizationId),
    queryFn: () => {
      const params = new URLSearchParams({ from: span.from, to: span.to });
      if (organizationId !== null) params.set('organization_id', String(organizationId));
      return api.get<Metrics>(`metrics?${params}`).then((response) => response.data);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

const usagePageSize = 50;

/** GET admin/organizations/{id}/results-usage, newest first, one page after another. */
export function useResultsUsage(organizationId: number) {
  const query = useInfiniteQuery({
    queryKey: metricsKeys.usage(organizationId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(usagePageSize) });
      if (pageParam !== null) params.set('before_id', String(pageParam));
      const response = await api.get<ResultsUsageRow[]>(
        `admin/organizations/${organizationId}/results-usage?${params}`,
      );
      return { rows: response.data, next: (response.meta?.next_before_id as number | null) ?? null };
    },
    getNextPageParam: (page) => page.next,
  });
  return { ...query, data: query.data?.pages.flatMap((page) => page.rows) };
}

/** The whole list as CSV, streamed by the server. */
export function downloadResultsUsage(organizationId: number): Promise<void> {
  return downloadFile(
    `/api/admin/organizations/${organizationId}/results-usage.csv`,
    `results-usage-${organizationId}.csv`,
  );
}
