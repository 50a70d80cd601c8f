import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { downloadFile } from '../api/downloadFile';

export type CodePeriod = {
  id: number;
  name: string;
  title: string;
  /** The period's languages (en, lv, ru or one added for surveys): the slips print in one of them. */
  languages: string[];
  classes: { poll_id: number; class_name: string; num_students: number; link: string }[];
  /** The school's groups with members in the period's classes. */
  groups: { id: number; name: string; members: number }[];
};
export type GeneratedCodes = {
  classes: { poll_id: number; class_name: string; link: string; codes: string[] }[];
};

const base = 'super-admin/code-generator';

export function useCodePeriod(periodId: number | null) {
  return useQuery({
    queryKey: ['code-generator', 'period', periodId],
    queryFn: async () => (await api.get<CodePeriod>(`${base}/periods/${periodId}`)).data,
    enabled: periodId !== null,
    retry: false,
  });
}

export function useGenerateCodes() {
  return useMutation({
    mutationFn: async (
      body:
        | { period_id: number; poll_ids?: number[]; count?: number }
        | { period_id: number; group_id: number },
    ) => (await api.post<GeneratedCodes>(base, body)).data,
  });
}

export function useDownloadSlips() {
  return useMutation({
    mutationFn: (body: {
      period_id: number;
      language: string;
      classes: { poll_id: number; codes: string[] }[];
    }) => downloadFile(`${base}/slips`, `access-codes-${body.period_id}.pdf`, body),
  });
}
