import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

/** The organisation catalogue of the back office (/api/admin/organization-tags, -properties, …). */
export type OrganizationTag = { id: number; name: Localized; organization_count: number };
export type PropertyValue = {
  id: number;
  property_id: number;
  name: Localized;
  position: number;
  organization_count: number;
  user_count: number;
};
export type OrganizationProperty = { id: number; name: Localized; values: PropertyValue[] };
export type OrganizationCatalogue = {
  organization: { id: number; name: string; type: string };
  tag_ids: number[];
  value_ids: number[];
};
export type ValueUsers = {
  id: number;
  name: Localized;
  property: { id: number; name: Localized };
  organizations: { id: number; name: string; type: string }[];
  users: {
    id: number;
    username: string;
    email: string | null;
    name: string;
    surname: string;
    added_at: string;
  }[];
};
type Named = { id: number; name: Localized };
export type PeriodCopy = {
  period_id: number;
  organization: { id: number; name: string };
  generated_at: string | null;
  values: { property_id: number; property: Localized; value: Named | null; current: Named | null }[];
  tags: Named[];
  current_tags: Named[];
  differs: boolean;
};
export type PeriodProperties = {
  period: {
    id: number;
    name: string;
    starts_at: string;
    ends_at: string;
    organization: { id: number; name: string };
  };
  periods: PeriodCopy[];
};
export type FiscalYear = {
  id: number;
  organization_id: number;
  name: string;
  starts_on: string;
  ends_on: string;
};
export type FiscalYearInput = { name: string; starts_on: string; ends_on: string };

const keys = { all: ['organization-catalogue'] as const };

/** The back-office organisation and school lists narrowed to a tag and/or a property value. */
export type CatalogueFilter = { tagId: number | null; valueId: number | null };
export const noCatalogueFilter: CatalogueFilter = { tagId: null, valueId: null };

/** The filter as query parameters (`&tag_id=…&value_id=…`), empty when there is none. */
export function catalogueFilterQuery(filter: CatalogueFilter): string {
  return (
    (filter.tagId ? `&tag_id=${filter.tagId}` : '') + (filter.valueId ? `&value_id=${filter.valueId}` : '')
  );
}

export function useOrganizationTags() {
  return useQuery({
    queryKey: [...keys.all, 'tags'],
    queryFn: async () => (await api.get<OrganizationTag[]>('/api/admin/organization-tags')).data,
  });
}

export function useOrganizationProperties() {
  return useQuery({
    queryKey: [...keys.all, 'properties'],
    queryFn: async () => (await api.get<OrganizationProperty[]>('/api/admin/organization-properties')).data,
  });
}

export function useOrganizationCatalogue(organizationId: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'organization', organizationId],
    queryFn: async () =>
      (await api.get<OrganizationCatalogue>(`/api/admin/organizations/${organizationId}/catalogue`)).data,
    enabled: organizationId !== null,
  });
}

export function useValueUsers(valueId: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'value-users', valueId],
    queryFn: async () =>
      (await api.get<ValueUsers>(`/api/admin/organization-property-values/${valueId}/users`)).data,
    enabled: valueId !== null,
  });
}

export function usePeriodProperties(periodId: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'period', periodId],
    queryFn: async () => (await api.get<PeriodProperties>(`/api/admin/periods/${periodId}/properties`)).data,
    enabled: periodId !== null,
  });
}

export function useFiscalYears(organizationId: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'fiscal-years', organizationId],
    queryFn: async () =>
      (
        await api.get<{ organization: { id: number; name: string }; fiscal_years: FiscalYear[] }>(
          `/api/admin/organizations/${organizationId}/fiscal-years`,
        )
      ).data,
    enabled: organizationId !== null,
  });
}

export function useFiscalYear(id: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'fiscal-year', id],
    queryFn: async () =>
      (
        await api.get<FiscalYear & { organization: { id: number; name: string } }>(
          `/api/admin/fiscal-years/${id}`,
        )
      ).data,
    enabled: id !== null,
  });
}

/** Any change to the catalogue: every catalogue query is read again. */
export function useCatalogueMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

export const catalogueApi = {
  saveTag: (id: number | null, name: Localized) =>
    id === null
      ? api.post<OrganizationTag>('/api/admin/organization-tags', { name })
      : api.patch<OrganizationTag>(`/api/admin/organization-tags/${id}`, { name }),
  deleteTag: (id: number) => api.delete(`/api/admin/organization-tags/${id}`),
  saveProperty: (id: number | null, name: Localized) =>
    id === null
      ? api.post<OrganizationProperty>('/api/admin/organization-properties', { name, values: [] })
      : api.patch<OrganizationProperty>(`/api/admin/organization-properties/${id}`, { name }),
  deleteProperty: (id: number) => api.delete(`/api/admin/organization-properties/${id}`),
  addValue: (propertyId: number, name: Localized) =>
    api.post<OrganizationProperty>(`/api/admin/organization-properties/${propertyId}/values`, { name }),
  deleteValue: (id: number) => api.delete(`/api/admin/organization-property-values/${id}`),
  setCatalogue: (organizationId: number, body: { tag_ids: number[]; value_ids: number[] }) =>
    api.put<OrganizationCatalogue>(`/api/admin/organizations/${organizationId}/catalogue`, body),
  addValueUser: (valueId: number, user: string) =>
    api.post<ValueUsers>(`/api/admin/organization-property-values/${valueId}/users`, { user }),
  removeValueUser: (valueId: number, userId: number) =>
    api.delete(`/api/admin/organization-property-values/${valueId}/users/${userId}`),
  regenerate: (periodId: number) => api.post<PeriodProperties>(`/api/admin/periods/${periodId}/properties`),
  saveFiscalYear: (id: number | null, organizationId: number, input: FiscalYearInput) =>
    id === null
      ? api.post<FiscalYear>(`/api/admin/organizations/${organizationId}/fiscal-years`, input)
      : api.patch<FiscalYear>(`/api/admin/fiscal-years/${id}`, input),
  deleteFiscalYear: (id: number) => api.delete(`/api/admin/fiscal-years/${id}`),
};
