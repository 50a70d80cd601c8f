import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

export type SurveyPackageStatus = 'active' | 'scheduled' | 'ended';

/** GET /api/admin/survey-packages: a bundle of library surveys and benchmarks, valid between two days. */
export type SurveyPackageSummary = {
  id: number;
  name: string;
  description: string;
  is_free: boolean;
  valid_from: string;
  valid_to: string | null;
  status: SurveyPackageStatus;
  survey_count: number;
  benchmark_count: number;
  organization_count: number;
};

export type SurveyPackage = Omit<
  SurveyPackageSummary,
  'survey_count' | 'benchmark_count' | 'organization_count'
> & {
  survey_ids: number[];
  benchmark_ids: number[];
  organization_ids: number[];
};

export type SurveyPackageInput = {
  name: string;
  description: string;
  valid_from: string;
  valid_to: string | null;
  survey_ids: number[];
  benchmark_ids: number[];
  organization_ids: number[];
};

/** What the form chooses from. */
export type SurveyPackageChoices = {
  surveys: { id: number; title: Localized; slug: string; audience: string }[];
  benchmarks: { id: number; name: Localized; school_year: number }[];
  organizations: { id: number; name: string; type: string }[];
};

const keys = { all: ['admin-survey-packages'] as const };
const base = '/api/admin/survey-packages';

export function useSurveyPackages() {
  return useQuery({
    queryKey: keys.all,
    queryFn: async () => (await api.get<SurveyPackageSummary[]>(base)).data,
  });
}

export function useSurveyPackage(id: number | null) {
  return useQuery({
    queryKey: [...keys.all, id],
    queryFn: async () => (await api.get<SurveyPackage>(`${base}/${id}`)).data,
    enabled: id !== null,
  });
}

export function useSurveyPackageChoices() {
  return useQuery({
    queryKey: [...keys.all, 'choices'],
    queryFn: async () => (await api.get<SurveyPackageChoices>(`${base}/choices`)).data,
  });
}

function usePackageMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      // What a school may run changed: its survey lists are read again.
      await queryClient.invalidateQueries({ queryKey: ['surveys'] });
    },
  });
}

/** Creates when `id` is null, else changes the package. */
export function useSaveSurveyPackage(id: number | null) {
  return usePackageMutation(
    async (input: SurveyPackageInput) =>
      (id === null
        ? await api.post<SurveyPackage>(base, input)
        : await api.patch<SurveyPackage>(`${base}/${id}`, input)
      ).data,
  );
}

export function useDeleteSurveyPackage(id: number | null) {
  return usePackageMutation(() => api.delete(`${base}/${id}`));
}
