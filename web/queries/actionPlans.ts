import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HiddenReason } from '../../common/results/types';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

export type FocusKind = 'pillar' | 'question';
export type ActionStatus = 'planned' | 'in_progress' | 'done' | 'dropped';
export const actionStatuses: ActionStatus[] = ['planned', 'in_progress', 'done', 'dropped'];
export type FocusVerdict = 'improved' | 'declined' | 'no_clear_change' | 'unknown';

export type PlanFocusInput = { kind: FocusKind; ref: string; goal: number | null };
/** A focus item's score (0..100) and favourable share (whole per cent) in one period, or why hidden. */
export type FocusPoint = { score: number | null; favourable: number | null; hidden: HiddenReason | null };

export type FocusFigure = PlanFocusInput & {
  name: Localized;
  parent_name: Localized | null;
  before: FocusPoint;
  after: FocusPoint | null;
  verdict: FocusVerdict | null;
  goal_met: boolean | null;
};

export type PlanPeriodFigures = { periodId: number; name: string; respondents: number | null };
export type PlanFigures = {
  before: PlanPeriodFigures;
  after: PlanPeriodFigures | null;
  moved: boolean | null;
  focus: FocusFigure[];
};
export type PlanProgress = { done: number; total: number; overdue: number };

export type PlanSummary = {
  id: number;
  title: string;
  school: { id: number; name: string };
  period: { id: number; name: string };
  class_ids: number[] | null;
  published: { token: string; at: string } | null;
  can_edit: boolean;
  updated_at: string;
  progress: PlanProgress;
  figures: PlanFigures;
};

export type PlanAction = {
  id: number;
  title: string;
  owner: { id: number; name: string } | null;
  due_on: string | null;
  status: ActionStatus;
  notes: string;
  /** The library entry the action follows, with its texts (an owner reads its steps here). */
  success_plan: {
    id: number;
    title: Localized;
    why: Localized;
    steps: Localized;
    time_needed: Localized;
    sources: { title: string; url: string | null }[];
  } | null;
  overdue: boolean;
};

export type PlanHistoryEntry = {
  id: number;
  at: string;
  action: string;
  by: string | null;
  details: Record<string, unknown>;
};

export type PlanDetail = PlanSummary & {
  description: string;
  created_at: string;
  actions: PlanAction[];
  history: PlanHistoryEntry[];
};

export type NewPlan = {
  period_id: number;
  title: string;
  description?: string;
  focus: PlanFocusInput[];
  class_ids?: number[] | null;
};

export type ActionInput = {
  title?: string;
  owner_id?: number | null;
  due_on?: string | null;
  status?: ActionStatus;
  notes?: string;
  success_plan_id?: number | null;
};

export type MyAction = {
  id: number;
  title: string;
  status: ActionStatus;
  due_on: string | null;
  overdue: boolean;
  plan: { id: number; title: string };
};
export type PublishedPlanLink = { token: string; title: string; published_at: string | null };
export type PossibleOwner = { id: number; type: string; name: string };

export type PublicPlan = {
  title: string;
  description: string;
  school: string;
  published_at: string | null;
  figures: PlanFigures;
  progress: PlanProgress;
  actions: { title: string; status: ActionStatus; due_on: string | null }[];
};

export const actionPlanKeys = {
  all: ['action-plans'] as const,
  list: () => ['action-plans', 'list'] as const,
  detail: (id: number) => ['action-plans', 'detail', id] as const,
  owners: (id: number) => ['action-plans', 'owners', id] as const,
  mine: () => ['action-plans', 'mine'] as const,
  published: () => ['action-plans', 'published'] as const,
  public: (token: string) => ['action-plans', 'public', token] as const,
  preview: (id: number) => ['action-plans', 'preview', id] as const,
};

export const actionPlanPdfPath = (id: number) => `/api/action-plans/${id}/pdf`;

export function useActionPlans() {
  return useQuery({
    queryKey: actionPlanKeys.list(),
    queryFn: async () => (await api.get<PlanSummary[]>('/api/action-plans')).data,
  });
}

export function useActionPlan(id: number | null) {
  return useQuery({
    queryKey: actionPlanKeys.detail(id ?? 0),
    queryFn: async () => (await api.get<PlanDetail>(`/api/action-plans/${id}`)).data,
    enabled: id !== null,
  });
}

export function usePlanOwners(id: number, enabled: boolean) {
  return useQuery({
    queryKey: actionPlanKeys.owners(id),
    queryFn: async () => (await api.get<PossibleOwner[]>(`/api/action-plans/${id}/owners`)).data,
    enabled,
  });
}

export function useMyActions(enabled = true) {
  return useQuery({
    queryKey: actionPlanKeys.mine(),
    queryFn: async () => (await api.get<MyAction[]>('/api/action-plans/my-actions')).data,
    enabled,
  });
}

export function usePublishedPlans(enabled = true) {
  return useQuery({
    queryKey: actionPlanKeys.published(),
    queryFn: async () => (await api.get<PublishedPlanLink[]>('/api/action-plans/published')).data,
    enabled,
  });
}

/** The public "You said, we did" page (GET /api/success-plan/:token), read without signing in. */
export function usePublicPlan(token: string) {
  return useQuery({
    queryKey: actionPlanKeys.public(token),
    queryFn: async () => (await api.get<PublicPlan>(`/api/success-plan/${encodeURIComponent(token)}`)).data,
    retry: false,
  });
}

/** The public page as it would be published, for its editors to look at first (GET .../public-preview). */
export function usePublicPlanPreview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: actionPlanKeys.preview(id),
    queryFn: async () => (await api.get<PublicPlan>(`/api/action-plans/${id}/public-preview`)).data,
    enabled,
    staleTime: 0,
  });
}

function useInvalidatingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionPlanKeys.all }),
  });
}

export function useCreatePlan() {
  return useInvalidatingMutation(
    async (plan: NewPlan) => (await api.post<PlanDetail>('/api/action-plans', plan)).data,
  );
}

export function useUpdatePlan(id: number) {
  return useInvalidatingMutation(
    async (changes: { title?: string; description?: string; focus?: PlanFocusInput[] }) =>
      (await api.patch<PlanDetail>(`/api/action-plans/${id}`, changes)).data,
  );
}

export function useDeletePlan(id: number) {
  return useInvalidatingMutation(async () => api.delete(`/api/action-plans/${id}`));
}

export function usePublishPlan(id: number) {
  return useInvalidatingMutation(
    async (published: boolean) =>
      (await api.post<PlanDetail>(`/api/action-plans/${id}/publish`, { published })).data,
  );
}

export function useSaveAction(planId: number) {
  return useInvalidatingMutation(async ({ id, ...input }: ActionInput & { id: number | null }) =>
    id === null
      ? api.post(`/api/action-plans/${planId}/actions`, input)
      : api.patch(`/api/action-plans/${planId}/actions/${id}`, input),
  );
}

export function useDeleteAction(planId: number) {
  return useInvalidatingMutation(async (actionId: number) =>
    api.delete(`/api/action-plans/${planId}/actions/${actionId}`),
  );
}
