import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

export type CustomLinkTarget = 'poll' | 'organization' | 'results_share';
export type CustomLinkStatus = 'active' | 'scheduled' | 'expired' | 'shadowed';

/** GET /api/admin/custom-links: a short address, where it leads and how often it was opened. */
export type CustomLink = {
  id: number;
  slug: string;
  path: string;
  target: CustomLinkTarget;
  destination: string | null;
  valid_from: string | null;
  valid_until: string | null;
  visits: number;
  status: CustomLinkStatus;
  created_at: string;
};

export type CustomLinkInput = {
  slug: string;
  target: string;
  valid_from: string | null;
  valid_until: string | null;
};

const customLinkKeys = { all: ['admin-custom-links'] as const };
const base = '/api/admin/custom-links';

export function useCustomLinks() {
  return useQuery({
    queryKey: customLinkKeys.all,
    queryFn: async () => (await api.get<CustomLink[]>(base)).data,
  });
}

export function useCustomLink(id: number | null) {
  return useQuery({
    queryKey: [...customLinkKeys.all, id],
    queryFn: async () => (await api.get<CustomLink>(`${base}/${id}`)).data,
    enabled: id !== null,
  });
}

function useCustomLinkMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customLinkKeys.all }),
  });
}

/** Creates when `id` is null, else changes the link. */
export function useSaveCustomLink(id: number | null) {
  return useCustomLinkMutation(
    async (input: CustomLinkInput) =>
      (id === null
        ? await api.post<CustomLink>(base, input)
        : await api.patch<CustomLink>(`${base}/${id}`, input)
      ).data,
  );
}

export function useDeleteCustomLink(id: number | null) {
  return useCustomLinkMutation(() => api.delete(`${base}/${id}`));
}
