import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrganizationSchools,
  RegionSchools,
  SchoolAdminDashboard,
  TeacherDashboard,
} from '../../common/dashboards/types';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

/** The running figures refresh this often while a dashboard is open (spec §3 survey and poll refresh). */
export const dashboardRefreshMs = 15_000;

export type ClassSession = {
  period: { id: number; name: string; ends_at: string; languages: string[] };
  survey_title: Localized;
  class: { id: number; name: string };
  url_token: string;
  /** The class link's access codes: made, and not yet used to finish. */
  codes: { made: number; unused: number };
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
  regionSchools: ['dashboards', 'region-schools'] as const,
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

/** The schools a property-value user (a regional officer) reads; only they ask. */
export function useRegionSchools(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.regionSchools,
    queryFn: async () => (await api.get<RegionSchools>('region/schools')).data,
    enabled,
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
