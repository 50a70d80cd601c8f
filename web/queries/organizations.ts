import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/apiError';
import { api } from '../api/client';

export type OrganizationType = 'school' | 'organization';

export type OrganizationSummary = {
  id: number;
  name: string;
  slug: string;
  type: OrganizationType;
  city: string | null;
  country: string | null;
};

/** GET organizations/by-slug/{slug}: the public /{org_name} page. */
export type OrganizationPage = OrganizationSummary & {
  languages: string[];
  default_language: string;
  parent: OrganizationSummary | null;
  schools: OrganizationSummary[];
  /** Shell state's SSO flag: the school signs in through its own provider. */
  sso_enabled?: boolean;
  /** A school's published "You said, we did" plans, newest first. */
  plans?: { token: string; title: string; published_at: string | null }[];
};

export const organizationKeys = {
  all: ['organizations'] as const,
  pages: () => [...organizationKeys.all, 'page'] as const,
  page: (slug: string) => [...organizationKeys.pages(), slug] as const,
};

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export async function fetchOrganizationPage(slug: string, signal?: AbortSignal): Promise<OrganizationPage> {
  const envelope = await api.get<OrganizationPage>(`organizations/by-slug/${encodeURIComponent(slug)}`, {
    signal,
  });
  return envelope.data;
}

/** The client's default retry rule, except that a 404 is final at once. */
function retryUnlessNotFound(client: QueryClient) {
  const fallback = client.getDefaultOptions().queries?.retry ?? 3;
  return (failureCount: number, error: Error): boolean => {
    if (isNotFound(error)) return false;
    if (typeof fallback === 'function') return fallback(failureCount, error);
    return typeof fallback === 'number' ? failureCount < fallback : fallback;
  };
}

/** The public organisation page; an unknown slug fails at once with a 404 ApiError. */
export function useOrganizationPage(slug: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: organizationKeys.page(slug),
    queryFn: ({ signal }) => fetchOrganizationPage(slug, signal),
    enabled: slug.length > 0,
    retry: retryUnlessNotFound(client),
  });
}
