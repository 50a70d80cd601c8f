import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/apiError';

/**
 * The API client already applies the spec §4 retry rules (a 401 once after the token loads, an expired
 * token once after a refresh); a query retries on top of that only when no answer came at all.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(error instanceof ApiError);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetryQuery, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}
