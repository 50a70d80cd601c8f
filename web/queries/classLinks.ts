import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';
import type { PeriodStatus } from './periods';

/** The class link of one of the teacher's own classes in a period that has not ended. */
export type OwnClassLink = {
  period: {
    id: number;
    name: string;
    languages: string[];
    starts_at: string;
    ends_at: string;
    closed_at: string | null;
    status: PeriodStatus;
  };
  survey_title: Localized;
  class: { id: number; name: string };
  poll_id: number;
  url_token: string;
  expected: number;
  finished: number;
  codes: number;
  codes_used: number;
};

export const classLinkKeys = {
  own: (schoolId: number) => ['school', schoolId, 'my-class-links'] as const,
};

/** GET /api/school/:id/my-class-links: the classes the signed-in teacher leads or teaches. */
export function useOwnClassLinks(schoolId: number | undefined) {
  return useQuery({
    queryKey: classLinkKeys.own(schoolId ?? 0),
    queryFn: async () => (await api.get<OwnClassLink[]>(`school/${schoolId}/my-class-links`)).data,
    enabled: !!schoolId,
  });
}

/** New single-use codes for one of the teacher's classes; the plain codes come back only this once. */
export function useCreateOwnClassCodes(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ periodId, classId, count }: { periodId: number; classId: number; count: number }) =>
      (
        await api.post<{ codes: string[] }>(
          `school/${schoolId}/periods/${periodId}/classes/${classId}/codes`,
          {
            count,
          },
        )
      ).data.codes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classLinkKeys.own(schoolId) }),
  });
}
