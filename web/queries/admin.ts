import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { type CatalogueFilter, catalogueFilterQuery, noCatalogueFilter } from './organizationCatalogue';

export type AdminOrganization = {
  id: number;
  name: string;
  slug: string;
  type: string;
  city: string | null;
  country: string;
  parent_id: number | null;
};

export type AdminUser = {
  id: number;
  username: string;
  email: string | null;
  name: string;
  surname: string;
  disabled: boolean;
  identities: { id: number; type: string; organization: { id: number; name: string } | null }[];
};

export type AdminEmail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
};

export const adminKeys = {
  emails: (to: string) => ['admin', 'emails', to] as const,
  /** Every organisation search list, whatever its text (for invalidation). */
  organizationLists: ['admin', 'organizations'] as const,
  organizations: (search: string, filter: CatalogueFilter = noCatalogueFilter) =>
    ['admin', 'organizations', search, filter.tagId, filter.valueId] as const,
  /** Every user search list, whatever its text (for invalidation). */
  userLists: ['admin', 'users'] as const,
  users: (search: string) => ['admin', 'users', search] as const,
};

export function useAdminOrganizations(search: string, filter: CatalogueFilter = noCatalogueFilter) {
  return useQuery({
    queryKey: adminKeys.organizations(search, filter),
    queryFn: async () =>
      (
        await api.get<AdminOrganization[]>(
          `admin/organizations?search=${encodeURIComponent(search)}${catalogueFilterQuery(filter)}`,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: adminKeys.users(search),
    queryFn: async () =>
      (await api.get<AdminUser[]>(`admin/users?search=${encodeURIComponent(search)}`)).data,
    placeholderData: keepPreviousData,
  });
}

/** Mails are written and sent by jobs: the outbox screen reads again while it is open. */
export const outboxRefreshMs = 5000;

export function useAdminEmails(to: string) {
  return useQuery({
    queryKey: adminKeys.emails(to),
    queryFn: async () => (await api.get<AdminEmail[]>(`admin/emails?to=${encodeURIComponent(to)}`)).data,
    placeholderData: keepPreviousData,
    refetchInterval: outboxRefreshMs,
  });
}
