import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { startSignedIn } from '../auth/session';

export type IdentityOption = {
  id: number;
  type: string;
  organization: { id: number; name: string; type: string; slug: string } | null;
  current: boolean;
};

export const identityKeys = { mine: ['identities', 'mine'] as const };

export function useMyIdentities() {
  return useQuery({
    queryKey: identityKeys.mine,
    queryFn: async () => (await api.get<IdentityOption[]>('user/identities')).data,
  });
}

/**
 * Switch, become and unbecome all answer a new token. It replaces the current one and the app starts
 * afresh on /dashboard, so nothing cached or shown for the previous identity survives the change.
 */
export function useIdentityChange(path: (id?: number) => string) {
  return useMutation({
    mutationFn: async (id?: number) => (await api.post<{ token: string }>(path(id), {})).data.token,
    onSuccess: (token) => {
      startSignedIn(token);
      window.location.assign('/dashboard');
    },
  });
}
