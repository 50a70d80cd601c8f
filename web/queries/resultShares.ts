import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PeriodIdentifiers } from '../../common/results/types';
import { api } from '../api/client';

/**
 * A read-only results link not revoked; its address is shown once, when it is made. `active` false:
 * it answers as a revoked one, as its maker no longer reads these results.
 */
export type ShareLink = {
  id: number;
  period_id: number;
  created_at: string;
  created_by: string | null;
  active: boolean;
};
export type NewShareLink = { id: number; url: string; created_at: string };

/** Every active link, for the super-admin (GET /api/admin/results-share-links). */
export type AdminShareLink = {
  id: number;
  period: { id: number; name: string };
  school: { id: number; name: string };
  created_by: string | null;
  created_at: string;
};

export const shareKeys = {
  all: ['result-shares'] as const,
  period: (periodId: number) => ['result-shares', 'period', periodId] as const,
  admin: () => ['result-shares', 'admin'] as const,
  shared: (token: string) => ['result-shares', 'shared', token] as const,
};

export function useShareLinks(periodId: number, enabled = true) {
  return useQuery({
    queryKey: shareKeys.period(periodId),
    queryFn: async () => (await api.get<ShareLink[]>(`/api/results/v2/share?period_id=${periodId}`)).data,
    enabled,
  });
}

export function useCreateShareLink(periodId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<NewShareLink>('/api/results/v2/share', { period_id: periodId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: number) => api.delete(`/api/results/v2/share/${linkId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}

export function useAdminShareLinks() {
  return useQuery({
    queryKey: shareKeys.admin(),
    queryFn: async () => (await api.get<AdminShareLink[]>('/api/admin/results-share-links')).data,
  });
}

/** What a share link opens (GET /api/results/shared/:token), read without signing in. */
export function useSharedResults(token: string) {
  return useQuery({
    queryKey: shareKeys.shared(token),
    queryFn: async () =>
      (
        await api.get<{ period_identifiers: PeriodIdentifiers }>(
          `/api/results/shared/${encodeURIComponent(token)}`,
        )
      ).data,
    retry: false,
  });
}
