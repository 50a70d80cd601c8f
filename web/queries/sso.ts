import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { apiUrl } from '../api/endpoint';

export const ssoIdentityTypes = ['student', 'teacher', 'parent', 'staff', 'school_admin'] as const;
export type SsoIdentityType = (typeof ssoIdentityTypes)[number];
export type SsoMatchClaim = 'email' | 'external_id';

/** GET school/{id}/sso: the settings (the client secret never comes back) and the redirect URI to register. */
export type SsoSettings = {
  redirect_uri: string;
  config: {
    issuer: string;
    client_id: string;
    has_client_secret: true;
    match_claim: SsoMatchClaim;
    external_id_claim: string;
    identity_types: SsoIdentityType[];
    enabled: boolean;
    enabled_at: string | null;
    updated_at: string;
  } | null;
};

export type SsoSettingsInput = {
  issuer: string;
  client_id: string;
  client_secret?: string;
  match_claim: SsoMatchClaim;
  external_id_claim: string;
  identity_types: SsoIdentityType[];
  enabled: boolean;
};

export type SsoSchool = { id: number; name: string; slug: string; city: string | null };

export const ssoKeys = {
  all: ['sso'] as const,
  settings: (schoolId: number | null) => [...ssoKeys.all, 'settings', schoolId] as const,
  schools: (text: string) => [...ssoKeys.all, 'schools', text] as const,
};

const settingsPath = (schoolId: number) => `school/${schoolId}/sso`;

export function useSsoSettings(schoolId: number | null) {
  return useQuery({
    queryKey: ssoKeys.settings(schoolId),
    queryFn: async () => (await api.get<SsoSettings>(settingsPath(schoolId as number))).data,
    enabled: schoolId !== null,
  });
}

export function useSaveSsoSettings(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SsoSettingsInput) =>
      (await api.put<SsoSettings>(settingsPath(schoolId), input)).data,
    onSuccess: (data) => client.setQueryData(ssoKeys.settings(schoolId), data),
  });
}

export function useRemoveSsoSettings(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.delete<SsoSettings>(settingsPath(schoolId))).data,
    onSuccess: (data) => client.setQueryData(ssoKeys.settings(schoolId), data),
  });
}

/** Public: schools whose SSO is on, for the login page's picker (at least 2 characters). */
export function useSsoSchools(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ssoKeys.schools(trimmed),
    queryFn: async ({ signal }) =>
      (await api.get<SsoSchool[]>(`sso/schools?q=${encodeURIComponent(trimmed)}`, { signal })).data,
    enabled: trimmed.length >= 2,
    staleTime: 30_000,
  });
}

/** The browser leaves for the provider through the server (a full page load, not a fetch). */
export function ssoStartUrl(slug: string, redirect?: string | null): string {
  const params = new URLSearchParams({ school: slug });
  if (redirect) params.set('redirect', redirect);
  return apiUrl(`sso/start?${params}`);
}
