import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SurveyLanguage } from '../../common/languages';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';
import type { PeriodStatus } from './periods';

/** A period as the super-admin back office lists it (GET /api/admin/survey-periods…). */
export type AdminPeriod = {
  id: number;
  name: string;
  kind: 'parent' | 'child' | 'school';
  survey: { id: number; uuid: string; title: Localized };
  survey_version_id: number;
  version: number;
  organization: { id: number; name: string; type: 'school' | 'organization' };
  parent_period_id: number | null;
  starts_at: string;
  ends_at: string;
  closed_at: string | null;
  status: PeriodStatus;
  anonymous: boolean;
  exclude_from_benchmarks: boolean;
  progress: { finished: number; expected: number };
  /** The school year it counts in: the school's own (/admin/fiscal-years), else from 1 September. */
  school_year: { year: number; name: string } | null;
};

export type AdminPeriodWithChildren = AdminPeriod & { children: AdminPeriod[] };

export type SurveyPeriodTree = {
  survey: { id: number; uuid: string; title: Localized };
  organization: { id: number; name: string } | null;
  periods: AdminPeriodWithChildren[];
};

export type LinkedPeriods = {
  parent: AdminPeriod;
  children: AdminPeriod[];
  candidates: AdminPeriod[];
  schools_without_period: { id: number; name: string }[];
};

export type PeriodProps = Omit<AdminPeriod, 'kind'> & {
  kind: AdminPeriod['kind'];
  languages: SurveyLanguage[];
  published_languages: SurveyLanguage[];
  responses: number;
};

export type PeriodPropsChange = Partial<{
  name: string;
  starts_at: string;
  ends_at: string;
  anonymous: boolean;
  languages: SurveyLanguage[];
  expected_count: number;
  exclude_from_benchmarks: boolean;
}>;

export type AttentionReason =
  | 'low_response_rate'
  | 'ended_not_closed'
  | 'no_responses'
  | 'upcoming_this_week';
export type AttentionPeriod = AdminPeriod & { reasons: AttentionReason[] };

/** A period closed in the last 30 days; `ended_at` is when it closed (early, else at its end date). */
export type RecentlyClosedPeriod = AdminPeriod & { ended_at: string };

export type PeriodSearch = {
  organization?: string;
  survey?: string;
  /** `not_closed`: open or upcoming. */
  status?: PeriodStatus | 'not_closed';
  from?: string;
  to?: string;
  /** A school year by its first calendar year (2025 for 2025/26). */
  school_year?: number;
};

export const adminPeriodKeys = {
  all: ['admin', 'survey-periods'] as const,
  search: (search: PeriodSearch) => [...adminPeriodKeys.all, 'search', search] as const,
  survey: (surveyId: number, parentOrgId?: number) =>
    [...adminPeriodKeys.all, 'survey', surveyId, parentOrgId ?? null] as const,
  linked: (periodId: number) => [...adminPeriodKeys.all, 'linked', periodId] as const,
  props: (periodId: number) => [...adminPeriodKeys.all, 'props', periodId] as const,
  attention: () => [...adminPeriodKeys.all, 'attention'] as const,
  recentlyClosed: () => [...adminPeriodKeys.all, 'recently-closed'] as const,
};

const root = 'admin/survey-periods';

export function usePeriodSearch(search: PeriodSearch) {
  const query = new URLSearchParams(
    Object.entries(search)
      .filter((entry) => !!entry[1])
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return useQuery({
    queryKey: adminPeriodKeys.search(search),
    queryFn: async () => (await api.get<AdminPeriod[]>(query ? `${root}?${query}` : root)).data,
  });
}

export function useSurveyPeriodTree(surveyId: number, parentOrgId?: number) {
  return useQuery({
    queryKey: adminPeriodKeys.survey(surveyId, parentOrgId),
    queryFn: async () =>
      (
        await api.get<SurveyPeriodTree>(
          `${root}/by-survey/${surveyId}${parentOrgId ? `?parent_org_id=${parentOrgId}` : ''}`,
        )
      ).data,
  });
}

export function useLinkedPeriods(periodId: number) {
  return useQuery({
    queryKey: adminPeriodKeys.linked(periodId),
    queryFn: async () => (await api.get<LinkedPeriods>(`${root}/${periodId}/children`)).data,
  });
}

export function usePeriodProps(periodId: number) {
  return useQuery({
    queryKey: adminPeriodKeys.props(periodId),
    queryFn: async () => (await api.get<PeriodProps>(`${root}/${periodId}`)).data,
  });
}

export function usePeriodsNeedingAttention() {
  return useQuery({
    queryKey: adminPeriodKeys.attention(),
    queryFn: async () => (await api.get<AttentionPeriod[]>(`${root}/attention`)).data,
  });
}

export function useRecentlyClosedPeriods() {
  return useQuery({
    queryKey: adminPeriodKeys.recentlyClosed(),
    queryFn: async () => (await api.get<RecentlyClosedPeriod[]>(`${root}/recently-closed`)).data,
  });
}

/** Every write reloads the whole back-office period cache: a change shows wherever the period is listed. */
function useAdminPeriodMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPeriodKeys.all }),
  });
}

export const useChangePeriodProps = (periodId: number) =>
  useAdminPeriodMutation(
    async (change: PeriodPropsChange) => (await api.patch<PeriodProps>(`${root}/${periodId}`, change)).data,
  );

export const useLinkChildPeriod = (periodId: number) =>
  useAdminPeriodMutation(
    async (childId: number) =>
      (await api.post<LinkedPeriods>(`${root}/${periodId}/children`, { period_id: childId })).data,
  );

export const useUnlinkChildPeriod = (periodId: number) =>
  useAdminPeriodMutation(
    async (childId: number) =>
      (await api.delete<LinkedPeriods>(`${root}/${periodId}/children/${childId}`)).data,
  );

export const useAddSchoolToPeriod = (periodId: number) =>
  useAdminPeriodMutation(
    async (schoolId: number) =>
      (await api.post<LinkedPeriods>(`${root}/${periodId}/schools`, { school_id: schoolId })).data,
  );

export const useBulkClosePeriods = () =>
  useAdminPeriodMutation(
    async (periodIds: number[]) =>
      (await api.post<{ closed: number }>(`${root}/close`, { period_ids: periodIds })).data,
  );

export const useBulkExtendPeriods = () =>
  useAdminPeriodMutation(
    async ({ periodIds, endsAt }: { periodIds: number[]; endsAt: string }) =>
      (await api.post<{ extended: number }>(`${root}/extend`, { period_ids: periodIds, ends_at: endsAt }))
        .data,
  );
