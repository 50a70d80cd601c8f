import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '../../common/languages';
import type { Localized, SurveyContent } from '../../common/survey/content';
import { api } from '../api/client';
import type { PeriodStatus, SurveyAudience } from './periods';
import type { SurveyVersionSummary } from './surveyList';
import type { SurveyTag } from './surveyTags';

export type SurveyOwner = { id: number; name: string; type?: string } | null;

/** One survey of GET /api/admin/surveys; `owner` null is the library. */
export type AdminSurveyRow = {
  id: number;
  uuid: string;
  title: Localized;
  audience: SurveyAudience;
  owner: SurveyOwner;
  latest_version: SurveyVersionSummary | null;
  tags: SurveyTag[];
  period_count: number;
  archived: boolean;
  updated_at: string;
};

export type AdminSurveyFilters = {
  tag_id?: number;
  audience?: SurveyAudience;
  owner?: 'library' | number;
  archived?: 'exclude' | 'include' | 'only';
  offset: number;
  limit: number;
};

export type TextMatch = {
  where: 'title' | 'intro' | 'module' | 'question' | 'option' | 'item';
  module_id: string | null;
  question_id: string | null;
  language: LanguageCode;
  text: string;
  /** null: the draft. */
  version: number | null;
};

export type AdminSurveyDetail = AdminSurveyRow & {
  slug: string;
  created_at: string;
  created_by: string | null;
  copied_from: { id: number; title: Localized } | null;
  draft_revision: number;
  draft_question_count: number;
  archived_at: string | null;
};

export type AdminSurveyVersion = SurveyVersionSummary & { published_by: string | null };
export type AdminSurveyDocument = {
  survey: { id: number; title: Localized; audience: SurveyAudience; owner: SurveyOwner };
  version: AdminSurveyVersion & { content: SurveyContent };
};

export type AdminSurveyPeriod = {
  id: number;
  name: string;
  organization: { id: number; name: string; type: string };
  parent_period_id: number | null;
  version_number: number;
  starts_at: string;
  ends_at: string;
  closed_at: string | null;
  status: PeriodStatus;
  anonymous: boolean;
  expected_count: number;
  finished_count: number;
};

export const adminSurveyKeys = {
  all: ['admin-surveys'] as const,
  list: (filters: AdminSurveyFilters) => ['admin-surveys', 'list', filters] as const,
  search: (text: string) => ['admin-surveys', 'search', text] as const,
  detail: (id: number) => ['admin-surveys', id] as const,
  versions: (id: number) => ['admin-surveys', id, 'versions'] as const,
  version: (id: number, number: number | 'latest') => ['admin-surveys', id, 'versions', number] as const,
  periods: (id: number) => ['admin-surveys', id, 'periods'] as const,
};

const queryString = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export function useAdminSurveys(filters: AdminSurveyFilters) {
  return useQuery({
    queryKey: adminSurveyKeys.list(filters),
    queryFn: async () => {
      const reply = await api.get<AdminSurveyRow[]>(`admin/surveys?${queryString(filters)}`);
      return { surveys: reply.data, total: Number(reply.meta?.total ?? reply.data.length) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminSurveySearch(text: string) {
  return useQuery({
    queryKey: adminSurveyKeys.search(text),
    queryFn: async () =>
      (
        await api.get<(AdminSurveyRow & { matches: TextMatch[] })[]>(
          `admin/surveys/search?${queryString({ q: text })}`,
        )
      ).data,
    enabled: text.length >= 2,
  });
}

export function useAdminSurvey(id: number) {
  return useQuery({
    queryKey: adminSurveyKeys.detail(id),
    queryFn: async () => (await api.get<AdminSurveyDetail>(`admin/surveys/${id}`)).data,
  });
}

export function useAdminSurveyVersions(id: number) {
  return useQuery({
    queryKey: adminSurveyKeys.versions(id),
    queryFn: async () => (await api.get<AdminSurveyVersion[]>(`admin/surveys/${id}/versions`)).data,
  });
}

export function useAdminSurveyDocument(id: number, number: number | 'latest') {
  return useQuery({
    queryKey: adminSurveyKeys.version(id, number),
    queryFn: async () => (await api.get<AdminSurveyDocument>(`admin/surveys/${id}/versions/${number}`)).data,
  });
}

export function useAdminSurveyPeriods(id: number) {
  return useQuery({
    queryKey: adminSurveyKeys.periods(id),
    queryFn: async () => (await api.get<AdminSurveyPeriod[]>(`admin/surveys/${id}/periods`)).data,
  });
}

export function useArchiveSurvey(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (archived: boolean) =>
      (await api.put<AdminSurveyDetail>(`admin/surveys/${id}/archived`, { archived })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSurveyKeys.all }),
  });
}

export function useSetSurveyTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, tagIds }: { id: number; tagIds: number[] }) =>
      (await api.put<SurveyTag[]>(`admin/surveys/${id}/tags`, { tag_ids: tagIds })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSurveyKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['survey-tags'] }),
      ]),
  });
}
