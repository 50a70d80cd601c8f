import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SurveyLanguage } from '../../common/languages';
import type { ResultsDetail } from '../../common/results/types';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

export type PeriodStatus = 'upcoming' | 'open' | 'closed';
export type SurveyAudience = 'student' | 'teacher' | 'parent' | 'staff';

/** Who a period asks, as the server stores it. */
export type StoredAudience = {
  classIds: number[];
  groupIds: number[];
  grades: number[];
  teachers: boolean;
  parents: boolean;
  publicLink: boolean;
};

/** A survey period of the school (GET /api/school/:id/periods). */
export type Period = {
  id: number;
  name: string;
  survey: { uuid: string; title: Localized; audience: SurveyAudience };
  survey_version_id: number;
  version: number;
  starts_at: string;
  ends_at: string;
  closed_at: string | null;
  status: PeriodStatus;
  anonymous: boolean;
  /** How finely its results are cut once released (docs/ANONYMITY.md). */
  results_detail: ResultsDetail;
  languages: SurveyLanguage[];
  audience: StoredAudience;
  progress: { finished: number; expected: number };
  /** The school year it counts in: the school's own (/admin/fiscal-years), or from 1 September. */
  school_year?: { year: number; name: string };
};

/** A class link of a period: its progress and how many access codes it has. */
export type ClassLink = {
  poll_id: number;
  class_id: number;
  class_name: string | null;
  expected: number;
  finished: number;
  url_token: string;
  codes: number;
  codes_used: number;
};

export type PeriodDetail = Period & {
  identified_polls: number;
  classes: ClassLink[];
  /** The url token of the public link, or null when there is none. */
  public_link: string | null;
};

/** POST /api/school/:id/periods; dates are ISO date-times. */
export type NewPeriod = {
  survey_version_id: number;
  name: string;
  starts_at: string;
  ends_at: string;
  anonymous: boolean;
  /** Absent: by class. */
  results_detail?: ResultsDetail;
  languages: SurveyLanguage[];
  audience: {
    class_ids: number[];
    group_ids: number[];
    grades: number[];
    teachers: boolean;
    parents: boolean;
    public_link: boolean;
  };
};

export const periodKeys = {
  all: (schoolId: number) => ['school', schoolId, 'periods'] as const,
  detail: (schoolId: number, periodId: number) => ['school', schoolId, 'periods', periodId] as const,
};

export function usePeriods(schoolId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: periodKeys.all(schoolId ?? 0),
    queryFn: async () => (await api.get<Period[]>(`school/${schoolId}/periods`)).data,
    enabled: !!schoolId && enabled,
  });
}

/**
 * Where one school period's detail, access codes and reminders are asked for: the school's own URL, or, for
 * a school's period of a parent period, its organisation's (the organisation admin's way in).
 */
export type PeriodAt = { path: string; queryKey: readonly unknown[] };

export const schoolPeriodAt = (schoolId: number, periodId: number): PeriodAt => ({
  path: `school/${schoolId}/periods/${periodId}`,
  queryKey: periodKeys.detail(schoolId, periodId),
});

export const childPeriodAt = (
  organizationId: number,
  parentPeriodId: number,
  schoolId: number,
): PeriodAt => ({
  path: `organization/${organizationId}/parent-periods/${parentPeriodId}/schools/${schoolId}`,
  queryKey: ['organization', organizationId, 'parent-periods', parentPeriodId, 'schools', schoolId],
});

export function usePeriodAt(at: PeriodAt, enabled = true) {
  return useQuery({
    queryKey: at.queryKey,
    queryFn: async () => (await api.get<PeriodDetail>(at.path)).data,
    enabled,
  });
}

export const usePeriod = (schoolId: number | undefined, periodId: number) =>
  usePeriodAt(schoolPeriodAt(schoolId ?? 0, periodId), !!schoolId && periodId > 0);

export function useCreatePeriod(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewPeriod) =>
      (await api.post<PeriodDetail>(`school/${schoolId}/periods`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodKeys.all(schoolId) }),
  });
}

/** Rename or move the end date; both the list and the period are reloaded. */
export function useChangePeriod(schoolId: number, periodId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { name?: string; ends_at?: string }) =>
      (await api.patch<PeriodDetail>(`school/${schoolId}/periods/${periodId}`, changes)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodKeys.all(schoolId) }),
  });
}

export function useClosePeriod(schoolId: number, periodId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<PeriodDetail>(`school/${schoolId}/periods/${periodId}/close`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodKeys.all(schoolId) }),
  });
}

/** New single-use codes for a class link; the plain codes come back only this once. */
export function useCreateAccessCodes(at: PeriodAt) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pollId, count }: { pollId: number; count: number }) =>
      (await api.post<{ codes: string[] }>(`${at.path}/polls/${pollId}/codes`, { count })).data.codes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: at.queryKey }),
  });
}
