import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

export type BenchmarkValue = { score: number | null; favourable: number | null; n: number };

export type DefinedBenchmark = {
  id: number;
  name: Localized;
  survey_version_ids: number[];
  school_years: number[];
  parent_ids: number[];
  /** Organisation property values and tags the schools' periods had (organisation catalogue). */
  value_ids: number[];
  tag_ids: number[];
  min_schools: number;
  status: 'draft' | 'published';
  compute_state: 'idle' | 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  compute_error: string | null;
  school_count: number;
  respondent_count: number;
  computed_at: string | null;
  published_at: string | null;
  for_everyone: boolean;
  offered_to_freemium: boolean;
  organization_ids: number[];
  /** Organisation tags whose organisations and schools may use it (access, not the rule's tag_ids). */
  access_tag_ids: number[];
};

export type BenchmarkInput = Pick<
  DefinedBenchmark,
  'name' | 'survey_version_ids' | 'school_years' | 'parent_ids' | 'value_ids' | 'tag_ids' | 'min_schools'
>;

export type BenchmarkAccessInput = Pick<
  DefinedBenchmark,
  'for_everyone' | 'offered_to_freemium' | 'organization_ids'
> & { tag_ids: number[] };

export type BenchmarkItem = {
  key: string;
  kind: 'compound' | 'pillar' | 'question';
  label: Localized | null;
  parent_label: Localized | null;
  computed: BenchmarkValue | null;
  override: { score: number; favourable: number | null; source: string; entered_at: string } | null;
};

export type BenchmarkItemInput = { score: number; favourable: number | null; source: string };

export type BenchmarkFormOptions = {
  survey_versions: { id: number; number: number; title: Localized; owner: string | null; schools: number }[];
  organizations: { id: number; name: string; type: 'school' | 'organization' }[];
};

const base = '/api/admin/benchmarks';

export const benchmarkKeys = {
  all: ['benchmarks'] as const,
  list: (search: string) => ['benchmarks', 'list', search] as const,
  one: (id: number) => ['benchmarks', 'one', id] as const,
  items: (id: number) => ['benchmarks', 'items', id] as const,
  options: () => ['benchmarks', 'options'] as const,
  builtIn: () => ['benchmarks', 'built-in'] as const,
};

/** A benchmark the platform computes by itself: overall, or of one parent organisation's schools. */
export type BuiltInBenchmark = {
  id: number;
  scope: 'overall' | 'organization';
  name: Localized;
  school_year: number;
  survey_version_id: number;
  version_number: number;
  survey_title: Localized;
  organization: string | null;
  school_count: number;
  respondent_count: number;
  computed_at: string;
};

/** GET /api/admin/benchmarks/built-in */
export function useBuiltInBenchmarks() {
  return useQuery({
    queryKey: benchmarkKeys.builtIn(),
    queryFn: async () => (await api.get<BuiltInBenchmark[]>(`${base}/built-in`)).data,
  });
}

export function useDefinedBenchmarks(search: string) {
  return useQuery({
    queryKey: benchmarkKeys.list(search),
    queryFn: async () =>
      (await api.get<DefinedBenchmark[]>(`${base}${search ? `?search=${encodeURIComponent(search)}` : ''}`))
        .data,
  });
}

/** One benchmark; polled while its computation runs, so the progress moves. */
export function useDefinedBenchmark(id: number | null) {
  return useQuery({
    queryKey: benchmarkKeys.one(id ?? 0),
    queryFn: async () => (await api.get<DefinedBenchmark>(`${base}/${id}`)).data,
    enabled: id !== null,
    refetchInterval: (query) =>
      ['queued', 'running'].includes(query.state.data?.compute_state ?? '') ? 1000 : false,
  });
}

export function useBenchmarkItems(id: number, computeState?: string) {
  return useQuery({
    queryKey: [...benchmarkKeys.items(id), computeState],
    queryFn: async () => (await api.get<BenchmarkItem[]>(`${base}/${id}/items`)).data,
  });
}

export function useBenchmarkFormOptions() {
  return useQuery({
    queryKey: benchmarkKeys.options(),
    queryFn: async () => (await api.get<BenchmarkFormOptions>(`${base}/options`)).data,
    staleTime: 60_000,
  });
}

function useBenchmarkMutation<Input>(run: (input: Input) => Promise<DefinedBenchmark>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: benchmarkKeys.all }),
  });
}

export function useSaveBenchmark(id: number | null) {
  return useBenchmarkMutation(async (input: BenchmarkInput) =>
    id === null
      ? (await api.post<DefinedBenchmark>(base, input)).data
      : (await api.patch<DefinedBenchmark>(`${base}/${id}`, input)).data,
  );
}

export function useComputeBenchmark(id: number) {
  return useBenchmarkMutation(
    async () => (await api.post<DefinedBenchmark>(`${base}/${id}/compute`, {})).data,
  );
}

export function usePublishBenchmark(id: number) {
  return useBenchmarkMutation(
    async (published: boolean) =>
      (await api.put<DefinedBenchmark>(`${base}/${id}/published`, { published })).data,
  );
}

export function useSaveBenchmarkAccess(id: number) {
  return useBenchmarkMutation(
    async (input: BenchmarkAccessInput) =>
      (await api.put<DefinedBenchmark>(`${base}/${id}/access`, input)).data,
  );
}

export function useSaveBenchmarkItem(id: number, key: string) {
  const queryClient = useQueryClient();
  const url = `${base}/${id}/items/${encodeURIComponent(key)}`;
  return useMutation({
    mutationFn: async (input: BenchmarkItemInput | null) =>
      (input === null ? await api.delete<BenchmarkItem>(url) : await api.put<BenchmarkItem>(url, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: benchmarkKeys.all }),
  });
}
