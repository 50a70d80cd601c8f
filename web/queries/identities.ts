import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { adoptToken } from '../auth/signInFlow';

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

/** Switch, become and unbecome all answer a new token, which replaces the current one. */
export function useTokenSwap(path: (id?: number) => string) {
  return useMutation({
    mutationFn: async (id?: number) => (await api.post<{ token: string }>(path(id), {})).data.token,
    onSuccess: (token) => adoptToken(token),
  });
}
