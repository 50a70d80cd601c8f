import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParentPeriodPreview } from '../../common/parentPeriodPreview';
import { api } from '../api/client';
import type { NewPeriod, Period } from './periods';

/** A school's child period inside a parent period. */
export type ChildPeriod = Pick<
  Period,
  'id' | 'name' | 'starts_at' | 'ends_at' | 'closed_at' | 'status' | 'progress'
> & { school: { id: number; name: string } };

/** GET /api/organization/:id/parent-periods: one run of a survey over the organisation's schools. */
export type ParentPeriod = Omit<Period, 'version'> & { children: ChildPeriod[] };

/** The audience names grades and roles only: each school's classes follow from them. */
export type NewParentPeriod = Omit<NewPeriod, 'audience'> & {
  audience: Omit<NewPeriod['audience'], 'class_ids' | 'group_ids'>;
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

/** Whom a parent period would ask at each school: asked before launching, nothing is made. */
export const useParentPeriodPreview = (organizationId: number) =>
  useMutation({
    mutationFn: async (body: Pick<NewParentPeriod, 'survey_version_id' | 'audience' | 'school_ids'>) =>
      (await api.post<ParentPeriodPreview>(`${base(organizationId)}/preview`, body)).data,
  });

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
