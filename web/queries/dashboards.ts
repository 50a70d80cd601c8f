import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Change, ResultsPeriod } from '../../common/results/types';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

/** The running figures refresh this often while a dashboard is open (spec §3 survey and poll refresh). */
export const dashboardRefreshMs = 15_000;

export type ClassParticipation = {
  class_id: number;
  class_name: string | null;
  finished: number;
  expected: number;
};

export type RunningPeriod = {
  id: number;
  name: string;
  survey_title: Localized;
  starts_at: string;
  ends_at: string;
  finished: number;
  expected: number;
  classes: ClassParticipation[];
};

export type HighlightChange = Change & {
  kind: 'pillar' | 'question';
  id: string;
  name: Localized;
  /** A matrix item's question text. */
  parent: Localized | null;
};

export type PeriodHighlights = {
  period: { id: number; name: string; survey_name: string; ended_at: string };
  finished: number;
  expected: number;
  response_rate: number;
  compound: { enabled: boolean; value: number };
  previous: { id: number; name: string; compound: number } | null;
  compound_change: Change | null;
  changes: HighlightChange[];
};

export type ToDos = {
  ending_soon?: { id: number; name: string; ends_at: string; finished: number; expected: number }[];
  classes_without_students?: { id: number; name: string }[];
  classes_without_teacher?: { id: number; name: string }[];
  pending_invitations?: { email: string; type: string; sent_at: string; expired: boolean }[];
  new_results?: { id: number; name: string; ended_at: string }[];
};

export type SchoolAdminDashboard = {
  running: RunningPeriod[] | null;
  to_dos: ToDos;
  highlights: PeriodHighlights | null;
  can: { periods: boolean; people: boolean; results: boolean };
};

export type TeacherDashboard = {
  classes: { id: number; name: string; homeroom: boolean }[];
  running: RunningPeriod[];
  results: ResultsPeriod[] | null;
};

export type MemberSchool = {
  id: number;
  name: string;
  city: string | null;
  slug: string;
  contacts: { name: string; surname: string; email: string | null }[];
  running_periods: number;
  finished: number;
  expected: number;
  latest: Pick<
    PeriodHighlights,
    'period' | 'compound' | 'compound_change' | 'previous' | 'response_rate'
  > | null;
};

export type OrganizationSchools = {
  organization: { id: number; name: string };
  schools: MemberSchool[];
  results: boolean;
};

export type ClassSession = {
  period: { id: number; name: string; ends_at: string };
  class: { id: number; name: string };
  url_token: string;
  finished: number;
  expected: number;
  status: 'upcoming' | 'open' | 'closed';
};

export const dashboardKeys = {
  schoolAdmin: (schoolId: number) => ['dashboards', 'school-admin', schoolId] as const,
  teacher: (schoolId: number) => ['dashboards', 'teacher', schoolId] as const,
  organizationSchools: (organizationId: number) =>
    ['dashboards', 'organization-schools', organizationId] as const,
  classSession: (schoolId: number, periodId: number, classId: number) =>
    ['dashboards', 'class-session', schoolId, periodId, classId] as const,
  seenItems: ['seen-items'] as const,
};

export function useSchoolAdminDashboard(schoolId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.schoolAdmin(schoolId ?? 0),
    queryFn: async () => (await api.get<SchoolAdminDashboard>(`school/${schoolId}/dashboard`)).data,
    enabled: schoolId !== null,
    refetchInterval: dashboardRefreshMs,
  });
}

export function useTeacherDashboard(schoolId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.teacher(schoolId ?? 0),
    queryFn: async () => (await api.get<TeacherDashboard>(`school/${schoolId}/teacher-dashboard`)).data,
    enabled: schoolId !== null,
    refetchInterval: dashboardRefreshMs,
  });
}

export function useOrganizationSchools(organizationId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.organizationSchools(organizationId ?? 0),
    queryFn: async () => (await api.get<OrganizationSchools>(`organization/${organizationId}/schools`)).data,
    enabled: organizationId !== null,
    refetchInterval: dashboardRefreshMs,
  });
}

export function useClassSession(schoolId: number | null, periodId: number, classId: number) {
  return useQuery({
    queryKey: dashboardKeys.classSession(schoolId ?? 0, periodId, classId),
    queryFn: async () =>
      (await api.get<ClassSession>(`school/${schoolId}/periods/${periodId}/classes/${classId}/session`)).data,
    enabled: schoolId !== null,
    retry: false,
  });
}

export function useSeenItems(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.seenItems,
    queryFn: async () => (await api.get<string[]>('user/seen-items')).data,
    enabled,
  });
}

export function useMarkSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (item: string) => (await api.post<string[]>('user/seen-items', { item })).data,
    onSuccess: (items) => client.setQueryData(dashboardKeys.seenItems, items),
  });
}
