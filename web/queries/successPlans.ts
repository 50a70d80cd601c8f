import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

export type SuccessPlanSource = { title: string; url: string | null };
export type SuccessPlan = {
  id: number;
  focus_kind: 'pillar' | 'question';
  focus_ref: string;
  /** The theme's or question's name in the library's surveys; null when none of them has it. */
  focus_name: Localized | null;
  title: Localized;
  why: Localized;
  steps: Localized;
  time_needed: Localized;
  sources: SuccessPlanSource[];
  archived: boolean;
  updated_at: string;
};
export type SuccessPlanInput = Omit<SuccessPlan, 'id' | 'archived' | 'updated_at' | 'focus_name'>;

export const successPlanKeys = {
  all: ['success-plans'] as const,
  library: () => ['success-plans', 'library'] as const,
  admin: () => ['success-plans', 'admin'] as const,
  adminOne: (id: number) => ['success-plans', 'admin', id] as const,
};

/** The current entries, for picking one when adding an action. */
export function useSuccessPlanLibrary(enabled = true) {
  return useQuery({
    queryKey: successPlanKeys.library(),
    queryFn: async () => (await api.get<SuccessPlan[]>('/api/success-plans')).data,
    enabled,
  });
}

export function useAdminSuccessPlans() {
  return useQuery({
    queryKey: successPlanKeys.admin(),
    queryFn: async () => (await api.get<SuccessPlan[]>('/api/admin/success-plans')).data,
  });
}

export function useAdminSuccessPlan(id: number | null) {
  return useQuery({
    queryKey: successPlanKeys.adminOne(id ?? 0),
    queryFn: async () => (await api.get<SuccessPlan>(`/api/admin/success-plans/${id}`)).data,
    enabled: id !== null,
  });
}

export function useSaveSuccessPlan(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Partial<SuccessPlanInput> & { archived?: boolean }) =>
      id === null
        ? (await api.post<SuccessPlan>('/api/admin/success-plans', input)).data
        : (await api.patch<SuccessPlan>(`/api/admin/success-plans/${id}`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: successPlanKeys.all }),
  });
}
