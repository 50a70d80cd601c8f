import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '../../common/languages';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';
import type { PeriodStatus, StoredAudience, SurveyAudience } from './periods';

type Progress = { finished: number; expected: number };

/** A school's child period inside a parent period. */
export type ChildPeriod = {
  id: number;
  name: string;
  school: { id: number; name: string };
  starts_at: string;
  ends_at: string;
  closed_at: string | null;
  status: PeriodStatus;
  progress: Progress;
};

/** GET /api/organization/:id/parent-periods: one run of a survey over the organisation's schools. */
export type ParentPeriod = {
  id: number;
  name: string;
  survey: { uuid: string; title: Localized; audience: SurveyAudience };
  survey_version_id: number;
  starts_at: string;
  ends_at: string;
  closed_at: string | null;
  status: PeriodStatus;
  anonymous: boolean;
  languages: LanguageCode[];
  audience: StoredAudience;
  progress: Progress;
  children: ChildPeriod[];
};

export type NewParentPeriod = {
  survey_version_id: number;
  name: string;
  starts_at: string;
  ends_at: string;
  anonymous: boolean;
  languages: LanguageCode[];
  audience: { grades: number[]; teachers: boolean; parents: boolean; public_link: boolean };
  school_ids: number[];
};

export const parentPeriodKeys = {
  all: (organizationId: number) => ['organization', organizationId, 'parent-periods'] as const,
};

const base = (organizationId: number) => `organization/${organizationId}/parent-periods`;

export function useParentPeriods(organizationId: number) {
  return useQuery({
    queryKey: parentPeriodKeys.all(organizationId),
    queryFn: async () => (await api.get<ParentPeriod[]>(base(organizationId))).data,
  });
}

function useParentPeriodMutation<T>(organizationId: number, send: (input: T) => Promise<ParentPeriod>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentPeriodKeys.all(organizationId) }),
  });
}

export const useCreateParentPeriod = (organizationId: number) =>
  useParentPeriodMutation(
    organizationId,
    async (body: NewParentPeriod) => (await api.post<ParentPeriod>(base(organizationId), body)).data,
  );

export const useCloseParentPeriod = (organizationId: number) =>
  useParentPeriodMutation(
    organizationId,
    async (periodId: number) =>
      (await api.post<ParentPeriod>(`${base(organizationId)}/${periodId}/close`)).data,
  );

export const useExtendParentPeriod = (organizationId: number) =>
  useParentPeriodMutation(
    organizationId,
    async ({ periodId, endsAt }: { periodId: number; endsAt: string }) =>
      (await api.patch<ParentPeriod>(`${base(organizationId)}/${periodId}`, { ends_at: endsAt })).data,
  );
